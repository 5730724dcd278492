import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDb } from '@agecheck/nest-common';
import type { Collection, Db } from 'mongodb';
import { upsertIfNewer } from '../read-models/newer-wins';
import type { PurchaseRow } from './purchase-row';

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

  /** How many purchases (not deleted) were made between the two days (`yyyy-MM-dd`, both included). */
  countInRange(start: string, end: string): Promise<number> {
    return this.rows.countDocuments({ date: { $gte: start, $lte: end }, deleted: false });
  }

  /** The purchases between the two days, oldest first, read in batches (an export of 100 000 never holds them all). */
  inRange(start: string, end: string): AsyncIterable<PurchaseRow> {
    return this.rows
      .find({ date: { $gte: start, $lte: end }, deleted: false })
      .sort({ date: 1, time: 1, _id: 1 })
      .batchSize(1000);
  }

  /** A purchase that is not deleted. */
  findById(id: string): Promise<PurchaseRow | null> {
    return this.rows.findOne({ _id: id, deleted: false });
  }

  /** Applies the change only when it is newer than what is stored (a repeated or late event changes nothing). */
  upsertIfNewer(id: string, fields: Partial<Omit<PurchaseRow, '_id'>> & { version: string }): Promise<void> {
    return upsertIfNewer(this.rows, id, fields);
  }
}
