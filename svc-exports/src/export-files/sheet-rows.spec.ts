import ExcelJS from 'exceljs';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { sheetRowWriter, type SheetRow } from './sheet-rows';

/** A streamed sheet as the export makes it, and the XML its rows write into the sheet's stream. */
function streamedSheet() {
  const file = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: file,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Testkäufe');
  sheet.addRow(['Datum', 'Zeit', 'Name']).commit();
  const stream = (sheet as unknown as { stream: { write(xml: string | Buffer): unknown } }).stream;
  const written: string[] = [];
  const write = stream.write.bind(stream);
  stream.write = (xml) => {
    written.push(String(xml));
    return write(xml);
  };
  const close = async () => {
    sheet.commit();
    await workbook.commit();
    await finished(file);
  };
  return { sheet, written, close };
}

const ROWS: SheetRow[] = [
  ['01.02.2026', '08:15', 'Coop Zürich 1234', 'Ja', 16, '', 0],
  ['', 'A & B <c> "d" \'e\'', 'Kontrolle\nzweite Zeile', 'ohne\u0001Steuerzeichen', -3.5, 'é à ü ß 😀'],
  ['nur eine Zelle'],
  // more than 26 columns: AA, AB, ...
  Array.from({ length: 30 }, (_, index) => (index % 2 ? index : `Spalte ${index}`)),
];

// The export's rows are written by sheetRowWriter instead of exceljs' addRow (issue 18); the file must not
// change by a byte.
describe("a streamed sheet's rows written straight into its XML", () => {
  it('are the XML exceljs writes for the same rows, byte for byte', async () => {
    const byExcelJs = streamedSheet();
    for (const row of ROWS) byExcelJs.sheet.addRow([...row]).commit();
    const expected = byExcelJs.written.join('');
    await byExcelJs.close();

    const byWriter = streamedSheet();
    const writer = sheetRowWriter(byWriter.sheet, 2);
    for (const row of ROWS) writer.add(row);
    writer.flush();
    const actual = byWriter.written.join('');
    await byWriter.close();

    expect(expected).toContain('<row r="5" spans="1:30"');
    expect(actual).toBe(expected);
  });

  it('writes nothing until flushed, then all rows added since in one piece', () => {
    const { sheet, written } = streamedSheet();
    const writer = sheetRowWriter(sheet, 2);
    writer.add(['a']);
    writer.add(['b']);
    expect(written).toEqual([]);
    writer.flush();
    writer.flush();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^<row r="2" .*<row r="3" /);
  });

  it('needs the sheet opened by its first row through exceljs', () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: new Writable({ write: (_chunk, _encoding, callback) => callback() }),
    });
    expect(() => sheetRowWriter(workbook.addWorksheet('x'), 1)).toThrow(/first rows are committed/);
  });
});
