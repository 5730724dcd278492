import { Injectable } from '@nestjs/common';
import { InjectDb } from '@agecheck/nest-common';
import type { Collection, Db } from 'mongodb';
import { upsertIfNewer } from '../read-models/newer-wins';
import type { PurchaseRow } from './purchase-row';

/** The fields an export record is made of (`exportRecordOf`), with the row's version and deleted flag. */
export const EXPORT_FIELDS: readonly (keyof PurchaseRow)[] = [
  'date',
  'time',
  'userName',
  'type',
  'vst',
  'name',
  'store',
  'testType',
  'regulationsRespected',
  'done',
  'delayed',
  'pass',
  'age',
  'reasonTMP',
  'reason',
  'shopper',
  'shopperAge',
  'cashier',
  'kks',
  'articleName',
  'specialReason',
  'autoExport',
  'manualExport',
  'sprintListID',
  'remarks',
  'deleted',
  'version',
];

const EXPORT_PROJECTION = Object.fromEntries(EXPORT_FIELDS.map((field) => [field, 1]));

/**
 * Rows per batch of the start-up read (measured at 200 000 rows before the services ran with their pods'
 * heap: peak memory 426 MB with 2 000 a batch, 252 to 273 MB with 50 to 200, the read as long).
 */
const LOAD_BATCH = 100;

/** The purchase rows of svc-exports' read model in MongoDB. */
@Injectable()
export class PurchaseRowsRepository {
  private readonly rows: Collection<PurchaseRow>;

  constructor(@InjectDb() db: Db) {
    this.rows = db.collection<PurchaseRow>('purchases');
  }

  /**
   * Every row with the fields of the export, deleted ones too (a delete of a purchase never saved here has
   * no other field), in batches as they come.
   */
  allForExport(): AsyncIterable<PurchaseRow> {
    return this.rows.find({}, { projection: EXPORT_PROJECTION, batchSize: LOAD_BATCH });
  }

  /** A purchase that is not deleted. */
  findById(id: string): Promise<PurchaseRow | null> {
    return this.rows.findOne({ _id: id, deleted: false });
  }

  /** Applies the change only when it is newer than what is stored (a repeated or late event changes nothing). */
  upsertIfNewer(id: string, fields: Partial<Omit<PurchaseRow, '_id'>> & { version: string }): Promise<void> {
    return upsertIfNewer(this.rows, id, fields);
  }
}
