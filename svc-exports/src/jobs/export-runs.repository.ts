import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EventEnvelope, ExportDoneEvent } from '@agecheck/contracts';
import {
  InjectDb,
  isDuplicateKey,
  OutboxRelay,
  outboxOnInsert,
  type OutboxFields,
} from '@agecheck/nest-common';
import type { Collection, Db } from 'mongodb';

export const EXPORT_RUNS_COLLECTION = 'exportRuns';

/** One export that ended with its file, by its job's id: what `exports.export.done` told (decision 0051). */
export type ExportRunDocument = Omit<ExportDoneEvent['export'], 'jobId'> & {
  _id: string;
  owner: string;
  /** When the job ended, ISO. */
  doneAt: string;
};

type StoredExportRun = ExportRunDocument & OutboxFields;

/**
 * The export runs in MongoDB, the one repository of their collection: a run stores its event
 * (`exports.export.done`) in the same write, and a job's id is stored once.
 */
@Injectable()
export class ExportRunsRepository implements OnModuleInit {
  private readonly runs: Collection<StoredExportRun>;

  constructor(
    @InjectDb() db: Db,
    private readonly outbox: OutboxRelay,
  ) {
    this.runs = db.collection<StoredExportRun>(EXPORT_RUNS_COLLECTION);
  }

  async onModuleInit(): Promise<void> {
    await this.outbox.watch(EXPORT_RUNS_COLLECTION);
  }

  /**
   * Stores the run with its event; false, and nothing written or published, when the job's run is stored
   * already (the job ran again after a restart, or another replica took it up when it stalled).
   */
  async recordOnce(run: ExportRunDocument, event: EventEnvelope<unknown>): Promise<boolean> {
    try {
      await this.runs.insertOne({ ...run, ...outboxOnInsert(event) });
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    await this.outbox.flush(EXPORT_RUNS_COLLECTION, run._id);
    return true;
  }

  async findById(id: string): Promise<ExportRunDocument | null> {
    return this.runs.findOne({ _id: id }, { projection: { outbox: 0, outboxPending: 0 } });
  }
}
