import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Clock, EventBus, RequestClient, type DomainEvent } from '@agecheck/nest-common';
import { exportRecordOf } from './export-record';
import { PurchaseExportIndex } from './purchase-export-index';
import { purchaseChangeOf } from './purchase-row';
import { PurchaseRowsRepository } from './purchase-rows.repository';
import { identityUserName } from './purchases.consumer';

/**
 * Events published this long before the load began are applied after it: a save the load did not see yet
 * (the durable consumer wrote its row a little after the load read the collection) is not lost.
 */
const OVERLAP_MS = 60_000;

/**
 * The records of the purchases-overview export in memory (decision 0020): loaded once at start from the
 * read model, then kept current by following the purchases stream with an ordered consumer of this replica,
 * so every replica sees every save and delete within moments. Each change carries its event's time and
 * applies only when newer than what is kept, so the events of the load's overlap, which the load may
 * already have seen, change nothing.
 */
@Injectable()
export class PurchaseExportRows implements OnApplicationBootstrap {
  private readonly logger = new Logger(PurchaseExportRows.name);
  private loaded?: Promise<PurchaseExportIndex>;

  constructor(
    private readonly rows: PurchaseRowsRepository,
    private readonly bus: EventBus,
    private readonly requests: RequestClient,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    void this.index().catch((error: unknown) =>
      this.logger.error(`export records not loaded: ${String(error)}`),
    );
  }

  /** The index, once loaded (a load that failed is tried again on the next call). */
  index(): Promise<PurchaseExportIndex> {
    this.loaded ??= this.load().catch((error: unknown) => {
      this.loaded = undefined;
      throw error;
    });
    return this.loaded;
  }

  private async load(): Promise<PurchaseExportIndex> {
    const started = this.clock.now();
    const index = new PurchaseExportIndex();
    // Events wait until the load is done, then apply one after the other in the stream's order.
    const pending: DomainEvent[] = [];
    let ready = false;
    let applied = Promise.resolve();
    const enqueue = (event: DomainEvent) =>
      (applied = applied.then(() =>
        this.apply(index, event).catch((error: unknown) =>
          this.logger.warn(`event ${event.id} not applied to the export records: ${String(error)}`),
        ),
      ));
    await this.bus.follow({
      stream: 'PURCHASES',
      since: new Date(started.getTime() - OVERLAP_MS),
      handle: async (event) => {
        if (ready) await enqueue(event);
        else pending.push(event);
      },
    });
    for await (const row of this.rows.allForExport()) {
      if (row.deleted) index.remove(row._id, row.version);
      else index.put(row._id, row.version, exportRecordOf(row));
    }
    index.loaded();
    ready = true;
    for (const event of pending.splice(0)) void enqueue(event);
    await applied;
    this.logger.log(
      `${index.size} purchases ready for export in ${this.clock.now().getTime() - started.getTime()} ms`,
    );
    return index;
  }

  private async apply(index: PurchaseExportIndex, event: DomainEvent): Promise<void> {
    const change = await purchaseChangeOf(event, identityUserName(this.requests));
    if (!change) return;
    if ('row' in change) index.put(change.id, change.version, exportRecordOf(change.row));
    else index.remove(change.id, change.version);
  }
}
