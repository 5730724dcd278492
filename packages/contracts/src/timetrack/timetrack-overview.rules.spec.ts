import { timetrackAwaitsReview, timetrackOverviewCounts } from './timetrack-overview.rules';

describe('the admin overview counts of time records (B§2 L16; decision 0050)', () => {
  it.each([
    // R-T16: only complete records are reviewed; R-T14 c: dated before 2025-06-01 counts as reviewed
    [{ complete: true, reviewed: false, datum: '2026-11-02' }, true],
    [{ complete: true, datum: '2026-10-30' }, true],
    [{ complete: false, reviewed: false, datum: '2026-11-02' }, false],
    [{ complete: true, reviewed: true, datum: '2026-11-02' }, false],
    [{ complete: true, reviewed: false, datum: '2025-05-31' }, false],
    [{ complete: true, reviewed: false, datum: '2025-06-01' }, true],
    [{ complete: true, reviewed: false }, false],
  ])('%j waits for the review: %s', (record, expected) => {
    expect(timetrackAwaitsReview(record)).toBe(expected);
  });

  it('counts the records waiting for the review of every month, and the records of the current month', () => {
    const records = [
      { complete: true, reviewed: false, datum: '2026-11-02' }, // to review, this month
      { complete: false, reviewed: false, datum: '2026-11-20' }, // open, this month
      { complete: true, reviewed: true, datum: '2026-11-01' }, // reviewed, this month
      { complete: true, reviewed: false, datum: '2026-10-31' }, // to review, last month
      { complete: true, reviewed: false, datum: '2025-11-27' }, // to review, a year ago: not this month
      { complete: true, reviewed: false }, // without a date: in no month, not pending in the list either
    ];
    expect(timetrackOverviewCounts(records, '2026-11-27')).toEqual({ toReview: 3, month: 3 });
  });

  it('counts nothing where there is nothing', () => {
    expect(timetrackOverviewCounts([], '2026-01-01')).toEqual({ toReview: 0, month: 0 });
  });
});
