import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDb } from '@agecheck/nest-common';
import { MongoServerError, type Collection, type Db } from 'mongodb';
import type { ShopperRow } from './shopper-row';

const DUPLICATE_KEY = 11000;

/** The shopper rows of svc-exports' read model in MongoDB. */
@Injectable()
export class ShopperRowsRepository implements OnModuleInit {
  private readonly rows: Collection<ShopperRow>;

  constructor(@InjectDb() db: Db) {
    this.rows = db.collection<ShopperRow>('shoppers');
  }

  async onModuleInit(): Promise<void> {
    await this.rows.createIndex({ userID: 1 });
  }

  findById(id: string): Promise<ShopperRow | null> {
    return this.rows.findOne({ _id: id });
  }

  /**
   * Applies the change only when it is newer than what is stored (one conditional single-document write),
   * so a repeated or late event changes nothing.
   */
  async upsertIfNewer(
    id: string,
    fields: Partial<Omit<ShopperRow, '_id'>> & { version: string },
  ): Promise<void> {
    try {
      await this.rows.updateOne(
        { _id: id, version: { $lt: fields.version } },
        { $set: fields },
        { upsert: true },
      );
    } catch (error) {
      // The row exists with a newer version: the filter missed it and the upsert hit its _id.
      if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
    }
  }
}
