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

  async upsertStores(
    type: StoreType,
    rows: readonly StoreImportRow[],
  ): Promise<{ created: number; updated: number; storeIDs: string[] }> {
    let created = 0;
    const storeIDs = rows.map((row) => {
      const spamia = type === 'spamia' ? (row.spamia_type ?? null) : null;
      const existing = [...this.stores.values()].find(
        (store) => store.api === type && store.vst === row.vst && (store.spamia_type ?? null) === spamia,
      );
      const _id = existing?._id ?? (this.stores.size + 1).toString(16).padStart(24, 'e');
      if (!existing) created += 1;
      this.stores.set(_id, { ...existing, ...row, _id, type, api: type, spamia_type: spamia } as Store);
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
