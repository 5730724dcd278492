import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, RequestClient, type DomainEvent } from '@agecheck/nest-common';
import { identityUserName, purchaseChangeOf } from './purchase-row';
import { PurchaseRowsRepository } from './purchase-rows.repository';

/** Keeps the purchase rows of svc-exports up to date from `purchases.purchase.*` (a durable consumer; idempotent). */
@Injectable()
export class PurchasesConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly rows: PurchaseRowsRepository,
    private readonly requests: RequestClient,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume({
      durable: 'exports-purchases',
      stream: 'PURCHASES',
      handle: (event) => this.apply(event),
    });
  }

  /** Applies an event (identity down: it throws, and the event comes again). */
  async apply(event: DomainEvent): Promise<void> {
    const change = await purchaseChangeOf(event, identityUserName(this.requests));
    if (!change) return;
    await this.rows.upsertIfNewer(
      change.id,
      'row' in change ? change.row : { deleted: true, version: change.version },
    );
  }
}
