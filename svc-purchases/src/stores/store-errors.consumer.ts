import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, type DomainEvent } from '@agecheck/nest-common';
import { StoresRepository } from './stores.repository';

/**
 * Keeps each store's errors (decision 0015): a failed test (`purchases.purchase.failed`) adds its test type
 * with the purchase id, a deleted purchase takes its error away again. Keyed by purchase id, so an event
 * delivered twice changes nothing more.
 */
@Injectable()
export class StoreErrorsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly repository: StoresRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume({
      durable: 'purchases-store-errors',
      stream: 'PURCHASES',
      handle: (event) => this.apply(event),
    });
  }

  async apply(event: DomainEvent): Promise<void> {
    if (event.subject === 'purchases.purchase.failed') {
      const { _id, storeID, testType, date } = event.data.purchase;
      if (testType)
        await this.repository.addError(storeID, {
          testType,
          date: date ?? event.occurredAt.slice(0, 10),
          purchaseID: _id,
        });
    } else if (event.subject === 'purchases.purchase.deleted') {
      const { _id, storeID } = event.data.purchase;
      await this.repository.removeError(storeID, _id);
    }
  }
}
