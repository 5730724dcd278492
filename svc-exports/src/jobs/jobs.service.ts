import { Injectable, OnApplicationBootstrap, Optional } from '@nestjs/common';
import { jobErrorSchema, type JobError, type JobStatus } from '@agecheck/contracts';
import { IdGenerator, type AuthUser } from '@agecheck/nest-common';
import { ExportRuns } from './export-runs';
import { JobFailure, type JobHandler } from './job-handler';
import { JOB_NAMES } from './job-names';
import { JobException } from './jobs.exception';
import { JobsQueue, type RunningJob } from './jobs.queue';

/** Jobs running at once in one svc-exports: the machine has few cores and the jobs are mostly I/O. */
const CONCURRENCY = 2;

const UNKNOWN_ERROR: JobError = { key: 'util.error' };

/** The error a failed job reports: what its handler's JobFailure said, else the generic message. */
export function jobErrorOf(failedReason: string | undefined): JobError {
  try {
    return jobErrorSchema.parse(JSON.parse(failedReason ?? ''));
  } catch {
    return UNKNOWN_ERROR;
  }
}

/** The job names that have no handler. */
export function missingHandlers(names: readonly string[], handlers: ReadonlyMap<string, unknown>): string[] {
  return names.filter((name) => !handlers.has(name));
}

/**
 * The jobs of svc-exports: starting one, reading its status, and running them. Each job name has one
 * handler, registered by its module when it starts; svc-exports does not start while a name has none.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap {
  private readonly handlers = new Map<string, JobHandler>();

  constructor(
    private readonly queue: JobsQueue,
    private readonly ids: IdGenerator,
    /** Absent only where a test runs jobs that are no exports on a queue of its own. */
    @Optional() private readonly exportRuns?: ExportRuns,
  ) {}

  register<Payload, Result, Checkpoint>(handler: JobHandler<Payload, Result, Checkpoint>): void {
    if (this.handlers.has(handler.name)) throw new Error(`job ${handler.name} has two handlers`);
    this.handlers.set(handler.name, handler as JobHandler);
  }

  onApplicationBootstrap(): void {
    const missing = missingHandlers(JOB_NAMES, this.handlers);
    if (missing.length > 0) throw new Error(`jobs without a handler: ${missing.join(', ')}`);
    this.startWorker();
  }

  /** Runs the queue's jobs with the registered handlers (at start, once every handler is registered). */
  startWorker(): void {
    this.queue.work((job) => this.run(job), {
      concurrency: CONCURRENCY,
      isFinal: (error) => error instanceof JobFailure,
    });
  }

  /**
   * Starts a job for `owner`; the payload must pass the handler's schema (a bug otherwise: the caller checked
   * it). With `sameAs`, a job started with the same key that has not ended is answered instead of a new one.
   */
  async start(name: string, payload: unknown, owner: string, sameAs?: string): Promise<{ jobId: string }> {
    const parsed = this.handler(name).payload.parse(payload);
    const jobId = await this.queue.add(name, this.ids.uuid(), { owner, payload: parsed }, sameAs);
    return { jobId };
  }

  /** A job's status, for the user who started it or an admin; anyone else learns nothing of it. */
  async status(id: string, user: AuthUser): Promise<JobStatus> {
    const job = await this.queue.find(id);
    if (!job || (job.owner !== user.id && !user.roles.includes('admin')))
      throw new JobException('JOB_NOT_FOUND');
    return {
      id: job.id,
      name: job.name,
      state: job.state,
      progress: job.progress,
      ...(job.state === 'completed' ? { result: job.result } : {}),
      ...(job.state === 'failed' ? { error: jobErrorOf(job.failedReason) } : {}),
    };
  }

  /**
   * Runs a job with its handler; a JobFailure ends it with its message key and faults. An export's job that
   * ends records its run with `exports.export.done` for the protocol, once per job (decision 0051).
   */
  async run(job: RunningJob): Promise<unknown> {
    const handler = this.handler(job.name);
    try {
      const payload = handler.payload.parse(job.data.payload);
      const result = await handler.run(payload, {
        owner: job.data.owner,
        checkpoint: job.data.checkpoint,
        progress: (done, total, checkpoint) => job.report({ done, total }, checkpoint),
      });
      if (handler.exportRun) {
        if (!this.exportRuns) throw new Error(`job ${job.name} is an export, but its runs are not recorded`);
        await this.exportRuns.record(job, handler.exportRun(payload, result));
      }
      return result;
    } catch (error) {
      if (error instanceof JobFailure) {
        const reported: JobError = { key: error.key, ...(error.faults ? { faults: error.faults } : {}) };
        throw new JobFailure(JSON.stringify(reported));
      }
      throw error;
    }
  }

  private handler(name: string): JobHandler {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`no handler for job ${name}`);
    return handler;
  }
}
