import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { PurchaseEventSnapshot } from '@agecheck/contracts';
import { EventBus, type DomainEvent } from '@agecheck/nest-common';
import { SprintCounter, type PurchaseChange } from './sprint-counter';

/** What a purchase event means for the counters; `undefined` for the events that do not concern them. */
export function purchaseChangeOf(event: DomainEvent): PurchaseChange | undefined {
  const change = (purchase: PurchaseEventSnapshot, deleted: boolean): PurchaseChange => ({
    purchaseId: purchase._id,
    at: event.occurredAt,
    storeID: purchase.storeID,
    purchase:
      deleted || !purchase.testType || !purchase.date
        ? null
        : {
            storeID: purchase.storeID,
            sprintListID: purchase.sprintListID ?? null,
            testType: purchase.testType,
            date: purchase.date,
            delayed: purchase.delayed,
          },
  });
  if (event.subject === 'purchases.purchase.saved') return change(event.data.purchase, false);
  if (event.subject === 'purchases.purchase.deleted') return change(event.data.purchase, true);
  return undefined;
}

/** Moves the round and store counters from `purchases.purchase.saved` and `.deleted` (a durable consumer). */
@Injectable()
export class SprintCountsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly counter: SprintCounter,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume({
      durable: 'purchases-sprint-counts',
      stream: 'PURCHASES',
      handle: async (event) => {
        const change = purchaseChangeOf(event);
        if (change) await this.counter.apply(change);
      },
    });
  }
}
