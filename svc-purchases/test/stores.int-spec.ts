import {
  distanceKm,
  normalizeForSearch,
  type ApiErrorBody,
  type Article,
  type ArticleCategory,
  type Feedback,
  type Instruction,
  type NearStoresAnswer,
  type Store,
  type StoreErrorsAnswer,
  type StoreLookupAnswer,
} from '@agecheck/contracts';
import { callApi, testDatabase, tokenFor } from '@agecheck/test-kit';

// Stores and the catalogue through the gateway, with real Keycloak tokens, real svc-purchases and FerretDB,
// over the demo data the test run loads (field-app spec, sections 2, 3, 5 and 7; issue 7, "Stores").

const db = testDatabase('purchases');
let token: string;

beforeAll(async () => {
  token = await tokenFor('testkaeufer');
});

const zurichHb = { latitude: 47.3779, longitude: 8.5403 };

describe('stores through the gateway', () => {
  it('answers the 10 nearest coop stores by default and 3 on request, exactly the nearest by distance', async () => {
    const answer = await callApi<NearStoresAnswer>(
      `/api/dashboard/geo/coop/${zurichHb.latitude}/${zurichHb.longitude}`,
      { token },
    );
    expect(answer.status).toBe(200);
    const all = await db
      .collection<{ _id: unknown; geo: { latitude: number; longitude: number } }>('stores')
      .find({ type: 'coop' })
      .toArray();
    const expected = all
      .map((store) => ({ id: String(store._id), distance: distanceKm(zurichHb, store.geo) }))
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 10);
    expect(answer.body.near.map((store) => store._id)).toEqual(expected.map((store) => store.id));
    for (const [index, store] of answer.body.near.entries()) {
      expect(store.type).toBe('coop');
      expect(store.geo.distance).toBeCloseTo(expected[index]?.distance ?? -1, 2);
      expect(typeof store.opening.open).toBe('boolean');
      expect(store.opening.text).toMatch(/^stores\.opening\./);
    }

    const dashboard = await callApi<NearStoresAnswer>(
      `/api/dashboard/geo/coop/${zurichHb.latitude}/${zurichHb.longitude}?limit=3`,
      { token },
    );
    expect(dashboard.body.near.map((store) => store._id)).toEqual(expected.slice(0, 3).map((s) => s.id));
  });

  it('refuses an unknown store type or a position off the globe with 400', async () => {
    for (const path of ['/api/dashboard/geo/spar/47.3/8.5', '/api/dashboard/geo/coop/123/8.5']) {
      expect((await callApi(path, { token })).status).toBe(400);
    }
  });

  it('searches name, number, street and city without regard to case and accents', async () => {
    const search = (query: string) =>
      callApi<Store[]>('/api/stores/search', { token, method: 'POST', body: { query } });
    const accented = await search('Genève');
    expect(accented.status).toBe(200);
    expect(accented.body.length).toBeGreaterThan(0);
    expect(accented.body.every((store) => store.city === 'Genève' || /Genève/.test(store.name))).toBe(true);
    expect((await search('GENEVE')).body).toEqual(accented.body);

    const [first] = accented.body;
    const byNumberAndStreet = await search(`${first?.vst} ${first?.street.split(' ')[0]?.toLowerCase()}`);
    expect(byNumberAndStreet.body.map((store) => store._id)).toContain(first?._id);
    expect((await search('zürich coop')).body.every((store) => store.type.startsWith('coop'))).toBe(true);
  });

  it('answers a search 50 stores at a time, by name, the next page with page: 2', async () => {
    const search = (page?: number) =>
      callApi<Store[]>('/api/stores/search', { token, method: 'POST', body: { query: 'coop', page } });
    const first = await search();
    const second = await search(2);
    expect(first.body).toHaveLength(50);
    expect(second.body.length).toBeGreaterThan(0);
    const names = [...first.body, ...second.body].map((store) => normalizeForSearch(store.name));
    expect(names).toEqual([...names].sort());
    expect(new Set([...first.body, ...second.body].map((store) => store._id)).size).toBe(names.length);
    expect((await search(0)).status).toBe(400);
  });

  it('answers search.noQuery to an empty search and changes nothing', async () => {
    const answer = await callApi<ApiErrorBody>('/api/stores/search', {
      token,
      method: 'POST',
      body: { query: '  ' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ path: 'query', key: 'search.noQuery' }]);
  });

  it('looks a store up by id and by type and number: one, several (purchase.find.multi) or none', async () => {
    const several = await callApi<StoreLookupAnswer>('/api/stores/spamia/-/byVST/101', { token });
    expect(several.status).toBe(200);
    expect(several.body.message).toBe('purchase.find.multi');
    expect(several.body.stores.length).toBeGreaterThan(1);

    const [aStore] = several.body.stores;
    const cooperative = encodeURIComponent(aStore?.spamia_type ?? '');
    const one = await callApi<StoreLookupAnswer>(`/api/stores/spamia/${cooperative}/byVST/101`, { token });
    expect(one.body).toEqual({ stores: [aStore] });

    const byId = await callApi<Store>(`/api/stores/byID/${aStore?._id}`, { token });
    expect(byId.body).toEqual(aStore);

    const none = await callApi<ApiErrorBody>('/api/stores/coop/-/byVST/999999', { token });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('purchase.find.notfound');
    expect((await callApi(`/api/stores/byID/${'f'.repeat(24)}`, { token })).status).toBe(404);
  });

  it('answers a store’s errors: the tobacco tests failed there (alkOverride, field-app spec, section 4)', async () => {
    const withErrors = await db.collection('stores').findOne({ 'errors.testType': 'Tabak' });
    const answer = await callApi<StoreErrorsAnswer>(`/api/stores/errors/${String(withErrors?._id)}`, {
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.testTypes).toEqual(['Tabak']);
    // the demo data gives coop stores no errors
    const clean = await db.collection('stores').findOne({ type: 'coop' });
    const none = await callApi<StoreErrorsAnswer>(`/api/stores/errors/${String(clean?._id)}`, { token });
    expect(none.body).toEqual({ storeID: String(clean?._id), testTypes: [], errors: [] });
  });

  it('keeps stores from people outside the field and the planners', async () => {
    const detective = await tokenFor('detektiv');
    expect((await callApi('/api/dashboard/geo/coop/47.37/8.54', { token: detective })).status).toBe(403);
    const planner = await tokenFor('planung');
    expect((await callApi('/api/dashboard/geo/coop/47.37/8.54', { token: planner })).status).toBe(200);
  });
});

