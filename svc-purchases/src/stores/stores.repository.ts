import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import {
  NEW_STORE_COUNTERS,
  STORE_SEARCH_LIMIT,
  type Store,
  type StoreError,
  type StoreImportRow,
  type StoreType,
  type StoredSprintEntry,
} from '@agecheck/contracts';
import { InjectDb, isDuplicateKey, runOnce, writeAll } from '@agecheck/nest-common';
import { ObjectId, type Collection, type Db, type Document, type Filter } from 'mongodb';

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

/** A store's position, when it has one. */
export type StorePosition = { latitude: number; longitude: number };

/** The done counters of a store: the sums over its entries in active rounds (decision 0016). */
export type StoreDoneCounters = { alkDone: number; tabakDone: number; mediaDone: number };

/** What a round entry copies of a store when the entry is made (decision 0016). */
export type StoreOfEntry = Pick<StoredSprintEntry, 'type' | 'vst' | 'store'>;

/** What `storeOfEntry` reads of a store. */
type EntryStoreFields = {
  type?: StoredSprintEntry['type'];
  vst?: string;
  name?: string;
  street?: string;
  plz?: string;
  city?: string;
  geo?: { latitude: number; longitude: number };
};

/** The optional text fields of a store the workbook may give. */
const OPTIONAL_FIELDS = [
  'vkg',
  'shopName',
  'art',
  'format',
  'quartal',
  'region',
  'location',
  'nvl',
  'vre',
] as const;

/**
 * The fields a row of the store import sets on the store of its number (the store type as `type` and `api`, a
 * Migros cooperative for a spamia store only, the optional texts the row gives, its sales region): the MongoDB
 * repository's import writes them, and its in-memory stand-in the same.
 */
export function importedStoreFields(type: StoreType, row: StoreImportRow) {
  return {
    vst: row.vst,
    name: row.name,
    street: row.street,
    plz: row.plz,
    city: row.city,
    kanton: row.kanton,
    type,
    api: type,
    spamia_type: type === 'spamia' ? (row.spamia_type ?? null) : null,
    ...Object.fromEntries(OPTIONAL_FIELDS.flatMap((field) => (row[field] ? [[field, row[field]]] : []))),
    ...(row.vl ? { vl: { name: row.vl } } : {}),
  };
}

/** What a store moved to another address without coordinates loses, so that the geocoding finds it. */
const UNPOSITIONED = { 'geo.latitude': '', 'geo.longitude': '', 'geo.place.formatted_address': '' };

const keyText = (vst: string, spamia: unknown) => `${vst}\u0000${typeof spamia === 'string' ? spamia : ''}`;

function toStore({ _id, errors: _errors, ...rest }: StoreDocument): Store {
  return { _id: _id.toHexString(), ...rest };
}

/**
 * Stores in MongoDB (FerretDB), the one repository of the stores collection: the back office's edits, the
 * geocoding, the store import's writes (decision 0025), the rounds' done counters and copies of a store, the
 * analysis's positions.
 */
@Injectable()
export class StoresRepository implements OnModuleInit {
  private readonly logger = new Logger(StoresRepository.name);
  private readonly stores: Collection<StoreDocument>;
  /**
   * The same collection untyped: the import writes a workbook's fields as they come, and the rounds' counters
   * name a store by the id their entries hold (a string where it is no ObjectId).
   */
  private readonly documents: Collection<Document>;

