import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Clock, EventBus, FollowedSnapshot, RequestClient, type DomainEvent } from '@agecheck/nest-common';
import { exportRecordOf } from './export-record';
import { PurchaseExportIndex } from './purchase-export-index';
import { identityUserName, purchaseChangeOf } from './purchase-row';
import { PurchaseRowsRepository } from './purchase-rows.repository';

/**
 * The records of the purchases-overview export in memory (decision 0020): loaded once at start from the
 * read model, then kept current by following the purchases stream, so every replica sees every save and
 * delete within moments. Each change carries its event's time and applies only when newer than what is
 * kept, so the events of the load's overlap, which the load may already have seen, change nothing.
 */
@Injectable()
export class PurchaseExportRows implements OnApplicationBootstrap {
  private readonly snapshot: FollowedSnapshot<PurchaseExportIndex>;

  constructor(
    private readonly rows: PurchaseRowsRepository,
    private readonly requests: RequestClient,
    bus: EventBus,
    clock: Clock,
  ) {
    this.snapshot = new FollowedSnapshot(
      {
        stream: 'PURCHASES',
        load: () => this.load(),
        apply: (index, event) => this.apply(index, event),
        describe: (index, ms) => `${index.size} purchases ready for export in ${ms} ms`,
      },
      bus,
      clock,
      new Logger(PurchaseExportRows.name),
    );
  }

  onApplicationBootstrap(): void {
    this.snapshot.start();
  }

  /** The index, once loaded. */
  index(): Promise<PurchaseExportIndex> {
    return this.snapshot.index();
  }

  private async load(): Promise<PurchaseExportIndex> {
    const index = new PurchaseExportIndex();
    for await (const row of this.rows.allForExport()) {
      if (row.deleted) index.remove(row._id, row.version);
      else index.put(row._id, row.version, exportRecordOf(row));
    }
    index.loaded();
    return index;
  }

  private async apply(index: PurchaseExportIndex, event: DomainEvent): Promise<void> {
    const change = await purchaseChangeOf(event, identityUserName(this.requests));
    if (!change) return;
    if ('row' in change) index.put(change.id, change.version, exportRecordOf(change.row));
    else index.remove(change.id, change.version);
  }
}
