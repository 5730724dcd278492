import { emptyInsightCounts, type InsightCounts, type InsightTest } from '@agecheck/contracts';
import { describeRepositoryContract, type Implementation } from '@agecheck/nest-common/testing';
import { InsightRepository } from '../src/analysis/insight.repository';
import { InMemoryInsightRepository } from './in-memory-insight.repository';

// The insight read model (issue 8, decision 0023): the in-memory stand-in of the unit tests of the insight
// page and its projector answers as the MongoDB repository on the real server: a counted test kept by its
// purchase and replaced as a whole, a store's tests for the re-tests, a day's tests of a round or outside any
// round, a day's counts set and removed, the counts of a period and round, and the rounds seen by name.

function test(purchaseId: string, changes: Partial<InsightTest> = {}): InsightTest {
  return {
    purchaseId,
    storeID: 'store-1',
    date: '2026-11-20',
    time: '10:15',
    sprintListID: 'round-1',
    sold: false,
    values: {
      shopperAge: '16',
      hour: '10',
      weekday: '5',
      storeType: 'coop',
      canton: 'BE',
      testType: 'Alkohol',
    },
    ...changes,
  };
}

/** Counts of `tests` tests in the canton of `canton`, to tell the days apart. */
function counts(canton: string, tests: number): InsightCounts {
  return { ...emptyInsightCounts(), canton: { [canton]: { tests, sold: 0 } } };
}

const ids = (tests: { _id: string }[]) => tests.map(({ _id }) => _id).sort();
const cantons = (all: InsightCounts[]) => all.flatMap((each) => Object.keys(each.canton)).sort();

