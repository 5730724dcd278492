import {
  composedReason,
  displayStatus,
  displayStatusKey,
  presetKey,
  type PurchaseExportColumn,
} from '@agecheck/contracts';
import type { TFunction } from 'i18next';
import type { PurchaseRow } from '../purchases/purchase-row';

/** `yyyy-MM-dd` as the back office writes dates (back-office spec, section 9: dd.MM.yyyy). */
export function swissDate(isoDate: string | undefined): string {
  if (!isoDate) return '';
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

const yesNo = (value: boolean | undefined, t: TFunction) =>
  value === undefined ? '' : t(value ? 'yes' : 'no');

/**
 * The cell of one column for one purchase, as the overview grid shows it (texts in the reader's language;
 * the export state Auto, Manuell or Nicht exportiert of back-office spec, section 2).
 */
export function exportCell(row: PurchaseRow, column: PurchaseExportColumn, t: TFunction): string | number {
  switch (column) {
    case 'date':
      return swissDate(row.date);
    case 'time':
      return row.time ?? '';
    case 'userName':
      return row.userName;
    case 'storeType':
      return [row.type[0].name, row.type[0].spamia].filter(Boolean).join(' / ');
    case 'vst':
      return row.vst;
    case 'name':
      return row.name;
    case 'city':
      return `${row.store.plz} ${row.store.city}`;
    case 'kanton':
      return row.store.kanton;
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
      return composedReason(row, (key) => t(key));
    case 'shopper':
      return row.shopper?.name ?? '';
    case 'shopperAge':
      return row.shopperAge ?? '';
    case 'cashier':
      return [row.cashier.name, row.cashier.firstname].filter(Boolean).join(' ');
    case 'kks':
      return row.kks ?? '';
    case 'articleName':
      return row.articleName ?? '';
    case 'specialReason':
      return row.specialReason ? t(presetKey.specialReason(row.specialReason)) : '';
    case 'status':
      return t(displayStatusKey(displayStatus(row)));
    case 'export':
      return t(
        row.autoExport?.exported
          ? 'export.auto'
          : row.manualExport?.exported
            ? 'export.manual'
            : 'export.none',
      );
    case 'sprintListID':
      return row.sprintListID ?? '';
    case 'remarks':
      return row.remarks ?? '';
  }
}
