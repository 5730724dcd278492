import type { Insight, Purchase } from '@agecheck/contracts';
import { newTestService, standIn } from '@agecheck/nest-common/testing';
import { InMemoryInsightRepository } from '../../test/in-memory-insight.repository';
import {
  OTHER_STORE_ID,
  purchaseSaveStandIns,
  store,
  storedPurchase,
} from '../../test/purchase-save.fixture';
import { InsightProjector } from './insight.projector';
import { InsightRepository } from './insight.repository';
import { InsightService } from './insight.service';

// The insight page (issue 8, "Beyond the spec: insight"; docs/decisions/0023-analysis-and-insight.md): the
// sale rate of a small table of purchases by shopper age, hour, weekday, store type, canton, test type and
// first test or re-test, as the read model counts them from the stored purchases, for a period and a round.

/** Alcohol in Bern on Friday and Saturday (the second a re-test, sold), tobacco in Zurich on Sunday. */
const TABLE: Purchase[] = [
  storedPurchase({
    _id: 'bern-fri',
    date: '2026-11-20',
    time: '10:15',
    shopperAge: 16,
    sprintListID: 'herbst',
  }),
  storedPurchase({
    _id: 'bern-sat',
    date: '2026-11-21',
    time: '11:30',
    shopperAge: 15,
    sprintListID: 'herbst',
    regulationsRespected: false,
  }),
  storedPurchase({
    _id: 'zurich-sun',
    storeID: OTHER_STORE_ID,
    date: '2026-11-22',
    time: '09:05',
    shopperAge: undefined,
    testType: 'Tabak',
  }),
  // not counted: a report not complete, and a visit without a test
  storedPurchase({ _id: 'delayed', date: '2026-11-20', delayed: true, regulationsRespected: false }),
  storedPurchase({ _id: 'closed', date: '2026-11-20', specialReason: 'storeClosed' }),
];

async function setup() {
  const { standIns, purchases, stores } = purchaseSaveStandIns();
  stores.add({ ...store(OTHER_STORE_ID, '2002'), kanton: 'ZH' });
  const insight = new InMemoryInsightRepository();
  const all = [...standIns, standIn(InsightRepository, insight)];
  const projector = newTestService(InsightProjector, all).sut;
  /** Stores the purchase (or removes it) and brings the read model up to date, as its events would. */
  const stored = async (purchase: Purchase | { _id: string; removed: true }) => {
    if ('removed' in purchase) purchases.purchases.delete(purchase._id);
    else purchases.purchases.set(purchase._id, purchase);
    await projector.refresh(purchase._id);
  };
  for (const purchase of TABLE) await stored(purchase);
  return { ...newTestService(InsightService, all), stored, insight };
}

const rows = (insight: Insight, dimension: keyof Insight['dimensions']) =>
  insight.dimensions[dimension].map(({ value, tests, sold }) => `${value} ${sold}/${tests}`);

describe('InsightService (issue 8, "insight"; decision 0023)', () => {
  it('counts the complete tests of every day and how often the article was sold, by each dimension', async () => {
    const { sut } = await setup();
    const insight = await sut.query({});
    expect(insight).toMatchObject({
      tests: 3,
      sold: 1,
      rounds: [{ sprintListID: 'herbst', name: 'Herbst 2026' }],
    });
    expect(rows(insight, 'testType')).toEqual(['Alkohol 1/2', 'Tabak 0/1']);
    // the second alcohol test at the Bern store is a re-test; the first tobacco test in Zurich a first test
    expect(rows(insight, 'repeat')).toEqual(['first 0/2', 'retest 1/1']);
    expect(rows(insight, 'canton')).toEqual(['BE 1/2', 'ZH 0/1']);
    // numbers in their order, a shopper of unknown age last
    expect(rows(insight, 'shopperAge')).toEqual(['15 1/1', '16 0/1', 'unknown 0/1']);
    expect(rows(insight, 'hour')).toEqual(['09 0/1', '10 0/1', '11 1/1']);
    // Monday is 1 (back-office spec, section 9: the week starts on Monday)
    expect(rows(insight, 'weekday')).toEqual(['5 0/1', '6 1/1', '7 0/1']);
    expect(rows(insight, 'storeType')).toEqual(['coop 1/3']);
  });

  it('counts only the days of the period and the tests of the round asked for', async () => {
    const { sut } = await setup();
    expect(await sut.query({ from: '2026-11-21', to: '2026-11-22' })).toMatchObject({ tests: 2, sold: 1 });
    expect(await sut.query({ to: '2026-11-20' })).toMatchObject({ tests: 1, sold: 0 });
    const round = await sut.query({ sprintListID: 'herbst' });
    expect(round).toMatchObject({ tests: 2, sold: 1 });
    expect(rows(round, 'testType')).toEqual(['Alkohol 1/2']);
    expect(await sut.query({ from: '2026-12-01' })).toMatchObject({ tests: 0, sold: 0 });
  });

  it('moves the counts when control changes an outcome, and a store’s next test becomes its first when one goes', async () => {
    const { sut, stored } = await setup();
    await stored({ ...TABLE[0]!, regulationsRespected: false, version: 2 });
    expect(await sut.query({})).toMatchObject({ tests: 3, sold: 2 });
    await stored({ _id: 'bern-fri', removed: true });
    const insight = await sut.query({});
    expect(insight).toMatchObject({ tests: 2, sold: 1 });
    expect(rows(insight, 'repeat')).toEqual(['first 1/2']);
  });
});
