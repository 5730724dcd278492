import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  purchaseRowSchema,
  purchaseSchema,
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
import {
  InjectDb,
  isDuplicateKey,
  OutboxRelay,
  outboxOnUpdate,
  runOnce,
  type OutboxFields,
} from '@agecheck/nest-common';
import type { Collection, Db, Document, Filter } from 'mongodb';
import { RoundPurchases, type FailedTest, type RoundPurchase } from '../sprints/round-purchases';
import { OneAtATime } from './one-at-a-time';

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

/** A purchase with what control keeps beside it. */
export type ControlledPurchase = { purchase: Purchase } & PurchaseHistory;

const OUTCOME_FILTERS: Record<NonNullable<ControlListQuery['outcome']>, Filter<PurchaseDocument>> = {
  respected: { regulationsRespected: true, specialReason: { $exists: false } },
  notRespected: { regulationsRespected: false, specialReason: { $exists: false } },
  specialReason: { specialReason: { $exists: true } },
};

/** The filter of the control list: complete and not yet done (back-office spec, section 4), then the user's filters. */
function awaitingFilter(query: ControlListQuery): Filter<PurchaseDocument> {
  const date = {
    ...(query.from ? { $gte: query.from } : {}),
    ...(query.to ? { $lte: query.to } : {}),
  };
  return {
    delayed: false,
    done: false,
    ...LIVE,
    ...(query.from || query.to ? { date } : {}),
    ...(query.userID ? { userID: query.userID } : {}),
    ...(query.storeType ? { 'type.api': query.storeType } : {}),
    ...(query.testType ? { testType: query.testType } : {}),
    ...(query.outcome ? OUTCOME_FILTERS[query.outcome] : {}),
  } as Filter<PurchaseDocument>;
}

/** The fields of a purchase: a save sets those the purchase has and removes the others. */
const PURCHASE_FIELDS = Object.keys(purchaseSchema.shape).filter((key) => key !== '_id');

/** The fields of a list row, read from the purchase documents. */
const ROW_PROJECTION = Object.fromEntries(Object.keys(purchaseRowSchema.shape).map((key) => [key, 1]));

/** A purchase (as stored, or as a saved event carries it) as a row of the lists. */
export const toRow = (document: Document): PurchaseRow => {
  const row: Record<string, unknown> = {};
  for (const key of Object.keys(ROW_PROJECTION)) if (document[key] !== undefined) row[key] = document[key];
  return row as PurchaseRow;
};

/** What the rounds read of a purchase (`RoundPurchase`) as stored. */
type RoundPurchaseFields = Omit<RoundPurchase, 'shopper'> & {
  shopper?: { name: string };
  deletedAt?: string;
  vst: string;
  name: string;
  type: { api: StoreType }[];
};

/**
 * Purchases in MongoDB, the one repository of the purchases collection: the field's saves, control's reads
 * and writes (decision 0026), the back office's list rows and what the rounds read (as `RoundPurchases`).
 * Each write stores the purchase and its events in one document operation.
 */
