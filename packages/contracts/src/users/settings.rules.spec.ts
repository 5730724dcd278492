import { forbiddenSettings, introIsDue, mayChangeSetting } from './settings.rules';

describe('who may change which setting (field-app spec, section 2, "Settings page")', () => {
  it.each([
    // "Language de, fr, it (all users)."
    [['portalUser'], 'lang', true],
    [['therefore'], 'doNotShowTrans', true],
    // "Intro toggle (testkaeufer, detektiv)."
    [['testkaeufer'], 'showIntro', true],
    [['detektiv'], 'showIntro', true],
    [['planung'], 'showIntro', false],
    // "Autocomplete list with delete, and signature view/change (testkaeufer only)."
    [['testkaeufer'], 'autoComplete', true],
    [['testkaeufer'], 'signature', true],
    [['detektiv'], 'signature', false],
    [['admin'], 'autoComplete', false],
    // "Switch for a new all-reports view (admin only)."
    [['admin', 'planung'], 'tryNewRapportView', true],
    [['planung'], 'tryNewRapportView', false],
    [['testkaeufer'], 'tryNewRapportView', false],
  ] as const)('%j may change %s: %s', (roles, setting, expected) => {
    expect(mayChangeSetting(roles, setting)).toBe(expected);
  });

  it.each([
    [['testkaeufer'], { lang: 'fr', showIntro: false }, []],
    [['testkaeufer'], { lang: 'fr', tryNewRapportView: true }, ['tryNewRapportView']],
    [['portalUser'], { signature: 'x', showIntro: true }, ['signature', 'showIntro']],
  ] as const)('%j changing %j is refused for %j', (roles, update, expected) => {
    expect(forbiddenSettings(roles, update)).toEqual(expected);
  });
});

describe('who sees the first-login intro (F§2 L54, L67; F§4 L130; decision D-C16, 0049)', () => {
  const roles = [
    ['testkaeufer'],
    ['detektiv'],
    ['testkaeufer', 'detektiv'],
    ['planung'],
    ['admin', 'planung'],
    ['portalUser'],
    ['promocheck'],
  ] as const;
  // "only users with the toggle's roles (testkaeufer, detektiv) see the intro"; "shown once when
  // settings showIntro is set"; "Offline it waits for the next online start"; reports waiting on the phone
  // are sent first (OFFLINE.md).
  const table = roles.flatMap((userRoles) =>
    [true, false].flatMap((showIntro) =>
      [true, false].map((online) => {
        const fieldRole = userRoles.some((role) => role === 'testkaeufer' || role === 'detektiv');
        return [userRoles, showIntro, online, fieldRole && showIntro && online] as const;
      }),
    ),
  );

  it.each(table)('%j with showIntro %s, online %s: %s', (userRoles, showIntro, online, expected) => {
    expect(introIsDue({ roles: userRoles, showIntro, online, reportsWaiting: 0 })).toBe(expected);
  });

  it.each([
    [0, true],
    [1, false],
    [7, false],
  ])('a test buyer with %i reports waiting on the phone sees it: %s', (reportsWaiting, expected) => {
    expect(introIsDue({ roles: ['testkaeufer'], showIntro: true, online: true, reportsWaiting })).toBe(
      expected,
    );
  });

  it('shows it to the planner never, whatever the settings say', () => {
    expect(introIsDue({ roles: ['planung'], showIntro: true, online: true, reportsWaiting: 0 })).toBe(false);
  });
});
