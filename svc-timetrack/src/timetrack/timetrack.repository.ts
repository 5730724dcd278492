import { Injectable, OnModuleInit } from '@nestjs/common';
import { timetrackSchema, type EventEnvelope, type Timetrack } from '@agecheck/contracts';
import {
  InjectDb,
  isDuplicateKey,
  OutboxRelay,
  outboxOnUpdate,
  type OutboxFields,
} from '@agecheck/nest-common';
import type { Collection, Db, Filter } from 'mongodb';

export const TIMETRACK_COLLECTION = 'timetracks';

/** The newest records the caller's own list shows (`GET api/timetrack/all/`). */
export const TIMETRACK_LIST_LIMIT = 500;

/** Keyed by the id the phone made, so a retried save finds its own record (a unique key, not a check). */
export type TimetrackDocument = Timetrack & OutboxFields;

const LIVE = { deletedAt: { $exists: false } } as const;

/** What a save did: stored; found another save first ('changed'); or found no live record of the owner ('missing'). */
export type TimetrackWrite = 'stored' | 'changed' | 'missing';

/** The fields a record may have: a save sets those the record has and removes the others. */
const TIMETRACK_FIELDS = Object.keys(timetrackSchema.shape).filter((key) => key !== '_id');

function toTimetrack({
  outbox: _outbox,
  outboxPending: _pending,
  deletedAt: _deletedAt,
  ...record
}: TimetrackDocument): Timetrack {
  return record;
}

/** Newest first: by date, then by the time of the last save, ties by id (the own list; the admin list's order too). */
const NEWEST_FIRST = { datum: -1, updatedAt: -1, _id: 1 } as const;

/**
 * Time records in MongoDB, the one repository of their collection. Each write stores the record and its events
 * in one document operation; the relay publishes them (decision 0031).
 */
@Injectable()
export class TimetrackRepository implements OnModuleInit {
  private readonly records: Collection<TimetrackDocument>;

  constructor(
    @InjectDb() db: Db,
    private readonly outbox: OutboxRelay,
  ) {
    this.records = db.collection<TimetrackDocument>(TIMETRACK_COLLECTION);
  }

  async onModuleInit(): Promise<void> {
    await this.outbox.watch(TIMETRACK_COLLECTION);
    await this.records.createIndex({ userID: 1, datum: -1 });
    await this.records.createIndex({ kunde: 1 });
    await this.records.createIndex({ region: 1 });
  }

  async findById(id: string): Promise<Timetrack | undefined> {
    const document = await this.records.findOne({ _id: id, ...LIVE } as Filter<TimetrackDocument>);
    return document ? toTimetrack(document) : undefined;
  }

  /** A user's records, newest first; only the open ones (not complete) when asked (the dashboard's `getOpen`). */
  async listOf(userID: string, openOnly = false, limit = TIMETRACK_LIST_LIMIT): Promise<Timetrack[]> {
    const documents = await this.records
      .find({ userID, ...(openOnly ? { complete: false } : {}), ...LIVE } as Filter<TimetrackDocument>)
      .sort(NEWEST_FIRST)
      .limit(limit)
      .toArray();
    return documents.map(toTimetrack);
  }

  /**
   * Every live record, for the admin list in memory (decision 0036): FerretDB 1.24 reads every record for any
   * query, so the list reads them once at start instead of on every page. Each is kept as JSON.parse makes it,
   * one shape per kind of record: the driver's objects, or copies by rest properties, are dictionaries in V8
   * (measured for 200 000 records: 508 MB as the driver makes them, 226 MB copied, 152 MB through JSON), and
   * took svc-timetrack past its heap.
   */
  async allLive(): Promise<Timetrack[]> {
    const records: Timetrack[] = [];
    const cursor = this.records
      .find(LIVE as Filter<TimetrackDocument>, { projection: { outbox: 0, outboxPending: 0 } })
      .batchSize(1000);
    for await (const document of cursor) records.push(JSON.parse(JSON.stringify(document)) as Timetrack);
    return records;
  }

  /** Whether a live record names the customer (`kunde`) or the region (`region`) with this id. */
  async isUsed(field: 'kunde' | 'region', id: string): Promise<boolean> {
    const found = await this.records.findOne({ [field]: id, ...LIVE } as Filter<TimetrackDocument>, {
      projection: { _id: 1 },
    });
    return found !== null;
  }

  /**
   * Stores a new record (`expectedVersion` undefined) or replaces the record still at `expectedVersion`, with
   * its events. 'changed' when another save came first: read again and decide again. 'missing' when the record
   * exists under another owner or is deleted.
   */
  async save(
    record: Timetrack,
    events: EventEnvelope<unknown>[],
    expectedVersion: number | undefined,
  ): Promise<TimetrackWrite> {
    const { _id, ...fields } = record;
    if (expectedVersion === undefined) {
      try {
        await this.records.insertOne({ ...record, outbox: events, outboxPending: true });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        return (await this.isOwnersLive(_id, record.userID)) ? 'changed' : 'missing';
      }
    } else {
      // a replace: a field the record no longer has (a card of another flow, an emptied receipt) goes too
      const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      const gone = TIMETRACK_FIELDS.filter((key) => set[key] === undefined);
      const result = await this.records.updateOne(
        { _id, userID: record.userID, version: expectedVersion, ...LIVE } as Filter<TimetrackDocument>,
        {
          $set: { ...set, outboxPending: true as const },
          ...(gone.length > 0 ? { $unset: Object.fromEntries(gone.map((key) => [key, ''])) } : {}),
          $push: { outbox: { $each: events } },
        },
      );
      if (result.matchedCount === 0)
        return (await this.isOwnersLive(_id, record.userID)) ? 'changed' : 'missing';
    }
    await this.outbox.flush(TIMETRACK_COLLECTION, _id);
    return 'stored';
  }

  private async isOwnersLive(_id: string, userID: string): Promise<boolean> {
    const found = await this.records.findOne({ _id, userID, ...LIVE } as Filter<TimetrackDocument>, {
      projection: { _id: 1 },
    });
    return found !== null;
  }

  /** Marks a record deleted together with its event; the relay removes it once the event is out. */
  async remove(id: string, event: EventEnvelope<unknown>, deletedAt: Date): Promise<boolean> {
    const result = await this.records.updateOne(
      { _id: id, ...LIVE } as Filter<TimetrackDocument>,
      outboxOnUpdate(event, { deletedAt: deletedAt.toISOString() }),
    );
    if (result.matchedCount === 0) return false;
    await this.outbox.flush(TIMETRACK_COLLECTION, id);
    return true;
  }
}
