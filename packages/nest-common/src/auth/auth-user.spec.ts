import { authUserFromClaims } from './auth-user';

describe('authUserFromClaims', () => {
  it.each([
    [
      'a test buyer',
      {
        sub: 'u1',
        preferred_username: 'tk',
        name: 'Tina Käufer',
        email: 'tk@example.ch',
        realm_access: { roles: ['testkaeufer', 'offline_access'] },
      },
      { id: 'u1', username: 'tk', name: 'Tina Käufer', email: 'tk@example.ch', roles: ['testkaeufer'] },
    ],
    [
      'a portal user with a VL',
      { sub: 'u2', preferred_username: 'pu', realm_access: { roles: ['portalUser'] }, vl: 'VL Zürich' },
      { id: 'u2', username: 'pu', name: 'pu', email: '', roles: ['portalUser'], vl: 'VL Zürich' },
    ],
    [
      'a user without realm roles',
      { sub: 'u3' },
      { id: 'u3', username: 'u3', name: 'u3', email: '', roles: [] },
    ],
  ])('maps %s', (_case, claims, expected) => {
    expect(authUserFromClaims(claims)).toEqual(expected);
  });

  it('refuses a token without subject', () => {
    expect(() => authUserFromClaims({ preferred_username: 'x' })).toThrow('subject');
  });
});
