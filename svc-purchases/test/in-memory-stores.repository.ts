import {
  isLocated,
  type Store,
  type StoreError,
  type StoreImportRow,
  type StoreType,
} from '@agecheck/contracts';
import type { Implementation } from '@agecheck/nest-common/testing';
import {
  STORE_EDIT_FIELDS,
  type StoreDoneCounters,
  type StoreEdit,
  type StoreOfEntry,
  type StorePosition,
  type StoresRepository,
} from '../src/stores/stores.repository';

/** The sheet's optional texts a store keeps when filled (as the MongoDB repository's OPTIONAL_FIELDS). */
const IMPORTED_TEXTS = [
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

/** The spamia type as the import's key reads it ('' for none). */
const spamiaKey = (spamia: unknown) => (typeof spamia === 'string' ? spamia : '');

const NEW_STORE_COUNTERS = {
  alkDone: 0,
  fullAlk: 0,
  tabakDone: 0,
  fullTabak: 0,
  mediaDone: 0,
  fullMedia: 0,
};

/**
 * Stores in memory, for unit tests of the services that read or write stores (the stores', the catalogue's,
 * the rounds', the purchases'): the same answers as the MongoDB repository (whose own behaviour the
 * integration tests cover), and the rounds' done counters it would have set.
 */
export class InMemoryStoresRepository implements Implementation<StoresRepository> {
  readonly stores = new Map<string, Store>();
  readonly errorsOf = new Map<string, StoreError[]>();
  /** The done counters set on a store (by any id, as the rounds give it). */
  readonly doneCounters = new Map<string, StoreDoneCounters>();
  /** The stores an entry can be made for (`storeOfEntry`), as an entry copies them. */
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
    return [...this.stores.values()].filter(
      (store) =>
        store.api === api && store.vst === vst && (spamia === undefined || store.spamia_type === spamia),
    );
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
    const taken = [...this.stores.values()].some(
      (store) =>
        store._id !== id &&
        store.api === existing.api &&
        store.spamia_type === existing.spamia_type &&
        store.vst === (fields.vst ?? existing.vst),
    );
    if (taken) return 'duplicate';
    const kept = { ...existing };
    for (const field of STORE_EDIT_FIELDS) delete kept[field as keyof Store];
    const updated = { ...kept, ...fields } as Store;
    this.stores.set(id, updated);
    return updated;
  }

  async countGeocoding(): Promise<{ stores: number; toGeocode: number }> {
    const all = [...this.stores.values()];
    return { stores: all.length, toGeocode: all.filter((store) => !isLocated(store)).length };
  }

  async findWithoutPosition(after: string | undefined, limit: number): Promise<Store[]> {
    return [...this.stores.values()]
      .filter((store) => !isLocated(store) && (after === undefined || store._id > after))
      .sort((a, b) => (a._id < b._id ? -1 : 1))
      .slice(0, limit);
  }

  async setPosition(id: string, latitude: number, longitude: number, label: string): Promise<boolean> {
    const store = this.stores.get(id);
    if (!store || isLocated(store)) return false;
    this.stores.set(id, {
      ...store,
      geo: { ...store.geo, latitude, longitude, place: { ...store.geo.place, formatted_address: label } },
    });
    return true;
  }

  async findAll(): Promise<Store[]> {
    return [...this.stores.values()];
  }

  /**
   * As the MongoDB repository: keyed by type, number and (for spamia) spamia type; the sheet's optional
   * texts only when filled; a row's coordinates go to `geo`; a new store without them has none, an existing
   * one keeps its own unless the row moves it to another address (then it loses them and the place's label).
   */
  async upsertStores(
    type: StoreType,
    rows: readonly StoreImportRow[],
  ): Promise<{ created: number; updated: number; storeIDs: string[] }> {
    let created = 0;
    const storeIDs = rows.map((row) => {
      const spamia = type === 'spamia' ? (row.spamia_type ?? null) : null;
      const existing = [...this.stores.values()].find(
        (store) =>
          store.api === type && store.vst === row.vst && spamiaKey(store.spamia_type) === spamiaKey(spamia),
      );
      const fields = {
        vst: row.vst,
        name: row.name,
        street: row.street,
        plz: row.plz,
        city: row.city,
        kanton: row.kanton,
        type,
        api: type,
        spamia_type: spamia,
        ...Object.fromEntries(IMPORTED_TEXTS.flatMap((field) => (row[field] ? [[field, row[field]]] : []))),
        ...(row.vl ? { vl: { name: row.vl } } : {}),
      };
      const position =
        row.latitude !== undefined && row.longitude !== undefined
          ? { latitude: row.latitude, longitude: row.longitude }
          : undefined;
      if (existing) {
        const moved =
          existing.street !== row.street || existing.plz !== row.plz || existing.city !== row.city;
        const { latitude: _latitude, longitude: _longitude, place, ...geo } = existing.geo;
        const { formatted_address: _label, ...keptPlace } = place ?? {};
        const unpositioned = { ...geo, ...(place ? { place: keptPlace } : {}) };
        const kept = position ? { ...existing.geo, ...position } : moved ? unpositioned : existing.geo;
        this.stores.set(existing._id, { ...existing, ...fields, geo: kept } as Store);
        return existing._id;
      }
      created += 1;
      const _id = (this.stores.size + 1).toString(16).padStart(24, 'e');
      this.stores.set(_id, { _id, ...fields, geo: position ?? {}, ...NEW_STORE_COUNTERS } as Store);
      return _id;
    });
    return { created, updated: rows.length - created, storeIDs };
  }

  async storeOfEntry(storeID: string): Promise<StoreOfEntry | undefined> {
    return this.entryStores.get(storeID);
  }

  async setDoneCounters(storeID: string, counters: StoreDoneCounters): Promise<void> {
    this.doneCounters.set(storeID, counters);
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
