import type { Place } from '@agecheck/contracts';
import { z } from 'zod';
import { Geocoder, GeocoderUnavailable, getJson } from './geocoder';

/** The part of a Nominatim answer (`format=jsonv2`, `addressdetails=1`) read here; positions come as text. */
const nominatimAnswerSchema = z.array(
  z.object({
    lat: z.coerce.number(),
    lon: z.coerce.number(),
    display_name: z.string(),
    address: z
      .object({
        road: z.string().optional(),
        house_number: z.string().optional(),
        postcode: z.string().optional(),
        city: z.string().optional(),
        town: z.string().optional(),
        village: z.string().optional(),
      })
      .optional(),
  }),
);

/**
 * A Nominatim-compatible server (`/search?format=jsonv2`), limited to Switzerland. Its usage policy asks for
 * an identifying User-Agent.
 */
export class NominatimGeocoder extends Geocoder {
  constructor(private readonly baseUrl: string) {
    super();
  }

  async search(query: string, limit: number): Promise<Place[]> {
    const url = new URL('/search', this.baseUrl);
    url.search = new URLSearchParams({
      q: query,
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'ch',
      limit: String(limit),
    }).toString();
    const parsed = nominatimAnswerSchema.safeParse(
      await getJson(url, { 'user-agent': 'agecheck-platform (store geocoding)' }),
    );
    if (!parsed.success) throw new GeocoderUnavailable(`${url.origin} answered an unknown shape`);
    return parsed.data.map(({ lat, lon, display_name, address }) => {
      const street = address?.road ? `${address.road} ${address.house_number ?? ''}`.trim() : undefined;
      const city = address?.city ?? address?.town ?? address?.village;
      const plz = address?.postcode;
      return {
        label: street && plz && city ? `${street}, ${plz} ${city}` : display_name,
        ...(street ? { street } : {}),
        ...(plz ? { plz } : {}),
        ...(city ? { city } : {}),
        latitude: lat,
        longitude: lon,
      };
    });
  }
}
