import {
  composedReason,
  displayStatus,
  displayStatusKey,
  presetKey,
  toSwissDate,
  type PurchaseExportColumn,
} from '@agecheck/contracts';
import type { ExportRecord } from '../purchases/export-record';
import type { Translate } from '../report/report-translator';

const swissDates = new Map<string, string>();

/** `yyyy-MM-dd` as dd.MM.yyyy (`toSwissDate`), each day's text made once for all the rows of that day. */
export function swissDate(isoDate: string | undefined): string {
  if (!isoDate) return '';
  let text = swissDates.get(isoDate);
  if (text === undefined) swissDates.set(isoDate, (text = toSwissDate(isoDate)));
  return text;
}

const yesNo = (value: boolean | undefined, t: Translate) =>
  value === undefined ? '' : t(value ? 'yes' : 'no');

type Cell = (row: ExportRecord, t: Translate) => string | number;

/**
 * The cell of each column for one purchase, as the overview grid shows it (texts in the reader's language;
 * the export state Auto, Manuell or Nicht exportiert of back-office spec, section 2).
 */
export const EXPORT_CELLS: Record<PurchaseExportColumn, Cell> = {
  date: (row) => swissDate(row.date),
  time: (row) => row.time ?? '',
  userName: (row) => row.userName,
  storeType: (row) => (row.typeSpamia ? `${row.typeName} / ${row.typeSpamia}` : row.typeName),
  vst: (row) => row.vst,
  name: (row) => row.name,
  city: (row) => `${row.plz} ${row.city}`,
  kanton: (row) => row.kanton,
  testType: (row, t) => (row.testType ? t(`testTypes.${row.testType}`) : ''),
  regulationsRespected: (row, t) => yesNo(row.regulationsRespected, t),
  done: (row, t) => yesNo(row.done, t),
  delayed: (row, t) => yesNo(row.delayed, t),
  pass: (row, t) => yesNo(row.pass, t),
  age: (row, t) => yesNo(row.age, t),
  reason: (row, t) => composedReason(row, t),
  shopper: (row) => row.shopperName ?? '',
  shopperAge: (row) => row.shopperAge ?? '',
  cashier: (row) => [row.cashierName, row.cashierFirstname].filter(Boolean).join(' '),
  kks: (row) => row.kks ?? '',
  articleName: (row) => row.articleName ?? '',
  specialReason: (row, t) => (row.specialReason ? t(presetKey.specialReason(row.specialReason)) : ''),
  status: (row, t) => t(displayStatusKey(displayStatus(row))),
  export: (row, t) => t(`export.${row.exported}`),
  sprintListID: (row) => row.sprintListID ?? '',
  remarks: (row) => row.remarks ?? '',
};

/** The cell of one column for one purchase. */
export function exportCell(row: ExportRecord, column: PurchaseExportColumn, t: Translate): string | number {
  return EXPORT_CELLS[column](row, t);
}
