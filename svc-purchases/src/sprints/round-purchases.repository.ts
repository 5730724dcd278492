import { Injectable } from '@nestjs/common';
import type { SprintItemPurchase, StoreType } from '@agecheck/contracts';
import { InjectDb } from '@agecheck/nest-common';
import type { Collection, Db } from 'mongodb';
import { PURCHASES_COLLECTION } from '../purchases/purchases.repository';

/** What the round detail reads of a purchase: the fields of the purchases dialog and where it was recorded. */
export type RoundPurchase = SprintItemPurchase & { storeID: string; sprintListID?: string };

/** A failed test at a store (complete, regulations not respected, no special reason) with the store it names. */
export type FailedTest = { storeID: string; vst: string; name: string; type: StoreType };

type PurchaseFields = Omit<RoundPurchase, 'shopper'> & {
  shopper?: { name: string };
  deletedAt?: string;
  vst: string;
  name: string;
  type: { api: StoreType }[];
};

/**
 * Reads the purchases recorded at a round's stores (the detail's "found" counts and its purchases dialog).
 * Read only: the purchases module owns the collection and writes it; the rounds module cannot import that
 * module's repository, since the purchases module imports the rounds module for its warnings.
 */
@Injectable()
export class RoundPurchasesRepository {
  private readonly purchases: Collection<PurchaseFields>;

  constructor(@InjectDb() db: Db) {
    this.purchases = db.collection<PurchaseFields>(PURCHASES_COLLECTION);
  }

  /** The live purchases at the stores, newest first. */
  async atStores(storeIDs: readonly string[]): Promise<RoundPurchase[]> {
    if (storeIDs.length === 0) return [];
    const documents = await this.purchases
      .find(
        { storeID: { $in: [...storeIDs] }, deletedAt: { $exists: false } },
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

  /** The stores of the types whose tests failed before `before` (yyyy-MM-dd), once each. */
  async failedBefore(types: readonly StoreType[], before: string): Promise<FailedTest[]> {
    const documents = await this.purchases
      .find(
        {
          'type.api': { $in: [...types] },
          regulationsRespected: false,
          delayed: false,
          specialReason: { $exists: false },
          date: { $lt: before },
          deletedAt: { $exists: false },
        },
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
