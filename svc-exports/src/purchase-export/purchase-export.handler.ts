import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  purchaseExportRequestSchema,
  type PurchaseExportRequest,
  type PurchaseExportResult,
} from '@agecheck/contracts';
import { Clock } from '@agecheck/nest-common';
import { z } from 'zod';
import { ExportFiles } from '../export-files/export-files';
import { progressPauses, writeCsv, writeWorkbook } from '../export-files/sheet-writers';
import type { ExportRun, JobContext, JobHandler } from '../jobs/job-handler';
import { PURCHASES_OVERVIEW_EXPORT } from '../jobs/job-names';
import { JobsService } from '../jobs/jobs.service';
import { PurchaseExportRows } from '../purchases/purchase-export-rows';
import { rememberedTexts, reportTranslator } from '../report/report-translator';
import { EXPORT_CELLS } from './purchase-export-cells';

/** The job's data: the request as the grid sent it, and the id of the file it writes. */
export const purchaseExportJobSchema = z.object({ request: purchaseExportRequestSchema, fileId: z.string() });
export type PurchaseExportJob = z.infer<typeof purchaseExportJobSchema>;

/** The job's result: the file to download (by the job's id) and how many purchases it holds. */
export type PurchaseExportJobResult = PurchaseExportResult & { fileId: string };

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
      const pause = progressPauses(context, total, () => this.clock.now().getTime());
      return request.format === 'xlsx'
        ? writeWorkbook(out, 'Testkäufe', headers, rows, pause)
        : writeCsv(out, headers, rows, pause);
    });
    await context.progress(written, written);
    return { fileId, fileName: exportFileName(request), rows: written };
  }

  /** The protocol's line of it (decision 0051): the purchases of the period, the file type, the rows. */
  exportRun({ request }: PurchaseExportJob, { rows }: PurchaseExportJobResult): ExportRun {
    return { kind: 'purchases', format: request.format, start: request.start, end: request.end, rows };
  }
}
