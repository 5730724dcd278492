import { Injectable } from '@nestjs/common';
import { DASHBOARD_LATEST, type DashboardPurchase } from '@agecheck/contracts';
import { InjectDb } from '@agecheck/nest-common';
import type { Collection, Db, Filter } from 'mongodb';

/** The purchases collection of the purchases module, read for the dashboard only. */
const PURCHASES_COLLECTION = 'purchases';

type PurchaseDocument = DashboardPurchase & {
  userID: string;
  delayed: boolean;
  done: boolean;
  deletedAt?: string;
};

/** A purchase deleted but whose event is not out yet is a tombstone (the outbox pattern): not shown. */
const LIVE = { deletedAt: { $exists: false } } as const;

/** Counts and the newest purchases for the dashboard parts. */
@Injectable()
export class DashboardPurchasesRepository {
  private readonly purchases: Collection<PurchaseDocument>;

  constructor(@InjectDb() db: Db) {
    this.purchases = db.collection<PurchaseDocument>(PURCHASES_COLLECTION);
  }

  async countAndLatest(
    filter: Filter<PurchaseDocument>,
  ): Promise<{ count: number; latest: DashboardPurchase[] }> {
    const where = { ...filter, ...LIVE };
    const [count, documents] = await Promise.all([
      this.purchases.countDocuments(where),
      this.purchases
        .find(where, { projection: { _id: 1, date: 1, time: 1, vst: 1, name: 1, testType: 1 } })
        .sort({ date: -1, time: -1, _id: 1 })
        .limit(DASHBOARD_LATEST)
        .toArray(),
    ]);
    const latest = documents.map(({ _id, date, time, vst, name, testType }) => ({
      _id: String(_id),
      vst: vst ?? '',
      name: name ?? '',
      ...(date ? { date } : {}),
      ...(time ? { time } : {}),
      ...(testType ? { testType } : {}),
    }));
    return { count, latest };
  }

  async count(filter: Filter<PurchaseDocument>): Promise<number> {
    return this.purchases.countDocuments({ ...filter, ...LIVE });
  }
}
