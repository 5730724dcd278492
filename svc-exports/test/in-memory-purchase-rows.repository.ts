import type { Implementation } from '@agecheck/nest-common/testing';
import type { PurchaseRow } from '../src/purchases/purchase-row';
import { EXPORT_FIELDS, type PurchaseRowsRepository } from '../src/purchases/purchase-rows.repository';

/**
 * Purchase rows in memory for unit tests: the same answers as the MongoDB repository (newer-wins, the
 * export's fields only), which purchase-rows.repository.int-spec.ts checks against this one.
 */
export class InMemoryPurchaseRowsRepository implements Implementation<PurchaseRowsRepository> {
  readonly rows = new Map<string, Partial<PurchaseRow>>();

  async *allForExport(): AsyncIterable<PurchaseRow> {
    for (const row of [...this.rows.values()]) {
      const fields = EXPORT_FIELDS.filter((field) => row[field] !== undefined).map((field) => [
        field,
        row[field],
      ]);
      yield { _id: row._id, ...Object.fromEntries(fields) } as PurchaseRow;
    }
  }

  async findById(id: string): Promise<PurchaseRow | null> {
    const row = this.rows.get(id);
    return row?.deleted === false ? (row as PurchaseRow) : null;
  }

  async upsertIfNewer(
    id: string,
    fields: Partial<Omit<PurchaseRow, '_id'>> & { version: string },
  ): Promise<void> {
    const stored = this.rows.get(id);
    if (stored?.version !== undefined && stored.version >= fields.version) return;
    this.rows.set(id, { ...stored, _id: id, ...fields });
  }
}
