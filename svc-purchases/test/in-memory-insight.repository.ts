import type {
  InsightCounts,
  InsightQuery,
  InsightRepeat,
  InsightRound,
  InsightTest,
} from '@agecheck/contracts';
import type { Implementation } from '@agecheck/nest-common/testing';
import type { InsightDayKey, InsightRepository } from '../src/analysis/insight.repository';

type InsightTestDocument = NonNullable<Awaited<ReturnType<InsightRepository['findTest']>>>;
type InsightDayDocument = InsightDayKey & { counts: InsightCounts };

const dayId = ({ date, sprintListID }: InsightDayKey) => `${date}|${sprintListID}`;

/** A copy, as a document read from the database is one (a caller's changes never reach what is stored). */
const copy = <T>(value: T): T => structuredClone(value);

/**
 * The insight read model in memory (the counted tests, the counts per day and round, the rounds seen), for
 * unit tests of the insight page and its projector: the same answers as the MongoDB repository.
 */
export class InMemoryInsightRepository implements Implementation<InsightRepository> {
  readonly tests = new Map<string, InsightTestDocument>();
  readonly days = new Map<string, InsightDayDocument>();
  readonly rounds = new Map<string, string>();

  async onModuleInit(): Promise<void> {}

  async findTest(purchaseId: string): Promise<InsightTestDocument | null> {
    const test = this.tests.get(purchaseId);
    return test ? copy(test) : null;
  }

  async putTest(test: InsightTest, repeat: InsightRepeat): Promise<void> {
    const { sprintListID, time, ...rest } = test;
    this.tests.set(test.purchaseId, {
      _id: test.purchaseId,
      ...copy(rest),
      ...(time ? { time } : {}),
      ...(sprintListID ? { sprintListID } : {}),
      repeat,
    });
  }

  async removeTest(purchaseId: string): Promise<void> {
    this.tests.delete(purchaseId);
  }

  async testsOfStore(storeID: string): Promise<InsightTestDocument[]> {
    return [...this.tests.values()].filter((test) => test.storeID === storeID).map(copy);
  }

  async setRepeat(purchaseId: string, repeat: InsightRepeat): Promise<void> {
    const test = this.tests.get(purchaseId);
    if (test) test.repeat = repeat;
  }

  /** The tests of a day and round; round '' is the tests outside a round (no `sprintListID`). */
  async testsOfDay({ date, sprintListID }: InsightDayKey): Promise<InsightTestDocument[]> {
    return [...this.tests.values()]
      .filter(
        (test) =>
          test.date === date &&
          (sprintListID ? test.sprintListID === sprintListID : test.sprintListID === undefined),
      )
      .map(copy);
  }

  async putDay(key: InsightDayKey, counts: InsightCounts | undefined): Promise<void> {
    if (!counts) this.days.delete(dayId(key));
    else this.days.set(dayId(key), { ...key, counts: copy(counts) });
  }

  async countsIn(query: InsightQuery): Promise<InsightCounts[]> {
    return [...this.days.values()]
      .filter(
        (day) =>
          (!query.sprintListID || day.sprintListID === query.sprintListID) &&
          (!query.from || day.date >= query.from) &&
          (!query.to || day.date <= query.to),
      )
      .map(({ counts }) => copy(counts));
  }

  async knowsRound(sprintListID: string): Promise<boolean> {
    return this.rounds.has(sprintListID);
  }

  async putRound(sprintListID: string, name: string): Promise<void> {
    this.rounds.set(sprintListID, name);
  }

  async roundsSeen(): Promise<InsightRound[]> {
    return [...this.rounds]
      .map(([sprintListID, name]) => ({ sprintListID, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'de'));
  }
}
