import type { ExportDoneEvent, JobFault } from '@agecheck/contracts';
import type { z } from 'zod';

/** What a running job may do besides its work: report progress and record how far it got. */
export type JobContext<Checkpoint> = {
  /** The user who started the job. */
  owner: string;
  /**
   * How far an earlier run of this job got (svc-exports stopped in the middle and the job runs again), as
   * the handler recorded it; undefined on the first run.
   */
  checkpoint: Checkpoint | undefined;
  /**
   * Reports `done` of `total`; with a checkpoint, records it too, so a rerun continues after what is
   * done instead of repeating it.
   */
  progress(done: number, total: number, checkpoint?: Checkpoint): Promise<void>;
};

/**
 * One kind of job of svc-exports: its name, the schema of its payload (checked when the job is started and
 * again when it runs), and the work. A handler is idempotent per step: a step it did before a restart and
 * had not recorded yet may run a second time.
 */
export type JobHandler<Payload = unknown, Result = unknown, Checkpoint = unknown> = {
  /** One of JOB_NAMES. */
  readonly name: string;
  readonly payload: z.ZodType<Payload>;
  run(payload: Payload, context: JobContext<Checkpoint>): Promise<Result>;
  /**
   * An export's job: what its end tells the protocol (`exports.export.done`, decision 0051), from its payload
   * and result. Jobs that are no exports (imports, geocoding) have none.
   */
  exportRun?(payload: Payload, result: Result): ExportRun;
};

/** What an export job's end tells: which export, its file type, its period and its rows. */
export type ExportRun = Omit<ExportDoneEvent['export'], 'jobId'>;

/**
 * The end of a job that running it again would not change (a malformed sheet, a round that does not
 * exist): it fails at once with the message key, and the faults of its input where they lie.
 */
export class JobFailure extends Error {
  constructor(
    readonly key: string,
    readonly faults?: JobFault[],
  ) {
    super(key);
  }
}
