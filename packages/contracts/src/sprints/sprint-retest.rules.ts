import type { TestType } from '../stores/store-types';
import { isSprintTestType } from './sprint.schema';

/** The failed test a store is tested again for (back-office spec, section 3: a store's "errors"). */
export type RetestReason = { purchaseID: string; date: string; testType: TestType };

/** What the re-test rule reads of a store's purchases. */
export type TestOfStore = {
  _id: string;
  /** yyyy-MM-dd; missing while a delayed purchase has none yet. */
  date?: string;
  testType?: TestType;
  regulationsRespected?: boolean;
  delayed: boolean;
  specialReason?: string;
};

const isComplete = (test: TestOfStore): test is TestOfStore & { date: string } =>
  !test.delayed && !test.specialReason && test.date !== undefined;

/**
 * The failed test a round starting on `start` tests the store again for (issue 8, "a store whose test failed
 * is proposed for the next round", decision 0028): the latest failed test (regulations not respected, complete,
 * no special reason) dated before the start, unless a complete test that respected the regulations followed it
 * before the start. `null`: no re-test.
 */
export function retestOf(tests: readonly TestOfStore[], start: string): RetestReason | null {
  const before = tests.filter(isComplete).filter((test) => test.date < start);
  const failure = before
    .filter((test) => test.regulationsRespected === false)
    .sort((a, b) => b.date.localeCompare(a.date))[0];
  if (!failure?.testType) return null;
  const passedSince = before.some((test) => test.regulationsRespected === true && test.date > failure.date);
  return passedSince ? null : { purchaseID: failure._id, date: failure.date, testType: failure.testType };
}

/**
 * The re-test a round proposes for a store it does not hold, or `null` (decision 0028): the round is the
 * store's "next round" when it holds stores of the store's type and no round holding the store starts after
 * the failure yet; the failure's test type needs a round target (alcohol, tobacco or media).
 */
export function retestProposalOf(options: {
  round: { start: string; types: readonly string[] };
  storeType: string;
  tests: readonly TestOfStore[];
  /** The starts of the rounds that hold the store. */
  roundStartsOfStore: readonly string[];
}): RetestReason | null {
  if (!options.round.types.includes(options.storeType)) return null;
  const reason = retestOf(options.tests, options.round.start);
  if (!reason || !isSprintTestType(reason.testType)) return null;
  return options.roundStartsOfStore.some((start) => start > reason.date) ? null : reason;
}
