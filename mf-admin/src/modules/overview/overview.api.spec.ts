import { overviewCounts } from './overview.api';

// Back-office spec, section 2, L16: the overview's cards with real counts (decision 0050).
describe('the counts of the overview cards', () => {
  it('shows the purchases to control and the time records to review and of the month (administrator)', () => {
    expect(
      overviewCounts({
        signatureMissing: false,
        purchases: { toControl: 3 },
        timetrack: { toReview: 4, month: 17 },
        unavailable: [],
      }),
    ).toEqual({
      purchases: [{ testId: 'overview-to-control', key: 'overview.toControl', count: 3 }],
      timeTracking: [
        { testId: 'overview-to-review', key: 'overview.toReview', count: 4 },
        { testId: 'overview-of-month', key: 'overview.ofMonth', count: 17 },
      ],
    });
  });

  it('shows a zero as a count, and no count of a part the answer lacks (a planner, a silent service)', () => {
    expect(
      overviewCounts({ signatureMissing: false, purchases: { toControl: 0 }, unavailable: ['timetrack'] }),
    ).toEqual({
      purchases: [{ testId: 'overview-to-control', key: 'overview.toControl', count: 0 }],
      timeTracking: [],
    });
  });

  it('shows no count while the dashboard loads', () => {
    expect(overviewCounts(undefined)).toEqual({ purchases: [], timeTracking: [] });
  });
});
