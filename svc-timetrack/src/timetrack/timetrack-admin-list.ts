import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import {
  applyTimetrackEvent,
  type DashboardTimetrackPart,
  type Timetrack,
  type TimetrackListQuery,
  type TimetrackPage,
} from '@agecheck/contracts';
import { Clock, EventBus, FollowedSnapshot } from '@agecheck/nest-common';
import { TimetrackAdminIndex } from './timetrack-admin-index';
import { TimetrackRepository } from './timetrack.repository';

/**
 * The back office's list of all time records in memory (decision 0036, as the purchase lists of decision 0021):
 * each replica loads every live record once at start, then follows the TIMETRACK stream, so a save, review or
 * delete on any replica shows within moments; this replica's own writes show at once. An event carries the
 * record as stored (a delete the record as it was), so nothing is read again by id.
 */
@Injectable()
export class TimetrackAdminList implements OnApplicationBootstrap {
  private readonly snapshot: FollowedSnapshot<TimetrackAdminIndex>;
  /** The index once loaded, for this replica's own writes (before, the load reads them). */
  private loaded?: TimetrackAdminIndex;

  constructor(
    private readonly repository: TimetrackRepository,
    bus: EventBus,
    private readonly clock: Clock,
  ) {
    this.snapshot = new FollowedSnapshot(
      {
        stream: 'TIMETRACK',
        load: async () => TimetrackAdminIndex.of(await this.repository.allLive()),
        apply: async (index, event) => applyTimetrackEvent(index, event),
        describe: (index, ms) => `${index.size} time records listed in ${ms} ms`,
      },
      bus,
      clock,
      new Logger(TimetrackAdminList.name),
    );
  }

  onApplicationBootstrap(): void {
    this.snapshot.start();
    this.snapshot.index().then(
      (index) => (this.loaded = index),
      () => undefined, // logged by the snapshot, tried again on the next page
    );
  }

  /** One page of all records matching the filters, newest first (A.7); the first call waits for the load. */
  async page(query: TimetrackListQuery, page: number, pageSize: number): Promise<TimetrackPage> {
    this.loaded = await this.snapshot.index();
    return this.loaded.page(query, page, pageSize);
  }

  /** The admin overview's counts on the day `today` (decision 0050); the first call waits for the load. */
  async overviewCounts(today: string): Promise<DashboardTimetrackPart> {
    this.loaded = await this.snapshot.index();
    return this.loaded.overviewCounts(today);
  }

  /** A record this replica stored (its event comes later and changes nothing then). */
  stored(record: Timetrack): void {
    this.loaded?.put(record);
  }

  /** A record this replica deleted. */
  removed(id: string): void {
    this.loaded?.remove(id, this.clock.now().toISOString());
  }
}
