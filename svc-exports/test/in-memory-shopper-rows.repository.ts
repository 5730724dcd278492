import type { Implementation } from '@agecheck/nest-common/testing';
import type { ShopperRow } from '../src/shoppers/shopper-row';
import type { ShopperRowsRepository } from '../src/shoppers/shopper-rows.repository';

/**
 * Shopper rows in memory for unit tests: newer-wins as the MongoDB repository, which
 * shopper-rows.repository.int-spec.ts checks against this one.
 */
export class InMemoryShopperRowsRepository implements Implementation<ShopperRowsRepository> {
  readonly rows = new Map<string, Partial<ShopperRow>>();

  async onModuleInit(): Promise<void> {}

  async findById(id: string): Promise<ShopperRow | null> {
    return (this.rows.get(id) as ShopperRow | undefined) ?? null;
  }

  async upsertIfNewer(
    id: string,
    fields: Partial<Omit<ShopperRow, '_id'>> & { version: string },
  ): Promise<void> {
    const stored = this.rows.get(id);
    if (stored?.version !== undefined && stored.version >= fields.version) return;
    this.rows.set(id, { ...stored, _id: id, ...fields });
  }
}
