import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  CSV_BOM,
  csvLine,
  purchaseExportRequestSchema,
  type PurchaseExportRequest,
  type PurchaseExportResult,
} from '@agecheck/contracts';
import { Clock } from '@agecheck/nest-common';
import ExcelJS from 'exceljs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { z } from 'zod';
import { ExportFiles } from '../export-files/export-files';
import type { JobContext, JobHandler } from '../jobs/job-handler';
import { PURCHASES_OVERVIEW_EXPORT } from '../jobs/job-names';
import { JobsService } from '../jobs/jobs.service';
import { PurchaseExportRows } from '../purchases/purchase-export-rows';
import { reportTranslator } from '../report/report-translator';
import { EXPORT_CELLS, rememberedTexts } from './purchase-export-cells';
import { sheetBacklog } from './sheet-backlog';
import { sheetRowWriter } from './sheet-rows';

/** The job's data: the request as the grid sent it, and the id of the file it writes. */
export const purchaseExportJobSchema = z.object({ request: purchaseExportRequestSchema, fileId: z.string() });
export type PurchaseExportJob = z.infer<typeof purchaseExportJobSchema>;

/** The job's result: the file to download (by the job's id) and how many purchases it holds. */
export type PurchaseExportJobResult = PurchaseExportResult & { fileId: string };

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

/** The export file's name: `Testkaeufe_<start>_<end>.<format>`. */
export const exportFileName = ({ start, end, format }: PurchaseExportRequest) =>
  `Testkaeufe_${start}_${end}.${format}`;

/**
 * The purchases-overview export (back-office spec, section 2: "CSV and Excel export"): the purchases of the
 * range from the export records in memory, newest first (as the grid), with the columns chosen in the grid, streamed into
 * the file (exceljs' WorkbookWriter for Excel), so the memory it needs does not grow with the rows. A rerun
 * after a restart writes the file again from the start.
 */
@Injectable()
export class PurchaseExportHandler
  implements JobHandler<PurchaseExportJob, PurchaseExportJobResult>, OnModuleInit
{
  readonly name = PURCHASES_OVERVIEW_EXPORT;
  readonly payload = purchaseExportJobSchema;

  constructor(
    private readonly jobs: JobsService,
    private readonly purchases: PurchaseExportRows,
    private readonly files: ExportFiles,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.register(this);
  }

  async run(
    { request, fileId }: PurchaseExportJob,
    context: JobContext<unknown>,
  ): Promise<PurchaseExportJobResult> {
    const index = await this.purchases.index();
    const written = await index.withRange(request.start, request.end, async ({ total, map }) => {
      await context.progress(0, total);
      const out = await this.files.create(fileId, this.clock.now());
      const t = rememberedTexts(reportTranslator(request.lang));
      const columns = request.columns.map(({ key }) => EXPORT_CELLS[key]);
      const rows = map((row) => columns.map((cell) => cell(row, t)));
      const headers = request.columns.map(({ label }) => label);
      const now = () => this.clock.now().getTime();
      let reported = now();
      const pause = (done: number) => {
        if (done % ROWS_PER_TURN !== 0) return undefined;
        if (now() - reported < PROGRESS_MS) return new Promise(setImmediate);
        reported = now();
        return context.progress(done, total);
      };
      return request.format === 'xlsx'
        ? writeWorkbook(out, headers, rows, pause)
        : writeCsv(out, headers, rows, pause);
    });
    await context.progress(written, written);
    return { fileId, fileName: exportFileName(request), rows: written };
  }
}

/** The rows' cells, in order. */
type Rows = Iterable<(string | number)[]>;
/**
 * After a row: nothing, or what to wait for before the next (a turn of the event loop, or the progress
 * reported); a row costs no promise of its own.
 */
type Pause = (done: number) => Promise<unknown> | undefined;

/**
 * Streams the rows into an Excel workbook (one sheet; no shared strings or styles, which would be held in
 * memory), never more than MAX_BACKLOG of its XML waiting to be compressed.
 */
async function writeWorkbook(out: Writable, headers: string[], rows: Rows, pause: Pause): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Testkäufe');
  sheet.addRow(headers).commit();
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

/** Streams the rows as CSV for Excel in Switzerland: UTF-8 with BOM, `;` between fields, CRLF. */
async function writeCsv(out: Writable, headers: string[], rows: Rows, pause: Pause): Promise<number> {
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