@Injectable()
export class PurchasesRepository implements OnModuleInit, RoundPurchases {
  private readonly purchases: Collection<PurchaseDocument>;
  /** Control's conditional updates of one purchase, one after the other (see OneAtATime). */
  private readonly onePerPurchase = new OneAtATime();

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
      // a replace: a field the purchase no longer has (a reason after the outcome changed) goes too
      const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      const gone = PURCHASE_FIELDS.filter((key) => set[key] === undefined);
      const result = await this.purchases.updateOne(
        { _id, userID: purchase.userID, version: expectedVersion, ...LIVE } as Filter<PurchaseDocument>,
        {
          $set: { ...set, outboxPending: true as const },
          ...(gone.length > 0 ? { $unset: Object.fromEntries(gone.map((key) => [key, ''])) } : {}),
          $push: { outbox: { $each: events } },
        },
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
  /** The purchases awaiting control, oldest test first, one page. */
  async awaitingControl(query: ControlListQuery): Promise<Page<Purchase>> {
    const filter = awaitingFilter(query);
    const [documents, total] = await Promise.all([
      this.purchases
        .find(filter)
        .sort({ date: 1, time: 1, _id: 1 })
        .skip((query.page - 1) * query.pageSize)
        .limit(query.pageSize)
        .toArray(),
      this.purchases.countDocuments(filter),
    ]);
    return { items: documents.map(toPurchase), total, page: query.page, pageSize: query.pageSize };
  }

  /** A live purchase with the original report and the history control keeps beside it. */
  async findControlled(id: string): Promise<ControlledPurchase | undefined> {
    const document = await this.purchases.findOne({ _id: id, ...LIVE } as Filter<PurchaseDocument>);
    if (!document) return undefined;
    return {
      purchase: toPurchase(document),
      ...(document.original ? { original: document.original } : {}),
      entries: document.history ?? [],
    };
  }

  /**
   * Control's write: one conditional update on the version it read, so the purchase, the original report (the
   * first time), the history entry and the events go together or not at all (decision 0026). Replaces
   * `previous` (the purchase as read) with `purchase` (fields it no longer has are removed), keeps `original`
   * if given, appends the history entry and the events. False when another save came first.
   */
  async saveControlled(
    previous: Purchase,
    purchase: Purchase,
    record: { entry: PurchaseHistoryEntry; original?: PurchaseHistory['original'] },
    events: EventEnvelope<unknown>[],
  ): Promise<boolean> {
    const { _id, ...fields } = purchase;
    const gone = Object.keys(previous).filter((key) => !(key in purchase));
    const result = await this.onePerPurchase.run(_id, () =>
      this.purchases.updateOne({ _id, version: previous.version, ...LIVE } as Filter<PurchaseDocument>, {
        $set: {
          ...fields,
          ...(record.original ? { original: record.original } : {}),
          outboxPending: true as const,
        },
        ...(gone.length > 0 ? { $unset: Object.fromEntries(gone.map((key) => [key, ''])) } : {}),
        $push: { history: record.entry, outbox: { $each: events } },
      }),
    );
    if (result.matchedCount === 0) return false;
    await this.outbox.flush(PURCHASES_COLLECTION, _id);
    return true;
  }

  /**
   * Every live purchase as a row of the back office's lists, in batches as they come: the projection reads
   * the row's fields only, so a document is a row as it comes (`toRow` would copy each of 200 000 at start).
   */
  allRows(): AsyncIterable<PurchaseRow> {
    return this.purchases.find<PurchaseRow>(LIVE as Filter<PurchaseDocument>, {
      projection: ROW_PROJECTION,
      batchSize: 2_000,
    });
  }

  /** One purchase as a row by id (FerretDB answers a filter on `_id` alone without reading the others). */
  async rowById(id: string): Promise<PurchaseRow | undefined> {
    const document = await this.purchases.findOne({ _id: id });
    return document && !('deletedAt' in document) ? toRow(document) : undefined;
  }

  /** The live purchases at the stores, newest first (a round's detail and its purchases dialog). */
  async atStores(storeIDs: readonly string[]): Promise<RoundPurchase[]> {
    if (storeIDs.length === 0) return [];
    const documents = await this.purchases
      .find<RoundPurchaseFields>(
        { storeID: { $in: [...storeIDs] }, deletedAt: { $exists: false } } as Filter<PurchaseDocument>,
        {
          projection: {
            _id: 1,
            userID: 1,
            storeID: 1,
            sprintListID: 1,
            'shopper.name': 1,
            date: 1,
            time: 1,
            testType: 1,
            regulationsRespected: 1,
            specialReason: 1,
            delayed: 1,
            done: 1,
          },
        },
      )
      .sort({ date: -1, time: -1, _id: 1 })
      .toArray();
    return documents.map(({ shopper, deletedAt: _deletedAt, ...purchase }) => ({
      ...purchase,
      ...(shopper ? { shopper: shopper.name } : {}),
    }));
  }

  /** The stores of the types whose tests failed before `before` (yyyy-MM-dd), once each (retest proposals). */
  async failedBefore(types: readonly StoreType[], before: string): Promise<FailedTest[]> {
    const documents = await this.purchases
      .find<RoundPurchaseFields>(
        {
          'type.api': { $in: [...types] },
          regulationsRespected: false,
          delayed: false,
          specialReason: { $exists: false },
          date: { $lt: before },
          deletedAt: { $exists: false },
        } as Filter<PurchaseDocument>,
        { projection: { storeID: 1, vst: 1, name: 1, type: 1 } },
      )
      .toArray();
    const stores = new Map<string, FailedTest>();
    for (const { storeID, vst, name, type } of documents) {
      const storeType = type[0]?.api;
      if (storeType) stores.set(storeID, { storeID, vst, name, type: storeType });
    }
    return [...stores.values()];
  }
}
