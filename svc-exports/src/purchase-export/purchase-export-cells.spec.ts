import { PURCHASE_EXPORT_COLUMNS, type PurchaseExportColumn } from '@agecheck/contracts';
import { failedTestRow } from '../../test/purchase-row.fixture';
import { exportRecordOf } from '../purchases/export-record';
import { rememberedTexts, reportTranslator, type Translate } from '../report/report-translator';
import { exportCell } from './purchase-export-cells';

const row = exportRecordOf(failedTestRow({ autoExport: { exported: true }, done: true }));
const texts = (language: 'de' | 'fr' | 'it'): Translate => rememberedTexts(reportTranslator(language));

// Back-office spec, section 2 (the overview's columns; export as Auto, Manuell or Nicht exportiert; status
// kontrolliert), section 9 (dd.MM.yyyy, HH:mm).
describe('the cells of the purchases-overview export', () => {
  it.each<[PurchaseExportColumn, string | number]>([
    ['date', '20.11.2026'],
    ['time', '10:15'],
    ['userName', 'Tina Tester'],
    ['storeType', 'Coop'],
    ['vst', '1001'],
    ['name', 'Coop Bern Bahnhof'],
    ['city', '3011 Bern'],
    ['kanton', 'BE'],
    ['testType', 'Alkohol'],
    ['regulationsRespected', 'Nein'],
    ['done', 'Ja'],
    ['delayed', 'Nein'],
    ['pass', 'Ja'],
    ['age', 'Nein'],
    ['reason', 'Andere Gründe: Kasse überlastet'],
    ['shopper', 'Meier Lea'],
    ['shopperAge', 16],
    ['cashier', 'Müller Anna'],
    ['kks', 'Kasse'],
    ['articleName', 'Smirnoff Ice'],
    ['specialReason', ''],
    ['status', 'kontrolliert'],
    ['export', 'Auto'],
    ['sprintListID', 'round-1'],
    ['remarks', 'Sehr viel Betrieb'],
  ])('%s: %j', (column, expected) => {
    expect(exportCell(row, column, texts('de'))).toBe(expected);
  });

  it('has a case for every column', () => {
    for (const column of PURCHASE_EXPORT_COLUMNS)
      expect(exportCell(row, column, texts('de'))).not.toBeUndefined();
  });

  it.each([
    ['fr', 'Non exporté', 'Non'],
    ['it', 'Non esportato', 'No'],
  ] as const)('writes the texts in %s', (language, notExported, no) => {
    const plain = exportRecordOf(failedTestRow());
    expect(exportCell(plain, 'export', texts(language))).toBe(notExported);
    expect(exportCell(plain, 'regulationsRespected', texts(language))).toBe(no);
  });
});
