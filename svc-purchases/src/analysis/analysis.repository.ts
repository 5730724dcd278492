import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Purchase } from '@agecheck/contracts';
import { InjectDb } from '@agecheck/nest-common';
import { ObjectId, type Collection, type Db, type Filter } from 'mongodb';
import { PURCHASES_COLLECTION } from '../purchases/purchases.repository';
import { STORES_COLLECTION, type StoreDocument } from '../stores/stores.repository';

/** What the analysis reads of a purchase. */
export type AnalysisPurchase = Pick<
  Purchase,
  | '_id'
  | 'userID'
  | 'date'
  | 'time'
  | 'vst'
  | 'name'
  | 'storeID'
  | 'type'
  | 'testType'
  | 'regulationsRespected'
  | 'specialReason'
  | 'delayed'
  | 'done'
>;

/** A store's position, when it has one. */
export type StorePosition = { latitude: number; longitude: number };

const PROJECTION = {
  _id: 1,
  userID: 1,
  date: 1,
  time: 1,
  vst: 1,
  name: 1,
  storeID: 1,
  type: 1,
  testType: 1,
  regulationsRespected: 1,
  specialReason: 1,
  delayed: 1,
  done: 1,
} as const;

/** The purchases of a day and the stores' positions, read for the daily analysis (indexed by date). */
@Injectable()
export class AnalysisRepository implements OnModuleInit {
  private readonly purchases: Collection<Purchase & { deletedAt?: Date }>;
  private readonly stores: Collection<StoreDocument>;

  constructor(@InjectDb() db: Db) {
    this.purchases = db.collection(PURCHASES_COLLECTION);
    this.stores = db.collection<StoreDocument>(STORES_COLLECTION);
  }

  async onModuleInit(): Promise<void> {
    await this.purchases.createIndex({ date: 1, userID: 1 });
  }

  /** The live purchases of a day, of every user or of one. */
  async purchasesOn(date: string, userID?: string): Promise<AnalysisPurchase[]> {
    const filter = { date, ...(userID ? { userID } : {}), deletedAt: { $exists: false } };
    return this.purchases
      .find(filter as Filter<Purchase & { deletedAt?: Date }>, { projection: PROJECTION })
      .toArray() as Promise<AnalysisPurchase[]>;
  }

  /** The positions of the stores named, by store id (stores without coordinates are missing). */
  async positionsOf(storeIDs: readonly string[]): Promise<Map<string, StorePosition>> {
    const ids = [...new Set(storeIDs)].filter((id) => ObjectId.isValid(id)).map((id) => new ObjectId(id));
    if (ids.length === 0) return new Map();
    const stores = await this.stores.find({ _id: { $in: ids } }, { projection: { geo: 1 } }).toArray();
    return new Map(
      stores.flatMap(({ _id, geo }) =>
        geo?.latitude !== undefined && geo.longitude !== undefined
          ? [[_id.toHexString(), { latitude: geo.latitude, longitude: geo.longitude }] as const]
          : [],
      ),
    );
  }
}
