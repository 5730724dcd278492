import type { Place } from '@agecheck/contracts';

/** The geocoding services svc-exports can talk to (`GEOCODER_PROVIDER`). */
export const GEOCODER_PROVIDERS = ['geoadmin', 'nominatim'] as const;
export type GeocoderProvider = (typeof GEOCODER_PROVIDERS)[number];

/** Where a provider answers unless `GEOCODER_URL` says otherwise. */
export const GEOCODER_DEFAULT_URLS: Record<GeocoderProvider, string> = {
  geoadmin: 'https://api3.geo.admin.ch',
  nominatim: 'https://nominatim.openstreetmap.org',
};

export type GeocoderConfig = { provider: GeocoderProvider; url: string };

/** How long one geocoder call may take. */
export const GEOCODER_TIMEOUT_MS = 10_000;

/** A geocoder did not answer, or answered what it should not (an outside failure, not bad input). */
export class GeocoderUnavailable extends Error {}

/**
 * The geocoder port: the places an address or a place name stands for, best first. The providers speak the
 * HTTP protocols of the federal geo search service and of Nominatim; which one runs is configuration.
 */
export abstract class Geocoder {
  abstract search(query: string, limit: number): Promise<Place[]>;
}

/** The JSON answer of a GET, or GeocoderUnavailable. */
export async function getJson(url: URL, headers: Record<string, string> = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new GeocoderUnavailable(`${url.origin} did not answer: ${String(error)}`);
  }
  if (!response.ok) throw new GeocoderUnavailable(`${url.origin} answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new GeocoderUnavailable(`${url.origin} answered no JSON`);
  }
}
