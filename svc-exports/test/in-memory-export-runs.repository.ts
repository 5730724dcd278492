import type { EventEnvelope } from '@agecheck/contracts';
import type { Implementation } from '@agecheck/nest-common/testing';
import type { ExportRunDocument, ExportRunsRepository } from '../src/jobs/export-runs.repository';

/** The export runs in memory for unit tests of the jobs: `events` holds what the relay would publish. */
export class InMemoryExportRunsRepository implements Implementation<ExportRunsRepository> {
  readonly runs = new Map<string, ExportRunDocument>();
  readonly events: EventEnvelope<unknown>[] = [];

  async onModuleInit(): Promise<void> {}

  async recordOnce(run: ExportRunDocument, event: EventEnvelope<unknown>): Promise<boolean> {
    if (this.runs.has(run._id)) return false;
    this.runs.set(run._id, structuredClone(run));
    this.events.push(event);
    return true;
  }

  async findById(id: string): Promise<ExportRunDocument | null> {
    return structuredClone(this.runs.get(id) ?? null);
  }
}
