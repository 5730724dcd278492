import type { EventEnvelope, Purchase, ShopperPurchase, ShopperTest } from '@agecheck/contracts';
import type { Implementation } from '@agecheck/nest-common/testing';
import {
  PURCHASE_LIST_LIMIT,
  type PurchaseWrite,
  type PurchasesRepository,
} from '../src/purchases/purchases.repository';

const newest = (purchase: Purchase) => `${purchase.date ?? ''} ${purchase.time ?? ''}`;

/**
 * Purchases in memory, for unit tests of the purchases service: the same answers as the MongoDB repository
 * (whose own behaviour the integration tests cover), and every event it would have published.
 */
export class InMemoryPurchasesRepository implements Implementation<PurchasesRepository> {
  readonly purchases = new Map<string, Purchase>();
  readonly events: EventEnvelope<unknown>[] = [];

  async onModuleInit(): Promise<void> {}

  async findById(id: string): Promise<Purchase | undefined> {
    return this.purchases.get(id);
  }

  async listOf(userID: string, delayed: boolean, limit = PURCHASE_LIST_LIMIT): Promise<Purchase[]> {
    return [...this.purchases.values()]
      .filter((purchase) => purchase.userID === userID && purchase.delayed === delayed)
      .sort((a, b) => newest(b).localeCompare(newest(a)) || a._id.localeCompare(b._id))
      .slice(0, limit);
  }

  async countOf(userID: string, delayed: boolean): Promise<number> {
    return (await this.listOf(userID, delayed, Infinity)).length;
  }

  async countToControl(): Promise<number> {
    return [...this.purchases.values()].filter((purchase) => !purchase.delayed && !purchase.done).length;
  }

  async shopperPurchasesAt(shopperId: string, storeID: string): Promise<ShopperPurchase[]> {
    return [...this.purchases.values()].flatMap(({ _id, shopper, storeID: at, date }) =>
      shopper?._id === shopperId && at === storeID && date ? [{ _id, storeID, date }] : [],
    );
  }

  async shopperTestsAt(userID: string, storeID: string): Promise<ShopperTest[]> {
    return [...this.purchases.values()].flatMap(({ _id, userID: owner, shopper, storeID: at, date }) =>
      owner === userID && at === storeID && shopper && date
        ? [{ _id, storeID, shopperID: shopper._id, date }]
        : [],
    );
  }

  async save(
    purchase: Purchase,
    events: EventEnvelope<unknown>[],
    expectedVersion: number | undefined,
  ): Promise<PurchaseWrite> {
    const existing = this.purchases.get(purchase._id);
    if (existing && existing.userID !== purchase.userID) return 'missing';
    if (existing?.version !== expectedVersion) return existing ? 'changed' : 'missing';
    this.purchases.set(purchase._id, purchase);
    this.events.push(...events);
    return 'stored';
  }

  async remove(id: string, event: EventEnvelope<unknown>): Promise<boolean> {
    if (!this.purchases.delete(id)) return false;
    this.events.push(event);
    return true;
  }
}
