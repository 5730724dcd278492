import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, RequestClient, type DomainEvent } from '@agecheck/nest-common';
import { rowFromSaved } from './purchase-row';
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

  async apply(event: DomainEvent): Promise<void> {
    if (event.subject === 'purchases.purchase.saved') {
      const row = rowFromSaved(
        event.data,
        event.data.stored?.userName ?? (await this.userName(event.data.purchase.userID)),
        event.occurredAt,
      );
      if (row) await this.rows.upsertIfNewer(event.data.purchase._id, row);
    } else if (event.subject === 'purchases.purchase.deleted') {
      await this.rows.upsertIfNewer(event.data.purchase._id, { deleted: true, version: event.occurredAt });
    }
  }

  /** The tester's name from identity, for a purchase saved before it kept the name (identity down: the event comes again). */
  private async userName(userID: string): Promise<string> {
    return (await this.requests.request('identity.user.get', { id: userID }))?.name ?? '';
  }
}
