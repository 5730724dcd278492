import {
  GEOCODING_FAILED_LISTED,
  type GeocodingFailedStore,
  type GeocodingFailure,
  type GeocodingResult,
  type ReplyOf,
  type RequestOf,
} from '@agecheck/contracts';
import type { Geocoder } from './geocoder';

/** Stores asked of svc-purchases and places asked of the geocoder at a time. */
export const GEOCODING_BATCH = 10;

/**
 * How far a geocoding got: the last store id done, the counts so far, the stores it set out to find and the
 * failed ones it names.
 */
export type GeocodingCheckpoint = {
  after?: string;
  successful: number;
  failed: number;
  toGeocode: number;
  failedStores?: GeocodingFailedStore[];
};

type PendingStore = ReplyOf<'stores.geocoding.pending'>['batch'][number];

/** A store's position, or why there is none: an address it lacks, or one the geocoder does not know. */
async function positionOf(
  geocoder: Geocoder,
  store: PendingStore,
): Promise<{ latitude: number; longitude: number; label: string } | GeocodingFailure> {
  const parts = [store.street, store.plz, store.city].map((part) => part.trim());
  if (parts.some((part) => part === '')) return 'noAddress';
  const [place] = await geocoder.search(`${parts[0]}, ${parts[1]} ${parts[2]}`, 1);
  return place ?? 'notFound';
}

/** svc-purchases' side of the geocoding, over NATS request/reply. */
export type GeocodingStores = {
  counts(): Promise<ReplyOf<'stores.geocoding.counts'>>;
  pending(request: RequestOf<'stores.geocoding.pending'>): Promise<ReplyOf<'stores.geocoding.pending'>>;
  write(request: RequestOf<'stores.geocoding.positions'>): Promise<ReplyOf<'stores.geocoding.positions'>>;
};

/**
 * Finds the position of every store without coordinates, batch by batch in the order of their ids: each
 * store's address goes to the geocoder, the first place found is its position, and each batch's positions go
 * to svc-purchases at once. Each store moves the progress; after each batch the progress records how far it got, so a run taken up again
 * (svc-exports restarted in the middle) continues after the last batch done. A store the geocoder does not
 * know, or whose address lacks a part, counts as failed with that reason and keeps no position; a geocoder
 * that fails throws GeocoderUnavailable.
 */
export async function geocodeStores(
  stores: GeocodingStores,
  geocoder: Geocoder,
  checkpoint: GeocodingCheckpoint | undefined,
  progress: (done: number, total: number, checkpoint?: GeocodingCheckpoint) => Promise<void>,
): Promise<GeocodingResult> {
  const counts = await stores.counts();
  const state: GeocodingCheckpoint = checkpoint ?? { successful: 0, failed: 0, toGeocode: counts.toGeocode };
  const failedStores = [...(state.failedStores ?? [])];
  await progress(state.successful + state.failed, state.toGeocode, state);
  for (;;) {
    const { batch } = await stores.pending({
      ...(state.after ? { after: state.after } : {}),
      limit: GEOCODING_BATCH,
    });
    if (batch.length === 0) break;
    const positions: RequestOf<'stores.geocoding.positions'>['positions'] = [];
    for (const store of batch) {
      const place = await positionOf(geocoder, store);
      if (typeof place === 'object') {
        positions.push({
          storeID: store._id,
          latitude: place.latitude,
          longitude: place.longitude,
          label: place.label,
        });
        state.successful += 1;
      } else {
        state.failed += 1;
        if (failedStores.length < GEOCODING_FAILED_LISTED)
          failedStores.push({ storeID: store._id, vst: store.vst, name: store.name, reason: place });
      }
      // each store moves the bar; only a whole batch written is a checkpoint to continue from
      await progress(
        state.successful + state.failed,
        Math.max(state.toGeocode, state.successful + state.failed),
      );
    }
    if (positions.length > 0) await stores.write({ positions });
    state.after = batch[batch.length - 1]?._id;
    // stores imported meanwhile make the run longer than it set out to be
    state.toGeocode = Math.max(state.toGeocode, state.successful + state.failed);
    state.failedStores = failedStores;
    await progress(state.successful + state.failed, state.toGeocode, state);
  }
  return {
    successful: state.successful,
    failed: state.failed,
    toGeocode: state.toGeocode,
    stores: counts.stores,
    failedStores,
  };
}
