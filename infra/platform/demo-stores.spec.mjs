// @ts-check
import {
  distanceKm,
  openingStatus,
  storeSchema,
  STORE_TYPES,
  articleSchema,
  articleCategorySchema,
  instructionSchema,
} from '@agecheck/contracts';
import {
  DEMO_ARTICLES,
  DEMO_CATEGORIES,
  DEMO_INSTRUCTIONS,
  demoStoreErrors,
  demoStores,
  TOWNS,
} from './demo-stores.mjs';

const stores = demoStores();

describe('demo stores (issue 7, "Demo data")', () => {
  it('are a few hundred valid stores, the same on every run, with distinct ids', () => {
    expect(stores.length).toBeGreaterThanOrEqual(300);
    expect(stores.length).toBeLessThan(400);
    for (const store of stores) expect(storeSchema.safeParse(store).error).toBeUndefined();
    expect(new Set(stores.map((store) => store._id)).size).toBe(stores.length);
    expect(demoStores()).toEqual(stores);
  });

  it('hold every store type of both specs and a further canton type', () => {
    const types = new Set(stores.map((store) => store.type));
    for (const type of STORE_TYPES) expect(types).toContain(type);
    expect(types).toContain('ktbe');
  });

  it('lie in Switzerland, near their town, with its postcode and canton', () => {
    for (const store of stores) {
      const town = TOWNS.find((candidate) => candidate.plz === store.plz);
      expect(town).toMatchObject({ city: store.city, kanton: store.kanton });
      if (!town) continue;
      expect(distanceKm({ latitude: town.lat, longitude: town.lng }, store.geo)).toBeLessThanOrEqual(
        town.spread + 0.01,
      );
      expect(store.geo.latitude).toBeGreaterThan(45.81);
      expect(store.geo.latitude).toBeLessThan(47.81);
      expect(store.geo.longitude).toBeGreaterThan(5.95);
      expect(store.geo.longitude).toBeLessThan(10.5);
    }
  });

  it('sell lottery tickets through the Loterie Romande in Romandie and through Swisslos elsewhere', () => {
    const romandie = ['GE', 'VD', 'NE', 'FR', 'JU', 'VS'];
    expect(stores.filter((s) => s.type === 'loro').every((s) => romandie.includes(s.kanton))).toBe(true);
    expect(stores.filter((s) => s.type === 'swisslos').some((s) => romandie.includes(s.kanton))).toBe(false);
    expect(stores.filter((s) => s.type === 'ktzh').every((s) => s.kanton === 'ZH')).toBe(true);
  });

  it('give Migros stores their cooperative and repeat a number across cooperatives (purchase.find.multi)', () => {
    const migros = stores.filter((store) => store.type === 'spamia');
    expect(migros.every((store) => store.spamia_type)).toBe(true);
    expect(
      stores.filter((store) => store.type !== 'spamia').every((store) => store.spamia_type === null),
    ).toBe(true);
    const byVst = migros.filter((store) => store.vst === '101');
    expect(new Set(byVst.map((store) => store.spamia_type)).size).toBe(byVst.length);
    expect(byVst.length).toBeGreaterThan(1);
  });

  it('open on Sunday only where such shops do, some past midnight and some around the clock', () => {
    const sunday = new Date('2026-11-22T11:00:00Z');
    const sundayOpen = (/** @type {string} */ type) =>
      stores.filter(
        (s) => s.type === type && openingStatus(s.geo.place?.opening_hours?.periods, sunday).open,
      );
    expect(sundayOpen('coop')).toEqual([]);
    expect(sundayOpen('spamia')).toEqual([]);
    expect(sundayOpen('avec').length).toBeGreaterThan(0);
    const afterMidnight = new Date('2026-11-27T23:30:00Z'); // Saturday 00:30 in Zürich
    const openAfterMidnight = stores.filter(
      (s) => openingStatus(s.geo.place?.opening_hours?.periods, afterMidnight).open,
    );
    expect(new Set(openAfterMidnight.map((s) => s.type))).toEqual(
      new Set(['cooppronto', 'socar', 'bp', 'ktzh']),
    );
    expect(
      stores.some(
        (s) =>
          openingStatus(s.geo.place?.opening_hours?.periods, afterMidnight).text ===
          'stores.opening.alwaysOpen',
      ),
    ).toBe(true);
  });

  it('have tobacco errors at some kiosks and petrol-station shops (the alkOverride rule)', () => {
    const errors = demoStoreErrors(stores);
    expect(errors.size).toBeGreaterThan(3);
    for (const [id, list] of errors) {
      expect(['kiosk', 'avec', 'bp', 'socar']).toContain(stores.find((s) => s._id === id)?.type);
      expect(list.map((error) => error.testType)).toEqual(['Tabak']);
    }
  });

  it('scale to 10 000 stores for the near-stores benchmark', () => {
    expect(demoStores({ scale: 10_000 / stores.length }).length).toBeGreaterThanOrEqual(9_990);
  });
});

describe('demo articles, categories and instructions', () => {
  it('are valid, named in de, fr and it, each article in a category', () => {
    for (const category of DEMO_CATEGORIES)
      expect(articleCategorySchema.safeParse(category).error).toBeUndefined();
    for (const article of DEMO_ARTICLES) expect(articleSchema.safeParse(article).error).toBeUndefined();
    for (const instruction of DEMO_INSTRUCTIONS)
      expect(instructionSchema.safeParse(instruction).error).toBeUndefined();
    const categories = new Set(DEMO_CATEGORIES.map((category) => category._id));
    expect(DEMO_ARTICLES.every((article) => categories.has(article.category))).toBe(true);
    expect(new Set(DEMO_CATEGORIES.map((category) => category.type))).toEqual(
      new Set(['ALCOHOL', 'TOBACCO', 'LOTTERY']),
    );
  });
});
