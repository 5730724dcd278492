import type { Implementation } from '@agecheck/nest-common/testing';
import type { JobData, JobsQueue, RunningJob, StoredJob } from '../src/jobs/jobs.queue';

/**
 * The job queue in memory for unit tests: jobs run when the test says (`runAll`), one attempt each, a
 * final error failing the job as BullMQ would. The real queue is covered by the integration tests.
 */
export class InMemoryJobsQueue implements Implementation<JobsQueue> {
  readonly jobs = new Map<string, StoredJob & { data: JobData; sameAs?: string }>();
  private process: ((job: RunningJob) => Promise<unknown>) | undefined;

  onModuleInit(): void {}

  async onApplicationShutdown(): Promise<void> {}

  async add(name: string, id: string, data: JobData, sameAs?: string): Promise<string> {
    if (this.jobs.has(id)) return id;
    const running = [...this.jobs.values()].find(
      (job) => sameAs !== undefined && job.sameAs === sameAs && !['completed', 'failed'].includes(job.state),
    );
    if (running) return running.id;
    this.jobs.set(id, {
      ...(sameAs ? { sameAs } : {}),
      id,
      name,
      owner: data.owner,
      state: 'waiting',
      progress: { done: 0, total: 0 },
      data,
    });
    return id;
  }

  async find(id: string): Promise<StoredJob | undefined> {
    const job = this.jobs.get(id);
    if (!job) return undefined;
    const { data: _data, sameAs: _sameAs, ...stored } = job;
    return stored;
  }

  work(process: (job: RunningJob) => Promise<unknown>): void {
    this.process = process;
  }

  /** Runs every waiting job to its end. */
  async runAll(): Promise<void> {
    if (!this.process) throw new Error('no worker started');
    for (const job of this.jobs.values()) {
      if (job.state !== 'waiting') continue;
      job.state = 'active';
      try {
        job.result = await this.process({
          id: job.id,
          name: job.name,
          data: job.data,
          report: async (progress, checkpoint) => {
            job.progress = progress;
            if (checkpoint !== undefined) job.data = { ...job.data, checkpoint };
          },
        });
        job.state = 'completed';
      } catch (error) {
        job.state = 'failed';
        job.failedReason = error instanceof Error ? error.message : String(error);
      }
    }
  }
}
