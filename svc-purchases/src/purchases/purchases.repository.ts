import { Injectable, OnModuleInit } from '@nestjs/common';
import type {
  EventEnvelope,
  Purchase,
  PurchaseHistory,
  PurchaseHistoryEntry,
  ShopperPurchase,
  ShopperTest,
} from '@agecheck/contracts';
import {
  InjectDb,
  isDuplicateKey,
  OutboxRelay,
  outboxOnUpdate,
  runOnce,
  type OutboxFields,
} from '@agecheck/nest-common';
import type { Collection, Db, Filter } from 'mongodb';

export const PURCHASES_COLLECTION = 'purchases';

/** The newest purchases a field list shows; older ones are the back office's business (issue 8). */
export const PURCHASE_LIST_LIMIT = 200;

/**
 * Keyed by the id the phone made, so a retried save finds its own purchase (a unique key, not a check).
 * Control keeps beside the purchase the report as first submitted and its history (decision 0026); a field
 * save's `$set` of the purchase's own fields leaves both alone.
 */
export type PurchaseDocument = Purchase &
  OutboxFields & {
    original?: PurchaseHistory['original'];
    history?: PurchaseHistoryEntry[];
  };

export const LIVE = { deletedAt: { $exists: false } } as const;

/** What a save did: stored; found another save first ('changed'); or found no purchase of the owner ('missing'). */
export type PurchaseWrite = 'stored' | 'changed' | 'missing';

export function toPurchase({
  outbox: _outbox,
  outboxPending: _pending,
  deletedAt: _deletedAt,
  original: _original,
  history: _history,
  ...purchase
}: PurchaseDocument): Purchase {
  return purchase;
}

/** Purchases in MongoDB. Each write stores the purchase and its events in one document operation. */
@Injectable()
export class PurchasesRepository implements OnModuleInit {
  private readonly purchases: Collection<PurchaseDocument>;

  constructor(
    @InjectDb() private readonly db: Db,
    private readonly outbox: OutboxRelay,
  ) {
    this.purchases = db.collection<PurchaseDocument>(PURCHASES_COLLECTION);
  }

  async onModuleInit(): Promise<void> {
    await this.outbox.watch(PURCHASES_COLLECTION);
    // Purchases saved before versions existed start at 0 (decision 0026), once per database: the filter
    // reads every purchase on FerretDB, which with 200 000 of them kept each start from getting ready.
    await runOnce(this.db, 'purchases.version', async () => {
      await this.purchases.updateMany({ version: { $exists: false } } as Filter<PurchaseDocument>, {
        $set: { version: 0 },
      });
    });
    await this.purchases.createIndex({ userID: 1, delayed: 1, date: -1 });
    await this.purchases.createIndex({ 'shopper._id': 1, storeID: 1 });
    await this.purchases.createIndex({ userID: 1, storeID: 1 });
    await this.purchases.createIndex({ storeID: 1, date: -1 });
  }

  async findById(id: string): Promise<Purchase | undefined> {
    const document = await this.purchases.findOne({ _id: id, ...LIVE });
    return document ? toPurchase(document) : undefined;
  }

  /** A user's newest completed (`delayed` false) or delayed purchases, newest first. */
  async listOf(userID: string, delayed: boolean, limit = PURCHASE_LIST_LIMIT): Promise<Purchase[]> {
    const documents = await this.purchases
      .find({ userID, delayed, ...LIVE } as Filter<PurchaseDocument>)
      .sort({ date: -1, time: -1, _id: 1 })
      .limit(limit)
      .toArray();
    return documents.map(toPurchase);
  }

  /** How many completed (`delayed` false) or delayed purchases a user has. */
  countOf(userID: string, delayed: boolean): Promise<number> {
    return this.purchases.countDocuments({ userID, delayed, ...LIVE } as Filter<PurchaseDocument>);
  }

  /** How many purchases wait for control: complete and not yet controlled (back-office spec, section 4). */
  countToControl(): Promise<number> {
    return this.purchases.countDocuments({
      delayed: false,
      done: false,
      ...LIVE,
    } as Filter<PurchaseDocument>);
  }

  /** The shopper's tests at a store (tester protection). */
  async shopperPurchasesAt(shopperId: string, storeID: string): Promise<ShopperPurchase[]> {
    const documents = await this.purchases
      .find({ 'shopper._id': shopperId, storeID, ...LIVE } as Filter<PurchaseDocument>, {
        projection: { _id: 1, storeID: 1, date: 1 },
      })
      .toArray();
    return documents.flatMap(({ _id, date }) => (date ? [{ _id, storeID, date }] : []));
  }

  /** A user's tests at a store with the shopper of each (the wizard's tester protection warning). */
  async shopperTestsAt(userID: string, storeID: string): Promise<ShopperTest[]> {
    const documents = await this.purchases
      .find({ userID, storeID, ...LIVE } as Filter<PurchaseDocument>, {
        projection: { _id: 1, date: 1, 'shopper._id': 1 },
      })
      .toArray();
    return documents.flatMap(({ _id, date, shopper }) =>
      date && shopper ? [{ _id, storeID, shopperID: shopper._id, date }] : [],
    );
  }

  /**
   * Stores a new purchase (`expectedVersion` undefined) or replaces the owner's purchase still at
   * `expectedVersion`, with its events. 'changed' when another save came first (a first save that lost the
   * race with another save of the same id, or a save since the caller read it): read again and decide again.
   * 'missing' when the purchase exists but belongs to someone else or is deleted.
   */
  async save(
    purchase: Purchase,
    events: EventEnvelope<unknown>[],
    expectedVersion: number | undefined,
  ): Promise<PurchaseWrite> {
    const { _id, ...fields } = purchase;
    if (expectedVersion === undefined) {
      try {
        await this.purchases.insertOne({ ...purchase, outbox: events, outboxPending: true });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        return (await this.isOwnersLive(_id, purchase.userID)) ? 'changed' : 'missing';
      }
    } else {
      const result = await this.purchases.updateOne(
        { _id, userID: purchase.userID, version: expectedVersion, ...LIVE } as Filter<PurchaseDocument>,
        { $set: { ...fields, outboxPending: true as const }, $push: { outbox: { $each: events } } },
      );
      if (result.matchedCount === 0)
        return (await this.isOwnersLive(_id, purchase.userID)) ? 'changed' : 'missing';
    }
    await this.outbox.flush(PURCHASES_COLLECTION, _id);
    return 'stored';
  }

  private async isOwnersLive(_id: string, userID: string): Promise<boolean> {
    const found = await this.purchases.findOne({ _id, userID, ...LIVE } as Filter<PurchaseDocument>, {
      projection: { _id: 1 },
    });
    return found !== null;
  }

  /** Marks a purchase deleted together with its event; the relay removes it once the event is out. */
  async remove(id: string, event: EventEnvelope<unknown>, deletedAt: Date): Promise<boolean> {
    const result = await this.purchases.updateOne(
      { _id: id, ...LIVE } as Filter<PurchaseDocument>,
      outboxOnUpdate(event, { deletedAt: deletedAt.toISOString() }),
    );
    if (result.matchedCount === 0) return false;
    await this.outbox.flush(PURCHASES_COLLECTION, id);
    return true;
  }
}
