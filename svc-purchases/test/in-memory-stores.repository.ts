import {
  isLocated,
  NEW_STORE_COUNTERS,
  STORE_SEARCH_LIMIT,
  type Store,
  type StoreError,
  type StoreImportRow,
  type StoreType,
} from '@agecheck/contracts';
import { databaseOrder, type Implementation } from '@agecheck/nest-common/testing';
import {
  importedStoreFields,
  STORE_EDIT_FIELDS,
  type StoreDoneCounters,
  type StoreEdit,
  type StoreOfEntry,
  type StorePosition,
  type StoresRepository,
} from '../src/stores/stores.repository';

/** A store without a position, as the geocoding and the import tell it (no latitude). */
const withoutPosition = (store: Store) => store.geo.latitude === undefined;

/**
 * Stores in memory, for unit tests of the services that read or write stores (the stores', the catalogue's,
 * the rounds', the purchases'): the same answers as the MongoDB repository (stores.repository.int-spec.ts
 * checks them against each other), and the rounds' done counters it would have set.
 */
export class InMemoryStoresRepository implements Implementation<StoresRepository> {
  readonly stores = new Map<string, Store>();
  readonly errorsOf = new Map<string, StoreError[]>();
  /** The done counters set on a store (by any id, as the rounds give it). */
  readonly doneCounters = new Map<string, StoreDoneCounters>();
  /**
   * What an entry copies of a store the test does not add (`storeOfEntry`); a store added answers from its
   * own fields, as the MongoDB repository's.
   */
  readonly entryStores = new Map<string, StoreOfEntry>();

  async onModuleInit(): Promise<void> {}

  add(...stores: Store[]): this {
    for (const store of stores) this.stores.set(store._id, store);
    return this;
  }

  async findById(id: string): Promise<Store | undefined> {
    return this.stores.get(id);
  }

  async findByVst(api: StoreType, spamia: string | undefined, vst: string): Promise<Store[]> {
    return [...this.stores.values()]
      .filter(
        (store) =>
          store.api === api && store.vst === vst && (spamia === undefined || store.spamia_type === spamia),
      )
      .sort((a, b) => databaseOrder(a.name, b.name))
      .slice(0, STORE_SEARCH_LIMIT);
  }

  async findErrors(id: string): Promise<StoreError[] | undefined> {
    return this.stores.has(id) ? (this.errorsOf.get(id) ?? []) : undefined;
  }

  async addError(storeID: string, error: StoreError): Promise<void> {
    const errors = this.errorsOf.get(storeID) ?? [];
    if (this.stores.has(storeID) && !errors.some((known) => known.purchaseID === error.purchaseID))
      this.errorsOf.set(storeID, [...errors, error]);
  }

  async removeError(storeID: string, purchaseID: string): Promise<void> {
    const errors = this.errorsOf.get(storeID) ?? [];
    this.errorsOf.set(
      storeID,
      errors.filter((error) => error.purchaseID !== purchaseID),
    );
  }

  async update(id: string, fields: StoreEdit): Promise<Store | 'duplicate' | undefined> {
    const existing = this.stores.get(id);
    if (!existing) return undefined;
    // the unique key of the edited store: its type, number and cooperative as the edit leaves them
    const taken = [...this.stores.values()].some(
      (store) =>
        store._id !== id &&
        store.api === fields.api &&
        (store.spamia_type ?? null) === (fields.spamia_type ?? null) &&
        store.vst === fields.vst,
    );
    if (taken) return 'duplicate';
    const kept = { ...existing };
    for (const field of STORE_EDIT_FIELDS) delete kept[field as keyof Store];
    const set = Object.entries(fields).filter(([, value]) => value !== undefined);
    const updated = { ...kept, ...Object.fromEntries(set) } as Store;
    this.stores.set(id, updated);
    return updated;
  }

  async countGeocoding(): Promise<{ stores: number; toGeocode: number }> {
    const all = [...this.stores.values()];
    return { stores: all.length, toGeocode: all.filter(withoutPosition).length };
  }

  async findWithoutPosition(after: string | undefined, limit: number): Promise<Store[]> {
    return [...this.stores.values()]
      .filter((store) => withoutPosition(store) && (after === undefined || store._id > after))
      .sort((a, b) => (a._id < b._id ? -1 : 1))
      .slice(0, limit);
  }

  async setPosition(id: string, latitude: number, longitude: number, label: string): Promise<boolean> {
    const store = this.stores.get(id);
    if (!store || !withoutPosition(store)) return false;
    this.stores.set(id, {
      ...store,
      geo: { ...store.geo, latitude, longitude, place: { ...store.geo.place, formatted_address: label } },
    });
    return true;
  }

  async findAll(): Promise<Store[]> {
    return [...this.stores.values()];
  }

  /** As the MongoDB repository's: keyed by type, number and (Migros) cooperative; see its comments. */
  async upsertStores(
    type: StoreType,
    rows: readonly StoreImportRow[],
  ): Promise<{ created: number; updated: number; storeIDs: string[] }> {
    let created = 0;
    const storeIDs = rows.map((row) => {
      const fields = importedStoreFields(type, row);
      const existing = [...this.stores.values()].find(
        (store) =>
          store.api === type && store.vst === row.vst && (store.spamia_type ?? null) === fields.spamia_type,
      );
      const positioned = row.latitude !== undefined && row.longitude !== undefined;
      const position = positioned ? { latitude: row.latitude, longitude: row.longitude } : {};
      if (!existing) {
        created += 1;
        const _id = (this.stores.size + 1).toString(16).padStart(24, 'e');
        this.stores.set(_id, { _id, ...fields, geo: position, ...NEW_STORE_COUNTERS } as Store);
        return _id;
      }
      const moved = existing.street !== row.street || existing.plz !== row.plz || existing.city !== row.city;
      let geo = { ...existing.geo, ...position };
      if (!positioned && moved) {
        // a store moved without coordinates loses them and the address the geocoding found for them
        const { latitude: _latitude, longitude: _longitude, place, ...rest } = existing.geo;
        const { formatted_address: _address, ...keptPlace } = place ?? {};
        geo = { ...rest, ...(place ? { place: keptPlace } : {}) };
      }
      this.stores.set(existing._id, { ...existing, ...fields, geo } as Store);
      return existing._id;
    });
    return { created, updated: rows.length - created, storeIDs };
  }

  async storeOfEntry(storeID: string): Promise<StoreOfEntry | undefined> {
    const store = this.stores.get(storeID);
    if (!store) return this.entryStores.get(storeID);
    return {
      type: store.type,
      vst: store.vst,
      store: {
        name: store.name,
        street: store.street,
        plz: store.plz,
        city: store.city,
        ...(isLocated(store) ? { latitude: store.geo.latitude, longitude: store.geo.longitude } : {}),
      },
    };
  }

  async setDoneCounters(storeID: string, counters: StoreDoneCounters): Promise<void> {
    this.doneCounters.set(storeID, counters);
    const store = this.stores.get(storeID);
    if (store) this.stores.set(storeID, { ...store, ...counters });
  }

  async positionsOf(storeIDs: readonly string[]): Promise<Map<string, StorePosition>> {
    return new Map(
      storeIDs.flatMap((id) => {
        const store = this.stores.get(id);
        return store && isLocated(store)
          ? [[id, { latitude: store.geo.latitude, longitude: store.geo.longitude }] as const]
          : [];
      }),
    );
  }
}
