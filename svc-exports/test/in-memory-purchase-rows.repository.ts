import type { Implementation } from '@agecheck/nest-common/testing';
import type { PurchaseRow } from '../src/purchases/purchase-row';
import type { PurchaseRowsRepository } from '../src/purchases/purchase-rows.repository';

/** Purchase rows in memory for unit tests; newer-wins as the MongoDB repository (covered by its integration test). */
export class InMemoryPurchaseRowsRepository implements Implementation<PurchaseRowsRepository> {
  readonly rows = new Map<string, Partial<PurchaseRow>>();

  async *allForExport(): AsyncIterable<PurchaseRow> {
    yield* [...this.rows.values()] as PurchaseRow[];
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
