import { Injectable } from '@nestjs/common';
import type {
  JobStarted,
  RequestOf,
  StoreImportStart,
  StoreType,
  StoreUploadAnswer,
} from '@agecheck/contracts';
import { createHash } from 'node:crypto';
import { IdGenerator } from '@agecheck/nest-common';
import { STORE_IMPORT_JOB } from '../jobs/job-names';
import { JobsService } from '../jobs/jobs.service';
import { checkWorkbook } from '../workbooks/workbook-check';
import { StoreImportException, WORKBOOK_CHECK_ERRORS } from './store-import.exception';
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

  /** Keeps a workbook for its import; one that unpacks beyond WORKBOOK_LIMITS is refused at once. */
  async upload(bytes: Buffer): Promise<StoreUploadAnswer> {
    const refusal = await checkWorkbook(bytes);
    if (refusal) throw new StoreImportException(WORKBOOK_CHECK_ERRORS[refusal]);
    const file = this.ids.uuid();
    await this.uploads.keep(file, bytes);
    return { file };
  }

  /**
   * Starts the import for `owner`; a new round gets its id now, so a rerun of the job writes the same round.
   * The same import asked again while the first runs (the form sent twice, each time with its upload) answers
   * the running job: the same owner, store type and body with a workbook of the same bytes.
   */
  async start({ type, body, owner }: RequestOf<'storeImport.start'>): Promise<JobStarted> {
    const sprintListID = body.onlyStores ? undefined : body.isUpdate ? body.sprintListID : this.ids.uuid();
    const payload: StoreImportPayload = { ...body, type, ...(sprintListID ? { sprintListID } : {}) };
    return this.jobs.start(STORE_IMPORT_JOB, payload, owner, await this.sameImport(type, body, owner));
  }

  /** What makes two starts the same import: the key of their deduplication. */
  private async sameImport(
    type: StoreType,
    { file, ...body }: StoreImportStart,
    owner: string,
  ): Promise<string> {
    const bytes = await this.uploads.find(file);
    const workbook = bytes ? createHash('sha256').update(bytes).digest('hex') : file;
    const fields = Object.entries(body).sort(([a], [b]) => a.localeCompare(b));
    return createHash('sha256')
      .update(JSON.stringify([STORE_IMPORT_JOB, owner, type, workbook, fields]))
      .digest('hex');
  }
}
