import {
  timetrackCustomerKindOf,
  TIMETRACK_CUSTOMER_KINDS,
  type TimetrackCustomer,
  type TimetrackCustomerKind,
  type TimetrackRegion,
} from '@agecheck/contracts';
import { timetrackRecordExpenses, timetrackRecordHours } from './timetrack-sheet';
import type { TimetrackExportRecord } from '../timetrack/timetrack-row';

// What the surveillance exports (A.7, A.9 #24, #27, #28; decision 0034) hold, computed from svc-exports' read
// model before a line is drawn: the VL list of a region's detective records with their signatures, one invoice
// per region (hours × the region's price by the record's `tag`), the statistics per region and customer kind.

const round2 = (value: number) => Math.round(value * 100) / 100;
const byRegionOrder = (a: TimetrackRegion, b: TimetrackRegion) =>
  a.order - b.order || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The detective records of one surveillance region (the VL list and an invoice's lines), by date and user. */
export function regionDetectiveRecords(
  records: readonly TimetrackExportRecord[],
  regionId: string,
): TimetrackExportRecord[] {
  return records.filter((record) => record.typ === 'detektiv' && record.region === regionId);
}

/** One line of an invoice: a detective's record, its hours and the price of its day kind. */
export type TimetrackInvoiceLine = {
  record: TimetrackExportRecord;
  customer?: TimetrackCustomer;
  hours: number;
  sunday: boolean;
  /** CHF an hour: the region's price.sonntag for a record whose `tag` is Sonntag, else price.normal. */
  price: number;
  /** hours × price, rounded to the centime. */
  amount: number;
};

export type TimetrackInvoice = {
  region: TimetrackRegion;
  lines: TimetrackInvoiceLine[];
  hours: number;
  /** The sum of the lines' amounts. */
  total: number;
};

/**
 * The invoices of the period (`bill`, A.7 decision): one per surveillance region with detective records in it,
 * by the regions' order, or only the chosen region's (also when it has none). Each line is a record's hours ×
 * the region's price.normal, or price.sonntag when the record's `tag` is 'Sonntag' (R-T8).
 */
export function timetrackInvoices(
  records: readonly TimetrackExportRecord[],
  regions: readonly TimetrackRegion[],
  customers: ReadonlyMap<string, TimetrackCustomer>,
  regionId?: string,
): TimetrackInvoice[] {
  const chosen = regionId === undefined ? [...regions] : regions.filter((region) => region._id === regionId);
  return chosen
    .sort(byRegionOrder)
    .map((region) => {
      const lines = regionDetectiveRecords(records, region._id).map((record): TimetrackInvoiceLine => {
        const hours = round2(timetrackRecordHours(record));
        const sunday = record.tag === 'Sonntag';
        const price = sunday ? region.price.sonntag : region.price.normal;
        const customer = record.kunde === undefined ? undefined : customers.get(record.kunde);
        return {
          record,
          ...(customer ? { customer } : {}),
          hours,
          sunday,
          price,
          amount: round2(hours * price),
        };
      });
      return {
        region,
        lines,
        hours: round2(lines.reduce((sum, line) => sum + line.hours, 0)),
        total: round2(lines.reduce((sum, line) => sum + line.amount, 0)),
      };
    })
    .filter((invoice) => regionId !== undefined || invoice.lines.length > 0);
}

/** One row of the statistics: a region and a customer kind with the period's records, hours and expenses. */
export type TimetrackStatsRow = {
  /** The region's name ('' for records without a region). */
  region: string;
  kind: TimetrackCustomerKind | undefined;
  records: number;
  hours: number;
  expenses: number;
};

/**
 * The statistics of the period (`stats`, A.8 decision): per region (a detective's surveillance region, a test
 * buyer's test-purchase region, none) and customer kind (`timetrackCustomerKindOf`), the records, their hours
 * and their expenses; by region name, then the kinds' order. With a region id only that region's records.
 */
export function timetrackStatsRows(
  records: readonly TimetrackExportRecord[],
  names: { regions: ReadonlyMap<string, string> },
  customers: ReadonlyMap<string, TimetrackCustomer>,
  regionId?: string,
): TimetrackStatsRow[] {
  const rows = new Map<string, TimetrackStatsRow>();
  for (const record of records) {
    if (regionId !== undefined && record.region !== regionId) continue;
    const region = record.region
      ? (names.regions.get(`${record.typ === 'detektiv' ? 'region' : 'tkRegion'}:${record.region}`) ??
        record.region)
      : '';
    const kind = timetrackCustomerKindOf(
      record,
      record.typ === 'detektiv' && record.kunde ? customers.get(record.kunde) : undefined,
    );
    const key = `${region}\u0000${kind ?? ''}`;
    const row = rows.get(key) ?? { region, kind, records: 0, hours: 0, expenses: 0 };
    row.records += 1;
    row.hours += timetrackRecordHours(record);
    row.expenses += timetrackRecordExpenses(record);
    rows.set(key, row);
  }
  const kindOrder = (kind: TimetrackCustomerKind | undefined) =>
    kind === undefined ? TIMETRACK_CUSTOMER_KINDS.length : TIMETRACK_CUSTOMER_KINDS.indexOf(kind);
  return [...rows.values()]
    .map((row) => ({ ...row, hours: round2(row.hours), expenses: round2(row.expenses) }))
    .sort(
      (a, b) =>
        (a.region < b.region ? -1 : a.region > b.region ? 1 : 0) || kindOrder(a.kind) - kindOrder(b.kind),
    );
}
