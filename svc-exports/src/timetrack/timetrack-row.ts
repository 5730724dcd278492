import {
  timetrackPauseHours,
  type Timetrack,
  type TimetrackCustomer,
  type TimetrackDetektiv,
  type TimetrackSonder,
  type TimetrackSpesen,
  type TimetrackTk,
  type TimetrackRegion,
  type TimetrackTkRegion,
  type TimetrackValoraRegion,
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

/**
 * A time record as the exports keep it in memory (decision 0039): only the fields an export, the check for
 * unchecked reports or the newer-wins rule reads, the pauses as decimal hours only (`pauseH` and `pauseM` are
 * left out), the shopper by name. A whole
 * record took about 840 bytes of heap, 168 MB at 200 000 records, most of the 256 MB old generation of the
 * pod; this one about a third of that.
 */
export type TimetrackExportRecord = Pick<
  Timetrack,
  | '_id'
  | 'typ'
  | 'userID'
  | 'userName'
  | 'datum'
  | 'kunde'
  | 'region'
  | 'tag'
  | 'start'
  | 'end'
  | 'pause'
  | 'pauseH'
  | 'pauseM'
  | 'complete'
  | 'reviewed'
  | 'updatedAt'
  | 'version'
> & {
  sonder?: Pick<TimetrackSonder, 'typ' | 'start' | 'end' | 'hours'>;
  tk?: Pick<TimetrackTk, 'start' | 'end' | 'pause' | 'pauseH' | 'pauseM' | 'auszahlung' | 'signature'> & {
    obj?: { name: string };
  };
  spesen?: Pick<TimetrackSpesen, 'reisen' | 'mahlzeit' | 'allgemein'>;
  detektiv?: Pick<
    TimetrackDetektiv,
    'ladendiebe' | 'betrag' | 'hausverbot' | 'hausfriedensbruch' | 'noSignature' | 'signature'
  >;
};

/** Answers the one copy kept of a text that recurs across records (a date, a user, a customer, a time). */
export type TextPool = (text: string) => string;

/**
 * The slim record of a record as stored. Every object of a kind is made by the same literal, so all share
 * one shape; a text that recurs comes from `pool`, one copy for all records.
 */
export function slimTimetrack(record: Timetrack, pool: TextPool): TimetrackExportRecord {
  const text = (value: string | undefined) => (value === undefined ? undefined : pool(value));
  const { sonder, tk, spesen, detektiv } = record;
  return {
    _id: record._id,
    typ: record.typ,
    userID: pool(record.userID),
    userName: text(record.userName),
    datum: text(record.datum),
    kunde: text(record.kunde),
    region: text(record.region),
    tag: record.tag,
    start: text(record.start),
    end: text(record.end),
    pause: record.pause ?? timetrackPauseHours(record.pauseH, record.pauseM),
    complete: record.complete,
    reviewed: record.reviewed,
    updatedAt: record.updatedAt,
    version: record.version,
    sonder: sonder && {
      typ: sonder.typ,
      start: text(sonder.start),
      end: text(sonder.end),
      hours: sonder.hours,
    },
    tk: tk && {
      obj: tk.obj && { name: pool(tk.obj.name) },
      start: text(tk.start),
      end: text(tk.end),
      pause: tk.pause ?? timetrackPauseHours(tk.pauseH, tk.pauseM),
      auszahlung: tk.auszahlung,
      signature: tk.signature,
    },
    spesen: spesen && { reisen: spesen.reisen, mahlzeit: spesen.mahlzeit, allgemein: spesen.allgemein },
    detektiv: detektiv && {
      ladendiebe: detektiv.ladendiebe,
      betrag: detektiv.betrag,
      hausverbot: detektiv.hausverbot,
      hausfriedensbruch: detektiv.hausfriedensbruch,
      noSignature: detektiv.noSignature,
      signature: detektiv.signature,
    },
  };
}
