import { Injectable } from '@nestjs/common';
import {
  NO_SPAMIA,
  openingStatus,
  queryWords,
  STORE_SEARCH_LIMIT,
  TEST_TYPES,
  type NearStore,
  type NearStoresParams,
  type Store,
  type StoreErrorsAnswer,
  type StoreLookupAnswer,
  type StoreLookupParams,
  type StoreSearch,
} from '@agecheck/contracts';
import { Clock } from '@agecheck/nest-common';
import { StoreException } from './stores.exception';
import { nearestStores } from './nearest-stores';
import { storeSearchPage } from './store-search';
import { StoreSnapshot } from './store-snapshot';
import { StoresRepository } from './stores.repository';

/** Distances are answered in km to 10 m. */
const roundKm = (km: number) => Math.round(km * 100) / 100;

/** Use cases of stores for the field app: lookup by id and number, search, errors and the nearest stores. */
@Injectable()
export class StoresService {
  constructor(
    private readonly repository: StoresRepository,
    private readonly snapshot: StoreSnapshot,
    private readonly clock: Clock,
  ) {}

  async get(id: string): Promise<Store> {
    const store = await this.repository.findById(id);
    if (!store) throw new StoreException('STORE_NOT_FOUND');
    return store;
  }

  /** field-app spec, section 5, "Store lookup": zero hits 'purchase.find.notfound', several 'purchase.find.multi'. */
  async lookup({ api, spamia, vst }: StoreLookupParams): Promise<StoreLookupAnswer> {
    const stores = await this.repository.findByVst(api, spamia === NO_SPAMIA ? undefined : spamia, vst);
    if (stores.length === 0) throw new StoreException('STORE_NOT_FOUND');
    return stores.length === 1 ? { stores } : { stores, message: 'purchase.find.multi' };
  }

  /** The store's failed tests, newest first, and the test types among them (field-app spec, section 4, alkOverride). */
  async errors(id: string): Promise<StoreErrorsAnswer> {
    const errors = await this.repository.findErrors(id);
    if (!errors) throw new StoreException('STORE_NOT_FOUND');
    const sorted = [...errors].sort((a, b) => b.date.localeCompare(a.date));
    const testTypes = TEST_TYPES.filter((type) => errors.some((error) => error.testType === type));
    return { storeID: id, testTypes, errors: sorted };
  }

  /** One page of the stores found by every word of the query, by name (field-app spec, section 7, "/search"). */
  async search({ query, page }: StoreSearch): Promise<Store[]> {
    return storeSearchPage(await this.snapshot.searchable(), queryWords(query), page, STORE_SEARCH_LIMIT);
  }

  /** The `limit` stores of a type nearest to a position, nearest first, with distance and opening status. */
  async near({ storeType, lat, lng }: NearStoresParams, limit: number): Promise<NearStore[]> {
    const stores = await this.snapshot.storesOf(storeType);
    const now = this.clock.now();
    return nearestStores(stores, { latitude: lat, longitude: lng }, limit).map(({ store, distance }) => ({
      ...store,
      geo: { ...store.geo, distance: roundKm(distance) },
      opening: openingStatus(store.geo.place?.opening_hours?.periods, now),
    }));
  }
}
