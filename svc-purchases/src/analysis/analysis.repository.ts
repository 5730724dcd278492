import { Injectable } from '@nestjs/common';
import { InjectDb } from '@agecheck/nest-common';
import { ObjectId, type Collection, type Db } from 'mongodb';
import { STORES_COLLECTION, type StoreDocument } from '../stores/stores.repository';

/** A store's position, when it has one. */
export type StorePosition = { latitude: number; longitude: number };

/** The stores' positions, read for the daily analysis's map. */
@Injectable()
export class AnalysisRepository {
  private readonly stores: Collection<StoreDocument>;

  constructor(@InjectDb() db: Db) {
    this.stores = db.collection<StoreDocument>(STORES_COLLECTION);
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
