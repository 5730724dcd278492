import {
  toSwissDate,
  timetrackPauseHours,
  timetrackStatus,
  timetrackWorkedHours,
  type TimetrackJtkSort,
  timetrackRecordExpenses,
  timetrackRecordHours,
} from '@agecheck/contracts';
import type { TFunction } from 'i18next';
import type { Translate } from '../report/report-translator';
import type {
  TimetrackCustomerRow,
  TimetrackRegionRow,
  TimetrackExportRecord,
} from '../timetrack/timetrack-row';

/** The columns of the time exports (tt/admin, tt/user), in order: what a payroll clerk needs (issue 19). */
export const TIMETRACK_SHEET_COLUMNS = [
  'user',
  'date',
  'type',
  'customer',
  'start',
  'end',
  'pause',
  'hours',
  'payout',
  'expenses',
  'reviewed',
] as const;

/** The names a record's customer and region ids stand for, from svc-exports' read model. */
export type TimetrackNames = {
  customers: ReadonlyMap<string, string>;
  /** By `<kind>:<id>` (TimetrackRegionRow's id). */
  regions: ReadonlyMap<string, string>;
};

export function timetrackNames(
  customers: readonly TimetrackCustomerRow[],
  regions: readonly TimetrackRegionRow[],
): TimetrackNames {
  return {
    customers: new Map(customers.map((row) => [row.customer._id, row.customer.name])),
    regions: new Map(regions.map((row) => [row._id, row.region.name])),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
/** `yyyy-MM-dd` as `dd.MM.yyyy` (`toSwissDate`, as the other exports write dates); none when not given. */
const swissDate = (day: string | undefined) => (day ? toSwissDate(day) : '');

/**
 * Where the work was: a detective's customer and region by name, a test buyer's customer type and the
 * test-purchase region if one is named (A-C8), a special absence's type.
 */
function placeOf(record: TimetrackExportRecord, names: TimetrackNames): string {
  const kunde = record.kunde ?? '';
  if (record.typ === 'detektiv') {
    const customer = names.customers.get(kunde) ?? kunde;
    const region = record.region ? (names.regions.get(`region:${record.region}`) ?? record.region) : '';
    return [customer, region].filter(Boolean).join(' / ');
  }
  if (record.typ === 'testkaeufer' && record.region)
    return `${kunde} / ${names.regions.get(`tkRegion:${record.region}`) ?? record.region}`;
  return kunde;
}

// The hours and expenses a record counts are the contracts' (the payroll's rule, also read by the tests).
export { timetrackRecordExpenses, timetrackRecordHours };

/** One record as a row of the time export, cells in the order of TIMETRACK_SHEET_COLUMNS. */
export function timetrackSheetRow(
  record: TimetrackExportRecord,
  names: TimetrackNames,
  t: Translate,
): (string | number)[] {
  const pause = record.pause ?? timetrackPauseHours(record.pauseH, record.pauseM);
  const special = record.typ === 'sonder';
  const date = record.datum
    ? swissDate(record.datum)
    : [record.sonder?.start, record.sonder?.end].filter(Boolean).map(swissDate).join(' – ');
  return [
    record.userName ?? record.userID,
    date,
    t(`timetrack.types.${record.typ}`),
    placeOf(record, names),
    special ? '' : (record.start ?? ''),
    special ? '' : (record.end ?? ''),
    special ? 0 : round2(pause),
    round2(timetrackRecordHours(record)),
    record.tk?.auszahlung ?? 0,
    round2(timetrackRecordExpenses(record)),
    t(`timetrack.status.${timetrackStatus(record)}`),
  ];
}

/** The header row in the language of `t`. */
export function timetrackSheetHeaders(t: TFunction): string[] {
  return TIMETRACK_SHEET_COLUMNS.map((column) => t(`timetrackSheet.${column}`));
}

/** The columns of the payout list of the young test buyers (jtk, A.7), in order. */
export const TIMETRACK_JTK_COLUMNS = ['shopper', 'user', 'date', 'hours', 'payout', 'signature'] as const;

/** A record with a shopper's payout card: the rows of the jtk list. */
export type TimetrackPayoutRecord = TimetrackExportRecord & {
  tk: NonNullable<TimetrackExportRecord['tk']> & { obj: { name: string } };
};

export function isTimetrackPayoutRecord(record: TimetrackExportRecord): record is TimetrackPayoutRecord {
  return record.tk?.obj !== undefined;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const userOf = (record: TimetrackExportRecord) => record.userName ?? record.userID;

/**
 * The payout list sorted by shopper (then date), by the user who paid (then date, shopper) or by date (then
 * user, shopper); the record's id last, so the order never depends on the read model's.
 */
export function sortTimetrackPayouts(
  records: readonly TimetrackPayoutRecord[],
  sort: TimetrackJtkSort,
): TimetrackPayoutRecord[] {
  const keys = (record: TimetrackPayoutRecord): string[] => {
    const shopper = record.tk.obj.name;
    const user = userOf(record);
    const date = record.datum ?? '';
    if (sort === 'user') return [user, date, shopper, record._id];
    if (sort === 'date') return [date, user, shopper, record._id];
    return [shopper, date, user, record._id];
  };
  return [...records].sort((a, b) => {
    const [ka, kb] = [keys(a), keys(b)];
    for (let index = 0; index < ka.length; index += 1) {
      const order = compare(ka[index] as string, kb[index] as string);
      if (order !== 0) return order;
    }
    return 0;
  });
}

/** One payout as a row of the jtk list: shopper, user, date, hours paid, payout, signature present. */
export function timetrackPayoutRow(record: TimetrackPayoutRecord, t: TFunction): (string | number)[] {
  const { tk } = record;
  const pause = tk.pause ?? timetrackPauseHours(tk.pauseH, tk.pauseM);
  const hours = tk.start && tk.end ? timetrackWorkedHours(tk.start, tk.end, pause) : 0;
  return [
    tk.obj.name,
    userOf(record),
    swissDate(record.datum),
    round2(hours),
    tk.auszahlung ?? 0,
    t(tk.signature ? 'yes' : 'no'),
  ];
}

export function timetrackPayoutHeaders(t: TFunction): string[] {
  return TIMETRACK_JTK_COLUMNS.map((column) => t(`timetrackSheet.${column}`));
}

/** The columns of the payroll csv (salary), in order: one line per user with the period's totals. */
export const TIMETRACK_SALARY_COLUMNS = [
  'pNr',
  'user',
  'userID',
  'reports',
  'hours',
  'payout',
  'expenses',
] as const;

/**
 * The payroll lines of the period: per user (by name, then id), the records, the hours, the payouts made to
 * shoppers and the expenses, each the sum of the records' (as the tt/admin rows), after the user's personnel
 * number (`pNr` of the user profile; empty for a user without one).
 */
export function timetrackSalaryRows(
  records: readonly TimetrackExportRecord[],
  personnelNumbers: ReadonlyMap<string, string> = new Map(),
): (string | number)[][] {
  const totals = new Map<
    string,
    { user: string; reports: number; hours: number; payout: number; expenses: number }
  >();
  for (const record of records) {
    const total = totals.get(record.userID) ?? {
      user: userOf(record),
      reports: 0,
      hours: 0,
      payout: 0,
      expenses: 0,
    };
    total.reports += 1;
    total.hours += timetrackRecordHours(record);
    total.payout += record.tk?.auszahlung ?? 0;
    total.expenses += timetrackRecordExpenses(record);
    totals.set(record.userID, total);
  }
  return [...totals.entries()]
    .sort(([idA, a], [idB, b]) => compare(a.user, b.user) || compare(idA, idB))
    .map(([userID, total]) => [
      personnelNumbers.get(userID) ?? '',
      total.user,
      userID,
      total.reports,
      round2(total.hours),
      round2(total.payout),
      round2(total.expenses),
    ]);
}

export function timetrackSalaryHeaders(t: TFunction): string[] {
  return TIMETRACK_SALARY_COLUMNS.map((column) => t(`timetrackSheet.${column}`));
}
