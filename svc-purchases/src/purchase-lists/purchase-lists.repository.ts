import { Injectable } from '@nestjs/common';
import { purchaseRowSchema, type PurchaseRow } from '@agecheck/contracts';
import { InjectDb } from '@agecheck/nest-common';
import type { Collection, Db, Document } from 'mongodb';
import { LIVE, PURCHASES_COLLECTION } from '../purchases/purchases.repository';

/** The fields of a list row, read from the purchase documents. */
const ROW_PROJECTION = Object.fromEntries(Object.keys(purchaseRowSchema.shape).map((key) => [key, 1]));

/** A purchase (as stored, or as a saved event carries it) as a row of the lists. */
export const toRow = (document: Document): PurchaseRow => {
  const row: Record<string, unknown> = {};
  for (const key of Object.keys(ROW_PROJECTION)) if (document[key] !== undefined) row[key] = document[key];
  return row as PurchaseRow;
};

/** Reads the purchases as rows of the back office's lists (the purchases repository writes them). */
@Injectable()
export class PurchaseListsRepository {
  private readonly purchases: Collection;

  constructor(@InjectDb() db: Db) {
    this.purchases = db.collection(PURCHASES_COLLECTION);
  }

  /**
   * Every live purchase as a row, in batches as they come: the projection reads the row's fields only, so a
   * document is a row as it comes (`toRow` would copy each of 200 000 at start).
   */
  allRows(): AsyncIterable<PurchaseRow> {
    return this.purchases.find<PurchaseRow>(LIVE, { projection: ROW_PROJECTION, batchSize: 2_000 });
  }

  /** One purchase as a row by id (FerretDB answers a filter on `_id` alone without reading the others). */
  async rowById(id: string): Promise<PurchaseRow | undefined> {
    const document = await this.purchases.findOne({ _id: id as unknown as Document['_id'] });
    return document && !('deletedAt' in document) ? toRow(document) : undefined;
  }
}
