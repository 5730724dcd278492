import type { Implementation } from '@agecheck/nest-common/testing';
import type {
  TimetrackCustomerRow,
  TimetrackRegionRow,
  TimetrackRow,
  TimetrackRowsQuery,
} from '../src/timetrack/timetrack-row';
import type { TimetrackRowsRepository } from '../src/timetrack/timetrack-rows.repository';

type Versioned = { _id: string; version: string };

/** Newer-wins in a map, as `upsertIfNewer` on MongoDB. */
function upsert<Row extends Versioned>(
  rows: Map<string, Partial<Row>>,
  id: string,
  fields: Partial<Omit<Row, '_id'>> & { version: string },
): void {
  const stored = rows.get(id);
  if (stored?.version !== undefined && stored.version >= fields.version) return;
  rows.set(id, { ...stored, _id: id, ...fields } as Partial<Row>);
}

const byId = (a: { _id: string }, b: { _id: string }) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/**
 * The time-tracking rows in memory for unit tests: newer-wins as the MongoDB repository, which
 * timetrack-rows.repository.int-spec.ts checks against this one.
 */
export class InMemoryTimetrackRowsRepository implements Implementation<TimetrackRowsRepository> {
  readonly records = new Map<string, Partial<TimetrackRow>>();
  readonly customers = new Map<string, Partial<TimetrackCustomerRow>>();
  readonly regions = new Map<string, Partial<TimetrackRegionRow>>();

  async onModuleInit(): Promise<void> {}

  async findRecord(id: string): Promise<TimetrackRow | null> {
    return (this.records.get(id) as TimetrackRow | undefined) ?? null;
  }

  async *recordsFrom(day: string): AsyncIterable<TimetrackRow> {
    for (const row of [...this.records.values()] as TimetrackRow[]) if (row.datum >= day) yield row;
  }

  async findRecords({ start, end, typ, userID }: TimetrackRowsQuery): Promise<TimetrackRow[]> {
    return ([...this.records.values()] as TimetrackRow[])
      .filter(
        (row) =>
          row.deleted === false &&
          row.datum >= start &&
          row.datum <= end &&
          (typ === undefined || row.typ === typ) &&
          (userID === undefined || row.userID === userID),
      )
      .sort((a, b) =>
        a.datum !== b.datum
          ? a.datum < b.datum
            ? -1
            : 1
          : a.userID !== b.userID
            ? a.userID < b.userID
              ? -1
              : 1
            : byId(a, b),
      );
  }

  async upsertRecordIfNewer(
    id: string,
    fields: Partial<Omit<TimetrackRow, '_id'>> & { version: string },
  ): Promise<void> {
    upsert(this.records, id, fields);
  }

  async findCustomers(): Promise<TimetrackCustomerRow[]> {
    return ([...this.customers.values()] as TimetrackCustomerRow[]).filter((row) => !row.deleted).sort(byId);
  }

  async upsertCustomerIfNewer(
    id: string,
    fields: Partial<Omit<TimetrackCustomerRow, '_id'>> & { version: string },
  ): Promise<void> {
    upsert(this.customers, id, fields);
  }

  async findRegions(): Promise<TimetrackRegionRow[]> {
    return ([...this.regions.values()] as TimetrackRegionRow[]).filter((row) => !row.deleted).sort(byId);
  }

  async upsertRegionIfNewer(
    id: string,
    fields: Partial<Omit<TimetrackRegionRow, '_id'>> & { version: string },
  ): Promise<void> {
    upsert(this.regions, id, fields);
  }
}
