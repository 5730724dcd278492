import type { TimetrackCustomer, TimetrackInput, TimetrackRegion } from '@agecheck/contracts';
import type { OutboxReport } from '@agecheck/outbox';
import { formatDate } from '@agecheck/ui';

/**
 * The outbox kind of a time record save (decision A-C4: the same outbox as the purchases). Kept here, not in
 * the sender, so that the dashboard's open entries do not load the outbox into the first screen.
 */
export const TIMETRACK_REPORT_KIND = 'timetrack';

/** What a list item shows of a record (checklist A.3), the same for a stored one and one waiting on the phone. */
export type TimetrackListItem = {
  _id: string;
  /** Customer and region (detective), the customer text (test buyer, special). */
  title: string;
  /** `dd.MM.yyyy` and `start–end`, or the absence's date range. */
  when: string;
  /** The pause in hours, or the absence's hours. */
  amount: { key: 'pause' | 'hours'; value: number } | undefined;
};

const pauseOf = (record: Pick<TimetrackInput, 'pauseH' | 'pauseM'> & { pause?: number }) =>
  record.pause ?? (record.pauseH ?? 0) + (record.pauseM ?? 0) / 60;

/** The item of a record (A.3): special entries show their date range and hours instead of the times. */
export function timetrackListItem(
  record: Pick<
    TimetrackInput,
    '_id' | 'typ' | 'kunde' | 'region' | 'datum' | 'start' | 'end' | 'pauseH' | 'pauseM' | 'sonder'
  > & { pause?: number },
  customers: readonly Pick<TimetrackCustomer, '_id' | 'name'>[],
  regions: readonly Pick<TimetrackRegion, '_id' | 'name'>[],
): TimetrackListItem {
  if (record.typ === 'sonder') {
    const range = [formatDate(record.sonder?.start), formatDate(record.sonder?.end)]
      .filter(Boolean)
      .join(' – ');
    return {
      _id: record._id,
      title: record.sonder?.typ ?? record.kunde ?? '',
      when: range,
      amount: record.sonder?.hours === undefined ? undefined : { key: 'hours', value: record.sonder.hours },
    };
  }
  const title =
    record.typ === 'detektiv'
      ? [
          customers.find((customer) => customer._id === record.kunde)?.name ?? record.kunde,
          regions.find((region) => region._id === record.region)?.name ?? record.region,
        ]
          .filter(Boolean)
          .join(' · ')
      : (record.kunde ?? '');
  const times = record.start && record.end ? `${record.start}–${record.end}` : '';
  return {
    _id: record._id,
    title,
    when: [formatDate(record.datum), times].filter(Boolean).join(' '),
    amount: { key: 'pause', value: pauseOf(record) },
  };
}

/** The user's time records waiting in the outbox to be sent (or refused there), as their bodies. */
export function waitingTimetracks(reports: readonly OutboxReport[]): TimetrackInput[] {
  return reports.flatMap((report) =>
    report.kind === TIMETRACK_REPORT_KIND &&
    report.state !== 'sent' &&
    report.state !== 'draft' &&
    report.request
      ? [report.request.body as TimetrackInput]
      : [],
  );
}

/** The last twelve months back from `today` (F§9 L265), newest first, each as its first and last day. */
export function lastTwelveMonths(today: string): { start: string; end: string; month: string }[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: 12 }, (_, back) => {
    const first = new Date(Date.UTC(year, month - 1 - back, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    const iso = (date: Date) => date.toISOString().slice(0, 10);
    return { start: iso(first), end: iso(last), month: iso(first).slice(0, 7) };
  });
}
