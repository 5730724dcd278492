import type { Place } from '@agecheck/contracts';
import { Geocoder, GeocoderUnavailable } from './geocoder';
import { geocodeStores, type GeocodingCheckpoint, type GeocodingStores } from './store-geocoding';

// back-office spec, section 2, "Settings": store geocoding with the counters successful, failed, toGeocode
// and stores; issue 8: the job survives a restart of svc-exports in the middle (it continues from its
// checkpoint) and svc-exports writes the positions through svc-purchases.

type Pending = {
  _id: string;
  vst: string;
  name: string;
  street: string;
  plz: string;
  city: string;
  position?: { latitude: number; longitude: number };
};

/** svc-purchases in memory: stores by id, some without position. */
function storesOf(count: number, located = 0): GeocodingStores & { all: Pending[] } {
  const all: Pending[] = Array.from({ length: count + located }, (_, index) => ({
    _id: String(index).padStart(24, '0'),
    vst: `V${index}`,
    name: `Filiale ${index}`,
    street: `Strasse ${index}`,
    plz: '8001',
    city: index % 5 === 4 ? 'Nirgendwo' : 'Zürich',
    ...(index < located ? { position: { latitude: 47, longitude: 8 } } : {}),
  }));
  return {
    all,
    async counts() {
      return { stores: all.length, toGeocode: all.filter((store) => !store.position).length };
    },
    async pending({ after, limit }) {
      const open = all.filter((store) => !store.position && (after === undefined || store._id > after));
      return { batch: open.slice(0, limit) };
    },
    async write({ positions }) {
      for (const { storeID, latitude, longitude } of positions) {
        const store = all.find((candidate) => candidate._id === storeID);
        if (store && !store.position) store.position = { latitude, longitude };
      }
      return { written: positions.length };
    },
  };
}

/** Knows every address but those in Nirgendwo. */
class TownGeocoder extends Geocoder {
  calls = 0;
  async search(query: string): Promise<Place[]> {
    this.calls += 1;
    return query.includes('Nirgendwo') ? [] : [{ label: query, latitude: 47.37, longitude: 8.54 }];
  }
}

describe('the geocoding of stores', () => {
  it('finds every store without position in batches, counting what it found and what not', async () => {
    const stores = storesOf(45, 5);
    const reported: number[] = [];
    const result = await geocodeStores(
      stores,
      new TownGeocoder(),
      undefined,
      async (done, total, checkpoint) => {
        if (checkpoint) reported.push(done);
        expect(total).toBe(45);
      },
    );
    // stores 4, 9, ... 49 lie in Nirgendwo: 9 of them are among the 45 without position
    expect(result).toEqual({
      successful: 36,
      failed: 9,
      toGeocode: 45,
      stores: 50,
      failedStores: [9, 14, 19, 24, 29, 34, 39, 44, 49].map((index) => ({
        storeID: String(index).padStart(24, '0'),
        vst: `V${index}`,
        name: `Filiale ${index}`,
        reason: 'notFound',
      })),
    });
    expect(reported).toEqual([0, 10, 20, 30, 40, 45]);
    expect(stores.all.filter((store) => !store.position).map((store) => store.city)).toEqual(
      Array(9).fill('Nirgendwo'),
    );
  });

  it('continues after the checkpoint of a run taken up again, without asking again what was done', async () => {
    const stores = storesOf(45);
    const first: GeocodingCheckpoint[] = [];
    const geocoder = new TownGeocoder();
    // the first run dies after its first batch (svc-exports stopped)
    await expect(
      geocodeStores(stores, geocoder, undefined, async (done, _total, checkpoint) => {
        if (checkpoint) first.push({ ...checkpoint });
        if (done >= 23) throw new Error('svc-exports stopped');
      }),
    ).rejects.toThrow('svc-exports stopped');
    const checkpoint = first[first.length - 1];
    // died during the third batch: the rerun begins it again after the second
    expect(checkpoint).toMatchObject({ successful: 16, failed: 4, toGeocode: 45 });
    geocoder.calls = 0;
    const result = await geocodeStores(stores, geocoder, checkpoint, async () => undefined);
    expect(geocoder.calls).toBe(25);
    expect(result).toMatchObject({ successful: 36, failed: 9, toGeocode: 45, stores: 45 });
    // the failed stores of the batches before the checkpoint are named too, each once
    expect(result.failedStores.map((store) => store.vst)).toEqual(
      [4, 9, 14, 19, 24, 29, 34, 39, 44].map((index) => `V${index}`),
    );
  });

  it('names each failed store with its reason: an address the geocoder does not know, or one lacking a part (issue 17)', async () => {
    const stores = storesOf(3);
    const [, second] = stores.all;
    if (second) second.street = ' ';
    const geocoder = new TownGeocoder();
    const result = await geocodeStores(stores, geocoder, undefined, async () => undefined);
    expect(result.failedStores).toEqual([
      { storeID: String(1).padStart(24, '0'), vst: 'V1', name: 'Filiale 1', reason: 'noAddress' },
    ]);
    // an address lacking its street is not asked
    expect(geocoder.calls).toBe(2);
  });

  it('stops with GeocoderUnavailable when the geocoder fails, keeping what earlier batches wrote', async () => {
    const stores = storesOf(30);
    let calls = 0;
    const failing = new (class extends Geocoder {
      async search(): Promise<Place[]> {
        calls += 1;
        if (calls > 20) throw new GeocoderUnavailable('down');
        return [{ label: 'x', latitude: 47, longitude: 8 }];
      }
    })();
    await expect(geocodeStores(stores, failing, undefined, async () => undefined)).rejects.toBeInstanceOf(
      GeocoderUnavailable,
    );
    expect(stores.all.filter((store) => store.position)).toHaveLength(20);
  });
});
