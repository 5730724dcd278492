import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  CSV_BOM,
  csvLine,
  TIMETRACK_JTK_SORTS,
  TIMETRACK_MESSAGE_KEYS,
  timetrackTypeSchema,
  type Timetrack,
} from '@agecheck/contracts';
import { Clock } from '@agecheck/nest-common';
import ExcelJS from 'exceljs';
import type { TFunction } from 'i18next';
import { finished } from 'node:stream/promises';
import { z } from 'zod';
import { ExportFiles } from '../export-files/export-files';
import { JobFailure, type JobContext, type JobHandler } from '../jobs/job-handler';
import { TIMETRACK_EXPORT } from '../jobs/job-names';
import { JobsService } from '../jobs/jobs.service';
import { reportTranslator } from '../report/report-translator';
import { TimetrackRowsRepository } from '../timetrack/timetrack-rows.repository';
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
 * (xlsx), the payroll lines per user (csv).
 */
export const TIMETRACK_SHEET_EXPORTS = ['tt/admin', 'tt/user', 'jtk', 'salary'] as const;

/** The job's data: which export, the period, the type and the user it selects, the sort, its file's id. */
export const timetrackExportJobSchema = z.object({
  kind: z.enum(TIMETRACK_SHEET_EXPORTS),
  start: z.iso.date(),
  end: z.iso.date(),
  type: timetrackTypeSchema.optional(),
  userID: z.string().optional(),
  sort: z.enum(TIMETRACK_JTK_SORTS).optional(),
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
  `${kind.replace('/', '-')}_${start}_${end}.${kind === 'salary' ? 'csv' : 'xlsx'}`;

/** Progress is reported every so many rows (a Redis write each). */
const PROGRESS_ROWS = 200;

/** A workbook's one sheet: its name, header row and rows. */
type Sheet = { name: string; headers: string[]; rows: (string | number)[][] };

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
    private readonly files: ExportFiles,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.register(this);
  }

  async run(job: TimetrackExportJob, context: JobContext<unknown>): Promise<TimetrackExportJobResult> {
    const found = await this.rows.findRecords({
      start: job.start,
      end: job.end,
      ...(job.type ? { typ: job.type } : {}),
      ...(job.userID ? { userID: job.userID } : {}),
    });
    const records = found.map((row) => row.record);
    if (job.kind === 'tt/user' && records.length === 0)
      throw new JobFailure(TIMETRACK_MESSAGE_KEYS.noReports);
    const t = reportTranslator('de');
    if (job.kind === 'salary') {
      const lines = { name: '', headers: timetrackSalaryHeaders(t), rows: timetrackSalaryRows(records) };
      const written = await this.writeCsv(job.fileId, lines, context);
      return { fileId: job.fileId, fileName: timetrackExportFileName(job), rows: written };
    }
    const sheet =
      job.kind === 'jtk'
        ? payoutsSheet(records, job.sort ?? 'shopper', t)
        : await this.recordsSheet(records, t);
    const done = await this.write(job.fileId, sheet, context);
    return { fileId: job.fileId, fileName: timetrackExportFileName(job), rows: done };
  }

  private async recordsSheet(records: Timetrack[], t: TFunction): Promise<Sheet> {
    const names = timetrackNames(await this.rows.findCustomers(), await this.rows.findRegions());
    return {
      name: t('timetrackSheet.sheet'),
      headers: timetrackSheetHeaders(t),
      rows: records.map((record) => timetrackSheetRow(record, names, t)),
    };
  }

  /** Streams the sheet into the file, reporting progress every PROGRESS_ROWS rows; answers the rows written. */
  private async write(fileId: string, sheet: Sheet, context: JobContext<unknown>): Promise<number> {
    const total = sheet.rows.length;
    await context.progress(0, total);
    const out = await this.files.create(fileId, this.clock.now());
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
    const worksheet = workbook.addWorksheet(sheet.name);
    worksheet.addRow(sheet.headers).commit();
    let done = 0;
    for (const row of sheet.rows) {
      worksheet.addRow(row).commit();
      done += 1;
      if (done % PROGRESS_ROWS === 0) await context.progress(done, total);
    }
    worksheet.commit();
    await workbook.commit();
    await finished(out);
    await context.progress(done, total);
    return done;
  }

  /** Writes the lines as CSV for Excel in Switzerland (UTF-8 with BOM, `;`, CRLF; cells through csvCell). */
  private async writeCsv(fileId: string, lines: Sheet, context: JobContext<unknown>): Promise<number> {
    const total = lines.rows.length;
    await context.progress(0, total);
    const out = await this.files.create(fileId, this.clock.now());
    out.end([`${CSV_BOM}${csvLine(lines.headers)}`, ...lines.rows.map(csvLine)].join(''));
    await finished(out);
    await context.progress(total, total);
    return total;
  }
}

/** The payouts to the young test buyers (jtk): the records with a shopper's payout card, in the order asked. */
function payoutsSheet(
  records: Timetrack[],
  sort: NonNullable<TimetrackExportJob['sort']>,
  t: TFunction,
): Sheet {
  return {
    name: t('timetrackSheet.payouts'),
    headers: timetrackPayoutHeaders(t),
    rows: sortTimetrackPayouts(records.filter(isTimetrackPayoutRecord), sort).map((record) =>
      timetrackPayoutRow(record, t),
    ),
  };
}
