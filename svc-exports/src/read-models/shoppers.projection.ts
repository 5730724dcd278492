import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, InjectDb, type DomainEvent } from '@agecheck/nest-common';
import { MongoServerError, type Collection, type Db } from 'mongodb';
import { rowFromSaved, type ShopperRow } from './shopper-read-model';

const DUPLICATE_KEY = 11000;

/** Keeps the shopper read model of svc-exports up to date from `purchases.shopper.*` (durable, idempotent, ordered by event time). */
@Injectable()
export class ShoppersProjection implements OnApplicationBootstrap {
  private readonly rows: Collection<ShopperRow>;

  constructor(
    @InjectDb() db: Db,
    private readonly bus: EventBus,
  ) {
    this.rows = db.collection<ShopperRow>('shoppers');
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.rows.createIndex({ userID: 1 });
    await this.bus.consume({
      durable: 'exports-shoppers',
      stream: 'PURCHASES',
      handle: (event) => this.apply(event),
    });
  }

  async apply(event: DomainEvent): Promise<void> {
    if (event.subject === 'purchases.shopper.saved') {
      const { _id, ...fields } = rowFromSaved(event.data, event.occurredAt);
      await this.upsertIfNewer(_id, fields);
    } else if (event.subject === 'purchases.shopper.deleted') {
      await this.upsertIfNewer(event.data.shopperId, { deleted: true, version: event.occurredAt });
    }
  }

  /** Applies the change only when it is newer than what is stored; a repeated or late event changes nothing. */
  private async upsertIfNewer(id: string, fields: Partial<ShopperRow> & { version: string }): Promise<void> {
    try {
      await this.rows.updateOne(
        { _id: id, version: { $lt: fields.version } },
        { $set: fields },
        { upsert: true },
      );
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
    }
  }
}
