import {
  JOB_FAULTS_MAX,
  STORE_IMPORT_COLUMNS,
  storeImportRowSchema,
  type JobFault,
  type StoreImportRow,
  type StoreType,
  workbookRefusalKey,
} from '@agecheck/contracts';
import ExcelJS from 'exceljs';
import { checkWorkbook } from '../workbooks/workbook-check';

/** What a workbook gave: its stores, or the faults found (nothing is imported then). */
export type StoreSheet = { rows: StoreImportRow[]; faults: [] } | { rows: []; faults: JobFault[] };

const HEADER_ROW = 1;

/** The text of a cell as a planner typed it: numbers as written, dates as yyyy-MM-dd, formulas' results. */
function cellText(value: ExcelJS.CellValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return undefined;
  }
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

const normalized = (header: string) => header.trim().toLowerCase();

/**
 * Reads and checks the store workbook (within WORKBOOK_LIMITS, else a fault says which; its first sheet; columns of STORE_IMPORT_COLUMNS by their header,
 * in any order): every row is checked before anything is written, and a sheet with faults gives them
 * all (up to JOB_FAULTS_MAX), each with its row as Excel numbers it and its column's header.
 */
export async function readStoreSheet(bytes: Buffer, type: StoreType): Promise<StoreSheet> {
  // exceljs unpacks the whole workbook into memory: what it unpacks to is limited before it reads a byte
  const refusal = await checkWorkbook(bytes);
  if (refusal)
    return {
      rows: [],
      faults: [
        {
          row: HEADER_ROW,
          column: '',
          key: refusal === 'notWorkbook' ? 'jobs.storeImport.notWorkbook' : workbookRefusalKey(refusal),
        },
      ],
    };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { rows: [], faults: [{ row: HEADER_ROW, column: '', key: 'jobs.storeImport.notWorkbook' }] };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { rows: [], faults: [{ row: HEADER_ROW, column: '', key: 'jobs.storeImport.empty' }] };

  const columnOf = new Map<string, number>();
  sheet.getRow(HEADER_ROW).eachCell((cell, column) => {
    const header = cellText(cell.value);
    if (header) columnOf.set(normalized(header), column);
  });
  const missing = STORE_IMPORT_COLUMNS.filter(
    (column) => column.required && !columnOf.has(normalized(column.header)),
  );
  if (missing.length > 0)
    return {
      rows: [],
      faults: missing.map((column) => ({
        row: HEADER_ROW,
        column: column.header,
        key: 'jobs.storeImport.missingColumn',
      })),
    };

  const rows: StoreImportRow[] = [];
  const faults: JobFault[] = [];
  const firstRowOf = new Map<string, number>();
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === HEADER_ROW || faults.length >= JOB_FAULTS_MAX) return;
    const cells: Record<string, string> = {};
    for (const column of STORE_IMPORT_COLUMNS) {
      const index = columnOf.get(normalized(column.header));
      const text = index === undefined ? undefined : cellText(row.getCell(index).value);
      if (text !== undefined) cells[column.field] = text;
    }
    if (Object.keys(cells).length === 0) return;
    const parsed = storeImportRowSchema.safeParse(cells);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        const header = STORE_IMPORT_COLUMNS.find((column) => column.field === field)?.header ?? field;
        faults.push({ row: rowNumber, column: header, key: issue.message });
      }
      return;
    }
    const store = parsed.data;
    // a Migros store is looked up by its cooperative too (field-app spec, section 5)
    if (type === 'spamia' && !store.spamia_type)
      faults.push({ row: rowNumber, column: 'Genossenschaft', key: 'jobs.storeImport.required' });
    const first = firstRowOf.get(store.vst);
    if (first !== undefined) {
      faults.push({ row: rowNumber, column: 'VST', key: 'jobs.storeImport.duplicate' });
      return;
    }
    firstRowOf.set(store.vst, rowNumber);
    rows.push(store);
  });
  if (faults.length > 0) return { rows: [], faults: faults.slice(0, JOB_FAULTS_MAX) };
  if (rows.length === 0)
    return { rows: [], faults: [{ row: HEADER_ROW + 1, column: '', key: 'jobs.storeImport.empty' }] };
  return { rows, faults: [] };
}

/** The template workbook: the header row of STORE_IMPORT_COLUMNS and one example store. */
export async function storeTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Filialen');
  sheet.columns = STORE_IMPORT_COLUMNS.map((column) => ({
    header: column.header,
    key: column.field,
    width: Math.max(10, column.header.length + 4),
  }));
  sheet.getRow(HEADER_ROW).font = { bold: true };
  sheet.addRow({
    vst: '1234',
    name: 'Coop Zürich Bahnhofstrasse',
    street: 'Bahnhofstrasse 1',
    plz: '8001',
    city: 'Zürich',
    kanton: 'ZH',
    latitude: 47.3717,
    longitude: 8.5395,
    alk: 1,
    tabak: 1,
    media: 0,
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
