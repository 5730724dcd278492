import { completePurchase } from '../purchases/purchase.fixtures';
import {
  addInsightCounts,
  countInsightTests,
  insightRowsOf,
  insightTestOf,
  isoWeekdayOf,
  repeatsOf,
  saleRate,
  type InsightTest,
} from './insight.rules';

/** A stored purchase as the read model reads it. */
function stored(respected: boolean, changes: Parameters<typeof completePurchase>[2] = {}) {
  return { _id: 'p1', delayed: false, shopperAge: 16, ...completePurchase('coop', respected, changes) };
}

// issue 8, "Beyond the spec: insight": "the sale rate (share of tests where the regulations were not respected)"
describe.each<[string, ReturnType<typeof stored>, boolean | undefined]>([
  ['regulations not respected: sold', stored(false), true],
  ['regulations respected: not sold', stored(true), false],
  ['a delayed report is no test (yet)', { ...stored(false), delayed: true }, undefined],
  ['a special reason: no test took place', stored(true, { specialReason: 'storeClosed' }), undefined],
  ['no outcome yet', stored(true, { regulationsRespected: undefined }), undefined],
  ['no test type', stored(true, { testType: undefined }), undefined],
])('insightTestOf: %s', (_case, purchase, sold) => {
  it(sold === undefined ? 'counts no test' : `counts a test, sold ${sold}`, () => {
    expect(insightTestOf(purchase, 'ZH')?.sold).toBe(sold);
  });
});

describe('insightTestOf', () => {
  it('reads the dimensions of a test from the purchase and its store', () => {
    expect(insightTestOf(stored(false), 'ZH')?.values).toEqual({
      shopperAge: '16',
      hour: '10',
      weekday: '1',
      storeType: 'coop',
      canton: 'ZH',
      testType: 'Alkohol',
    });
  });

  it('says unknown for what the purchase does not tell', () => {
    const { shopperAge: _age, ...withoutAge } = stored(true, { time: undefined });
    expect(insightTestOf(withoutAge, undefined)?.values).toMatchObject({
      shopperAge: 'unknown',
      hour: 'unknown',
      canton: 'unknown',
    });
  });
});

// back-office spec, section 9: "week starts Monday"
describe.each([
  ['2026-11-23', '1'],
  ['2026-11-28', '6'],
  ['2026-11-29', '7'],
])('isoWeekdayOf(%s)', (date, weekday) => {
  it(`is ${weekday}`, () => expect(isoWeekdayOf(date)).toBe(weekday));
});

function test(purchaseId: string, date: string, testType: string, sold = false): InsightTest {
  return {
    purchaseId,
    storeID: 's1',
    date,
    sold,
    values: { shopperAge: '16', hour: '10', weekday: '1', storeType: 'coop', canton: 'ZH', testType },
  };
}

describe('repeatsOf (first test versus re-test of a store)', () => {
  it('makes the earliest test of a type the first and every later one a re-test, whatever order they came in', () => {
    const repeats = repeatsOf([
      test('c', '2026-11-20', 'Alkohol'),
      test('a', '2026-10-01', 'Alkohol'),
      test('b', '2026-10-15', 'Tabak'),
    ]);
    expect(Object.fromEntries(repeats)).toEqual({ a: 'first', b: 'first', c: 'retest' });
  });
});

describe('countInsightTests, addInsightCounts, saleRate', () => {
  it('counts tests and sales per value of every dimension and adds days together', () => {
    const day1 = countInsightTests([
      { ...test('a', '2026-11-23', 'Alkohol', true), repeat: 'first' },
      { ...test('b', '2026-11-23', 'Tabak'), repeat: 'first' },
    ]);
    const day2 = countInsightTests([{ ...test('c', '2026-11-24', 'Alkohol', true), repeat: 'retest' }]);
    const total = addInsightCounts(addInsightCounts(countInsightTests([]), day1), day2);
    expect(total.testType).toEqual({ Alkohol: { tests: 2, sold: 2 }, Tabak: { tests: 1, sold: 0 } });
    expect(total.repeat).toEqual({ first: { tests: 2, sold: 1 }, retest: { tests: 1, sold: 1 } });
    expect(saleRate(total.canton['ZH']!)).toBeCloseTo(2 / 3);
    expect(saleRate({ tests: 0, sold: 0 })).toBeUndefined();
  });

  it('lists ages and hours in numeric order with unknown last', () => {
    const rows = insightRowsOf('shopperAge', {
      unknown: { tests: 1, sold: 0 },
      '17': { tests: 1, sold: 0 },
      '9': { tests: 1, sold: 1 },
    });
    expect(rows.map(({ value }) => value)).toEqual(['9', '17', 'unknown']);
  });
});
