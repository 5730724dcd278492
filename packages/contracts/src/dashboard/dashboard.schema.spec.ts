import { dashboardScopeOf } from './dashboard.schema';

describe('dashboard parts by role (field-app spec, section 2, "Dashboard")', () => {
  it.each([
    [
      'testkaeufer',
      ['testkaeufer'],
      { signature: true, openSprintEntries: true, ownPurchases: true, toControl: false },
    ],
    [
      'detektiv',
      ['detektiv'],
      { signature: false, openSprintEntries: false, ownPurchases: false, toControl: false },
    ],
    [
      'planung',
      ['planung'],
      { signature: false, openSprintEntries: false, ownPurchases: false, toControl: true },
    ],
    [
      'admin',
      ['admin'],
      { signature: false, openSprintEntries: false, ownPurchases: false, toControl: true },
    ],
    // "A portalUser without admin role does not load the dashboard data."
    [
      'portalUser',
      ['portalUser'],
      { signature: false, openSprintEntries: false, ownPurchases: false, toControl: false },
    ],
    [
      'portalUser and testkaeufer',
      ['portalUser', 'testkaeufer'],
      { signature: false, openSprintEntries: false, ownPurchases: false, toControl: false },
    ],
    [
      'portalUser and admin',
      ['portalUser', 'admin'],
      { signature: false, openSprintEntries: false, ownPurchases: false, toControl: true },
    ],
    [
      'testkaeufer and planung',
      ['testkaeufer', 'planung'],
      { signature: true, openSprintEntries: true, ownPurchases: true, toControl: true },
    ],
  ])('%s', (_case, roles, scope) => {
    expect(dashboardScopeOf(roles)).toEqual(scope);
  });
});
