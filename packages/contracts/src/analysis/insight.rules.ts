import { parseIsoDate } from '../dates';
import { isFailedTest } from '../purchases/purchase-save.rules';
import type { Purchase } from '../purchases/purchase.schema';

/**
 * What the insight page breaks the sale rate down by (issue 8, "Beyond the spec: insight"): shopper age,
 * hour of day, weekday, store type, canton, test type, and first test versus re-test of a store.
 */
export const INSIGHT_DIMENSIONS = [
  'shopperAge',
  'hour',
  'weekday',
  'storeType',
  'canton',
  'testType',
  'repeat',
] as const;
export type InsightDimension = (typeof INSIGHT_DIMENSIONS)[number];

/** The value of a dimension the purchase does not tell (a shopper without birth date, a store without canton). */
export const INSIGHT_UNKNOWN = 'unknown';

/** The weekdays as the insight page counts them, Monday first (back-office spec, section 9: "week starts Monday"). */
export const INSIGHT_WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** How many tests there were and in how many the article was sold (regulations not respected). */
export type InsightCount = { tests: number; sold: number };
export type InsightCounts = Record<InsightDimension, Record<string, InsightCount>>;

/**
 * One test as the insight read model keeps it: where and when, and whether the article was sold. `repeat`
 * is not here: whether a test is a store's first or a re-test depends on the store's other tests
 * (`repeatsOf`).
 */
export type InsightTest = {
  purchaseId: string;
  storeID: string;
  date: string;
  time?: string;
  sprintListID?: string;
  sold: boolean;
  values: Record<Exclude<InsightDimension, 'repeat'>, string>;
};

/** The ISO weekday of a `yyyy-MM-dd` date: '1' Monday to '7' Sunday. */
export function isoWeekdayOf(isoDate: string): string {
  const { year, month, day } = parseIsoDate(isoDate);
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return String(sundayFirst === 0 ? 7 : sundayFirst);
}

type InsightPurchase = Pick<
  Purchase,
  | '_id'
  | 'storeID'
  | 'date'
  | 'time'
  | 'sprintListID'
  | 'type'
  | 'testType'
  | 'shopperAge'
  | 'regulationsRespected'
  | 'delayed'
  | 'specialReason'
>;

/**
 * The purchase as a test the insight page counts, or undefined when it is none: a delayed report (not
 * complete), a special reason (no test took place) or a report without date, test type or outcome.
 * Controlled or not, a complete report counts; control changing the outcome moves the counts
 * (docs/decisions/0023-analysis-and-insight.md). `sold` is the spec's "regulations not respected"
 * (`isFailedTest`).
 */
export function insightTestOf(
  purchase: InsightPurchase,
  canton: string | undefined,
): InsightTest | undefined {
  const { date, testType, regulationsRespected } = purchase;
  if (purchase.delayed || purchase.specialReason || !date || !testType || regulationsRespected === undefined)
    return undefined;
  return {
    purchaseId: purchase._id,
    storeID: purchase.storeID,
    date,
    ...(purchase.time ? { time: purchase.time } : {}),
    ...(purchase.sprintListID ? { sprintListID: purchase.sprintListID } : {}),
    sold: isFailedTest(purchase),
    values: {
      shopperAge: purchase.shopperAge === undefined ? INSIGHT_UNKNOWN : String(purchase.shopperAge),
      hour: purchase.time?.slice(0, 2) ?? INSIGHT_UNKNOWN,
      weekday: isoWeekdayOf(date),
      storeType: purchase.type[0].api,
      canton: canton ?? INSIGHT_UNKNOWN,
      testType,
    },
  };
}

export type InsightRepeat = 'first' | 'retest';

/**
 * Whether each test of one store is the store's first test of its test type or a re-test (an earlier test of
 * the same type at the same store exists), by date, time and id: a tobacco test after an alcohol test is
 * still the store's first tobacco test.
 */
export function repeatsOf(storeTests: readonly InsightTest[]): Map<string, InsightRepeat> {
  const ordered = [...storeTests].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.time ?? '').localeCompare(b.time ?? '') ||
      a.purchaseId.localeCompare(b.purchaseId),
  );
  const seen = new Set<string>();
  const repeats = new Map<string, InsightRepeat>();
  for (const test of ordered) {
    repeats.set(test.purchaseId, seen.has(test.values.testType) ? 'retest' : 'first');
    seen.add(test.values.testType);
  }
  return repeats;
}

/** Counts with nothing counted yet. */
export function emptyInsightCounts(): InsightCounts {
  return Object.fromEntries(INSIGHT_DIMENSIONS.map((dimension) => [dimension, {}])) as InsightCounts;
}

/** Adds `from` into `into` (for summing the read model's days). */
export function addInsightCounts(into: InsightCounts, from: InsightCounts): InsightCounts {
  for (const dimension of INSIGHT_DIMENSIONS) {
    for (const [value, count] of Object.entries(from[dimension] ?? {})) {
      const total = (into[dimension][value] ??= { tests: 0, sold: 0 });
      total.tests += count.tests;
      total.sold += count.sold;
    }
  }
  return into;
}

/** The counts of a set of tests, each with whether it is a first test or a re-test. */
export function countInsightTests(
  tests: readonly (InsightTest & { repeat: InsightRepeat })[],
): InsightCounts {
  const counts = emptyInsightCounts();
  for (const test of tests) {
    const values = { ...test.values, repeat: test.repeat };
    for (const dimension of INSIGHT_DIMENSIONS) {
      const count = (counts[dimension][values[dimension]] ??= { tests: 0, sold: 0 });
      count.tests += 1;
      if (test.sold) count.sold += 1;
    }
  }
  return counts;
}

/** The sale rate: the share of tests where the article was sold; undefined without tests. */
export function saleRate({ tests, sold }: InsightCount): number | undefined {
  return tests === 0 ? undefined : sold / tests;
}

/** The dimensions whose values are numbers and read in their order (ages, hours, weekdays). */
const ORDERED_DIMENSIONS: ReadonlySet<InsightDimension> = new Set(['shopperAge', 'hour', 'weekday']);

/** A dimension's rows in reading order: numbers ascending, names alphabetically, first before re-test, unknown last. */
export function insightRowsOf(
  dimension: InsightDimension,
  counts: Record<string, InsightCount>,
): ({ value: string } & InsightCount)[] {
  const rank = (value: string) => (value === INSIGHT_UNKNOWN ? 1 : 0);
  return Object.entries(counts)
    .map(([value, count]) => ({ value, ...count }))
    .sort((a, b) => {
      if (rank(a.value) !== rank(b.value)) return rank(a.value) - rank(b.value);
      if (ORDERED_DIMENSIONS.has(dimension)) return Number(a.value) - Number(b.value);
      return a.value.localeCompare(b.value);
    });
}
