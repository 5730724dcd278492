import type {
  Timetrack,
  TimetrackCustomer,
  TimetrackRegion,
  TimetrackTkRegion,
  TimetrackValoraRegion,
} from '@agecheck/contracts';

// What the time exports need, kept from svc-timetrack's events (issue 19: the exports never ask svc-timetrack
// for rows). Each row carries the time of the last event applied (`version`); an older event never overwrites
// a newer one, and a delete leaves a tombstone a late save cannot bring back (decision 0004).

/** A time record as the last event carried it, with the fields the exports select by beside it. */
export type TimetrackRow = {
  _id: string;
  record: Timetrack;
  datum: string;
  userID: string;
  typ: Timetrack['typ'];
  deleted: boolean;
  version: string;
};

/** A customer (A.8). */
export type TimetrackCustomerRow = {
  _id: string;
  customer: TimetrackCustomer;
  deleted: boolean;
  version: string;
};

/** The three kinds of region (A.8): surveillance regions, Valora regions and test-purchase regions. */
export const TIMETRACK_REGION_KINDS = ['region', 'valoraRegion', 'tkRegion'] as const;
export type TimetrackRegionKind = (typeof TIMETRACK_REGION_KINDS)[number];
export type TimetrackAnyRegion = TimetrackRegion | TimetrackValoraRegion | TimetrackTkRegion;

/** A region of one kind, under `<kind>:<id>` (the kinds are kept apart by svc-timetrack). */
export type TimetrackRegionRow = {
  _id: string;
  kind: TimetrackRegionKind;
  region: TimetrackAnyRegion;
  deleted: boolean;
  version: string;
};

export const timetrackRegionRowId = (kind: TimetrackRegionKind, id: string) => `${kind}:${id}`;

/** The day a record is exported under: its date, a special absence's first day. */
export const timetrackRowDatum = (record: Timetrack): string => record.datum ?? record.sonder?.start ?? '';

/** The fields of a record's row from the record an event carries (a special absence is dated by its first day). */
export function timetrackRowFields(
  record: Timetrack,
  deleted: boolean,
  occurredAt: string,
): Omit<TimetrackRow, '_id'> {
  return {
    record,
    datum: timetrackRowDatum(record),
    userID: record.userID,
    typ: record.typ,
    deleted,
    version: occurredAt,
  };
}

/** Which records an export reads: the period (both days included), and optionally a type and a user. */
export type TimetrackRowsQuery = {
  start: string;
  end: string;
  typ?: Timetrack['typ'];
  userID?: string;
};
