import { Injectable } from '@nestjs/common';
import { sprintCountOf, type CountablePurchase } from '@agecheck/contracts';
import { StoresRepository } from '../stores/stores.repository';
import { SprintsRepository } from './sprints.repository';

/** A purchase as the counters see it after an event: its state, or `null` once deleted. */
export type PurchaseChange = {
  purchaseId: string;
  /** When the change happened (the event's `occurredAt`); an older change than one applied is ignored. */
  at: string;
  /** The store the purchase is (or was, when deleted) for. */
  storeID: string;
  purchase: CountablePurchase | null;
};

/**
 * Moves the done counters of the rounds and of the stores from the purchase events, exactly once per
 * purchase: the entry records which purchases its counters hold, so an event delivered twice, or a purchase
 * saved again, changes nothing; a delete, a delay, or a change of test type, store or round moves the count
 * back (or over).
 */
@Injectable()
export class SprintCounter {
  constructor(
    private readonly repository: SprintsRepository,
    private readonly stores: StoresRepository,
  ) {}

  async apply(change: PurchaseChange): Promise<void> {
    const applied = await this.repository.lastEventAt(change.purchaseId);
    if (applied && applied > change.at) return;

    const storeID = change.purchase?.storeID ?? change.storeID;
    const target = sprintCountOf(change.purchase, await this.repository.findByStore(storeID));
    const current = await this.repository.findCounted(change.purchaseId);
    const unchanged =
      current && target && current.entry._id === target.entryId && current.testType === target.testType;
    if (!unchanged) {
      if (current) await this.repository.uncount(current.entry._id, change.purchaseId, current.testType);
      if (target) await this.repository.count(target.entryId, change.purchaseId, target.testType);
    }
    // refreshed even when unchanged, so a run interrupted after the entry's update still reaches the store
    const stores = new Set([storeID, ...(current ? [current.entry.storeID] : [])]);
    for (const store of stores) await this.refreshStore(store);
    await this.repository.recordEventAt(change.purchaseId, change.at);
  }

  /** Sets the store's done counters to the sum over its entries in active rounds (decision 0016). */
  async refreshStore(storeID: string): Promise<void> {
    await this.stores.setDoneCounters(storeID, await this.repository.doneCountersOf(storeID));
  }
}
