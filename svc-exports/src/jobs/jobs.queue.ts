import { Inject, Injectable, OnApplicationShutdown, OnModuleInit, Optional } from '@nestjs/common';
import type { JobProgress } from '@agecheck/contracts';
import { Job, Queue, UnrecoverableError, Worker, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { RedisConnection } from '../queue/redis.connection';

/** The one BullMQ queue of svc-exports; every job name runs on it (docs/decisions, the jobs of svc-exports). */
export const JOBS_QUEUE = 'exports-jobs';

/** The queue's name, given only where a test runs a queue of its own beside svc-exports'. */
export const JOBS_QUEUE_NAME = Symbol('JOBS_QUEUE_NAME');

/** What a job keeps in Redis besides its name: who started it, what to do, and how far it got. */
export type JobData = { owner: string; payload: unknown; checkpoint?: unknown };

/** A job as Redis holds it, in the terms of the status answer (BullMQ's own states folded into four). */
export type StoredJob = {
  id: string;
  name: string;
  owner: string;
  state: 'waiting' | 'active' | 'completed' | 'failed';
  progress: JobProgress;
  result?: unknown;
  /** BullMQ's failed reason: the message the job ended with. */
  failedReason?: string;
};

/** A job while a worker runs it. */
export type RunningJob = {
  id: string;
  name: string;
  data: JobData;
  report(progress: JobProgress, checkpoint?: unknown): Promise<void>;
};

/**
 * How long a worker's lock on a running job lasts before the job counts as stalled (its worker is gone:
 * svc-exports stopped or crashed) and another worker, or the restarted one, takes it up again; the lock is
 * renewed every half of it while the job runs.
 */
const LOCK_MS = 10_000;
const STALLED_CHECK_MS = 5_000;
/** A job whose worker dies this often in its middle fails instead of taking the next worker with it. */
const MAX_STALLS = 3;
const KEEP_FINISHED_SECONDS = 7 * 24 * 3600;

const JOB_OPTIONS: JobsOptions = {
  // transient faults (NATS or Redis gone for a moment) retry; a JobFailure does not (UnrecoverableError)
  attempts: 3,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: KEEP_FINISHED_SECONDS },
  removeOnFail: { age: KEEP_FINISHED_SECONDS },
};

function progressOf(job: Job<JobData>): JobProgress {
  const { progress } = job;
  if (typeof progress === 'object' && progress !== null && 'done' in progress && 'total' in progress)
    return { done: Number(progress.done), total: Number(progress.total) };
  return { done: 0, total: 0 };
}

/** The job queue in Redis: the only code of svc-exports that touches BullMQ. */
@Injectable()
export class JobsQueue implements OnModuleInit, OnApplicationShutdown {
  private readonly connections: Redis[] = [];
  private queue!: Queue<JobData>;
  private worker: Worker<JobData> | undefined;

  constructor(
    private readonly redis: RedisConnection,
    @Optional() @Inject(JOBS_QUEUE_NAME) private readonly name: string = JOBS_QUEUE,
  ) {}

  onModuleInit(): void {
    this.queue = new Queue<JobData>(this.name, { connection: this.connection() });
  }

  /**
   * Queues a job under the given id and answers the id of the job that runs: a second add with the same id
   * queues nothing, nor does one with the `sameAs` key of a job that has not ended yet (BullMQ's deduplication
   * in its simple mode: until that job completes or fails); that job's id is answered then.
   */
  async add(name: string, id: string, data: JobData, sameAs?: string): Promise<string> {
    const job = await this.queue.add(name, data, {
      ...JOB_OPTIONS,
      jobId: id,
      ...(sameAs ? { deduplication: { id: sameAs } } : {}),
    });
    return job.id ?? id;
  }

  async find(id: string): Promise<StoredJob | undefined> {
    // The state first, then the job: a job that ends between the two reads would otherwise show as failed
    // or completed without its reason or result. Those states are final, so the job read after holds them.
    const state = await this.queue.getJobState(id);
    if (state === 'unknown') return undefined;
    const job = await Job.fromId<JobData>(this.queue, id);
    if (!job?.id) return undefined;
    return {
      id: job.id,
      name: job.name,
      owner: job.data.owner,
      state: state === 'completed' || state === 'failed' || state === 'active' ? state : 'waiting',
      progress: progressOf(job),
      ...(state === 'completed' ? { result: job.returnvalue as unknown } : {}),
      ...(state === 'failed' ? { failedReason: job.failedReason } : {}),
    };
  }

  /**
   * Starts the worker: it runs the queue's jobs `concurrency` at a time with `process`, and takes up the
   * jobs a stopped worker left in the middle. `process` throws `final` errors to fail the job at once.
   */
  work(
    process: (job: RunningJob) => Promise<unknown>,
    options: { concurrency: number; isFinal: (error: unknown) => boolean },
  ): void {
    this.worker = new Worker<JobData>(
      this.name,
      async (job) => {
        try {
          return await process({
            id: job.id as string,
            name: job.name,
            data: job.data,
            report: async (progress, checkpoint) => {
              if (checkpoint !== undefined) await job.updateData({ ...job.data, checkpoint });
              await job.updateProgress(progress);
            },
          });
        } catch (error) {
          if (options.isFinal(error) && error instanceof Error) throw new UnrecoverableError(error.message);
          throw error;
        }
      },
      {
        connection: this.connection(),
        concurrency: options.concurrency,
        lockDuration: LOCK_MS,
        stalledInterval: STALLED_CHECK_MS,
        maxStalledCount: MAX_STALLS,
      },
    );
  }

  /** The Redis connections of the queue and the worker (BullMQ blocks one while it waits for jobs). */
  private connection(): Redis {
    const connection = this.redis.client.duplicate();
    this.connections.push(connection);
    return connection;
  }

  async onApplicationShutdown(): Promise<void> {
    // A stopping worker does not wait for a running job to end: the job stays locked until the lock runs
    // out, and then the next worker takes it up from its last checkpoint.
    await this.worker?.close(true);
    await this.queue.close();
    await Promise.all(this.connections.map((connection) => connection.quit()));
  }
}