  constructor(@InjectDb() private readonly db: Db) {
    this.stores = db.collection<StoreDocument>(STORES_COLLECTION);
    this.documents = this.stores as unknown as Collection<Document>;
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

  /**
   * Adds a failed test to a store's errors, once per purchase. `$nor`, not `$ne`: FerretDB 1.x matches
   * `'errors.purchaseID': { $ne: id }` when any one error is of another purchase, so a repeated event added
   * the purchase again to a store with two errors.
   */
  async addError(storeID: string, error: StoreError): Promise<void> {
    if (!ObjectId.isValid(storeID)) return;
    await this.stores.updateOne(
      { _id: new ObjectId(storeID), $nor: [{ 'errors.purchaseID': error.purchaseID }] },
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
  /**
   * Changes the edited fields of a store; undefined when there is no such store, 'duplicate' when another
   * store of the type has the number (the unique index).
   */
  async update(id: string, fields: StoreEdit): Promise<Store | 'duplicate' | undefined> {
    if (!ObjectId.isValid(id)) return undefined;
    const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const unset = Object.fromEntries(
      STORE_EDIT_FIELDS.filter((field) => fields[field] === undefined).map((field) => [field, '' as const]),
    );
    const document = await this.stores
      .findOneAndUpdate(
        { _id: new ObjectId(id) },
        { $set: set, ...(Object.keys(unset).length ? { $unset: unset } : {}) },
        { returnDocument: 'after' },
      )
      .catch((error: unknown) => {
        if (isDuplicateKey(error)) return 'duplicate' as const;
        throw error;
      });
    if (document === 'duplicate') return document;
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

  /**
   * Writes a batch of stores; answers how many were new and each row's store id, in the rows' order.
   * Existing stores are found once per batch and written by `_id`, new ones inserted with their id: FerretDB
   * reads every store for any filter but `_id` (decision 0015), so a filtered upsert per row would read the
   * whole collection a hundred times a batch. Keyed by type and number (a Migros store by its cooperative too);
   * the unique index refuses a store another import inserted meanwhile, and the batch is written again over it.
   */
  async upsertStores(
    type: StoreType,
    rows: readonly StoreImportRow[],
  ): Promise<{ created: number; updated: number; storeIDs: string[] }> {
    try {
      return await this.writeStores(type, rows);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return this.writeStores(type, rows);
    }
  }

  /**
   * A row without coordinates leaves the store for the geocoding (decision 0029: a store without latitude is
   * geocoded): a new store has none, an existing one keeps its own unless the sheet moves it to another
   * address, where it loses them (and the place the geocoding had found for them).
   */
  private async writeStores(
    type: StoreType,
    rows: readonly StoreImportRow[],
  ): Promise<{ created: number; updated: number; storeIDs: string[] }> {
    const projection = { _id: 1, vst: 1, spamia_type: 1, street: 1, plz: 1, city: 1 };
    const vsts = rows.map((row) => row.vst);
    const before = await this.documents.find({ api: type, vst: { $in: vsts } }, { projection }).toArray();
    const storedOf = new Map(before.map((store) => [keyText(store.vst as string, store.spamia_type), store]));
    const fieldsOf = (row: StoreImportRow) => importedStoreFields(type, row);
    const updates: { _id: ObjectId; fields: Document; unset?: Document }[] = [];
    const inserts: Document[] = [];
    const storeIDs: string[] = [];
    let created = 0;
    for (const row of rows) {
      const key = keyText(row.vst, type === 'spamia' ? row.spamia_type : null);
      const existing = storedOf.get(key);
      const positioned = row.latitude !== undefined && row.longitude !== undefined;
      if (existing) {
        const _id = existing._id as ObjectId;
        const moved =
          existing.street !== row.street || existing.plz !== row.plz || existing.city !== row.city;
        updates.push({
          _id,
          fields: {
            ...fieldsOf(row),
            ...(positioned ? { 'geo.latitude': row.latitude, 'geo.longitude': row.longitude } : {}),
          },
          ...(!positioned && moved ? { unset: UNPOSITIONED } : {}),
        });
        storeIDs.push(_id.toHexString());
      } else {
        const _id = new ObjectId();
        storedOf.set(key, { _id });
        created += 1;
        inserts.push({
          _id,
          ...fieldsOf(row),
          geo: positioned ? { latitude: row.latitude, longitude: row.longitude } : {},
          ...NEW_STORE_COUNTERS,
        });
        storeIDs.push(_id.toHexString());
      }
    }
    await writeAll(this.documents, inserts, updates);
    return { created, updated: rows.length - created, storeIDs };
  }

  /** What an entry copies of a store, or undefined when there is no such store. */
  async storeOfEntry(storeID: string): Promise<StoreOfEntry | undefined> {
    if (!ObjectId.isValid(storeID)) return undefined;
    const store = await this.stores.findOne<EntryStoreFields>({ _id: new ObjectId(storeID) });
    if (!store?.type || store.vst === undefined) return undefined;
    return {
      type: store.type,
      vst: store.vst,
      store: {
        name: store.name ?? '',
        street: store.street ?? '',
        plz: store.plz ?? '',
        city: store.city ?? '',
        ...(store.geo ? { latitude: store.geo.latitude, longitude: store.geo.longitude } : {}),
      },
    };
  }

  /**
   * Sets the store's done counters (the sums over its entries in active rounds). Set, not incremented: what
   * the entries hold is the one source, so a repeated event or an interrupted one leaves the store right.
   */
  async setDoneCounters(storeID: string, counters: StoreDoneCounters): Promise<void> {
    const _id = ObjectId.isValid(storeID) ? new ObjectId(storeID) : storeID;
    await this.documents.updateOne({ _id } as Filter<Document>, { $set: counters });
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
