import type { EventEnvelope, Page, Shopper, ShopperListQuery } from '@agecheck/contracts';
import { databaseOrder, type Implementation } from '@agecheck/nest-common/testing';
import type { ShoppersRepository } from '../src/shoppers/shoppers.repository';

/**
 * Shoppers in memory, for unit tests of the shoppers service: the same answers as the MongoDB repository
 * (shoppers.repository.int-spec.ts checks them against each other), and every event it would have published.
 */
export class InMemoryShoppersRepository implements Implementation<ShoppersRepository> {
  readonly shoppers = new Map<string, Shopper>();
  readonly events: EventEnvelope<unknown>[] = [];

  async onModuleInit(): Promise<void> {}

  async findByUser(userID: string): Promise<Shopper[]> {
    return [...this.shoppers.values()]
      .filter((shopper) => shopper.userID === userID)
      .sort((a, b) => databaseOrder(a.name, b.name));
  }

  async findPage(query: ShopperListQuery): Promise<Page<Shopper>> {
    const q = query.q?.toLowerCase();
    const matching = [...this.shoppers.values()]
      .filter((shopper) => !query.userID || shopper.userID === query.userID)
      .filter(
        (shopper) =>
          !q || shopper.name.toLowerCase().includes(q) || shopper.address.city.toLowerCase().includes(q),
      )
      .sort((a, b) => databaseOrder(a.name, b.name) || databaseOrder(a._id, b._id));
    const start = (query.page - 1) * query.pageSize;
    return {
      items: matching.slice(start, start + query.pageSize),
      total: matching.length,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async findById(id: string): Promise<Shopper | undefined> {
    return this.shoppers.get(id);
  }

  async save(shopper: Shopper, event: EventEnvelope<unknown>, created: boolean): Promise<boolean> {
    if (!created && !this.shoppers.has(shopper._id)) return false;
    this.shoppers.set(shopper._id, shopper);
    this.events.push(event);
    return true;
  }

  async remove(id: string, event: EventEnvelope<unknown>): Promise<boolean> {
    if (!this.shoppers.delete(id)) return false;
    this.events.push(event);
    return true;
  }
}
