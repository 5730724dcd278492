import { Injectable, Logger } from '@nestjs/common';
import { Clock, EventFactory, RequestClient } from '@agecheck/nest-common';
import { ExportRunsRepository } from './export-runs.repository';
import type { ExportRun } from './job-handler';
import type { RunningJob } from './jobs.queue';

/**
 * The protocol of export runs (checklist D.8: "export run" is logged; decision 0051): an export job that ends
 * stores its run with `exports.export.done`, by the job's id, so a job run again after a restart, or taken
 * up by another replica when it stalled, publishes nothing more.
 */
@Injectable()
export class ExportRuns {
  private readonly logger = new Logger(ExportRuns.name);

  constructor(
    private readonly runs: ExportRunsRepository,
    private readonly events: EventFactory,
    private readonly requests: RequestClient,
    private readonly clock: Clock,
  ) {}

  /**
   * Records the run; the actor is the user who started it, by the name of their profile (their id when the
   * gateway does not answer: the run is logged all the same). False when the job's run was recorded before.
   */
  async record(job: Pick<RunningJob, 'id' | 'data'>, run: ExportRun): Promise<boolean> {
    const owner = job.data.owner;
    const name = await this.requests
      .request('identity.user.get', { id: owner })
      .then((user) => user?.name ?? owner)
      .catch((error: unknown) => {
        this.logger.warn(`no name for the owner ${owner} of export ${job.id}: ${String(error)}`);
        return owner;
      });
    const event = this.events.create(
      'exports.export.done',
      { export: { jobId: job.id, ...run } },
      { id: owner, name },
    );
    return this.runs.recordOnce(
      { _id: job.id, ...run, owner, doneAt: this.clock.now().toISOString() },
      event,
    );
  }
}
