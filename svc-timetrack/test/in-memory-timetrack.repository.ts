import {
  TIMETRACK_LIMITS,
  type EventEnvelope,
  type Timetrack,
  type TimetrackListQuery,
  type TimetrackPage,
} from '@agecheck/contracts';
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

function matches(record: Timetrack, query: TimetrackListQuery): boolean {
  const cutoff = TIMETRACK_LIMITS.reviewCutoff;
  if (query.user && record.userID !== query.user) return false;
  if (query.customer && record.kunde !== query.customer) return false;
  if (query.from && !(record.datum !== undefined && record.datum >= query.from)) return false;
  if (query.to && !(record.datum !== undefined && record.datum <= query.to)) return false;
  if (
    query.status === 'pending' &&
    !(!record.reviewed && record.datum !== undefined && record.datum >= cutoff)
  )
    return false;
  if (
    query.status === 'reviewed' &&
    !(record.reviewed || (record.datum !== undefined && record.datum < cutoff))
  )
    return false;
  if (query.status === 'open' && record.complete) return false;
  return true;
}

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

  async page(query: TimetrackListQuery, page: number, pageSize: number): Promise<TimetrackPage> {
    const matching = [...this.records.values()].filter((record) => matches(record, query)).sort(newestFirst);
    const start = (page - 1) * pageSize;
    return {
      items: matching.slice(start, start + pageSize).map((r) => structuredClone(r)),
      page,
      pageSize,
      total: matching.length,
    };
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
