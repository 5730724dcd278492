import { dashboardScopeOf } from './dashboard.schema';

describe('dashboard parts by role (field-app spec, section 2, "Dashboard")', () => {
  it.each([
    [
      'testkaeufer',
      ['testkaeufer'],
      {
        signature: true,
        openSprintEntries: true,
        ownPurchases: true,
        toControl: false,
        timetrackCounts: false,
      },
    ],
    [
      'detektiv',
      ['detektiv'],
      {
        signature: false,
        openSprintEntries: false,
        ownPurchases: false,
        toControl: false,
        timetrackCounts: false,
      },
    ],
    [
      'planung',
      ['planung'],
      {
        signature: false,
        openSprintEntries: false,
        ownPurchases: false,
        toControl: true,
        timetrackCounts: false,
      },
    ],
    [
      'admin',
      ['admin'],
      {
        signature: false,
        openSprintEntries: false,
        ownPurchases: false,
        toControl: true,
        timetrackCounts: true,
      },
    ],
    // "A portalUser without admin role does not load the dashboard data."
    [
      'portalUser',
      ['portalUser'],
      {
        signature: false,
        openSprintEntries: false,
        ownPurchases: false,
        toControl: false,
        timetrackCounts: false,
      },
    ],
    [
      'portalUser and testkaeufer',
      ['portalUser', 'testkaeufer'],
      {
        signature: false,
        openSprintEntries: false,
        ownPurchases: false,
        toControl: false,
        timetrackCounts: false,
      },
    ],
    [
      'portalUser and admin',
      ['portalUser', 'admin'],
      {
        signature: false,
        openSprintEntries: false,
        ownPurchases: false,
        toControl: true,
        timetrackCounts: true,
      },
    ],
    [
      'testkaeufer and planung',
      ['testkaeufer', 'planung'],
      {
        signature: true,
        openSprintEntries: true,
        ownPurchases: true,
        toControl: true,
        timetrackCounts: false,
      },
    ],
    // the time-tracking counts of the admin overview go to who may open /admin/timetracks (decision 0050)
    [
      'planung and admin',
      ['planung', 'admin'],
      {
        signature: false,
        openSprintEntries: false,
        ownPurchases: false,
        toControl: true,
        timetrackCounts: true,
      },
    ],
  ])('%s', (_case, roles, scope) => {
    expect(dashboardScopeOf(roles)).toEqual(scope);
  });
});
