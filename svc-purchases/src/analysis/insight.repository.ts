import { Injectable, OnModuleInit } from '@nestjs/common';
import type {
  InsightCounts,
  InsightQuery,
  InsightRepeat,
  InsightRound,
  InsightTest,
} from '@agecheck/contracts';
import { InjectDb } from '@agecheck/nest-common';
import type { Collection, Db, Filter } from 'mongodb';

/** One counted test, keyed by its purchase: the read model's source for recounting a day or a store. */
type InsightTestDocument = InsightTest & { _id: string; repeat: InsightRepeat };

/** The counts of one day and round (`sprintListID` '' for tests outside a round): what a query sums. */
type InsightDayDocument = { _id: string; date: string; sprintListID: string; counts: InsightCounts };

/** A day and round of the read model. */
export type InsightDayKey = { date: string; sprintListID: string };

export const INSIGHT_TESTS_COLLECTION = 'insightTests';
export const INSIGHT_DAYS_COLLECTION = 'insightDays';
export const INSIGHT_ROUNDS_COLLECTION = 'insightRounds';

export function dayKeyOf(test: Pick<InsightTest, 'date' | 'sprintListID'>): InsightDayKey {
  return { date: test.date, sprintListID: test.sprintListID ?? '' };
}

const dayId = ({ date, sprintListID }: InsightDayKey) => `${date}|${sprintListID}`;

/**
 * The insight read model (issue 8): the counted tests, the counts per day and round, and the rounds seen.
 * Every write sets a whole document from its source, so replaying an event or resuming after a crash
 * leaves the same state.
 */
@Injectable()
export class InsightRepository implements OnModuleInit {
  private readonly tests: Collection<InsightTestDocument>;
  private readonly days: Collection<InsightDayDocument>;
  private readonly rounds: Collection<{ _id: string; name: string }>;

  constructor(@InjectDb() db: Db) {
    this.tests = db.collection<InsightTestDocument>(INSIGHT_TESTS_COLLECTION);
    this.days = db.collection<InsightDayDocument>(INSIGHT_DAYS_COLLECTION);
    this.rounds = db.collection(INSIGHT_ROUNDS_COLLECTION);
  }

  async onModuleInit(): Promise<void> {
    await this.tests.createIndex({ storeID: 1 });
    await this.tests.createIndex({ date: 1, sprintListID: 1 });
    await this.days.createIndex({ sprintListID: 1, date: 1 });
    await this.days.createIndex({ date: 1 });
  }

  async findTest(purchaseId: string): Promise<InsightTestDocument | null> {
    return this.tests.findOne({ _id: purchaseId });
  }

  async putTest(test: InsightTest, repeat: InsightRepeat): Promise<void> {
    const { sprintListID, time, ...rest } = test;
    const document: InsightTestDocument = {
      _id: test.purchaseId,
      ...rest,
      ...(time ? { time } : {}),
      ...(sprintListID ? { sprintListID } : {}),
      repeat,
    };
    await this.tests.replaceOne({ _id: test.purchaseId }, document, { upsert: true });
  }

  async removeTest(purchaseId: string): Promise<void> {
    await this.tests.deleteOne({ _id: purchaseId });
  }

  async testsOfStore(storeID: string): Promise<InsightTestDocument[]> {
    return this.tests.find({ storeID }).toArray();
  }

  async setRepeat(purchaseId: string, repeat: InsightRepeat): Promise<void> {
    await this.tests.updateOne({ _id: purchaseId }, { $set: { repeat } });
  }

  async testsOfDay({ date, sprintListID }: InsightDayKey): Promise<InsightTestDocument[]> {
    const round = sprintListID ? { sprintListID } : { sprintListID: { $exists: false } };
    return this.tests.find({ date, ...round } as Filter<InsightTestDocument>).toArray();
  }

  /** Sets a day's counts; a day without tests has no document. */
  async putDay(key: InsightDayKey, counts: InsightCounts | undefined): Promise<void> {
    if (!counts) {
      await this.days.deleteOne({ _id: dayId(key) });
      return;
    }
    await this.days.replaceOne({ _id: dayId(key) }, { ...key, counts }, { upsert: true });
  }

  /** The counts of the days of the period and round asked for. */
  async countsIn(query: InsightQuery): Promise<InsightCounts[]> {
    const date = { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lte: query.to } : {}) };
    const filter = {
      ...(query.sprintListID ? { sprintListID: query.sprintListID } : {}),
      ...(query.from || query.to ? { date } : {}),
    };
    const days = await this.days.find(filter, { projection: { counts: 1 } }).toArray();
    return days.map(({ counts }) => counts);
  }

  /** Whether the round's name is kept already. */
  async knowsRound(sprintListID: string): Promise<boolean> {
    return (await this.rounds.findOne({ _id: sprintListID }, { projection: { _id: 1 } })) !== null;
  }

  async putRound(sprintListID: string, name: string): Promise<void> {
    await this.rounds.replaceOne({ _id: sprintListID }, { name }, { upsert: true });
  }

  async roundsSeen(): Promise<InsightRound[]> {
    const rounds = await this.rounds.find().toArray();
    return rounds
      .map(({ _id, name }) => ({ sprintListID: _id, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'de'));
  }
}
