import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  languageSchema,
  TIMETRACK_JTK_SORTS,
  TIMETRACK_MESSAGE_KEYS,
  timetrackTypeSchema,
  type TimetrackCustomer,
  type TimetrackRegion,
} from '@agecheck/contracts';
import { Clock } from '@agecheck/nest-common';
import type { TFunction } from 'i18next';
import { finished } from 'node:stream/promises';
import { z } from 'zod';
import { ExportFiles } from '../export-files/export-files';
import { progressPauses, writeCsv, writeWorkbook, type SheetRows } from '../export-files/sheet-writers';
import type { SheetRow } from '../export-files/sheet-rows';
import { JobFailure, type ExportRun, type JobContext, type JobHandler } from '../jobs/job-handler';
import { TIMETRACK_EXPORT } from '../jobs/job-names';
import { JobsService } from '../jobs/jobs.service';
import { rememberedTexts, reportTranslator } from '../report/report-translator';
import type { TimetrackRegionRow, TimetrackExportRecord } from '../timetrack/timetrack-row';
import { TimetrackExportRecords } from '../timetrack/timetrack-export-records';
import { TimetrackRowsRepository } from '../timetrack/timetrack-rows.repository';
import { EvidenceFiles } from './evidence-files';
import { PersonnelNumbers } from './personnel-numbers';
import {
  regionDetectiveRecords,
  timetrackInvoices,
  timetrackStatsRows,
  type TimetrackStatsRow,
} from './timetrack-documents';
import { renderBill, renderVl } from './timetrack-pdf';
import {
  isTimetrackPayoutRecord,
  sortTimetrackPayouts,
  timetrackNames,
  timetrackPayoutHeaders,
  timetrackPayoutRow,
  timetrackSalaryHeaders,
  timetrackSalaryRows,
  timetrackSheetHeaders,
  timetrackSheetRow,
} from './timetrack-sheet';

/**
 * The time exports: all records of a period, a user's own month, the payout list of the young test buyers
 * (xlsx), the payroll lines per user (csv), the VL signatures of a region and the invoices per region (pdf),
 * the statistics per region and customer kind (xlsx).
 */
export const TIMETRACK_SHEET_EXPORTS = [
  'tt/admin',
  'tt/user',
  'jtk',
  'salary',
  'vl',
  'bill',
  'stats',
] as const;
type TimetrackExportKind = (typeof TIMETRACK_SHEET_EXPORTS)[number];

/** The file type of each export (decision 0034). */
const EXTENSIONS: Readonly<Record<TimetrackExportKind, 'xlsx' | 'csv' | 'pdf'>> = {
  'tt/admin': 'xlsx',
  'tt/user': 'xlsx',
  jtk: 'xlsx',
  salary: 'csv',
  vl: 'pdf',
  bill: 'pdf',
  stats: 'xlsx',
};

/** The job's data: which export, the period, the type and the user it selects, the sort, its file's id. */
export const timetrackExportJobSchema = z.object({
  kind: z.enum(TIMETRACK_SHEET_EXPORTS),
  start: z.iso.date(),
  end: z.iso.date(),
  type: timetrackTypeSchema.optional(),
  userID: z.string().optional(),
  sort: z.enum(TIMETRACK_JTK_SORTS).optional(),
  /** A surveillance region's id: the VL list's (required there), the one invoice's, the statistics' filter. */
  region: z.string().optional(),
  /** The reader's language (a job queued before it was carried: German). */
  lang: languageSchema.optional(),
  fileId: z.string(),
});
export type TimetrackExportJob = z.infer<typeof timetrackExportJobSchema>;
export type TimetrackExportJobResult = { fileId: string; fileName: string; rows: number };

/** The file's name, `<type>_<start>_<end>.<ext>` (decision 0034), the export's path with '-' for '/'. */
export const timetrackExportFileName = ({
  kind,
  start,
  end,
}: Pick<TimetrackExportJob, 'kind' | 'start' | 'end'>) =>
  `${kind.replace('/', '-')}_${start}_${end}.${EXTENSIONS[kind]}`;

/** A workbook's one sheet: its name, header row and rows (made as they are written), and how many. */
type Sheet = { name: string; headers: string[]; total: number; rows: SheetRows };
const sheetOf = (name: string, headers: string[], rows: SheetRow[]): Sheet => ({
  name,
  headers,
  total: rows.length,
  rows,
});

