import type { EventEnvelope, Timetrack } from '@agecheck/contracts';
import { databaseOrder, type Implementation } from '@agecheck/nest-common/testing';
import {
  TIMETRACK_LIST_LIMIT,
  type TimetrackRepository,
  type TimetrackWrite,
} from '../src/timetrack/timetrack.repository';

/** Descending by a text that may be missing (the database sorts a missing one as the smallest). */
const descending = (a: string | undefined, b: string | undefined) =>
  a === b ? 0 : a === undefined ? 1 : b === undefined ? -1 : databaseOrder(b, a);

/** Newest first as the real queries: date, then the last save, ties by id. */
const newestFirst = (a: Timetrack, b: Timetrack) =>
  descending(a.datum, b.datum) || descending(a.updatedAt, b.updatedAt) || databaseOrder(a._id, b._id);

/**
 * Time records in memory, for unit tests of the records service: the same answers as the MongoDB repository
 * (timetrack.repository.int-spec.ts checks them against each other), and every event it would have published.
 */
export class InMemoryTimetrackRepository implements Implementation<TimetrackRepository> {
  readonly records = new Map<string, Timetrack>();
  readonly events: EventEnvelope<unknown>[] = [];

  async onModuleInit(): Promise<void> {}

  async findById(id: string): Promise<Timetrack | undefined> {
    const record = this.records.get(id);
    return record && structuredClone(record);
  }

  async listOf(userID: string, openOnly = false, limit = TIMETRACK_LIST_LIMIT): Promise<Timetrack[]> {
    return [...this.records.values()]
      .filter((record) => record.userID === userID && (!openOnly || !record.complete))
      .sort(newestFirst)
      .slice(0, limit)
      .map((record) => structuredClone(record));
  }

  async allLive(): Promise<Timetrack[]> {
    return [...this.records.values()].map((record) => structuredClone(record));
  }

  async isUsed(field: 'kunde' | 'region', id: string): Promise<boolean> {
    return [...this.records.values()].some((record) => record[field] === id);
  }

  async save(
    record: Timetrack,
    events: EventEnvelope<unknown>[],
    expectedVersion: number | undefined,
  ): Promise<TimetrackWrite> {
    const stored = this.records.get(record._id);
    const ownersLive = stored !== undefined && stored.userID === record.userID;
    if (expectedVersion === undefined) {
      if (stored) return ownersLive ? 'changed' : 'missing';
    } else if (!stored || stored.userID !== record.userID || stored.version !== expectedVersion) {
      return ownersLive ? 'changed' : 'missing';
    }
    this.records.set(record._id, JSON.parse(JSON.stringify(record)) as Timetrack);
    this.events.push(...events);
    return 'stored';
  }

  async remove(id: string, event: EventEnvelope<unknown>): Promise<boolean> {
    if (!this.records.delete(id)) return false;
    this.events.push(event);
    return true;
  }
}
