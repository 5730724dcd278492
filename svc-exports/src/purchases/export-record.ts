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
