import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { isFailedTest } from '@agecheck/contracts';
import { EventBus, type DomainEvent } from '@agecheck/nest-common';
import { StoresRepository } from './stores.repository';

/**
 * Keeps each store's errors (decision 0015): a failed test (`purchases.purchase.failed`) adds its test type
 * with the purchase id; a save that is no failed test (changed to respected, back to delayed, finished by a
 * special reason) and a delete take its error away again. Keyed by purchase id, so an event delivered twice
 * changes nothing more; a failed save publishes saved before failed, so its error stays.
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
    } else if (
      event.subject === 'purchases.purchase.deleted' ||
      (event.subject === 'purchases.purchase.saved' && !isFailedTest(event.data.purchase))
    ) {
      const { _id, storeID } = event.data.purchase;
      await this.repository.removeError(storeID, _id);
    }
  }
}
