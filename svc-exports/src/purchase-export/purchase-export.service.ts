import { Injectable } from '@nestjs/common';
import { purchaseExportResultSchema, type JobStarted, type PurchaseExportRequest } from '@agecheck/contracts';
import { IdGenerator, type AuthUser } from '@agecheck/nest-common';
import { z } from 'zod';
import { ExportFiles } from '../export-files/export-files';
import { FILE_EXPORT_JOBS, PURCHASES_OVERVIEW_EXPORT } from '../jobs/job-names';
import { JobsService } from '../jobs/jobs.service';
import type { PurchaseExportJob } from './purchase-export.handler';
import { PurchaseExportException } from './purchase-export.exception';

const finishedExportSchema = purchaseExportResultSchema.extend({ fileId: z.string() });

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
} as const;

/** Starting the purchases-overview export and downloading its file once the job has finished. */
@Injectable()
export class PurchaseExportService {
  constructor(
    private readonly jobs: JobsService,
    private readonly files: ExportFiles,
    private readonly ids: IdGenerator,
  ) {}

  start(user: AuthUser, request: PurchaseExportRequest): Promise<JobStarted> {
    const job: PurchaseExportJob = { request, fileId: this.ids.uuid() };
    return this.jobs.start(PURCHASES_OVERVIEW_EXPORT, job, user.id);
  }

  /**
   * The finished export's file (the purchases overview, the time exports: xlsx, csv or pdf), for whoever may read the job (its
   * starter, or an admin).
   */
  async download(
    user: AuthUser,
    jobId: string,
  ): Promise<{ fileName: string; contentType: string; bytes: AsyncIterable<Buffer> }> {
    const status = await this.jobs.status(jobId, user);
    const result = finishedExportSchema.safeParse(status.result);
    if (!FILE_EXPORT_JOBS.includes(status.name) || status.state !== 'completed' || !result.success)
      throw new PurchaseExportException('EXPORT_NOT_READY');
    const bytes = await this.files.read(result.data.fileId);
    if (!bytes) throw new PurchaseExportException('EXPORT_NOT_READY');
    const extension = result.data.fileName.split('.').pop();
    const format = extension === 'csv' || extension === 'pdf' ? extension : 'xlsx';
    return { fileName: result.data.fileName, contentType: CONTENT_TYPES[format], bytes };
  }
}