/**
 * The time exports as xlsx (A.7, A.9 #23, #25 and #30): the records of the period from svc-exports' read
 * model, by date and user, with the columns a payroll clerk needs; or the payouts to the young test buyers
 * (jtk: shopper, user, date, hours, payout, signature present) in the order asked. A user's month without
 * records ends the job with 'timetrack.noReports' (the service answers that before starting, the job again
 * if they were deleted meanwhile). A rerun after a restart writes the file again from the start.
 */
@Injectable()
export class TimetrackExportHandler
  implements JobHandler<TimetrackExportJob, TimetrackExportJobResult>, OnModuleInit
{
  readonly name = TIMETRACK_EXPORT;
  readonly payload = timetrackExportJobSchema;

  constructor(
    private readonly jobs: JobsService,
    private readonly rows: TimetrackRowsRepository,
    private readonly records: TimetrackExportRecords,
    private readonly files: ExportFiles,
    private readonly evidence: EvidenceFiles,
    private readonly personnel: PersonnelNumbers,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.register(this);
  }

  async run(job: TimetrackExportJob, context: JobContext<unknown>): Promise<TimetrackExportJobResult> {
    const records = await this.records.find({
      start: job.start,
      end: job.end,
      ...(job.type ? { typ: job.type } : {}),
      ...(job.userID ? { userID: job.userID } : {}),
    });
    if (job.kind === 'tt/user' && records.length === 0)
      throw new JobFailure(TIMETRACK_MESSAGE_KEYS.noReports);
    const t = reportTranslator(job.kind === 'salary' ? 'de' : (job.lang ?? 'de'));
    if (job.kind === 'salary') {
      const personnel = await this.personnel.of(records.map((record) => record.userID));
      const sheet = sheetOf('', timetrackSalaryHeaders(t), timetrackSalaryRows(records, personnel));
      const written = await this.write(job.fileId, sheet, 'csv', context);
      return { fileId: job.fileId, fileName: timetrackExportFileName(job), rows: written };
    }
    if (job.kind === 'vl' || job.kind === 'bill') {
      const { pdf, entries } =
        job.kind === 'vl' ? await this.vlPdf(job, records, t) : await this.billPdf(job, records, t);
      await this.writeBytes(job.fileId, pdf, entries, context);
      return { fileId: job.fileId, fileName: timetrackExportFileName(job), rows: entries };
    }
    const sheet =
      job.kind === 'jtk'
        ? payoutsSheet(records, job.sort ?? 'shopper', t)
        : job.kind === 'stats'
          ? await this.statsSheet(records, job.region, t)
          : await this.recordsSheet(records, t);
    const done = await this.write(job.fileId, sheet, 'xlsx', context);
    return { fileId: job.fileId, fileName: timetrackExportFileName(job), rows: done };
  }

  /** The protocol's line of it (decision 0051): which time export, its file type, its period, its rows. */
  exportRun({ kind, start, end }: TimetrackExportJob, { rows }: TimetrackExportJobResult): ExportRun {
    return { kind, format: EXTENSIONS[kind], start, end, rows };
  }

  private async recordsSheet(records: TimetrackExportRecord[], t: TFunction): Promise<Sheet> {
    const names = timetrackNames(await this.rows.findCustomers(), await this.rows.findRegions());
    const texts = rememberedTexts(t);
    return {
      name: t('timetrackSheet.sheet'),
      headers: timetrackSheetHeaders(t),
      total: records.length,
      rows: (function* () {
        for (const record of records) yield timetrackSheetRow(record, names, texts);
      })(),
    };
  }

  /** The surveillance regions and the customers of the read model (the PDFs' and the statistics' names). */
  private async regionsAndCustomers(): Promise<{
    regions: TimetrackRegion[];
    customers: Map<string, TimetrackCustomer>;
    regionRows: TimetrackRegionRow[];
  }> {
    const [regionRows, customerRows] = await Promise.all([
      this.rows.findRegions(),
      this.rows.findCustomers(),
    ]);
    return {
      regions: regionRows.filter((row) => row.kind === 'region').map((row) => row.region as TimetrackRegion),
      customers: new Map(customerRows.map((row) => [row.customer._id, row.customer])),
      regionRows,
    };
  }

  /**
   * The VL signatures of the job's region: its detective records with the signatures read from svc-files. A
   * region the read model does not hold ends the job with 'timetrack.regionNotFound' (the service checks it
   * before starting; it may have been deleted meanwhile).
   */
  private async vlPdf(
    job: TimetrackExportJob,
    records: TimetrackExportRecord[],
    t: TFunction,
  ): Promise<{ pdf: Buffer; entries: number }> {
    const { regions, customers } = await this.regionsAndCustomers();
    const region = regions.find((candidate) => candidate._id === job.region);
    if (!region) throw new JobFailure(TIMETRACK_MESSAGE_KEYS.regionNotFound);
    const chosen = regionDetectiveRecords(records, region._id);
    const signatures = await this.evidence.read(
      chosen.flatMap((record) => (record.detektiv?.signature ? [record.detektiv.signature] : [])),
    );
    const entries = chosen.map((record) => {
      const customer = record.kunde === undefined ? undefined : customers.get(record.kunde);
      const signature = record.detektiv?.signature ? signatures.get(record.detektiv.signature) : undefined;
      return {
        record,
        customer: customer ? `${customer.name} (${customer.vst})` : (record.kunde ?? ''),
        ...(signature ? { signature } : {}),
      };
    });
    const pdf = await renderVl(region, entries, job, t, this.clock.now());
    return { pdf, entries: entries.length };
  }

  /** The invoices: one per surveillance region with detective records, or the job's region's. */
  private async billPdf(
    job: TimetrackExportJob,
    records: TimetrackExportRecord[],
    t: TFunction,
  ): Promise<{ pdf: Buffer; entries: number }> {
    const { regions, customers } = await this.regionsAndCustomers();
    if (job.region !== undefined && !regions.some((region) => region._id === job.region))
      throw new JobFailure(TIMETRACK_MESSAGE_KEYS.regionNotFound);
    const invoices = timetrackInvoices(records, regions, customers, job.region);
    const pdf = await renderBill(invoices, job, t, this.clock.now());
    return { pdf, entries: invoices.reduce((sum, invoice) => sum + invoice.lines.length, 0) };
  }

  /** The statistics per region and customer kind: records, hours, expenses. */
  private async statsSheet(
    records: TimetrackExportRecord[],
    region: string | undefined,
    t: TFunction,
  ): Promise<Sheet> {
    const { customers, regionRows } = await this.regionsAndCustomers();
    const names = timetrackNames([], regionRows);
    return sheetOf(
      t('timetrackDocs.statsSheet'),
      ['region', 'kind', 'records', 'hours', 'expenses'].map((key) => t(`timetrackDocs.${key}`)),
      timetrackStatsRows(records, names, customers, region).map((row) => statsRow(row, t)),
    );
  }

  /** Writes a whole document (a PDF) into the file. */
  private async writeBytes(
    fileId: string,
    bytes: Buffer,
    entries: number,
    context: JobContext<unknown>,
  ): Promise<void> {
    await context.progress(0, entries);
    const out = await this.files.create(fileId, this.clock.now());
    out.end(bytes);
    await finished(out);
    await context.progress(entries, entries);
  }

  /** Streams the sheet into the file (xlsx, or the payroll csv), reporting progress; answers the rows written. */
  private async write(
    fileId: string,
    sheet: Sheet,
    format: 'xlsx' | 'csv',
    context: JobContext<unknown>,
  ): Promise<number> {
    await context.progress(0, sheet.total);
    const out = await this.files.create(fileId, this.clock.now());
    const pause = progressPauses(context, sheet.total, () => this.clock.now().getTime());
    const done =
      format === 'xlsx'
        ? await writeWorkbook(out, sheet.name, sheet.headers, sheet.rows, pause)
        : await writeCsv(out, sheet.headers, sheet.rows, pause);
    await context.progress(done, done);
    return done;
  }
}

/** The payouts to the young test buyers (jtk): the records with a shopper's payout card, in the order asked. */
function payoutsSheet(
  records: TimetrackExportRecord[],
  sort: NonNullable<TimetrackExportJob['sort']>,
  t: TFunction,
): Sheet {
  return sheetOf(
    t('timetrackSheet.payouts'),
    timetrackPayoutHeaders(t),
    sortTimetrackPayouts(records.filter(isTimetrackPayoutRecord), sort).map((record) =>
      timetrackPayoutRow(record, t),
    ),
  );
}

/** One row of the statistics: region, customer kind, records, hours, expenses. */
function statsRow(row: TimetrackStatsRow, t: TFunction): (string | number)[] {
  return [
    row.region || t('timetrackDocs.noRegion'),
    row.kind ? t(`timetrack.customerKinds.${row.kind}`) : t('timetrackDocs.noKind'),
    row.records,
    row.hours,
    row.expenses,
  ];
}
