import { Injectable, OnModuleInit } from '@nestjs/common';
import {
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
import { ExportFilesRepository } from '../export-files/export-files.repository';
import type { JobContext, JobHandler } from '../jobs/job-handler';
import { PURCHASES_OVERVIEW_EXPORT } from '../jobs/job-names';
import { JobsService } from '../jobs/jobs.service';
import type { PurchaseRow } from '../purchases/purchase-row';
import { PurchaseRowsRepository } from '../purchases/purchase-rows.repository';
import { reportTranslator } from '../report/report-translator';
import { exportCell } from './purchase-export-cells';

/** The job's data: the request as the grid sent it, and the id of the file it writes. */
export const purchaseExportJobSchema = z.object({ request: purchaseExportRequestSchema, fileId: z.string() });
export type PurchaseExportJob = z.infer<typeof purchaseExportJobSchema>;

/** The job's result: the file to download (by the job's id) and how many purchases it holds. */
export type PurchaseExportJobResult = PurchaseExportResult & { fileId: string };

/** Progress is reported every so many rows (a Redis write each). */
const PROGRESS_EVERY = 2000;

/** The export file's name: `Testkaeufe_<start>_<end>.<format>`. */
export const exportFileName = ({ start, end, format }: PurchaseExportRequest) =>
  `Testkaeufe_${start}_${end}.${format}`;

/** One CSV field: quoted when it holds the separator, a quote or a line break (RFC 4180). */
function csvField(value: string | number): string {
  const text = String(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The purchases-overview export (back-office spec, section 2: "CSV and Excel export"): the purchases of the
 * range from svc-exports' rows, oldest first, with the columns chosen in the grid, streamed into the file
 * (exceljs' WorkbookWriter for Excel), so the memory it needs does not grow with the rows. A rerun after a
 * restart writes the file again from the start.
 */
@Injectable()
export class PurchaseExportHandler
  implements JobHandler<PurchaseExportJob, PurchaseExportJobResult>, OnModuleInit
{
  readonly name = PURCHASES_OVERVIEW_EXPORT;
  readonly payload = purchaseExportJobSchema;

  constructor(
    private readonly jobs: JobsService,
    private readonly purchases: PurchaseRowsRepository,
    private readonly files: ExportFilesRepository,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.register(this);
  }

  async run(
    { request, fileId }: PurchaseExportJob,
    context: JobContext<unknown>,
  ): Promise<PurchaseExportJobResult> {
    const total = await this.purchases.countInRange(request.start, request.end);
    await context.progress(0, total);
    const out = await this.files.create(fileId, this.clock.now());
    const rows = this.purchases.inRange(request.start, request.end);
    const t = reportTranslator(request.lang);
    const cells = (row: PurchaseRow) => request.columns.map(({ key }) => exportCell(row, key, t));
    const headers = request.columns.map(({ label }) => label);
    const report = (done: number) =>
      done % PROGRESS_EVERY === 0 ? context.progress(done, total) : Promise.resolve();
    const written =
      request.format === 'xlsx'
        ? await writeWorkbook(out, headers, rows, cells, report)
        : await writeCsv(out, headers, rows, cells, report);
    await context.progress(written, written);
    return { fileId, fileName: exportFileName(request), rows: written };
  }
}

type Cells = (row: PurchaseRow) => (string | number)[];

/** Streams the rows into an Excel workbook (one sheet; no shared strings or styles, which would be held in memory). */
export async function writeWorkbook(
  out: Writable,
  headers: string[],
  rows: AsyncIterable<PurchaseRow>,
  cells: Cells,
  report: (done: number) => Promise<void>,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Testkäufe');
  sheet.addRow(headers).commit();
  let done = 0;
  for await (const row of rows) {
    sheet.addRow(cells(row)).commit();
    done += 1;
    await report(done);
  }
  sheet.commit();
  await workbook.commit();
  await finished(out);
  return done;
}

/** Streams the rows as CSV for Excel in Switzerland: UTF-8 with BOM, `;` between fields, CRLF. */
async function writeCsv(
  out: Writable,
  headers: string[],
  rows: AsyncIterable<PurchaseRow>,
  cells: Cells,
  report: (done: number) => Promise<void>,
): Promise<number> {
  const line = (values: (string | number)[]) => `${values.map(csvField).join(';')}\r\n`;
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(`\uFEFF${line(headers)}`);
  let done = 0;
  for await (const row of rows) {
    await write(line(cells(row)));
    done += 1;
    await report(done);
  }
  out.end();
  await finished(out);
  return done;
}
