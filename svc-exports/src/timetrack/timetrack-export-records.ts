import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { applyTimetrackEvent, parseIsoDate, toIsoDate } from '@agecheck/contracts';
import { Clock, EventBus, FollowedSnapshot } from '@agecheck/nest-common';
import { TimetrackExportIndex } from './timetrack-export-index';
import { slimTimetrack, type TimetrackExportRecord, type TimetrackRowsQuery } from './timetrack-row';
import { TimetrackRowsRepository } from './timetrack-rows.repository';

/**
 * The months of time records each replica keeps in memory: the current month and the three before it (decision
 * 0039). Payroll, invoices, VL lists and the review are of the last month; the lock age is at most 28 days.
 */
export const TIMETRACK_MONTHS_IN_MEMORY = 4;

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
    private readonly clock: Clock,
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

  /**
   * The live records of the period, optionally of one type and one user, by date, user and id: from memory
   * when the period starts within the window, else from the read model (a period of long ago, read rarely).
   */
  async find(query: TimetrackRowsQuery): Promise<TimetrackExportRecord[]> {
    const index = await this.snapshot.index();
    index.forgetBefore(this.windowStart());
    if (index.holds(query.start)) return index.records(query);
    return (await this.rows.findRecords(query)).map((row) => slimTimetrack(row.record, (text) => text));
  }

  /** The first day of the window: the first of the month TIMETRACK_MONTHS_IN_MEMORY − 1 months ago. */
  private windowStart(): string {
    const today = parseIsoDate(toIsoDate(this.clock.now()));
    return toIsoDate(new Date(today.year, today.month - TIMETRACK_MONTHS_IN_MEMORY, 1));
  }

  private async load(): Promise<TimetrackExportIndex> {
    const index = new TimetrackExportIndex(this.windowStart());
    for await (const row of this.rows.recordsFrom(this.windowStart())) {
      if (row.deleted) index.remove(row._id, row.version);
      else index.put(row.record);
    }
    index.loaded();
    return index;
  }
}
