import type { ApiErrorBody, PlaceSearchAnswer } from '@agecheck/contracts';
import { callApi, testDatabase, tokenFor } from '@agecheck/test-kit';
import { GeoAdminGeocoder } from '../src/geocoding/geoadmin.geocoder';
import { GeocoderUnavailable, type Geocoder } from '../src/geocoding/geocoder';
import { NominatimGeocoder } from '../src/geocoding/nominatim.geocoder';

// The geocoder port's two providers against the local stand-in (infra/geocoder/server.mjs), which speaks the
// federal geo search service's and Nominatim's HTTP protocols over the demo stores' addresses; and the edit
// dialog's place search through the gateway (back-office spec, sections 2, 7 and 8).

const standIn = process.env.GEOCODER_URL ?? '';
type DemoStore = { street: string; plz: string; city: string; geo: { latitude: number; longitude: number } };
let store: DemoStore;
const purchases = testDatabase('purchases');

const setFailing = (on: boolean) => fetch(`${standIn}/failing?on=${on}`, { method: 'PUT' });

beforeAll(async () => {
  store = (await purchases.collection<DemoStore>('stores').findOne({ type: 'coop' })) as DemoStore;
});
afterEach(() => setFailing(false));

describe.each<[string, (url: string) => Geocoder]>([
  ['the federal geo search service (SearchServer, type=locations)', (url) => new GeoAdminGeocoder(url)],
  ['a Nominatim-compatible server (/search?format=jsonv2)', (url) => new NominatimGeocoder(url)],
])('%s', (_name, provider) => {
  it('finds a store’s address with its position, street, postcode and town', async () => {
    const [first] = await provider(standIn).search(`${store.street}, ${store.plz} ${store.city}`, 5);
    expect(first).toEqual({
      label: `${store.street}, ${store.plz} ${store.city}`,
      street: store.street,
      plz: store.plz,
      city: store.city,
      latitude: store.geo.latitude,
      longitude: store.geo.longitude,
    });
  });

  it('finds a town by its name, and nothing for an address it does not know', async () => {
    const towns = await provider(standIn).search('3011 Bern', 3);
    expect(towns[0]).toMatchObject({ plz: '3011', city: 'Bern' });
    expect(await provider(standIn).search('Nirgendwostrasse 999, 9999 Nirgendwo', 3)).toEqual([]);
  });

  it('reports a failing or unreachable service as GeocoderUnavailable', async () => {
    await setFailing(true);
    await expect(provider(standIn).search('Bern', 3)).rejects.toBeInstanceOf(GeocoderUnavailable);
    await expect(provider('http://127.0.0.1:9').search('Bern', 3)).rejects.toBeInstanceOf(
      GeocoderUnavailable,
    );
  });
});

describe('the place search through the gateway (GET api/stores/geocode/places)', () => {
  it('answers the places found, refuses an empty query, and says so when the geocoder fails', async () => {
    const admin = await tokenFor('admin');
    const found = await callApi<PlaceSearchAnswer>(
      `/api/stores/geocode/places?query=${encodeURIComponent(`${store.street} ${store.city}`)}`,
      { token: admin },
    );
    expect(found.status).toBe(200);
    expect(found.body.places[0]).toMatchObject({
      latitude: store.geo.latitude,
      longitude: store.geo.longitude,
    });

    const empty = await callApi<ApiErrorBody>('/api/stores/geocode/places?query=%20', { token: admin });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: 'query', key: 'search.noQuery' }]);

    await setFailing(true);
    const failed = await callApi<ApiErrorBody>('/api/stores/geocode/places?query=Bern', { token: admin });
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe('geocoding.error');

    const planner = await tokenFor('planung');
    expect((await callApi('/api/stores/geocode/places?query=Bern', { token: planner })).status).toBe(403);
  });
});
