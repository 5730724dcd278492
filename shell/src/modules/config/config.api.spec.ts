import { parseShellConfig } from './config.api';

describe('shell configuration', () => {
  const keycloak = { url: 'http://127.0.0.1:8180', realm: 'agecheck', clientId: 'shell' };

  it('reads the Keycloak settings and the known remotes', () => {
    expect(
      parseShellConfig({
        keycloak,
        remotes: { 'mf-field': '/remotes/mf-field/mf-manifest.json', 'mf-other': '/x', 'mf-admin': '' },
      }),
    ).toEqual({ keycloak, remotes: { 'mf-field': '/remotes/mf-field/mf-manifest.json' } });
  });

  it('accepts a configuration without remotes (every area is then unavailable)', () => {
    expect(parseShellConfig({ keycloak })).toEqual({ keycloak, remotes: {} });
  });

  it.each([null, {}, { keycloak: { ...keycloak, realm: '' } }, { keycloak: { url: 'x', realm: 'y' } }])(
    'rejects %j',
    (value) => {
      expect(() => parseShellConfig(value)).toThrow(/keycloak/);
    },
  );
});
