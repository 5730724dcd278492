import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDb } from '@agecheck/nest-common';
import type { Collection, Db, Filter } from 'mongodb';
import { upsertIfNewer } from '../read-models/newer-wins';
import type {
  TimetrackCustomerRow,
  TimetrackRegionRow,
  TimetrackRow,
  TimetrackRowsQuery,
} from './timetrack-row';

/** Rows read at a time while the exports' records load. */
const LOAD_BATCH = 1000;

type Change<Row> = Partial<Omit<Row, '_id'>> & { version: string };

/** The time records, customers and regions of svc-exports' read model in MongoDB. */
@Injectable()
export class TimetrackRowsRepository implements OnModuleInit {
  private readonly records: Collection<TimetrackRow>;
  private readonly customers: Collection<TimetrackCustomerRow>;
  private readonly regions: Collection<TimetrackRegionRow>;

  constructor(@InjectDb() db: Db) {
    this.records = db.collection<TimetrackRow>('timetracks');
    this.customers = db.collection<TimetrackCustomerRow>('timetrackCustomers');
    this.regions = db.collection<TimetrackRegionRow>('timetrackRegions');
  }

  async onModuleInit(): Promise<void> {
    await this.records.createIndex({ datum: 1, userID: 1 });
  }

  findRecord(id: string): Promise<TimetrackRow | null> {
    return this.records.findOne({ _id: id });
  }

  /**
   * The rows of the records dated from `day` on (a special absence by its first day), deleted ones included,
   * for the exports' records in memory (decision 0039).
   */
  recordsFrom(day: string): AsyncIterable<TimetrackRow> {
    return this.records.find({ datum: { $gte: day } }, { batchSize: LOAD_BATCH });
  }

  /** The records of the period that are not deleted, by date, then user, then id. */
  findRecords({ start, end, typ, userID }: TimetrackRowsQuery): Promise<TimetrackRow[]> {
    const filter: Filter<TimetrackRow> = { deleted: false, datum: { $gte: start, $lte: end } };
    if (typ !== undefined) filter.typ = typ;
    if (userID !== undefined) filter.userID = userID;
    return this.records.find(filter).sort({ datum: 1, userID: 1, _id: 1 }).toArray();
  }

  /** Applies the change only when it is newer than what is stored (a repeated or late event changes nothing). */
  upsertRecordIfNewer(id: string, fields: Change<TimetrackRow>): Promise<void> {
    return upsertIfNewer(this.records, id, fields);
  }

  /** The customers that are not deleted. */
  findCustomers(): Promise<TimetrackCustomerRow[]> {
    return this.customers.find({ deleted: false }).sort({ _id: 1 }).toArray();
  }

  upsertCustomerIfNewer(id: string, fields: Change<TimetrackCustomerRow>): Promise<void> {
    return upsertIfNewer(this.customers, id, fields);
  }

  /** The regions of every kind that are not deleted. */
  findRegions(): Promise<TimetrackRegionRow[]> {
    return this.regions.find({ deleted: false }).sort({ _id: 1 }).toArray();
  }

  upsertRegionIfNewer(id: string, fields: Change<TimetrackRegionRow>): Promise<void> {
    return upsertIfNewer(this.regions, id, fields);
  }
}
