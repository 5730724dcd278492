import { storeWorkbook, validRow, workbookBomb, type SheetRow } from '../../test/store-workbook';
import { readStoreSheet, storeTemplate } from './store-sheet';

// Back-office spec, section 8: a malformed sheet answers 'Bitte überprüfen Sie die Excel-Liste.'; the issue
// asks for the rows and columns at fault. Columns: decision 0025 (section 3, "Store").

describe('reading the store workbook', () => {
  it('reads every row of a well-formed sheet, decimal commas and canton case included', async () => {
    const rows = [validRow(1), { ...validRow(2), Breitengrad: '46,5', Kanton: 'vd' }];
    const sheet = await readStoreSheet(await storeWorkbook(rows), 'coop');
    expect(sheet.faults).toEqual([]);
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.rows[1]).toMatchObject({ vst: 'T2', latitude: 46.5, kanton: 'VD', alk: 1, tabak: 0 });
  });

  it.each<[string, SheetRow, { column: string; key: string }]>([
    ['a store number is missing', { VST: '' }, { column: 'VST', key: 'jobs.storeImport.required' }],
    ['a name is missing', { Name: '' }, { column: 'Name', key: 'jobs.storeImport.required' }],
    ['a postcode has not four digits', { PLZ: '801' }, { column: 'PLZ', key: 'jobs.storeImport.plz' }],
    ['a canton is unknown', { Kanton: 'XX' }, { column: 'Kanton', key: 'jobs.storeImport.canton' }],
    [
      'a coordinate is missing',
      { Breitengrad: '' },
      { column: 'Breitengrad', key: 'jobs.storeImport.position' },
    ],
    [
      'a coordinate is out of range',
      { Längengrad: 200 },
      { column: 'Längengrad', key: 'jobs.storeImport.position' },
    ],
    ['a target is negative', { Alkohol: -1 }, { column: 'Alkohol', key: 'jobs.storeImport.count' }],
    ['a target is no number', { Tabak: 'zwei' }, { column: 'Tabak', key: 'jobs.storeImport.count' }],
  ])('names the row and column when %s', async (_case, change, fault) => {
    const rows = [validRow(1), { ...validRow(2), ...change }, validRow(3)];
    const sheet = await readStoreSheet(await storeWorkbook(rows), 'coop');
    expect(sheet.rows).toEqual([]);
    expect(sheet.faults).toEqual([{ row: 3, ...fault }]);
  });

  it('reads a row without coordinates, left for the geocoding (back-office spec, section 2; issue 17)', async () => {
    const rows = [validRow(1), { ...validRow(2), Breitengrad: '', Längengrad: '' }];
    const sheet = await readStoreSheet(await storeWorkbook(rows), 'coop');
    expect(sheet.faults).toEqual([]);
    expect(sheet.rows[1]).toMatchObject({ vst: 'T2' });
    expect(sheet.rows[1]).not.toHaveProperty('latitude');
    const withoutColumns = await readStoreSheet(
      await storeWorkbook([validRow(3)], ['Breitengrad', 'Längengrad']),
      'coop',
    );
    expect(withoutColumns.faults).toEqual([]);
  });

  it('asks for the other coordinate when a row gives one only', async () => {
    const sheet = await readStoreSheet(await storeWorkbook([{ ...validRow(1), Längengrad: '' }]), 'coop');
    expect(sheet.faults).toEqual([{ row: 2, column: 'Längengrad', key: 'jobs.storeImport.position' }]);
  });

  it('refuses a store number given twice, at its second row', async () => {
    const sheet = await readStoreSheet(await storeWorkbook([validRow(1), validRow(2), validRow(1)]), 'coop');
    expect(sheet.faults).toEqual([{ row: 4, column: 'VST', key: 'jobs.storeImport.duplicate' }]);
  });

  it('asks for the cooperative of a Migros store', async () => {
    const sheet = await readStoreSheet(await storeWorkbook([validRow(1)]), 'spamia');
    expect(sheet.faults).toEqual([{ row: 2, column: 'Genossenschaft', key: 'jobs.storeImport.required' }]);
  });

  it('names a missing required column, and a sheet without stores', async () => {
    expect((await readStoreSheet(await storeWorkbook([validRow(1)], ['Kanton']), 'coop')).faults).toEqual([
      { row: 1, column: 'Kanton', key: 'jobs.storeImport.missingColumn' },
    ]);
    expect((await readStoreSheet(await storeWorkbook([]), 'coop')).faults).toEqual([
      { row: 2, column: '', key: 'jobs.storeImport.empty' },
    ]);
  });

  it('refuses a file that is no workbook', async () => {
    expect((await readStoreSheet(Buffer.from('VST;Name\n1;A'), 'coop')).faults).toEqual([
      { row: 1, column: '', key: 'jobs.storeImport.notWorkbook' },
    ]);
  });

  it('refuses a workbook bomb before exceljs unpacks it, saying what it unpacks to (issue 17)', async () => {
    const sheet = await readStoreSheet(await workbookBomb(4_000, 25_000), 'coop');
    expect(sheet.faults).toEqual([{ row: 1, column: '', key: 'workbook.unpackedTooLarge' }]);
  }, 30_000);

  it('reads its own template as a valid sheet', async () => {
    const sheet = await readStoreSheet(await storeTemplate(), 'coop');
    expect(sheet.faults).toEqual([]);
    expect(sheet.rows).toHaveLength(1);
  });
});
