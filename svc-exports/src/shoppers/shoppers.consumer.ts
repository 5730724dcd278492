import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, type DomainEvent } from '@agecheck/nest-common';
import { rowFromSaved } from './shopper-row';
import { ShopperRowsRepository } from './shopper-rows.repository';

/** Keeps the shopper rows of svc-exports up to date from `purchases.shopper.*` (a durable consumer; idempotent). */
@Injectable()
export class ShoppersConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly rows: ShopperRowsRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume({
      durable: 'exports-shoppers',
      stream: 'PURCHASES',
      handle: (event) => this.apply(event),
    });
  }

  async apply(event: DomainEvent): Promise<void> {
    if (event.subject === 'purchases.shopper.saved') {
      const { _id, ...fields } = rowFromSaved(event.data, event.occurredAt);
      await this.rows.upsertIfNewer(_id, fields);
    } else if (event.subject === 'purchases.shopper.deleted') {
      await this.rows.upsertIfNewer(event.data.shopperId, { deleted: true, version: event.occurredAt });
    }
  }
}
