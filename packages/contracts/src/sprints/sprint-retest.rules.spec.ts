import { retestOf, retestProposalOf, type TestOfStore } from './sprint-retest.rules';

const test = (id: string, date: string, change: Partial<TestOfStore> = {}): TestOfStore => ({
  _id: id,
  date,
  testType: 'Alkohol',
  regulationsRespected: true,
  delayed: false,
  ...change,
});
const failed = (id: string, date: string, change: Partial<TestOfStore> = {}) =>
  test(id, date, { regulationsRespected: false, ...change });

// Issue 8, "Rounds": "a store whose test failed is proposed for the next round automatically, and the round
// detail shows which entries are re-tests" (decision 0028).
describe('a re-test: the store failed before the round starts and has not passed since', () => {
  it.each<[string, TestOfStore[], string | null]>([
    ['no tests', [], null],
    ['only passed tests', [test('a', '2026-10-01')], null],
    ['a failed test before the start', [failed('f', '2026-10-01')], 'f'],
    ['a failed test on the start day (belongs to the round)', [failed('f', '2026-11-01')], null],
    ['a failed test, then a passed one', [failed('f', '2026-09-01'), test('p', '2026-10-01')], null],
    [
      'a failed test, then a passed one after the start (the re-test of this round)',
      [failed('f', '2026-10-01'), test('p', '2026-11-10')],
      'f',
    ],
    ['a passed test, then a failed one', [test('p', '2026-09-01'), failed('f', '2026-10-01')], 'f'],
    ['two failed tests: the latest', [failed('old', '2026-08-01'), failed('new', '2026-10-01')], 'new'],
    [
      'a failed test, then a delayed one (no pass)',
      [failed('f', '2026-10-01'), test('d', '2026-10-05', { delayed: true })],
      'f',
    ],
    ['a delayed test not respected (not complete)', [failed('d', '2026-10-01', { delayed: true })], null],
    [
      'a failed test, then a special reason (store closed, no pass)',
      [failed('f', '2026-10-01'), test('s', '2026-10-05', { specialReason: 'storeClosed' })],
      'f',
    ],
  ])('%s: %s', (_case, tests, expected) => {
    expect(retestOf(tests, '2026-11-01')?.purchaseID ?? null).toBe(expected);
  });
});

describe('the round that proposes a store’s re-test (its next round)', () => {
  const round = { start: '2026-11-01', types: ['spamia', 'eov'] };
  const failure = [failed('f', '2026-10-01')];
  it.each<[string, Partial<Parameters<typeof retestProposalOf>[0]>, boolean]>([
    ['a failed spamia store in no later round', {}, true],
    ['a store of a type the round does not hold', { storeType: 'coop' }, false],
    ['a store already in a round starting after the failure', { roundStartsOfStore: ['2026-10-15'] }, false],
    ['a store only in the round of its failure', { roundStartsOfStore: ['2026-09-01'] }, true],
    [
      'a failed lottery test (no round target)',
      { tests: [failed('f', '2026-10-01', { testType: 'Lose' })] },
      false,
    ],
    ['a store that passed since', { tests: [...failure, test('p', '2026-10-20')] }, false],
  ])('%s: %s', (_case, change, proposed) => {
    const proposal = retestProposalOf({
      round,
      storeType: 'spamia',
      tests: failure,
      roundStartsOfStore: [],
      ...change,
    });
    expect(proposal !== null).toBe(proposed);
  });
});
