import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { STORE_SEARCH_LIMIT, type Store, type StoreError, type StoreType } from '@agecheck/contracts';
import { InjectDb, runOnce } from '@agecheck/nest-common';
import { ObjectId, type Collection, type Db, type Filter } from 'mongodb';

export const STORES_COLLECTION = 'stores';

/** A stored store: the store and its errors (failed tests). */
export type StoreDocument = Omit<Store, '_id'> & {
  _id: ObjectId;
  errors?: StoreError[];
};

/**
 * A store is one by its type and number, a Migros store by its cooperative too (decision 0025): a unique
 * index, so that two imports writing the same store at once cannot both insert it. `spamia_type` is null
 * outside Migros and must be stored so: FerretDB's SQLite index does not compare a missing field.
 */
export const STORE_KEY = { api: 1, vst: 1, spamia_type: 1 } as const;

/** A store the geocoding has to find: it has no latitude. */
const WITHOUT_POSITION = { 'geo.latitude': { $exists: false } } as const;

/** The fields of a store the back office edits (`PUT api/stores/{id}`). */
export const STORE_EDIT_FIELDS = [
  'vst',
  'name',
  'shopName',
  'vkg',
  'art',
  'format',
  'street',
  'plz',
  'city',
  'kanton',
  'quartal',
  'region',
  'location',
  'nvl',
  'vre',
  'type',
  'api',
  'spamia_type',
  'geo',
] as const satisfies ReadonlyArray<keyof Store>;
export type StoreEdit = Pick<Store, (typeof STORE_EDIT_FIELDS)[number]>;

function toStore({ _id, errors: _errors, ...rest }: StoreDocument): Store {
  return { _id: _id.toHexString(), ...rest };
}

/** Stores in MongoDB (FerretDB). Written by the demo data now and the store import of a later issue. */
@Injectable()
export class StoresRepository implements OnModuleInit {
  private readonly logger = new Logger(StoresRepository.name);
  private readonly stores: Collection<StoreDocument>;

  constructor(@InjectDb() private readonly db: Db) {
    this.stores = db.collection<StoreDocument>(STORES_COLLECTION);
  }

  async onModuleInit(): Promise<void> {
    // the unique index compares spamia_type only where it is stored (null outside Migros)
    await runOnce(this.db, 'stores.spamiaTypeNull', async () => {
      await this.stores.updateMany({ spamia_type: { $exists: false } } as Filter<StoreDocument>, {
        $set: { spamia_type: null },
      });
    });
    try {
      await this.stores.createIndex(STORE_KEY, { unique: true });
    } catch (error) {
      // stores written twice before the index existed: the service runs, the duplicates wait for an admin
      this.logger.error(
        `stores are not unique by type and number, so the index that keeps them so is missing: ${String(error)}`,
      );
      await this.stores.createIndex({ api: 1, vst: 1 });
    }
  }

  async findById(id: string): Promise<Store | undefined> {
    if (!ObjectId.isValid(id)) return undefined;
    const document = await this.stores.findOne({ _id: new ObjectId(id) });
    return document ? toStore(document) : undefined;
  }

  /** The stores of a lookup type with this number; `spamia` undefined matches every Migros cooperative. */
  async findByVst(api: StoreType, spamia: string | undefined, vst: string): Promise<Store[]> {
    const filter: Filter<StoreDocument> = { api, vst };
    if (spamia !== undefined) filter.spamia_type = spamia;
    const documents = await this.stores.find(filter).sort({ name: 1 }).limit(STORE_SEARCH_LIMIT).toArray();
    return documents.map(toStore);
  }

  /** The errors of a store, or undefined when there is no such store. */
  async findErrors(id: string): Promise<StoreError[] | undefined> {
    if (!ObjectId.isValid(id)) return undefined;
    const document = await this.stores.findOne({ _id: new ObjectId(id) }, { projection: { errors: 1 } });
    return document ? (document.errors ?? []) : undefined;
  }

  /** Adds a failed test to a store's errors, once per purchase. */
  async addError(storeID: string, error: StoreError): Promise<void> {
    if (!ObjectId.isValid(storeID)) return;
    await this.stores.updateOne(
      { _id: new ObjectId(storeID), 'errors.purchaseID': { $ne: error.purchaseID } },
      { $push: { errors: error } },
    );
  }

  /**
   * Takes a purchase's error off a store. The errors are pulled as they are stored: FerretDB's `$pull`
   * removes only elements equal to the value given, and takes no condition such as `{ purchaseID }`.
   */
  async removeError(storeID: string, purchaseID: string): Promise<void> {
    const errors = (await this.findErrors(storeID))?.filter((error) => error.purchaseID === purchaseID);
    if (errors?.length) await this.stores.updateOne({ _id: new ObjectId(storeID) }, { $pullAll: { errors } });
  }

  /**
   * Writes the edited fields of a store (the back office's edit): the fields given are set, the editable
   * ones left out are removed; counters and errors stay. Answers the store as saved, or undefined when
   * there is no such store.
   */
  async update(id: string, fields: StoreEdit): Promise<Store | undefined> {
    if (!ObjectId.isValid(id)) return undefined;
    const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const unset = Object.fromEntries(
      STORE_EDIT_FIELDS.filter((field) => fields[field] === undefined).map((field) => [field, '' as const]),
    );
    const document = await this.stores.findOneAndUpdate(
      { _id: new ObjectId(id) },
      { $set: set, ...(Object.keys(unset).length ? { $unset: unset } : {}) },
      { returnDocument: 'after' },
    );
    return document ? toStore(document) : undefined;
  }

  /** How many stores there are, and how many of them lack coordinates (the geocoding's counters). */
  async countGeocoding(): Promise<{ stores: number; toGeocode: number }> {
    const [stores, toGeocode] = await Promise.all([
      this.stores.countDocuments(),
      this.stores.countDocuments(WITHOUT_POSITION),
    ]);
    return { stores, toGeocode };
  }

  /** Stores without coordinates after the id `after`, by id: the next batch of the geocoding. */
  async findWithoutPosition(after: string | undefined, limit: number): Promise<Store[]> {
    const filter: Filter<StoreDocument> =
      after && ObjectId.isValid(after)
        ? { ...WITHOUT_POSITION, _id: { $gt: new ObjectId(after) } }
        : WITHOUT_POSITION;
    return (await this.stores.find(filter).sort({ _id: 1 }).limit(limit).toArray()).map(toStore);
  }

  /**
   * Gives a store the position the geocoding found, only while it has none (an edit in between wins, and a
   * batch sent twice writes once). Answers whether it was written.
   */
  async setPosition(id: string, latitude: number, longitude: number, label: string): Promise<boolean> {
    if (!ObjectId.isValid(id)) return false;
    const result = await this.stores.updateOne(
      { _id: new ObjectId(id), ...WITHOUT_POSITION },
      {
        $set: { 'geo.latitude': latitude, 'geo.longitude': longitude, 'geo.place.formatted_address': label },
      },
    );
    return result.modifiedCount === 1;
  }

  /** Every store (for the snapshot of the near-stores query and the search). */
  async findAll(): Promise<Store[]> {
    return (await this.stores.find().toArray()).map(toStore);
  }
}
