import {
  composedReason,
  displayStatus,
  displayStatusKey,
  presetKey,
  type PurchaseExportColumn,
} from '@agecheck/contracts';
import type { TFunction } from 'i18next';
import type { ExportRecord } from '../purchases/export-record';

/** A text by its key in the reader's language. */
export type Translate = (key: string) => string;

/**
 * The texts of a language, each looked up once: an export of 100 000 rows asks for the same few texts
 * hundreds of thousands of times.
 */
export function rememberedTexts(t: TFunction): Translate {
  const texts = new Map<string, string>();
  return (key) => {
    let text = texts.get(key);
    if (text === undefined) texts.set(key, (text = t(key)));
    return text;
  };
}

/** `yyyy-MM-dd` as the back office writes dates (back-office spec, section 9: dd.MM.yyyy). */
export function swissDate(isoDate: string | undefined): string {
  if (!isoDate) return '';
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

const yesNo = (value: boolean | undefined, t: Translate) =>
  value === undefined ? '' : t(value ? 'yes' : 'no');

/**
 * The cell of one column for one purchase, as the overview grid shows it (texts in the reader's language;
 * the export state Auto, Manuell or Nicht exportiert of back-office spec, section 2).
 */
export function exportCell(row: ExportRecord, column: PurchaseExportColumn, t: Translate): string | number {
  switch (column) {
    case 'date':
      return swissDate(row.date);
    case 'time':
      return row.time ?? '';
    case 'userName':
      return row.userName;
    case 'storeType':
      return [row.typeName, row.typeSpamia].filter(Boolean).join(' / ');
    case 'vst':
      return row.vst;
    case 'name':
      return row.name;
    case 'city':
      return `${row.plz} ${row.city}`;
    case 'kanton':
      return row.kanton;
    case 'testType':
      return row.testType ? t(`testTypes.${row.testType}`) : '';
    case 'regulationsRespected':
      return yesNo(row.regulationsRespected, t);
    case 'done':
      return yesNo(row.done, t);
    case 'delayed':
      return yesNo(row.delayed, t);
    case 'pass':
      return yesNo(row.pass, t);
    case 'age':
      return yesNo(row.age, t);
    case 'reason':
      return composedReason(row, t);
    case 'shopper':
      return row.shopperName ?? '';
    case 'shopperAge':
      return row.shopperAge ?? '';
    case 'cashier':
      return [row.cashierName, row.cashierFirstname].filter(Boolean).join(' ');
    case 'kks':
      return row.kks ?? '';
    case 'articleName':
      return row.articleName ?? '';
    case 'specialReason':
      return row.specialReason ? t(presetKey.specialReason(row.specialReason)) : '';
    case 'status':
      return t(displayStatusKey(displayStatus(row)));
    case 'export':
      return t(`export.${row.exported}`);
    case 'sprintListID':
      return row.sprintListID ?? '';
    case 'remarks':
      return row.remarks ?? '';
  }
}
