import { Injectable } from '@nestjs/common';
import {
  distanceKm,
  geoOfUpdate,
  NO_SPAMIA,
  openingStatus,
  queryWords,
  STORE_PAGE_SIZE,
  STORE_SEARCH_LIMIT,
  TEST_TYPES,
  type LatLng,
  type ReplyOf,
  type RequestOf,
  type NearStore,
  type NearStoresParams,
  type Store,
  type StoreErrorsAnswer,
  type StoreLookupAnswer,
  type StoreLookupParams,
  type StorePage,
  type StoreSearch,
  type StoreUpdate,
} from '@agecheck/contracts';
import { Clock } from '@agecheck/nest-common';
import { StoreException } from './stores.exception';
import { nearestStores } from './nearest-stores';
import { storeSearchPage } from './store-search';
import { StoreSnapshot } from './store-snapshot';
import { StoresRepository } from './stores.repository';

/** Distances are answered in km to 10 m. */
const roundKm = (km: number) => Math.round(km * 100) / 100;

/**
 * Use cases of stores: for the field app lookup by id and number, search, errors and the nearest stores; for
 * the back office the list, the search by type or open by position, and the edit.
 */
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

  /**
   * One page of a search: the stores found by every word of the query and of the store type asked, by name
   * (field-app spec, section 7, "/search"; back-office spec, section 7, "{query, api}"), or the stores open
   * now nearest to a position (back-office spec, section 7, "{geo:true}").
   */
  async search({ query, api, geo, lat, lng, page }: StoreSearch): Promise<Store[]> {
    if (geo && lat !== undefined && lng !== undefined)
      return this.openNear({ latitude: lat, longitude: lng }, page);
    return storeSearchPage(
      await this.snapshot.searchable(),
      { words: queryWords(query ?? ''), api },
      page,
      STORE_SEARCH_LIMIT,
    );
  }

  private async openNear(position: LatLng, page: number): Promise<Store[]> {
    const now = this.clock.now();
    const open = (await this.snapshot.located())
      .filter((store) => openingStatus(store.geo.place?.opening_hours?.periods, now).open)
      .map((store) => ({ store, distance: distanceKm(position, store.geo) }))
      .sort((a, b) => a.distance - b.distance);
    const skip = (page - 1) * STORE_SEARCH_LIMIT;
    return open.slice(skip, skip + STORE_SEARCH_LIMIT).map(({ store }) => store);
  }

  /** A page of every store by name (back-office spec, section 7, `GET api/stores/`, `/page/{n}`). */
  async list(page: number): Promise<StorePage> {
    const all = await this.snapshot.searchable();
    const skip = (page - 1) * STORE_PAGE_SIZE;
    return {
      items: all.slice(skip, skip + STORE_PAGE_SIZE).map(({ store }) => store),
      total: all.length,
      page,
      pageSize: STORE_PAGE_SIZE,
    };
  }

  /**
   * Saves the back office's edit of a store (`PUT api/stores/{id}`); without coordinates they come from the
   * chosen place (back-office spec, section 5). The counters and the errors stay as they are.
   */
  async update(id: string, { chosenPlace, geo, ...fields }: StoreUpdate): Promise<Store> {
    const updated = await this.repository.update(id, { ...fields, geo: geoOfUpdate({ geo, chosenPlace }) });
    if (updated === 'duplicate') throw new StoreException('STORE_DUPLICATE');
    if (!updated) throw new StoreException('STORE_NOT_FOUND');
    this.snapshot.invalidate();
    return updated;
  }

  /** The geocoding's counters: the stores, and those without coordinates (over NATS, for svc-exports). */
  geocodingCounts(): Promise<ReplyOf<'stores.geocoding.counts'>> {
    return this.repository.countGeocoding();
  }

  /** The geocoding's next batch of stores without coordinates (over NATS, for svc-exports). */
  async pendingGeocoding({
    after,
    limit,
  }: RequestOf<'stores.geocoding.pending'>): Promise<ReplyOf<'stores.geocoding.pending'>> {
    const batch = await this.repository.findWithoutPosition(after, limit);
    return {
      batch: batch.map(({ _id, vst, name, street, plz, city }) => ({ _id, vst, name, street, plz, city })),
    };
  }

  /** Writes the positions the geocoding found where the stores still have none. */
  async writePositions({
    positions,
  }: RequestOf<'stores.geocoding.positions'>): Promise<ReplyOf<'stores.geocoding.positions'>> {
    let written = 0;
    for (const { storeID, latitude, longitude, label } of positions)
      if (await this.repository.setPosition(storeID, latitude, longitude, label)) written += 1;
    if (written > 0) this.snapshot.invalidate();
    return { written };
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
