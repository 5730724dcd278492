import type ExcelJS from 'exceljs';

/** The cells of a row: texts and numbers, as the exports write them. */
export type SheetRow = readonly (string | number)[];

/** The sheet's stream as exceljs' WorksheetWriter holds it (exceljs 4.4, pinned; sheet-rows.spec.ts checks it). */
type StreamedSheet = ExcelJS.Worksheet & {
  stream: { write(xml: string): unknown };
  startedData?: boolean;
  committed?: boolean;
};

// exceljs' own escaping of a cell's text (it also drops what XML cannot hold), so that a row written here is
// the row exceljs writes
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { xmlEncode } = require('exceljs/lib/utils/utils') as { xmlEncode: (text: string) => string };

/** The column letters of 1 (A), 2 (B), ... 27 (AA). */
function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/**
 * A writer of a streamed sheet's rows straight into its XML (issue 18): exceljs' WorksheetWriter makes a Row
 * and a Cell object per value, checks and encodes each address and renders each through an XML builder,
 * most of an export's time; the rows here are texts and numbers only, so their XML is written as exceljs
 * would write it (`<row r spans x14ac:dyDescent><c r t="str"><v>…</v></c>…</row>`, its escaping), byte for
 * byte (sheet-rows.spec.ts compares the two), in one piece per batch of rows.
 *
 * The rows before `firstRow` must be committed through exceljs (`sheet.addRow(headers).commit()`): that
 * opens the sheet's data. The sheet is committed through exceljs after the last row.
 */
export function sheetRowWriter(sheet: ExcelJS.Worksheet, firstRow: number) {
  const streamed = sheet as StreamedSheet;
  if (!streamed.startedData || streamed.committed || typeof streamed.stream?.write !== 'function')
    throw new Error('sheetRowWriter needs a streamed sheet whose first rows are committed');
  let next = firstRow;
  const prefixes: string[] = [];
  /** `<c r="B` for column 2: the cell's start up to its row number. */
  const cellStart = (column: number) => (prefixes[column] ??= `<c r="${columnLetters(column)}`);
  let pending: string[] = [];
  return {
    /** Adds a row after the last (written once `flush` is called, or with the next batch). */
    add(cells: SheetRow): void {
      const number = next;
      next += 1;
      let xml = `<row r="${number}" spans="1:${cells.length}" x14ac:dyDescent="0.25">`;
      for (let index = 0; index < cells.length; index += 1) {
        const value = cells[index];
        const start = `${cellStart(index + 1)}${number}"`;
        xml +=
          typeof value === 'number'
            ? `${start}><v>${xmlEncode(String(value))}</v></c>`
            : `${start} t="str"><v>${xmlEncode(value as string)}</v></c>`;
      }
      pending.push(`${xml}</row>`);
    },
    /** Writes the rows added since the last flush into the sheet's stream, as one piece. */
    flush(): void {
      if (pending.length === 0) return;
      streamed.stream.write(pending.join(''));
      pending = [];
    },
  };
}
