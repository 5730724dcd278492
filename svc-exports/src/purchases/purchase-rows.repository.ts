import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDb } from '@agecheck/nest-common';
import { MongoServerError, type Collection, type Db } from 'mongodb';
import type { PurchaseRow } from './purchase-row';

const DUPLICATE_KEY = 11000;

/** The purchase rows of svc-exports' read model in MongoDB. */
@Injectable()
export class PurchaseRowsRepository implements OnModuleInit {
  private readonly rows: Collection<PurchaseRow>;

  constructor(@InjectDb() db: Db) {
    this.rows = db.collection<PurchaseRow>('purchases');
  }

  async onModuleInit(): Promise<void> {
    await this.rows.createIndex({ date: 1, time: 1 });
  }

  /** A purchase that is not deleted. */
  findById(id: string): Promise<PurchaseRow | null> {
    return this.rows.findOne({ _id: id, deleted: false });
  }

  /**
   * Applies the change only when it is newer than what is stored (one conditional single-document write),
   * so a repeated or late event changes nothing.
   */
  async upsertIfNewer(
    id: string,
    fields: Partial<Omit<PurchaseRow, '_id'>> & { version: string },
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
