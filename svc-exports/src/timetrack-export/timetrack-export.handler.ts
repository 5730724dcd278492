import { Injectable, OnModuleInit } from '@nestjs/common';
import { timetrackTypeSchema, TIMETRACK_MESSAGE_KEYS } from '@agecheck/contracts';
import { Clock } from '@agecheck/nest-common';
import ExcelJS from 'exceljs';
import { finished } from 'node:stream/promises';
import { z } from 'zod';
import { ExportFiles } from '../export-files/export-files';
import { JobFailure, type JobContext, type JobHandler } from '../jobs/job-handler';
import { TIMETRACK_EXPORT } from '../jobs/job-names';
import { JobsService } from '../jobs/jobs.service';
import { reportTranslator } from '../report/report-translator';
import { TimetrackRowsRepository } from '../timetrack/timetrack-rows.repository';
import { timetrackNames, timetrackSheetHeaders, timetrackSheetRow } from './timetrack-sheet';

/** The time exports that write this workbook: all records of a period, a user's own month. */
export const TIMETRACK_SHEET_EXPORTS = ['tt/admin', 'tt/user'] as const;

/** The job's data: which export, the period, the type and the user it selects, and the id of its file. */
export const timetrackExportJobSchema = z.object({
  kind: z.enum(TIMETRACK_SHEET_EXPORTS),
  start: z.iso.date(),
  end: z.iso.date(),
  type: timetrackTypeSchema.optional(),
  userID: z.string().optional(),
  fileId: z.string(),
});
export type TimetrackExportJob = z.infer<typeof timetrackExportJobSchema>;
export type TimetrackExportJobResult = { fileId: string; fileName: string; rows: number };

/** The file's name, `<type>_<start>_<end>.xlsx` (decision 0034), the export's path with '-' for '/'. */
export const timetrackExportFileName = ({
  kind,
  start,
  end,
}: Pick<TimetrackExportJob, 'kind' | 'start' | 'end'>) => `${kind.replace('/', '-')}_${start}_${end}.xlsx`;

/** Progress is reported every so many rows (a Redis write each). */
const PROGRESS_ROWS = 200;

/**
 * The time exports as xlsx (A.7, A.9 #25 and #30): the records of the period from svc-exports' read model,
 * by date and user, with the columns a payroll clerk needs. A user's month without records ends the job with
 * 'timetrack.noReports' (the service answers that before starting, the job again if they were deleted
 * meanwhile). A rerun after a restart writes the file again from the start.
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
    const records = await this.rows.findRecords({
      start: job.start,
      end: job.end,
      ...(job.type ? { typ: job.type } : {}),
      ...(job.userID ? { userID: job.userID } : {}),
    });
    if (job.kind === 'tt/user' && records.length === 0)
      throw new JobFailure(TIMETRACK_MESSAGE_KEYS.noReports);
    const total = records.length;
    await context.progress(0, total);
    const names = timetrackNames(await this.rows.findCustomers(), await this.rows.findRegions());
    const t = reportTranslator('de');
    const out = await this.files.create(job.fileId, this.clock.now());
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
    const sheet = workbook.addWorksheet(t('timetrackSheet.sheet'));
    sheet.addRow(timetrackSheetHeaders(t)).commit();
    let done = 0;
    for (const { record } of records) {
      sheet.addRow(timetrackSheetRow(record, names, t)).commit();
      done += 1;
      if (done % PROGRESS_ROWS === 0) await context.progress(done, total);
    }
    sheet.commit();
    await workbook.commit();
    await finished(out);
    await context.progress(done, total);
    return { fileId: job.fileId, fileName: timetrackExportFileName(job), rows: done };
  }
}
