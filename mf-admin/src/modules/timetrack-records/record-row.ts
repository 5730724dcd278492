import {
  TIMETRACK_SHOPPER_CUSTOMER_TYPES,
  TIMETRACK_SONDER_TYPES,
  timetrackLabelKey,
  timetrackStatus,
  type Timetrack,
  type TimetrackShopperCustomerType,
  type TimetrackSonderType,
} from '@agecheck/contracts';
import { formatDate } from '@agecheck/ui';

/** The names the list shows for the ids a record keeps: detective customers, regions, test-purchase regions. */
export type RecordNames = {
  customers: ReadonlyMap<string, string>;
  regions: ReadonlyMap<string, string>;
  tkRegions: ReadonlyMap<string, string>;
  users: ReadonlyMap<string, string>;
};

/** A translation of a key with its namespace (`common:…`, `admin:…`). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * What a row of /admin/timetracks shows of a record (checklist A-R3: status pending or reviewed, user, type,
 * customer and region, date, times, pause, payout, complete), as text.
 */
export type RecordRow = {
  id: string;
  status: 'pending' | 'reviewed';
  user: string;
  type: string;
  customer: string;
  /** `dd.MM.yyyy`, or an absence's first and last day. */
  date: string;
  /** The day as `yyyy-MM-dd` (the absence's first), by which the grid sorts the dates. */
  day: string | undefined;
  /** `HH:mm–HH:mm`, or an absence's hours. */
  times: string;
  /** The pause in hours (two decimals), empty for an absence. */
  pause: string;
  /** The shopper's payout in CHF (two decimals), empty without a payout card. */
  payout: string;
  complete: boolean;
};

const isShopperCustomerType = (value: string | undefined): value is TimetrackShopperCustomerType =>
  (TIMETRACK_SHOPPER_CUSTOMER_TYPES as readonly string[]).includes(value ?? '');
const isSonderType = (value: string | undefined): value is TimetrackSonderType =>
  (TIMETRACK_SONDER_TYPES as readonly string[]).includes(value ?? '');
const decimals = (value: number | undefined) => (value === undefined ? '' : value.toFixed(2));

function customerOf(record: Timetrack, names: RecordNames, t: Translate): string {
  if (record.typ === 'sonder') {
    const typ = record.sonder?.typ ?? record.kunde;
    return isSonderType(typ) ? t(`common:${timetrackLabelKey.sonderType(typ)}`) : (typ ?? '');
  }
  if (record.typ === 'detektiv') {
    const customer = record.kunde ? (names.customers.get(record.kunde) ?? record.kunde) : '';
    const region = record.region ? (names.regions.get(record.region) ?? record.region) : '';
    return [customer, region].filter(Boolean).join(' · ');
  }
  const customer = isShopperCustomerType(record.kunde)
    ? t(`common:${timetrackLabelKey.shopperCustomerType(record.kunde)}`)
    : (record.kunde ?? '');
  const region = record.region ? (names.tkRegions.get(record.region) ?? record.region) : '';
  return [customer, region].filter(Boolean).join(' · ');
}

/** The row of a record; ids without a known name show as they are. */
export function recordRow(record: Timetrack, names: RecordNames, t: Translate): RecordRow {
  const sonder = record.typ === 'sonder';
  const date = sonder
    ? [formatDate(record.sonder?.start ?? record.datum), formatDate(record.sonder?.end)]
        .filter(Boolean)
        .join(' – ')
    : formatDate(record.datum);
  const times = sonder
    ? record.sonder?.hours === undefined
      ? ''
      : t('admin:timetrackRecords.hours', { hours: decimals(record.sonder.hours) })
    : record.start && record.end
      ? `${record.start}–${record.end}`
      : '';
  return {
    id: record._id,
    status: timetrackStatus(record),
    user: record.userName ?? names.users.get(record.userID) ?? record.userID,
    type: t(`common:${timetrackLabelKey.type(record.typ)}`),
    customer: customerOf(record, names, t),
    date,
    day: sonder ? (record.sonder?.start ?? record.datum) : record.datum,
    times,
    pause: sonder ? '' : decimals(record.pause),
    payout: decimals(record.tk?.auszahlung),
    complete: record.complete,
  };
}
