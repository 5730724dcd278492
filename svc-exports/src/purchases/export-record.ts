import { exportState, type Purchase } from '@agecheck/contracts';
import type { PurchaseRow } from './purchase-row';

/**
 * What the purchases-overview export shows of a purchase (back-office spec, section 2: the overview's
 * columns), flat, so that 200 000 of them fit in svc-exports' memory (decision 0020).
 */
export type ExportRecord = {
  date: string;
  time?: string;
  userName: string;
  typeName: string;
  typeSpamia?: string;
  vst: string;
  name: string;
  plz: string;
  city: string;
  kanton: string;
  testType?: Purchase['testType'];
  regulationsRespected?: boolean;
  done: boolean;
  delayed: boolean;
  pass?: boolean;
  age?: boolean;
  reasonTMP?: Purchase['reasonTMP'];
  reason?: string;
  shopperName?: string;
  shopperAge?: number;
  cashierName?: string;
  cashierFirstname?: string;
  kks?: Purchase['kks'];
  articleName?: string;
  specialReason?: Purchase['specialReason'];
  exported: 'auto' | 'manual' | 'none';
  sprintListID?: string;
  remarks?: string;
};

/** The record of a purchase row (a purchase without a test date has '' as its date). */
export function exportRecordOf(row: Omit<PurchaseRow, '_id' | 'deleted' | 'version'>): ExportRecord {
  return {
    date: row.date ?? '',
    time: row.time,
    userName: row.userName,
    typeName: row.type[0].name,
    typeSpamia: row.type[0].spamia,
    vst: row.vst,
    name: row.name,
    plz: row.store.plz,
    city: row.store.city,
    kanton: row.store.kanton,
    testType: row.testType,
    regulationsRespected: row.regulationsRespected,
    done: row.done,
    delayed: row.delayed,
    pass: row.pass,
    age: row.age,
    reasonTMP: row.reasonTMP,
    reason: row.reason,
    shopperName: row.shopper?.name,
    shopperAge: row.shopperAge,
    cashierName: row.cashier.name,
    cashierFirstname: row.cashier.firstname,
    kks: row.kks,
    articleName: row.articleName,
    specialReason: row.specialReason,
    exported: exportState(row),
    sprintListID: row.sprintListID,
    remarks: row.remarks,
  };
}

/** The fields kept after the sort key (date and time lead it), in this order. */
const VALUES = [
  'userName',
  'typeName',
  'typeSpamia',
  'vst',
  'name',
  'plz',
  'city',
  'kanton',
  'testType',
  'regulationsRespected',
  'done',
  'delayed',
  'pass',
  'age',
  'reasonTMP',
  'reason',
  'shopperName',
  'shopperAge',
  'cashierName',
  'cashierFirstname',
  'kks',
  'articleName',
  'specialReason',
  'exported',
  'sprintListID',
  'remarks',
] as const satisfies readonly Exclude<keyof ExportRecord, 'date' | 'time'>[];

/** Separates the parts of an encoded record; below every character a text of the sort key can hold. */
const SEPARATOR = '\u0001';

/** A record kept as one string, the export's order first: date, time, purchase id, version, then the values. */
export type EncodedRecord = string;

export function encodeRecord(id: string, version: string, record: ExportRecord): EncodedRecord {
  const values = VALUES.map((key) => record[key] ?? null);
  return [record.date, record.time ?? '', id, version, JSON.stringify(values)].join(SEPARATOR);
}

/** The id and version of an encoded record, without reading its values. */
export function keyOf(encoded: EncodedRecord): { id: string; version: string } {
  const [, , id = '', version = ''] = encoded.split(SEPARATOR, 4);
  return { id, version };
}

export function decodeRecord(encoded: EncodedRecord): ExportRecord {
  const [date = '', time = '', , , values = '[]'] = encoded.split(SEPARATOR);
  const parsed = JSON.parse(values) as unknown[];
  const record: Record<string, unknown> = { date };
  if (time) record.time = time;
  VALUES.forEach((key, index) => {
    if (parsed[index] !== null) record[key] = parsed[index];
  });
  return record as ExportRecord;
}

/** The smallest encoded record of a day, for a binary search of the day's first record. */
export const dayStart = (day: string): EncodedRecord => `${day}${SEPARATOR}`;

/** Above every encoded record of a day. */
export const dayEnd = (day: string): EncodedRecord => `${day}${SEPARATOR}\uffff`;
