import {
  isFailedTest,
  type ControlListQuery,
  type EventEnvelope,
  type Page,
  type Purchase,
  type PurchaseHistory,
  type PurchaseHistoryEntry,
  type PurchaseRow,
  type ShopperPurchase,
  type ShopperTest,
  type StoreType,
} from '@agecheck/contracts';
import type { Implementation } from '@agecheck/nest-common/testing';
import {
  PURCHASE_LIST_LIMIT,
  toRow,
  type ControlledPurchase,
  type PurchaseWrite,
  type PurchasesRepository,
} from '../src/purchases/purchases.repository';
import type { FailedTest, RoundPurchase } from '../src/sprints/round-purchases';

/** The optional fields the rounds read of a purchase (`atStores`), besides id, owner, store, flags and shopper. */
const ROUND_FIELDS = [
  'sprintListID',
  'date',
  'time',
  'testType',
  'regulationsRespected',
  'specialReason',
] as const;

const newest = (purchase: Purchase) => `${purchase.date ?? ''} ${purchase.time ?? ''}`;

const oldest = (a: Purchase, b: Purchase) => newest(a).localeCompare(newest(b)) || a._id.localeCompare(b._id);

/** Whether a purchase awaits control and passes the control list's filters. */
function awaits(purchase: Purchase, query: ControlListQuery): boolean {
  const outcome = {
    respected: purchase.regulationsRespected === true && purchase.specialReason === undefined,
    notRespected: purchase.regulationsRespected === false && purchase.specialReason === undefined,
    specialReason: purchase.specialReason !== undefined,
  };
  return (
    !purchase.delayed &&
    !purchase.done &&
    (!query.from || (purchase.date ?? '') >= query.from) &&
    (!query.to || (purchase.date ?? '') <= query.to) &&
    (!query.userID || purchase.userID === query.userID) &&
    (!query.storeType || purchase.type.some((type) => type.api === query.storeType)) &&
    (!query.testType || purchase.testType === query.testType) &&
    (!query.outcome || outcome[query.outcome])
  );
}

/**
 * Purchases in memory, for unit tests of the services that read or write purchases (the field's, control's,
 * the lists', the rounds'): the same answers as the MongoDB repository (purchases.repository.int-spec.ts
 * checks them against each other), and every event it would have published.
 */
export class InMemoryPurchasesRepository implements Implementation<PurchasesRepository> {
  readonly purchases = new Map<string, Purchase>();
  readonly events: EventEnvelope<unknown>[] = [];
  /** What control keeps beside a purchase. */
  readonly histories = new Map<string, PurchaseHistory>();

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

  async awaitingControl(query: ControlListQuery): Promise<Page<Purchase>> {
    const awaiting = [...this.purchases.values()].filter((purchase) => awaits(purchase, query)).sort(oldest);
    const start = (query.page - 1) * query.pageSize;
    return {
      items: awaiting.slice(start, start + query.pageSize),
      total: awaiting.length,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async findControlled(id: string): Promise<ControlledPurchase | undefined> {
    const purchase = this.purchases.get(id);
    return purchase && { purchase, ...(this.histories.get(id) ?? { entries: [] }) };
  }

  async saveControlled(
    previous: Purchase,
    purchase: Purchase,
    record: { entry: PurchaseHistoryEntry; original?: PurchaseHistory['original'] },
    events: EventEnvelope<unknown>[],
  ): Promise<boolean> {
    if (this.purchases.get(purchase._id)?.version !== previous.version) return false;
    const history = this.histories.get(purchase._id) ?? { entries: [] };
    this.histories.set(purchase._id, {
      ...history,
      ...(record.original ? { original: record.original } : {}),
      entries: [...history.entries, record.entry],
    });
    this.purchases.set(purchase._id, purchase);
    this.events.push(...events);
    return true;
  }

  async *allRows(): AsyncIterable<PurchaseRow> {
    for (const purchase of this.purchases.values()) yield toRow(purchase);
  }

  async rowById(id: string): Promise<PurchaseRow | undefined> {
    const purchase = this.purchases.get(id);
    return purchase && toRow(purchase);
  }

  async atStores(storeIDs: readonly string[]): Promise<RoundPurchase[]> {
    return [...this.purchases.values()]
      .filter((purchase) => storeIDs.includes(purchase.storeID))
      .sort((a, b) => newest(b).localeCompare(newest(a)) || a._id.localeCompare(b._id))
      .map((purchase) => {
        // the fields the real query projects (the purchases dialog's and where it was recorded)
        const read: RoundPurchase = {
          _id: purchase._id,
          userID: purchase.userID,
          storeID: purchase.storeID,
          delayed: purchase.delayed,
          done: purchase.done,
        };
        for (const field of ROUND_FIELDS)
          if (purchase[field] !== undefined) Object.assign(read, { [field]: purchase[field] });
        return { ...read, ...(purchase.shopper ? { shopper: purchase.shopper.name } : {}) };
      });
  }

  async failedBefore(types: readonly StoreType[], before: string): Promise<FailedTest[]> {
    const stores = new Map<string, FailedTest>();
    for (const purchase of this.purchases.values()) {
      const type = purchase.type[0]?.api;
      if (type && types.includes(type) && isFailedTest(purchase) && (purchase.date ?? '') < before)
        stores.set(purchase.storeID, {
          storeID: purchase.storeID,
          vst: purchase.vst,
          name: purchase.name,
          type,
        });
    }
    return [...stores.values()];
  }
}
