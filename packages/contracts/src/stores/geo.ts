/** A position in WGS 84 degrees. */
export type LatLng = { latitude: number; longitude: number };

/** The latitude and longitude range of a bounding box, in degrees. */
export type LatLngBox = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/** The mean earth radius in km (IUGG). */
const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** The great-circle distance between two positions in km (haversine formula). */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLng = toRadians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The smallest latitude/longitude box holding every position within `radiusKm` of `center` (J. P. Matuschek,
 * "Finding points within a distance of a latitude/longitude"), so that an indexed range query on latitude
 * and longitude can prefilter before the exact distance. Near a pole or across the 180th meridian the box
 * takes every longitude: wider than needed, never missing a position.
 */
export function boundingBox(center: LatLng, radiusKm: number): LatLngBox {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const lat = toRadians(center.latitude);
  const minLat = toDegrees(lat - angular);
  const maxLat = toDegrees(lat + angular);
  if (minLat <= -90 || maxLat >= 90 || angular >= Math.PI / 2) {
    return { minLat: Math.max(minLat, -90), maxLat: Math.min(maxLat, 90), minLng: -180, maxLng: 180 };
  }
  const dLng = toDegrees(Math.asin(Math.sin(angular) / Math.cos(lat)));
  const minLng = center.longitude - dLng;
  const maxLng = center.longitude + dLng;
  if (minLng < -180 || maxLng > 180) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  return { minLat, maxLat, minLng, maxLng };
}
