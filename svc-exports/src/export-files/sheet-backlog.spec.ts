import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { sheetBacklog } from './sheet-backlog';

/** A file that takes nothing until it is let go, then everything. */
function heldFile() {
  const waiting: (() => void)[] = [];
  let held = true;
  const file = new Writable({
    write(_chunk, _encoding, callback) {
      if (held) waiting.push(callback);
      else callback();
    },
  });
  const letGo = () => {
    held = false;
    for (const callback of waiting.splice(0)) callback();
  };
  return { file, letGo };
}

/** A row that compresses little (random texts), so what the streams after the sheet hold stays small. */
const row = (n: number) => [`${n}`, ...Array.from({ length: 5 }, () => randomBytes(24).toString('hex'))];

/** A sheet streamed as the export streams it (no shared strings or styles: the cells are in the sheet's XML). */
function streamedSheet(file: Writable) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: file,
    useSharedStrings: false,
    useStyles: false,
  });
  return { workbook, sheet: workbook.addWorksheet('Testkäufe') };
}

// The Excel export's memory (issue 8: at most 250 MB for 100 000 rows) rests on reading this backlog.
describe('the backlog of a streamed sheet', () => {
  it('grows while the compression cannot keep up, and drains once it can', async () => {
    const { file, letGo } = heldFile();
    const { workbook, sheet } = streamedSheet(file);
    sheet.addRow(['Nr', 'Name', 'Benutzer', 'Datum', 'Bestimmungen', 'Status']).commit();
    const backlog = sheetBacklog(sheet);
    for (let n = 0; n < 5000; n += 1) sheet.addRow(row(n)).commit();
    await new Promise(setImmediate);
    expect(backlog.bytes()).toBeGreaterThan(256 * 1024);

    letGo();
    // the test's own time limit catches a drain that never comes
    await backlog.drained(60_000);
    // below what the export lets wait (what is left is being compressed)
    expect(backlog.bytes()).toBeLessThanOrEqual(256 * 1024);
    sheet.commit();
    await workbook.commit();
    await finished(file);
  });

  it('gives up a wait after the time given, when nothing drains', async () => {
    const { file } = heldFile();
    const { sheet } = streamedSheet(file);
    // more than the streams after the sheet hold (archiver's hold up to 1 MB each) once compressed
    for (let n = 0; n < 20_000; n += 1) sheet.addRow(row(n)).commit();
    const started = Date.now();
    await sheetBacklog(sheet).drained(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(sheetBacklog(sheet).bytes()).toBeGreaterThan(256 * 1024);
  });
});
