import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  queryWords,
  searchKeyOf,
  storeSearchPage,
  STORE_SEARCH_LIMIT,
  type Store,
  type StoreError,
  type StoreSearchKey,
  type StoreType,
} from '@agecheck/contracts';
import { InjectDb } from '@agecheck/nest-common';
import { ObjectId, type Collection, type Db, type Filter } from 'mongodb';

export const STORES_COLLECTION = 'stores';
/** The store search's index (`storeSearchIndex` of the contracts), written with the stores. */
export const STORE_SEARCH_COLLECTION = 'storeSearch';

/** A stored store: the store and its errors (failed tests). */
export type StoreDocument = Omit<Store, '_id'> & {
  _id: ObjectId;
  errors?: StoreError[];
};

function toStore({ _id, errors: _errors, ...rest }: StoreDocument): Store {
  return { _id: _id.toHexString(), ...rest };
}

/** Stores in MongoDB (FerretDB). Written by the demo data now and the store import of a later issue. */
@Injectable()
export class StoresRepository implements OnModuleInit {
  private readonly stores: Collection<StoreDocument>;
  private readonly searchIndex: Collection<StoreSearchKey>;

  constructor(@InjectDb() db: Db) {
    this.stores = db.collection<StoreDocument>(STORES_COLLECTION);
    this.searchIndex = db.collection<StoreSearchKey>(STORE_SEARCH_COLLECTION);
  }

  async onModuleInit(): Promise<void> {
    await this.stores.createIndex({ api: 1, vst: 1 });
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

  /**
   * One page of the stores having, for every word of the query, a word that starts with it; by name. Reads
   * one index document per query word and the page's stores, each by its id (decision 0015).
   */
  async search(query: string, page: number): Promise<Store[]> {
    const words = queryWords(query);
    if (words.length === 0) return [];
    const keys = await Promise.all(
      [...new Set(words.map(searchKeyOf))].map((key) => this.searchIndex.findOne({ _id: key })),
    );
    const entries = new Map(keys.flatMap((key) => (key ? [[key._id, key.entries] as const] : [])));
    const ids = storeSearchPage(words, entries, page, STORE_SEARCH_LIMIT);
    const stores = await Promise.all(ids.map((id) => this.findById(id)));
    return stores.filter((store): store is Store => store !== undefined);
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

  /** Every store (for the near-stores snapshot). */
  async findAll(): Promise<Store[]> {
    return (await this.stores.find().toArray()).map(toStore);
  }
}
