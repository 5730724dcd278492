import { Injectable } from '@nestjs/common';
import type { JobStarted, RequestOf, StoreUploadAnswer } from '@agecheck/contracts';
import { IdGenerator } from '@agecheck/nest-common';
import { STORE_IMPORT_JOB } from '../jobs/job-names';
import { JobsService } from '../jobs/jobs.service';
import type { StoreImportPayload } from './store-import.handler';
import { StoreUploadsRepository } from './store-uploads.repository';

/** The store import's use cases in svc-exports: keeping an uploaded workbook and starting its import. */
@Injectable()
export class StoreImportService {
  constructor(
    private readonly uploads: StoreUploadsRepository,
    private readonly jobs: JobsService,
    private readonly ids: IdGenerator,
  ) {}

  async upload(bytes: Buffer): Promise<StoreUploadAnswer> {
    const file = this.ids.uuid();
    await this.uploads.keep(file, bytes);
    return { file };
  }

  /** Starts the import for `owner`; a new round gets its id now, so a rerun of the job writes the same round. */
  start({ type, body, owner }: RequestOf<'storeImport.start'>): Promise<JobStarted> {
    const sprintListID = body.onlyStores ? undefined : body.isUpdate ? body.sprintListID : this.ids.uuid();
    const payload: StoreImportPayload = { ...body, type, ...(sprintListID ? { sprintListID } : {}) };
    return this.jobs.start(STORE_IMPORT_JOB, payload, owner);
  }
}
