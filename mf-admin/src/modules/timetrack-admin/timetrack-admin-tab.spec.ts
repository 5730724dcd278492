import { timetrackAdminTabOf } from './timetrack-admin-tab';

// Checklist A-R4 and A.7: `/admin/timetrack` has the parameter `download`, meaning not shown; decision 0034:
// it chooses the tab when it names one and is ignored otherwise.
describe('timetrackAdminTabOf (the `download` parameter of /admin/timetrack)', () => {
  it.each([
    [null, 'customers'], // no parameter: the first tab
    ['customers', 'customers'],
    ['regions', 'regions'],
    ['valoraRegions', 'valoraRegions'],
    ['tkRegions', 'tkRegions'],
    ['', 'customers'], // ignored
    ['1', 'customers'], // ignored (the old app's flag)
    ['true', 'customers'],
    ['Regions', 'customers'], // names no tab exactly
  ])('download=%p opens the tab %s', (download, tab) => {
    expect(timetrackAdminTabOf(download)).toBe(tab);
  });
});