describe('articles, categories, instructions and feedbacks through the gateway', () => {
  it('lists the articles sorted by their name in the language asked for, and their categories', async () => {
    for (const lang of ['de', 'fr', 'it'] as const) {
      const answer = await callApi<Article[]>(`/api/articles?lang=${lang}`, { token });
      expect(answer.status).toBe(200);
      const names = answer.body.map((article) => article.name[lang]);
      expect(names).toEqual([...names].sort(new Intl.Collator(`${lang}-CH`, { numeric: true }).compare));
    }
    const categories = await callApi<ArticleCategory[]>('/api/articleCategory', { token });
    expect(new Set(categories.body.map((category) => category.type))).toEqual(
      new Set(['ALCOHOL', 'TOBACCO', 'LOTTERY']),
    );
    expect(categories.body.map((category) => category.order)).toEqual(
      [...categories.body.map((category) => category.order)].sort((a, b) => a - b),
    );
  });

  it('answers the instructions of a store type in a language, and none for a type without', async () => {
    const coop = await callApi<Instruction[]>('/api/instructions/coop/fr', { token });
    expect(coop.body).toEqual([expect.objectContaining({ type: 'coop', language: 'fr' })]);
    expect((await callApi<Instruction[]>('/api/instructions/bp/de', { token })).body).toEqual([]);
  });

  it('saves a feedback on a store; without short or detail it names the field and stores nothing', async () => {
    const store = await db.collection('stores').findOne({ type: 'kiosk' });
    const storeID = String(store?._id);
    const before = await db.collection('feedbacks').countDocuments();
    const refused = await callApi<ApiErrorBody>('/api/feedbacks', {
      token,
      method: 'POST',
      body: { storeID, short: '', detail: ' ' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'short', key: 'feedback.shortErr' },
      { path: 'detail', key: 'feedback.detailErr' },
    ]);
    expect(await db.collection('feedbacks').countDocuments()).toBe(before);

    const saved = await callApi<Feedback>('/api/feedbacks', {
      token,
      method: 'POST',
      body: { storeID, short: 'Kiosk geschlossen', detail: 'Wegen Umbau bis Ende Monat zu.' },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ storeID, short: 'Kiosk geschlossen' });
    expect(await db.collection('feedbacks').countDocuments()).toBe(before + 1);
  });
});
