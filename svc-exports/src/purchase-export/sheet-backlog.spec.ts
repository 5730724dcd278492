import ExcelJS from 'exceljs';
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

const row = (n: number) => [`${n}`, 'Coop Zürich 4711', 'Tina Tester', '20.11.2026', 'Ja', 'Bestanden'];

// The Excel export's memory (issue 8: at most 250 MB for 100 000 rows) rests on reading this backlog.
describe('the backlog of a streamed sheet', () => {
  it('grows while the compression cannot keep up, and drains once it can', async () => {
    const { file, letGo } = heldFile();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: file,
      useSharedStrings: false,
      useStyles: false,
    });
    const sheet = workbook.addWorksheet('Testkäufe');
    sheet.addRow(['Nr', 'Name', 'Benutzer', 'Datum', 'Bestimmungen', 'Status']).commit();
    const backlog = sheetBacklog(sheet);
    for (let n = 0; n < 5000; n += 1) sheet.addRow(row(n)).commit();
    await new Promise(setImmediate);
    expect(backlog.bytes()).toBeGreaterThan(256 * 1024);

    letGo();
    // the test's own time limit catches a drain that never comes
    await backlog.drained(60_000);
    // what is left is at most the one piece being compressed
    expect(backlog.bytes()).toBeLessThanOrEqual(64 * 1024);
    sheet.commit();
    await workbook.commit();
    await finished(file);
  });

  it('gives up a wait after the time given, when nothing drains', async () => {
    const { file } = heldFile();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: file });
    const sheet = workbook.addWorksheet('Testkäufe');
    // more than the streams between the sheet and the file hold once compressed
    for (let n = 0; n < 50_000; n += 1) sheet.addRow(row(n)).commit();
    const started = Date.now();
    await sheetBacklog(sheet).drained(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(sheetBacklog(sheet).bytes()).toBeGreaterThan(256 * 1024);
  });
});
