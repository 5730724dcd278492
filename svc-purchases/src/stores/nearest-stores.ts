import { boundingBox, distanceKm, type LatLng, type LocatedStore } from '@agecheck/contracts';

/**
 * The radii (km) the near-stores query tries in turn until it holds enough stores: each try takes the stores
 * inside the radius's latitude/longitude box and measures their exact distance. The last one spans
 * Switzerland from any point in it.
 */
export const NEAR_RADII_KM = [3, 10, 30, 100, 400] as const;

/** The first index of a latitude-sorted list whose latitude is at least `latitude` (binary search). */
function firstAtOrAbove(stores: readonly LocatedStore[], latitude: number): number {
  let low = 0;
  let high = stores.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((stores[middle] as LocatedStore).geo.latitude < latitude) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The `limit` stores nearest to `center`, nearest first, with their distance in km, from a list sorted by
 * latitude: the latitude range of the box is found by binary search, the longitude filtered, the distance
 * measured exactly. A store counts only within the radius, so a store in a box corner is never answered
 * before a nearer one outside the box; the box widens until it holds `limit` stores.
 */
export function nearestStores(
  byLatitude: readonly LocatedStore[],
  center: LatLng,
  limit: number,
): Array<{ store: LocatedStore; distance: number }> {
  let nearest: Array<{ store: LocatedStore; distance: number }> = [];
  for (const radius of NEAR_RADII_KM) {
    const box = boundingBox(center, radius);
    const measured: Array<{ store: LocatedStore; distance: number }> = [];
    for (let index = firstAtOrAbove(byLatitude, box.minLat); index < byLatitude.length; index += 1) {
      const store = byLatitude[index] as LocatedStore;
      if (store.geo.latitude > box.maxLat) break;
      if (store.geo.longitude < box.minLng || store.geo.longitude > box.maxLng) continue;
      measured.push({ store, distance: distanceKm(center, store.geo) });
    }
    measured.sort((a, b) => a.distance - b.distance);
    const within = measured.filter(({ distance }) => distance <= radius);
    nearest = (within.length >= limit ? within : measured).slice(0, limit);
    if (within.length >= limit) break;
  }
  return nearest;
}
