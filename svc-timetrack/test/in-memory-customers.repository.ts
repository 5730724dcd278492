import type { EventEnvelope } from '@agecheck/contracts';
import { databaseOrder, type Implementation } from '@agecheck/nest-common/testing';
import type { CustomersRepository } from '../src/customers/customers.repository';
import type { MasterData, MasterKind } from '../src/customers/master-data';

const isObjectId = (id: string) => /^[0-9a-f]{24}$/i.test(id);

type Item = MasterData[MasterKind];

/** The lists' order as the real queries: regions by their order, the others by name, ties by id. */
function listOrder(kind: MasterKind) {
  return (a: Item, b: Item) =>
    (kind === 'region' ? (a as MasterData['region']).order - (b as MasterData['region']).order : 0) ||
    databaseOrder(a.name, b.name) ||
    databaseOrder(a._id, b._id);
}

/**
 * Customers and the three kinds of region in memory, for unit tests of the customers service: the same
 * answers as the MongoDB repository (customers.repository.int-spec.ts), and every event it would have published.
 */
export class InMemoryCustomersRepository implements Implementation<CustomersRepository> {
  readonly items: Record<MasterKind, Map<string, Item>> = {
    customer: new Map(),
    region: new Map(),
    valoraRegion: new Map(),
    tkRegion: new Map(),
  };
  readonly events: EventEnvelope<unknown>[] = [];

  async onModuleInit(): Promise<void> {}

  async list<K extends MasterKind>(kind: K): Promise<MasterData[K][]> {
    return [...this.items[kind].values()]
      .sort(listOrder(kind))
      .map((item) => structuredClone(item) as MasterData[K]);
  }

  async findById<K extends MasterKind>(kind: K, id: string): Promise<MasterData[K] | undefined> {
    const item = this.items[kind].get(id.toLowerCase());
    return item && (structuredClone(item) as MasterData[K]);
  }

  async customersInRegion(regionID: string): Promise<boolean> {
    return [...this.items.customer.values()].some(
      (item) => (item as MasterData['customer']).region === regionID,
    );
  }

  async save<K extends MasterKind>(
    kind: K,
    item: MasterData[K],
    event: EventEnvelope<unknown>,
    created: boolean,
  ): Promise<boolean> {
    if (!isObjectId(item._id) || (!created && !this.items[kind].has(item._id))) return false;
    this.items[kind].set(item._id, JSON.parse(JSON.stringify(item)) as Item);
    this.events.push(event);
    return true;
  }

  async remove(kind: MasterKind, id: string, event: EventEnvelope<unknown>): Promise<boolean> {
    if (!this.items[kind].delete(id)) return false;
    this.events.push(event);
    return true;
  }
}
