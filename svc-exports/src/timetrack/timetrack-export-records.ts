import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { applyTimetrackEvent } from '@agecheck/contracts';
import { Clock, EventBus, FollowedSnapshot } from '@agecheck/nest-common';
import { TimetrackExportIndex } from './timetrack-export-index';
import type { TimetrackRowsQuery, TimetrackExportRecord } from './timetrack-row';
import { TimetrackRowsRepository } from './timetrack-rows.repository';

/**
 * The time records of the exports in memory (decision 0039, as the purchase export's rows of decision 0020):
 * each replica loads them once at start from svc-exports' read model (which `TimetrackConsumer` keeps writing),
 * then follows the TIMETRACK stream with an ordered consumer of its own, so a record saved, reviewed or deleted
 * shows in every replica's next export within moments. An event carries the record as stored (a delete the
 * record as it was), so nothing is read again.
 */
@Injectable()
export class TimetrackExportRecords implements OnApplicationBootstrap {
  private readonly snapshot: FollowedSnapshot<TimetrackExportIndex>;

  constructor(
    private readonly rows: TimetrackRowsRepository,
    bus: EventBus,
    clock: Clock,
  ) {
    this.snapshot = new FollowedSnapshot(
      {
        stream: 'TIMETRACK',
        load: () => this.load(),
        apply: async (index, event) => applyTimetrackEvent(index, event),
        describe: (index, ms) => `${index.size} time records ready for export in ${ms} ms`,
      },
      bus,
      clock,
      new Logger(TimetrackExportRecords.name),
    );
  }

  onApplicationBootstrap(): void {
    this.snapshot.start();
  }

  /** The live records of the period, optionally of one type and one user, by date, user and id. */
  async find(query: TimetrackRowsQuery): Promise<TimetrackExportRecord[]> {
    return (await this.snapshot.index()).records(query);
  }

  private async load(): Promise<TimetrackExportIndex> {
    const index = new TimetrackExportIndex();
    for await (const row of this.rows.allRecords()) {
      if (row.deleted) index.remove(row._id, row.version);
      else index.put(row.record);
    }
    index.loaded();
    return index;
  }
}
