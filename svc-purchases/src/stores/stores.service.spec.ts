import { NEW_STORE_COUNTERS, storeEditOf, type Store } from '@agecheck/contracts';
import { newTestService, standIn, TestClock } from '@agecheck/nest-common/testing';
import { InMemoryStoresRepository } from '../../test/in-memory-stores.repository';
import { StoreSnapshot } from './store-snapshot';
import { StoresRepository } from './stores.repository';
import { StoresService } from './stores.service';

let next = 0;
/** A coop store at a position, open Monday to Saturday 08:00 to 19:00. */
function store(fields: Partial<Store> & { latitude?: number; longitude?: number } = {}): Store {
  next += 1;
  const { latitude = 47.3717, longitude = 8.5423, ...rest } = fields;
  return {
    _id: next.toString(16).padStart(24, '0'),
    vst: String(1000 + next),
    name: `Coop ${next}`,
    street: 'Bahnhofstrasse 1',
    plz: '8001',
    city: 'Zürich',
    kanton: 'ZH',
    type: 'coop',
    api: 'coop',
    spamia_type: null,
    geo: {
      latitude,
      longitude,
      place: {
        opening_hours: {
          periods: [1, 2, 3, 4, 5, 6].map((day) => ({
            open: { day, time: '0800' },
            close: { day, time: '1900' },
          })),
        },
      },
    },
    ...NEW_STORE_COUNTERS,
    fullAlk: 1,
    ...rest,
  };
}

function setup(...stores: Store[]) {
  const repository = new InMemoryStoresRepository().add(...stores);
  const snapshotClock = new TestClock();
  const snapshot = new StoreSnapshot(repository as unknown as StoresRepository, snapshotClock);
  const service = newTestService(StoresService, [
    standIn(StoresRepository, repository),
    standIn(StoreSnapshot, snapshot),
  ]);
  return { ...service, repository, snapshotClock };
}

// A point in Zürich; 0.009° of latitude is about 1 km.
const here = { storeType: 'coop' as const, lat: 47.3717, lng: 8.5423 };
const north = (km: number) => ({ latitude: here.lat + km * 0.008993, longitude: here.lng });

