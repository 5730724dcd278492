import type { DashboardTimetrackPart } from '../dashboard/dashboard.schema';
import { isTimetrackTreatedAsReviewed } from './timetrack.rules';

/** What the overview's counts read of a time record. */
export type TimetrackOverviewKeys = { complete: boolean; reviewed?: boolean; datum?: string };

/**
 * Whether a record waits for the reviewer: saved complete (only complete records are reviewed, R-T16) and
 * pending as the admin list's status filter has it (dated, on or after the review cut-off, not reviewed:
 * R-T14 c), so the reviewer finds each one there.
 */
export function timetrackAwaitsReview(record: TimetrackOverviewKeys): boolean {
  return record.complete && record.datum !== undefined && !isTimetrackTreatedAsReviewed(record);
}

/**
 * The counts of the admin overview's time-tracking card (back-office spec, section 2, L16; decision 0050):
 * the records waiting for the review, whatever their month (last month's come first for the payroll), and
 * the records dated in the month of `today` (YYYY-MM-DD), open or complete.
 */
export function timetrackOverviewCounts(
  records: Iterable<TimetrackOverviewKeys>,
  today: string,
): DashboardTimetrackPart {
  const month = today.slice(0, 7);
  let toReview = 0;
  let ofMonth = 0;
  for (const record of records) {
    if (timetrackAwaitsReview(record)) toReview += 1;
    if (record.datum?.slice(0, 7) === month) ofMonth += 1;
  }
  return { toReview, month: ofMonth };
}
