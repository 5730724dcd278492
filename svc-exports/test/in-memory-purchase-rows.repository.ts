import type { Implementation } from '@agecheck/nest-common/testing';
import type { PurchaseRow } from '../src/purchases/purchase-row';
import type { PurchaseRowsRepository } from '../src/purchases/purchase-rows.repository';

/** Purchase rows in memory for unit tests; newer-wins as the MongoDB repository (covered by its integration test). */
export class InMemoryPurchaseRowsRepository implements Implementation<PurchaseRowsRepository> {
  readonly rows = new Map<string, Partial<PurchaseRow>>();

  async onModuleInit(): Promise<void> {}

  async countInRange(start: string, end: string): Promise<number> {
    return this.inRangeSorted(start, end).length;
  }

  async *inRange(start: string, end: string): AsyncIterable<PurchaseRow> {
    yield* this.inRangeSorted(start, end);
  }

  private inRangeSorted(start: string, end: string): PurchaseRow[] {
    return ([...this.rows.values()] as PurchaseRow[])
      .filter((row) => !row.deleted && row.date !== undefined && row.date >= start && row.date <= end)
      .sort((a, b) => `${a.date} ${a.time} ${a._id}`.localeCompare(`${b.date} ${b.time} ${b._id}`));
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
