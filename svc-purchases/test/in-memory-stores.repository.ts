import { isLocated, type Store, type StoreError, type StoreType } from '@agecheck/contracts';
import type { Implementation } from '@agecheck/nest-common/testing';
import { STORE_EDIT_FIELDS, type StoreEdit, type StoresRepository } from '../src/stores/stores.repository';

/**
 * Stores in memory, for unit tests of the stores and catalogue services: the same answers as the MongoDB
 * repository (whose own behaviour the integration tests cover),.
 */
export class InMemoryStoresRepository implements Implementation<StoresRepository> {
  readonly stores = new Map<string, Store>();
  readonly errorsOf = new Map<string, StoreError[]>();

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

  async update(id: string, fields: StoreEdit): Promise<Store | undefined> {
    const existing = this.stores.get(id);
    if (!existing) return undefined;
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
}
