import { Injectable } from '@nestjs/common';
import type { ReplyOf, RequestOf } from '@agecheck/contracts';
import { RequestClient } from '@agecheck/nest-common';
import type { GeocodingStores } from './store-geocoding';

/** A batch of stores from FerretDB may take a while under load; a geocoding job waits longer than a screen. */
const STORES_TIMEOUT_MS = 30_000;

/** svc-purchases' stores for the geocoding, over NATS request/reply (svc-exports never reads its database). */
@Injectable()
export class GeocodingStoresClient implements GeocodingStores {
  constructor(private readonly requests: RequestClient) {}

  counts(): Promise<ReplyOf<'stores.geocoding.counts'>> {
    return this.requests.request('stores.geocoding.counts', {}, { timeoutMs: STORES_TIMEOUT_MS });
  }

  pending(request: RequestOf<'stores.geocoding.pending'>): Promise<ReplyOf<'stores.geocoding.pending'>> {
    return this.requests.request('stores.geocoding.pending', request, { timeoutMs: STORES_TIMEOUT_MS });
  }

  write(request: RequestOf<'stores.geocoding.positions'>): Promise<ReplyOf<'stores.geocoding.positions'>> {
    return this.requests.request('stores.geocoding.positions', request, { timeoutMs: STORES_TIMEOUT_MS });
  }
}
