import {
  timetrackPauseHours,
  timetrackStatus,
  timetrackWorkedHours,
  type Timetrack,
} from '@agecheck/contracts';
import type { TFunction } from 'i18next';
import type { TimetrackCustomerRow, TimetrackRegionRow } from '../timetrack/timetrack-row';

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
/** `yyyy-MM-dd` as `dd.MM.yyyy`, as the other exports write dates. */
const swissDate = (day: string | undefined) => (day ? day.split('-').reverse().join('.') : '');

/**
 * Where the work was: a detective's customer and region by name, a test buyer's customer type and the
 * test-purchase region if one is named (A-C8), a special absence's type.
 */
function placeOf(record: Timetrack, names: TimetrackNames): string {
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

/** One record as a row of the time export, cells in the order of TIMETRACK_SHEET_COLUMNS. */
export function timetrackSheetRow(
  record: Timetrack,
  names: TimetrackNames,
  t: TFunction,
): (string | number)[] {
  const pause = record.pause ?? timetrackPauseHours(record.pauseH, record.pauseM);
  const special = record.typ === 'sonder';
  const hours =
    special || !record.start || !record.end
      ? (record.sonder?.hours ?? 0)
      : timetrackWorkedHours(record.start, record.end, pause);
  const { reisen = 0, mahlzeit = 0, allgemein = 0 } = record.spesen ?? {};
  const date =
    record.datum ?? [record.sonder?.start, record.sonder?.end].filter(Boolean).map(swissDate).join(' – ');
  return [
    record.userName ?? record.userID,
    record.datum ? swissDate(record.datum) : date,
    t(`timetrack.types.${record.typ}`),
    placeOf(record, names),
    special ? '' : (record.start ?? ''),
    special ? '' : (record.end ?? ''),
    special ? 0 : round2(pause),
    round2(hours),
    record.tk?.auszahlung ?? 0,
    round2(reisen + mahlzeit + allgemein),
    t(`timetrack.status.${timetrackStatus(record)}`),
  ];
}

/** The header row in the language of `t`. */
export function timetrackSheetHeaders(t: TFunction): string[] {
  return TIMETRACK_SHEET_COLUMNS.map((column) => t(`timetrackSheet.${column}`));
}
