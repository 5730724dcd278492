// @ts-check
import {
  articleAgeLimitOf,
  evaluatePurchaseSave,
  purchaseInputSchema,
  TEST_TYPES,
} from '@agecheck/contracts';
import { DEMO_PURCHASES, demoPurchaseBody, demoPurchaseDate } from './demo-purchases.mjs';
import { demoRoundPeriod, demoTargets } from './demo-round.mjs';
import { DEMO_ARTICLES, DEMO_CATEGORIES, demoStoreErrors, demoStores } from './demo-stores.mjs';

const today = new Date('2026-11-23T09:00:00Z');
const stores = demoStores();
const storeErrors = demoStoreErrors(stores);
const period = demoRoundPeriod(today);
// the demo round as loadDemoRound picks it: the first 12 stores of Zürich and Bern by number
const round = stores
  .filter((store) => ['Zürich', 'Bern'].includes(store.city))
  .sort((a, b) => (a.vst < b.vst ? -1 : a.vst > b.vst ? 1 : 0))
  .slice(0, 12)
  .map((store, index) => ({ store, targets: demoTargets(index) }));
const shopper = { _id: 's2', name: 'Rochat Luca', date: '2010-07-02' };

/** @param {(typeof DEMO_PURCHASES)[number]} demo */
function saveOf(demo) {
  const picked = round.find(({ store }) => store.type === demo.storeType);
  if (!picked) throw new Error(`no ${demo.storeType} store in the demo round`);
  const { store, targets } = picked;
  const entry = { storeID: store._id, vst: store.vst, type: store.type, start: period.start, store };
  const input = purchaseInputSchema.parse(demoPurchaseBody(demo, entry, shopper, today));
  const result = evaluatePurchaseSave(input, {
    mode: 'field',
    userID: 'buyer',
    editMode: false,
    store: { kanton: store.kanton },
    storeErrorTestTypes: TEST_TYPES.filter((type) =>
      (storeErrors.get(store._id) ?? []).some((error) => error.testType === type),
    ),
    sprintEntry: { userID: 'buyer', ...targets, alkdone: 0, tabakdone: 0, mediadone: 0 },
    checkSprint: true,
    shopperPurchases: [],
    // the server narrows the age band by the article's category (decision 0014)
    articleAgeLimit: articleAgeLimitOf(input.article, DEMO_ARTICLES, DEMO_CATEGORIES),
  });
  return { store, targets, input, result };
}

describe('demo purchases (issue 7, "Demo data": a few completed and delayed purchases)', () => {
  it.each(DEMO_PURCHASES.map((demo) => [demo._id, demo.storeType, demo]))(
    '%s at a %s store of the demo round comes out of the server’s rules as intended',
    (_id, _type, demo) => {
      const { result } = saveOf(demo);
      expect({ delayed: result.delayed, errors: demo.delayed ? [] : result.errors }).toEqual({
        delayed: demo.delayed,
        errors: [],
      });
      expect(result.warnings).toEqual([]);
    },
  );

  it('holds completed and delayed ones, one failed test, and fills no round entry', () => {
    const completed = DEMO_PURCHASES.filter((demo) => !demo.delayed);
    expect(completed.length).toBeGreaterThanOrEqual(3);
    expect(DEMO_PURCHASES.length - completed.length).toBeGreaterThanOrEqual(2);
    expect(completed.filter((demo) => demo.fields.regulationsRespected === false)).toHaveLength(1);
    const counted = new Map();
    for (const demo of completed) {
      const { store, targets } = saveOf(demo);
      const sum = targets.alk + targets.tabak + targets.media;
      counted.set(store._id, { sum, done: (counted.get(store._id)?.done ?? 0) + 1 });
    }
    for (const { sum, done } of counted.values()) expect(done).toBeLessThan(sum);
    expect(new Set(DEMO_PURCHASES.map((demo) => demo._id)).size).toBe(DEMO_PURCHASES.length);
  });

  it.each([
    [3, '2026-11-01', '2026-11-20'],
    [3, '2026-11-21', '2026-11-21'],
    [0, '2026-11-01', '2026-11-23'],
  ])('dates a purchase %i days back, not before the round’s start %s: %s', (daysAgo, start, date) => {
    expect(demoPurchaseDate(today, daysAgo, start)).toBe(date);
  });
});
