import { storeEditOf, type ApiErrorBody, type Store, type StorePage } from '@agecheck/contracts';
import { callApi, testDatabase, tokenFor } from '@agecheck/test-kit';
import { ObjectId } from 'mongodb';

// The back office's stores through the gateway (back-office spec, sections 2, 5 and 7: `GET api/stores/`,
// `/page/{n}`, `PUT api/stores/{id}`, `POST api/stores/search` with {query, api} or {geo:true}), over the
// demo stores, with real Keycloak tokens, svc-purchases and FerretDB.

const db = testDatabase('purchases');
let admin: string;
let original: Store;

beforeAll(async () => {
  admin = await tokenFor('admin');
  const topshop = await callApi<Store[]>('/api/stores/search', {
    token: admin,
    method: 'POST',
    body: { api: 'topshop' },
  });
  original = topshop.body[0] as Store;
});
afterAll(async () => {
  await callApi(`/api/stores/${original._id}`, { token: admin, method: 'PUT', body: storeEditOf(original) });
});

describe('the back office’s stores through the gateway', () => {
  it('lists every store by name, 50 a page, and the next page with /page/{n}', async () => {
    const first = await callApi<StorePage>('/api/stores/', { token: admin });
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(50);
    expect(first.body.total).toBe(await db.collection('stores').countDocuments());
    const second = await callApi<StorePage>('/api/stores/page/2', { token: admin });
    expect(second.body.page).toBe(2);
    const ids = [...first.body.items, ...second.body.items].map((store) => store._id);
    expect(new Set(ids).size).toBe(100);
    expect((await callApi('/api/stores/page/0', { token: admin })).status).toBe(400);
  });

  it('lists the stores of a type, and the stores open now near a position', async () => {
    const kiosks = await callApi<Store[]>('/api/stores/search', {
      token: admin,
      method: 'POST',
      body: { api: 'kiosk' },
    });
    expect(kiosks.body.length).toBeGreaterThan(0);
    expect(kiosks.body.every((store) => store.api === 'kiosk')).toBe(true);
    const open = await callApi<Store[]>('/api/stores/search', {
      token: admin,
      method: 'POST',
      body: { geo: true, lat: 47.3779, lng: 8.5403 },
    });
    expect(open.status).toBe(200);
    const noPosition = await callApi<ApiErrorBody>('/api/stores/search', {
      token: admin,
      method: 'POST',
      body: { geo: true },
    });
    expect(noPosition.status).toBe(400);
    expect(noPosition.body.errors).toEqual([{ path: 'lat', key: 'stores.noPosition' }]);
  });

  it('saves an edit and takes the coordinates from the chosen place when none are typed', async () => {
    const chosenPlace = { label: 'Bahnhofstrasse 10, 8001 Zürich', latitude: 47.3712, longitude: 8.539 };
    const saved = await callApi<Store>(`/api/stores/${original._id}`, {
      token: admin,
      method: 'PUT',
      body: {
        ...storeEditOf(original),
        name: 'Topshop Bearbeitet',
        geo: { place: original.geo.place },
        chosenPlace,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Topshop Bearbeitet',
      fullAlk: original.fullAlk,
      geo: { latitude: 47.3712, longitude: 8.539, place: { formatted_address: chosenPlace.label } },
    });
    const stored = await db.collection('stores').findOne({ _id: new ObjectId(original._id) });
    expect(stored).toMatchObject({ name: 'Topshop Bearbeitet', geo: { latitude: 47.3712 } });
    const found = await callApi<Store[]>('/api/stores/search', {
      token: admin,
      method: 'POST',
      body: { query: 'topshop bearbeitet' },
    });
    expect(found.body.map((store) => store._id)).toEqual([original._id]);
  });

  it('refuses a bad edit with 400 and the fields at fault, and writes nothing', async () => {
    const before = await db.collection('stores').findOne({ _id: new ObjectId(original._id) });
    const refused = await callApi<ApiErrorBody>(`/api/stores/${original._id}`, {
      token: admin,
      method: 'PUT',
      body: { ...storeEditOf(original), name: ' ', plz: '80', geo: { latitude: 47.1 } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', key: 'stores.edit.nameErr' },
        { path: 'plz', key: 'stores.edit.plzErr' },
        { path: 'geo.longitude', key: 'stores.edit.lngErr' },
      ]),
    );
    expect(await db.collection('stores').findOne({ _id: new ObjectId(original._id) })).toEqual(before);
  });

  // Issue 17, item 7: a store is unique by type and number (a unique index); FerretDB answered the edit's
  // findAndModify against it with an internal error, and the edit got 500.
  it('refuses an edit to the number another store of the type has with 409 stores.duplicate, writing nothing', async () => {
    const topshop = await callApi<Store[]>('/api/stores/search', {
      token: admin,
      method: 'POST',
      body: { api: 'topshop' },
    });
    const other = topshop.body.find((store) => store._id !== original._id) as Store;
    const before = await db.collection('stores').findOne({ _id: new ObjectId(original._id) });
    const refused = await callApi<ApiErrorBody>(`/api/stores/${original._id}`, {
      token: admin,
      method: 'PUT',
      body: { ...storeEditOf(original), vst: other.vst },
    });
    expect(refused).toMatchObject({ status: 409, body: { message: 'stores.duplicate' } });
    expect(await db.collection('stores').findOne({ _id: new ObjectId(original._id) })).toEqual(before);
  });

  it('answers 404 for an edit of no store, and keeps the edit and the list from everyone but admin', async () => {
    const none = await callApi<ApiErrorBody>(`/api/stores/${'f'.repeat(24)}`, {
      token: admin,
      method: 'PUT',
      body: storeEditOf(original),
    });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('purchase.find.notfound');
    const planner = await tokenFor('planung');
    expect((await callApi('/api/stores/', { token: planner })).status).toBe(403);
    const refused = await callApi(`/api/stores/${original._id}`, {
      token: planner,
      method: 'PUT',
      body: storeEditOf(original),
    });
    expect(refused.status).toBe(403);
  });
});
