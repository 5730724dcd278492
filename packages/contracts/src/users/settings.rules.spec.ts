import { forbiddenSettings, mayChangeSetting } from './settings.rules';

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