describeRepositoryContract<Implementation<InsightRepository>>(
  'InsightRepository',
  {
    inMemory: () => new InMemoryInsightRepository(),
    mongo: async (db) => {
      const insight = new InsightRepository(db);
      await insight.onModuleInit();
      return insight;
    },
  },
  {
    'a counted test is kept by its purchase with its repeat; an unknown purchase has none': async (
      insight,
    ) => {
      await insight.putTest(test('p1'), 'first');
      expect(await insight.findTest('p1')).toEqual({ _id: 'p1', ...test('p1'), repeat: 'first' });
      expect(await insight.findTest('p2')).toBeNull();
    },

    'a test put again replaces the stored one as a whole (no time or round left from before)': async (
      insight,
    ) => {
      await insight.putTest(test('p1'), 'first');
      const outside = test('p1', { sold: true, time: undefined, sprintListID: undefined });
      await insight.putTest(outside, 'retest');
      expect(await insight.findTest('p1')).toEqual({ _id: 'p1', ...outside, repeat: 'retest' });
    },

    'a test read and changed by the caller stays as stored': async (insight) => {
      await insight.putTest(test('p1'), 'first');
      const read = await insight.findTest('p1');
      read!.values.canton = 'ZH';
      read!.sold = true;
      expect(await insight.findTest('p1')).toEqual({ _id: 'p1', ...test('p1'), repeat: 'first' });
    },

    'a removed test is gone; removing an unknown one changes nothing': async (insight) => {
      await insight.putTest(test('p1'), 'first');
      await insight.putTest(test('p2'), 'first');
      await insight.removeTest('p1');
      await insight.removeTest('p9');
      expect(await insight.findTest('p1')).toBeNull();
      expect(await insight.findTest('p2')).not.toBeNull();
    },

    'the tests of a store are all its tests and no other store’s': async (insight) => {
      await insight.putTest(test('p1'), 'first');
      await insight.putTest(test('p2', { date: '2026-11-21', sprintListID: undefined }), 'retest');
      await insight.putTest(test('p3', { storeID: 'store-2' }), 'first');
      expect(ids(await insight.testsOfStore('store-1'))).toEqual(['p1', 'p2']);
      expect(await insight.testsOfStore('store-9')).toEqual([]);
    },

    'a re-test is marked on the stored test only; an unknown purchase gets no test': async (insight) => {
      await insight.putTest(test('p1'), 'first');
      await insight.setRepeat('p1', 'retest');
      await insight.setRepeat('p9', 'retest');
      expect(await insight.findTest('p1')).toEqual({ _id: 'p1', ...test('p1'), repeat: 'retest' });
      expect(await insight.findTest('p9')).toBeNull();
    },

    'the tests of a day are those of its round; round "" is the tests outside any round': async (insight) => {
      await insight.putTest(test('p1'), 'first');
      await insight.putTest(test('p2', { sprintListID: 'round-2' }), 'first');
      await insight.putTest(test('p3', { sprintListID: undefined }), 'first');
      await insight.putTest(test('p4', { sprintListID: undefined, date: '2026-11-21' }), 'first');
      expect(ids(await insight.testsOfDay({ date: '2026-11-20', sprintListID: 'round-1' }))).toEqual(['p1']);
      expect(ids(await insight.testsOfDay({ date: '2026-11-20', sprintListID: '' }))).toEqual(['p3']);
      expect(ids(await insight.testsOfDay({ date: '2026-11-21', sprintListID: '' }))).toEqual(['p4']);
      expect(await insight.testsOfDay({ date: '2026-11-22', sprintListID: 'round-1' })).toEqual([]);
    },

    'a day’s counts are set, replaced and, without tests, removed': async (insight) => {
      const day = { date: '2026-11-20', sprintListID: 'round-1' };
      await insight.putDay(day, counts('BE', 1));
      await insight.putDay(day, counts('ZH', 2));
      expect(await insight.countsIn({})).toEqual([counts('ZH', 2)]);
      await insight.putDay(day, undefined);
      await insight.putDay({ date: '2026-11-21', sprintListID: '' }, undefined);
      expect(await insight.countsIn({})).toEqual([]);
    },

    'the counts asked for are the days of the period (both days included) and of the round, if given': async (
      insight,
    ) => {
      await insight.putDay({ date: '2026-11-19', sprintListID: 'round-1' }, counts('AG', 1));
      await insight.putDay({ date: '2026-11-20', sprintListID: 'round-1' }, counts('BE', 1));
      await insight.putDay({ date: '2026-11-20', sprintListID: '' }, counts('GE', 1));
      await insight.putDay({ date: '2026-11-21', sprintListID: 'round-2' }, counts('LU', 1));
      await insight.putDay({ date: '2026-11-22', sprintListID: 'round-1' }, counts('TI', 1));
      expect(cantons(await insight.countsIn({}))).toEqual(['AG', 'BE', 'GE', 'LU', 'TI']);
      expect(cantons(await insight.countsIn({ from: '2026-11-20', to: '2026-11-21' }))).toEqual([
        'BE',
        'GE',
        'LU',
      ]);
      expect(cantons(await insight.countsIn({ from: '2026-11-21' }))).toEqual(['LU', 'TI']);
      expect(cantons(await insight.countsIn({ to: '2026-11-19' }))).toEqual(['AG']);
      expect(cantons(await insight.countsIn({ sprintListID: 'round-1', to: '2026-11-20' }))).toEqual([
        'AG',
        'BE',
      ]);
      expect(await insight.countsIn({ sprintListID: 'round-9' })).toEqual([]);
    },

    'the rounds seen are known by id, renamed by a later put and listed by name': async (insight) => {
      expect(await insight.roundsSeen()).toEqual([]);
      expect(await insight.knowsRound('round-1')).toBe(false);
      await insight.putRound('round-1', 'Zürich Herbst');
      await insight.putRound('round-2', 'Aargau Winter');
      await insight.putRound('round-3', 'Östliche Schweiz');
      await insight.putRound('round-2', 'Basel Winter');
      expect(await insight.knowsRound('round-1')).toBe(true);
      expect(await insight.knowsRound('round-9')).toBe(false);
      expect(await insight.roundsSeen()).toEqual([
        { sprintListID: 'round-2', name: 'Basel Winter' },
        { sprintListID: 'round-3', name: 'Östliche Schweiz' },
        { sprintListID: 'round-1', name: 'Zürich Herbst' },
      ]);
    },
  },
);
