import type { Place } from '@agecheck/contracts';
import { z } from 'zod';
import { Geocoder, GeocoderUnavailable, getJson } from './geocoder';

/** The part of a SearchServer answer (`type=locations`, `sr=4326`) read here. */
const searchServerAnswerSchema = z.object({
  results: z.array(
    z.object({
      attrs: z.object({ label: z.string(), lat: z.number(), lon: z.number(), origin: z.string().optional() }),
    }),
  ),
});

/** "Bahnhofstrasse 10 <b>8001 Zürich</b>": the label without its markup, the postcode and town after a comma. */
function placeOf(label: string, latitude: number, longitude: number): Place {
  const text = label
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const match = /^(.*?)\s*(\d{4})\s+(.+)$/.exec(text);
  if (!match) return { label: text, latitude, longitude };
  const [, street = '', plz, city] = match;
  return {
    label: street ? `${street}, ${plz} ${city}` : `${plz} ${city}`,
    ...(street ? { street } : {}),
    ...(plz ? { plz } : {}),
    ...(city ? { city } : {}),
    latitude,
    longitude,
  };
}

/** The Swiss federal geo search service (api3.geo.admin.ch, SearchServer with `type=locations`, WGS 84). */
export class GeoAdminGeocoder extends Geocoder {
  constructor(private readonly baseUrl: string) {
    super();
  }

  async search(query: string, limit: number): Promise<Place[]> {
    const url = new URL('/rest/services/api/SearchServer', this.baseUrl);
    url.search = new URLSearchParams({
      searchText: query,
      type: 'locations',
      origins: 'address,zipcode,gg25',
      sr: '4326',
      limit: String(limit),
    }).toString();
    const parsed = searchServerAnswerSchema.safeParse(await getJson(url));
    if (!parsed.success) throw new GeocoderUnavailable(`${url.origin} answered an unknown shape`);
    return parsed.data.results.map(({ attrs }) => placeOf(attrs.label, attrs.lat, attrs.lon));
  }
}
