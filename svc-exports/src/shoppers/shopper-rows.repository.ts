import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDb } from '@agecheck/nest-common';
import type { Collection, Db } from 'mongodb';
import { upsertIfNewer } from '../read-models/newer-wins';
import type { ShopperRow } from './shopper-row';

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

  /** Applies the change only when it is newer than what is stored (a repeated or late event changes nothing). */
  upsertIfNewer(id: string, fields: Partial<Omit<ShopperRow, '_id'>> & { version: string }): Promise<void> {
    return upsertIfNewer(this.rows, id, fields);
  }
}
