import { STORE_IMPORT_COLUMNS } from '@agecheck/contracts';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';

/** A row of a test workbook: cell texts by column header. */
export type SheetRow = Partial<Record<(typeof STORE_IMPORT_COLUMNS)[number]['header'], string | number>>;

/** A store row that passes every check, numbered `n`. */
export function validRow(n: number, prefix = 'T'): SheetRow {
  return {
    VST: `${prefix}${n}`,
    Name: `Teststore ${n}`,
    Strasse: `Teststrasse ${n}`,
    PLZ: '8001',
    Ort: 'Zürich',
    Kanton: 'ZH',
    Breitengrad: 47.37 + (n % 100) / 10_000,
    Längengrad: 8.54 + (n % 100) / 10_000,
    Alkohol: 1,
    Tabak: n % 2,
    Medien: 0,
  };
}

/** An .xlsx workbook with the template's header row (less `without`) and these rows. */
export async function storeWorkbook(rows: readonly SheetRow[], without: readonly string[] = []) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Filialen');
  const headers = STORE_IMPORT_COLUMNS.map((column) => column.header).filter(
    (header) => !without.includes(header),
  );
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(headers.map((header) => row[header as keyof SheetRow] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A workbook bomb: the template's header, then `rows` stores whose name is `cellBytes` of one letter, written
 * inline (no shared strings) and compressed by the zip: 4 000 rows of 25 000 bytes are 100 MB unpacked
 * in an upload of less than 1 MB.
 */
export async function workbookBomb(rows: number, cellBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Filialen');
  const headers = STORE_IMPORT_COLUMNS.map((column) => column.header);
  sheet.addRow(headers).commit();
  const name = 'x'.repeat(cellBytes);
  for (let n = 1; n <= rows; n += 1) {
    const row = { ...validRow(n), Name: name };
    sheet.addRow(headers.map((header) => row[header as keyof SheetRow] ?? null)).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}
