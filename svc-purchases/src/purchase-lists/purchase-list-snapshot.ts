import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Clock, EventBus, type DomainEvent } from '@agecheck/nest-common';
import { PurchaseListIndex } from './purchase-list-index';
import { PurchaseListsRepository } from './purchase-lists.repository';

/**
 * Events published this long before the load began are applied again after it: a save the load did not
 * see yet (its relay published a little earlier than the document was read) is not lost.
 */
const OVERLAP_MS = 60_000;

/** The purchase an event of the purchases stream is about, if any. */
function purchaseIdOf(event: DomainEvent): string | undefined {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('purchase' in data)) return undefined;
  const purchase: unknown = data.purchase;
  return typeof purchase === 'object' &&
    purchase !== null &&
    '_id' in purchase &&
    typeof purchase._id === 'string'
    ? purchase._id
    : undefined;
}

/**
 * The back office's purchase lists in memory (decision 0021): loaded once at start, then kept current by
 * following the purchases stream: every event about a purchase reads it again by id (the only query FerretDB
 * answers without reading every purchase), so a save or a delete on any replica shows here within moments.
 */
@Injectable()
export class PurchaseListSnapshot implements OnApplicationBootstrap {
  private readonly logger = new Logger(PurchaseListSnapshot.name);
  private loaded?: Promise<PurchaseListIndex>;

  constructor(
    private readonly repository: PurchaseListsRepository,
    private readonly bus: EventBus,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    void this.index().catch((error: unknown) =>
      this.logger.error(`purchase lists not loaded: ${String(error)}`),
    );
  }

  /** The index, once loaded (a load that failed is tried again on the next call). */
  index(): Promise<PurchaseListIndex> {
    this.loaded ??= this.load().catch((error: unknown) => {
      this.loaded = undefined;
      throw error;
    });
    return this.loaded;
  }

  private async load(): Promise<PurchaseListIndex> {
    const started = this.clock.now();
    const index = new PurchaseListIndex();
    // Events wait until the load is done, then apply one after the other: each reads the purchase as it is
    // now, so an older answer never overwrites a newer one.
    const pending: DomainEvent[] = [];
    let ready = false;
    let applied = Promise.resolve();
    const enqueue = (event: DomainEvent) =>
      (applied = applied.then(() =>
        this.apply(index, event).catch((error: unknown) =>
          this.logger.warn(`purchase ${purchaseIdOf(event)} not relisted: ${String(error)}`),
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
    for await (const row of this.repository.allRows()) index.put(row);
    ready = true;
    for (const event of pending.splice(0)) void enqueue(event);
    await applied;
    this.logger.log(`${index.size} purchases listed in ${this.clock.now().getTime() - started.getTime()} ms`);
    return index;
  }

  private async apply(index: PurchaseListIndex, event: DomainEvent): Promise<void> {
    const id = purchaseIdOf(event);
    if (!id) return;
    const row = await this.repository.rowById(id);
    if (row) index.put(row);
    else index.remove(id);
  }
}
