import { Injectable } from '@nestjs/common';
import type { SprintItemPurchase } from '@agecheck/contracts';
import { InjectDb } from '@agecheck/nest-common';
import type { Collection, Db } from 'mongodb';
import { PURCHASES_COLLECTION } from '../purchases/purchases.repository';

/** What the round detail reads of a purchase: the fields of the purchases dialog and where it was recorded. */
export type RoundPurchase = SprintItemPurchase & { storeID: string; sprintListID?: string };

type PurchaseFields = Omit<RoundPurchase, 'shopper'> & { shopper?: { name: string }; deletedAt?: string };

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
}
