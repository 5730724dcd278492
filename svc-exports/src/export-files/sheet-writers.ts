import { CSV_BOM, csvLine } from '@agecheck/contracts';
import ExcelJS from 'exceljs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { JobContext } from '../jobs/job-handler';
import { sheetBacklog } from './sheet-backlog';
import { sheetRowWriter, type SheetRow } from './sheet-rows';

// The writers of every export's rows (the purchases overview, the time exports): Excel streamed with exceljs,
// CSV for Excel in Switzerland; both let the event loop run between pieces and report progress on the way.

/** Progress is reported at most this often (a Redis write each): a bar moves smoothly with four a second. */
const PROGRESS_MS = 250;
/**
 * The rows written before the writer lets the event loop run (about 25 KB of sheet XML): the compression,
 * on another thread, and the file's storage go on meanwhile, one piece a turn, so they keep pace with the
 * writer instead of taking the whole sheet at its end (measured at 100 000 rows: 500 rows a turn left up
 * to 40 MB waiting and took 0.9 to 1.1 s; 50 rows, 0.7 to 0.8 s with nothing left waiting).
 */
const ROWS_PER_TURN = 50;
/** Sheet XML waiting to be compressed beyond which the writer waits until it is (a slow disk or CPU). */
const MAX_BACKLOG = 256 * 1024;
/** The longest such wait before the writer looks again. */
const BACKLOG_WAIT_MS = 100;

/** The rows' cells, in order. */
export type SheetRows = Iterable<SheetRow>;
/**
 * After a row: nothing, or what to wait for before the next (a turn of the event loop, or the progress
 * reported); a row costs no promise of its own.
 */
export type Pause = (done: number) => Promise<unknown> | undefined;

/**
 * The pauses of a job writing `total` rows: every ROWS_PER_TURN rows a turn of the event loop, and the
 * progress reported at most every PROGRESS_MS (`now` in ms, the job's clock).
 */
export function progressPauses(context: JobContext<unknown>, total: number, now: () => number): Pause {
  let reported = now();
  return (done) => {
    if (done % ROWS_PER_TURN !== 0) return undefined;
    if (now() - reported < PROGRESS_MS) return new Promise(setImmediate);
    reported = now();
    return context.progress(done, total);
  };
}

/**
 * Streams the rows into an Excel workbook of one sheet (no shared strings or styles, which would be held in
 * memory), never more than MAX_BACKLOG of its XML waiting to be compressed; answers the rows written.
 */
export async function writeWorkbook(
  out: Writable,
  sheetName: string,
  headers: readonly string[],
  rows: SheetRows,
  pause: Pause,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...headers]).commit();
  const backlog = sheetBacklog(sheet);
  // the rows' XML as exceljs writes it, without its objects per row and cell (sheet-rows.ts)
  const writer = sheetRowWriter(sheet, 2);
  let done = 0;
  for (const row of rows) {
    writer.add(row);
    done += 1;
    if (done % ROWS_PER_TURN !== 0) continue;
    writer.flush();
    const paused = pause(done);
    if (paused) await paused;
    if (backlog.bytes() > MAX_BACKLOG) await backlog.drained(BACKLOG_WAIT_MS);
  }
  writer.flush();
  sheet.commit();
  await workbook.commit();
  await finished(out);
  return done;
}

/**
 * Streams the rows as CSV for Excel in Switzerland: UTF-8 with BOM, `;` between fields, CRLF (cells through
 * csvCell); answers the rows written.
 */
export async function writeCsv(
  out: Writable,
  headers: readonly string[],
  rows: SheetRows,
  pause: Pause,
): Promise<number> {
  const write = (text: string) => (out.write(text) ? undefined : once(out, 'drain'));
  await write(`${CSV_BOM}${csvLine(headers)}`);
  let done = 0;
  for (const row of rows) {
    const full = write(csvLine(row));
    if (full) await full;
    done += 1;
    const paused = pause(done);
    if (paused) await paused;
  }
  out.end();
  await finished(out);
  return done;
}