describe('StoresService (field-app spec, sections 2, 5 and 7)', () => {
  it('answers the nearest stores of the type, nearest first, with distance in km and opening status', async () => {
    const far = store({ ...north(2.5), name: 'far' });
    const near = store({ ...north(0.5), name: 'near' });
    const other = store({ ...north(0.1), type: 'kiosk', api: 'kiosk' });
    const { sut, clock } = setup(far, near, other);
    clock.set(new Date('2026-11-23T09:00:00Z')); // Monday 10:00 in Zürich
    const answer = await sut.near(here, 10);
    expect(answer.map((s) => [s.name, s.geo.distance])).toEqual([
      ['near', 0.5],
      ['far', 2.5],
    ]);
    expect(answer[0]?.opening).toEqual({
      open: true,
      closed: false,
      text: 'stores.opening.openUntil',
      day: 1,
      time: '19:00',
    });
  });

  it('widens the box until it holds enough stores, and answers only the limit (3 on the dashboard)', async () => {
    const stores = [0.2, 1, 4, 12, 50, 150].map((km) => store({ ...north(km), name: `${km} km` }));
    const { sut } = setup(...stores);
    const answer = await sut.near(here, 3);
    expect(answer.map((s) => s.name)).toEqual(['0.2 km', '1 km', '4 km']);
  });

  it('never answers a store in a box corner before a nearer one outside the box', async () => {
    // 4.2 km north-east lies inside the 3 km box (in its corner), 3.5 km east outside it: the nearer one wins.
    const diagonal = store({ latitude: here.lat + 0.0267, longitude: here.lng + 0.0395, name: 'diagonal' });
    const east = store({ latitude: here.lat, longitude: here.lng + 0.0464, name: 'east' });
    const { sut } = setup(diagonal, east);
    const answer = await sut.near(here, 1);
    expect(answer.map((s) => s.name)).toEqual(['east']);
  });

  it('answers the stores there are when there are fewer than the limit, and none without stores', async () => {
    const { sut } = setup(store({ ...north(30) }));
    expect(await sut.near(here, 10)).toHaveLength(1);
    expect(await sut.near({ ...here, storeType: 'loro' }, 10)).toEqual([]);
  });

  it('sees a new store once the snapshot is older than 30 s, answering from the old one meanwhile', async () => {
    const { sut, repository, snapshotClock } = setup(store({ ...north(1), name: 'old' }));
    expect((await sut.near(here, 10)).map((s) => s.name)).toEqual(['old']);
    repository.add(store({ ...north(0.5), name: 'new' }));
    snapshotClock.set(new Date(snapshotClock.now().getTime() + 29_000));
    expect((await sut.near(here, 10)).map((s) => s.name)).toEqual(['old']);
    snapshotClock.set(new Date(snapshotClock.now().getTime() + 2_000));
    await sut.near(here, 10); // starts the reload
    await new Promise((resolve) => setImmediate(resolve));
    expect((await sut.near(here, 10)).map((s) => s.name)).toEqual(['new', 'old']);
  });

  it('searches the snapshot 50 stores a page by name, and sees a new store once it is older than 30 s', async () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      store({ name: `Coop Zürich ${String(index).padStart(2, '0')}` }),
    );
    const { sut, repository, snapshotClock } = setup(...many, store({ name: 'Spar Bern', city: 'Bern' }));
    const first = await sut.search({ query: 'ZURICH coop', page: 1 });
    expect(first.map((s) => s.name)).toEqual(many.slice(0, 50).map((s) => s.name));
    expect((await sut.search({ query: 'zurich', page: 2 })).map((s) => s.name)).toEqual(
      many.slice(50).map((s) => s.name),
    );
    repository.add(store({ name: 'Coop Zürich 00 neu' }));
    snapshotClock.set(new Date(snapshotClock.now().getTime() + 31_000));
    expect(await sut.search({ query: 'neu', page: 1 })).toEqual([]); // starts the reload
    await new Promise((resolve) => setImmediate(resolve));
    expect((await sut.search({ query: 'neu', page: 1 })).map((s) => s.name)).toEqual(['Coop Zürich 00 neu']);
  });

  it('looks a store up by type and number: none is purchase.find.notfound, several purchase.find.multi', async () => {
    const aare = store({ type: 'spamia', api: 'spamia', spamia_type: 'Aare', vst: '101' });
    const zurich = store({ type: 'spamia', api: 'spamia', spamia_type: 'Zürich', vst: '101' });
    const { sut } = setup(aare, zurich);
    await expect(sut.lookup({ api: 'spamia', spamia: '-', vst: '101' })).resolves.toEqual({
      stores: [aare, zurich],
      message: 'purchase.find.multi',
    });
    await expect(sut.lookup({ api: 'spamia', spamia: 'Aare', vst: '101' })).resolves.toEqual({
      stores: [aare],
    });
    await expect(sut.lookup({ api: 'coop', spamia: '-', vst: '101' })).rejects.toMatchObject({
      code: 'STORE_NOT_FOUND',
    });
  });

  it('answers a store’s errors newest first with their test types once each, 404 for no store', async () => {
    const kiosk = store({ type: 'kiosk', api: 'kiosk' });
    const { sut, repository } = setup(kiosk);
    repository.errorsOf.set(kiosk._id, [
      { testType: 'Tabak', date: '2026-03-10', purchaseID: 'a' },
      { testType: 'Alkohol', date: '2026-05-01', purchaseID: 'b' },
      { testType: 'Tabak', date: '2026-04-10', purchaseID: 'c' },
    ]);
    const answer = await sut.errors(kiosk._id);
    expect(answer.testTypes).toEqual(['Alkohol', 'Tabak']);
    expect(answer.errors.map((error) => error.purchaseID)).toEqual(['b', 'c', 'a']);
    await expect(sut.errors('f'.repeat(24))).rejects.toMatchObject({ code: 'STORE_NOT_FOUND' });
  });

  // back-office spec, section 7: "GET api/stores/ ; /page/{n}", "PUT api/stores/{id}", "{geo:true}".
  it('lists every store by name, 50 a page, with the total', async () => {
    const many = Array.from({ length: 55 }, (_, index) =>
      store({ name: `Kiosk ${String(index).padStart(2, '0')}` }),
    );
    const { sut } = setup(...[...many].reverse());
    const first = await sut.list(1);
    expect(first.items.map((s) => s.name)).toEqual(many.slice(0, 50).map((s) => s.name));
    expect(first).toMatchObject({ total: 55, page: 1, pageSize: 50 });
    expect((await sut.list(2)).items.map((s) => s.name)).toEqual(many.slice(50).map((s) => s.name));
    expect((await sut.list(3)).items).toEqual([]);
  });

  it('lists the stores of a type alone or with words (back-office spec, section 5, "a query or a store API")', async () => {
    const coop = store({ name: 'Coop Bern', city: 'Bern' });
    const kiosk = store({ name: 'Kiosk Bern', city: 'Bern', type: 'kiosk', api: 'kiosk' });
    const { sut } = setup(coop, kiosk);
    expect((await sut.search({ api: 'kiosk', page: 1 })).map((s) => s.name)).toEqual(['Kiosk Bern']);
    expect((await sut.search({ query: 'bern', api: 'coop', page: 1 })).map((s) => s.name)).toEqual([
      'Coop Bern',
    ]);
  });

  it('answers only the stores open now, nearest first, for {geo:true}', async () => {
    const far = store({ ...north(3), name: 'far' });
    const near = store({ ...north(1), name: 'near' });
    const closedNearest = store({
      ...north(0.2),
      name: 'closed',
      geo: { latitude: north(0.2).latitude, longitude: here.lng },
    });
    const unlocated = store({ name: 'nowhere', geo: {} });
    const { sut, clock } = setup(far, near, closedNearest, unlocated);
    clock.set(new Date('2026-11-23T09:00:00Z')); // Monday 10:00 in Zürich
    const open = await sut.search({ geo: true, lat: here.lat, lng: here.lng, page: 1 });
    expect(open.map((s) => s.name)).toEqual(['near', 'far']);
    clock.set(new Date('2026-11-22T09:00:00Z')); // Sunday: all closed
    expect(await sut.search({ geo: true, lat: here.lat, lng: here.lng, page: 1 })).toEqual([]);
  });

  it('saves an edit, keeps counters and errors, and answers it at once in the list and the search', async () => {
    const kiosk = store({ name: 'Kiosk Alt', shopName: 'Valora', fullAlk: 3, alkDone: 1 });
    const { sut, repository } = setup(kiosk);
    await sut.list(1); // loads the snapshot
    const { shopName: _shop, ...fields } = storeEditOf(kiosk);
    const saved = await sut.update(kiosk._id, {
      ...fields,
      name: 'Kiosk Neu',
      geo: { place: kiosk.geo.place },
      chosenPlace: { label: 'Bahnhofplatz 1, 8001 Zürich', latitude: 47.378, longitude: 8.54 },
    });
    expect(saved).toMatchObject({ name: 'Kiosk Neu', alkDone: 1, fullAlk: 3 });
    expect(saved.shopName).toBeUndefined();
    expect(saved.geo).toEqual({
      latitude: 47.378,
      longitude: 8.54,
      place: { ...kiosk.geo.place, formatted_address: 'Bahnhofplatz 1, 8001 Zürich' },
    });
    expect(repository.stores.get(kiosk._id)).toEqual(saved);
    expect((await sut.list(1)).items.map((s) => s.name)).toEqual(['Kiosk Neu']);
    expect((await sut.search({ query: 'neu', page: 1 })).map((s) => s.name)).toEqual(['Kiosk Neu']);
  });

  it('answers STORE_NOT_FOUND for an edit of no store', async () => {
    const { sut } = setup();
    await expect(sut.update('f'.repeat(24), storeEditOf(store()))).rejects.toMatchObject({
      code: 'STORE_NOT_FOUND',
    });
  });

  // Issue 17, item 7: a store is unique by type and number; the repository says so, the service answers 409.
  it('answers STORE_DUPLICATE for an edit to the number another store of the type has, changing nothing', async () => {
    const first = store({ _id: 'a'.repeat(24), vst: '1001' });
    const second = store({ _id: 'b'.repeat(24), vst: '1002' });
    const { sut, repository } = setup(first, second);
    await expect(sut.update(second._id, { ...storeEditOf(second), vst: '1001' })).rejects.toMatchObject({
      code: 'STORE_DUPLICATE',
    });
    expect(repository.stores.get(second._id)?.vst).toBe('1002');
  });

  // back-office spec, section 2, "Settings": geocoding with the counters stores and toGeocode.
  it('hands the geocoding the stores without coordinates by id, and writes a position only where none is', async () => {
    const located = store({ name: 'located' });
    const first = store({ name: 'first', geo: {} });
    const second = store({ name: 'second', geo: {} });
    const { sut, repository } = setup(located, first, second);
    expect(await sut.geocodingCounts()).toEqual({ stores: 3, toGeocode: 2 });
    expect(await sut.pendingGeocoding({ limit: 1 })).toEqual({
      batch: [
        {
          _id: first._id,
          vst: first.vst,
          name: 'first',
          street: first.street,
          plz: first.plz,
          city: first.city,
        },
      ],
    });
    expect((await sut.pendingGeocoding({ after: first._id, limit: 5 })).batch.map((s) => s._id)).toEqual([
      second._id,
    ]);
    const position = { latitude: 47.1, longitude: 8.1, label: 'Bahnhofstrasse 1, 8001 Zürich' };
    const answer = await sut.writePositions({
      positions: [
        { storeID: first._id, ...position },
        { storeID: located._id, ...position },
        { storeID: first._id, ...position },
      ],
    });
    expect(answer).toEqual({ written: 1 });
    expect(repository.stores.get(first._id)?.geo).toMatchObject({ latitude: 47.1, longitude: 8.1 });
    expect(repository.stores.get(located._id)?.geo.latitude).toBe(located.geo.latitude);
    expect((await sut.geocodingCounts()).toGeocode).toBe(1);
    expect((await sut.near(here, 10)).map((s) => s.name)).toContain('first');
  });
});
