import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Purchase, PurchaseRow } from '@agecheck/contracts';
import { Clock, EventBus, FollowedSnapshot, type DomainEvent } from '@agecheck/nest-common';
import { PurchasesRepository, toRow } from '../purchases/purchases.repository';
import { PurchaseListIndex } from './purchase-list-index';

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
 * What an event published after the load tells of its purchase by itself: a save carries the purchase as
 * stored, a delete its end; undefined when the purchase must be read (an event of an older shape).
 */
export function changeOf(event: DomainEvent): { put: PurchaseRow } | { remove: string } | 'none' | undefined {
  if (event.subject === 'purchases.purchase.deleted') {
    const id = purchaseIdOf(event);
    return id ? { remove: id } : 'none';
  }
  if (event.subject !== 'purchases.purchase.saved') return 'none';
  const stored = (event.data as { stored?: Purchase }).stored;
  return stored ? { put: toRow(stored) } : undefined;
}

/**
 * The back office's purchase lists in memory (decision 0021): loaded once at start, then kept current by
 * following the purchases stream, so a save or a delete on any replica shows here within moments. A save's
 * event carries the purchase as stored, and a delete's its id: both apply as they come, in the stream's
 * order. Only the events of the load's overlap read their purchase again by id (the load may have read a
 * newer state than the event's), as do events of an older shape; on FerretDB such a read scans every purchase.
 */
@Injectable()
export class PurchaseListSnapshot implements OnApplicationBootstrap {
  private readonly snapshot: FollowedSnapshot<PurchaseListIndex>;

  constructor(
    private readonly repository: PurchasesRepository,
    bus: EventBus,
    clock: Clock,
  ) {
    this.snapshot = new FollowedSnapshot(
      {
        stream: 'PURCHASES',
        load: () => this.load(),
        apply: (index, event, duringLoad) => this.apply(index, event, duringLoad),
        describe: (index, ms) => `${index.size} purchases listed in ${ms} ms`,
      },
      bus,
      clock,
      new Logger(PurchaseListSnapshot.name),
    );
  }

  onApplicationBootstrap(): void {
    this.snapshot.start();
  }

  /** The index, once loaded (a load that failed is tried again on the next call). */
  index(): Promise<PurchaseListIndex> {
    return this.snapshot.index();
  }

  private async load(): Promise<PurchaseListIndex> {
    const index = new PurchaseListIndex();
    for await (const row of this.repository.allRows()) index.put(row);
    index.loaded();
    return index;
  }

  /** Applies an event: what it carries, unless `read` (or it carries nothing), then the purchase as it is now. */
  private async apply(index: PurchaseListIndex, event: DomainEvent, read: boolean): Promise<void> {
    const change = read ? undefined : changeOf(event);
    if (change === 'none') return;
    if (change && 'put' in change) return index.put(change.put);
    if (change) return index.remove(change.remove);
    const id = purchaseIdOf(event);
    if (!id) return;
    const row = await this.repository.rowById(id);
    if (row) index.put(row);
    else index.remove(id);
  }
}
