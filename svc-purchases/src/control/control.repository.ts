import { Injectable } from '@nestjs/common';
import type {
  ControlListQuery,
  EventEnvelope,
  Page,
  Purchase,
  PurchaseHistory,
  PurchaseHistoryEntry,
} from '@agecheck/contracts';
import { InjectDb, OutboxRelay } from '@agecheck/nest-common';
import type { Collection, Db, Filter } from 'mongodb';
import {
  LIVE,
  PURCHASES_COLLECTION,
  toPurchase,
  type PurchaseDocument,
} from '../purchases/purchases.repository';
import { OneAtATime } from './one-at-a-time';

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

/**
 * The control's reads and writes of purchases (the purchases collection, beside the field's repository). A
 * control write is one conditional update on the version it read: the purchase, the original report (the
 * first time), the history entry and the events go together or not at all (decision 0026).
 */
@Injectable()
export class ControlRepository {
  private readonly purchases: Collection<PurchaseDocument>;
  /** The conditional updates of one purchase, one after the other (see OneAtATime). */
  private readonly onePerPurchase = new OneAtATime();

  constructor(
    @InjectDb() db: Db,
    private readonly outbox: OutboxRelay,
  ) {
    this.purchases = db.collection<PurchaseDocument>(PURCHASES_COLLECTION);
  }

  /** The purchases awaiting control, oldest test first, one page. */
  async awaiting(query: ControlListQuery): Promise<Page<Purchase>> {
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

  async find(id: string): Promise<ControlledPurchase | undefined> {
    const document = await this.purchases.findOne({ _id: id, ...LIVE } as Filter<PurchaseDocument>);
    if (!document) return undefined;
    return {
      purchase: toPurchase(document),
      ...(document.original ? { original: document.original } : {}),
      entries: document.history ?? [],
    };
  }

  /**
   * Replaces `previous` (the purchase as read) with `purchase` (fields it no longer has are removed), keeps
   * `original` if given, appends the history entry and the events. False when another save came first.
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
}
