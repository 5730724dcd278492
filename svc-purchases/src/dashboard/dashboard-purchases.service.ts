import { Injectable } from '@nestjs/common';
import {
  DASHBOARD_LATEST,
  type DashboardPurchase,
  type DashboardPurchasesPart,
  type Purchase,
  type RequestOf,
} from '@agecheck/contracts';
import { PurchasesRepository } from '../purchases/purchases.repository';

/** What the dashboard shows of a purchase. */
function dashboardPurchase({ _id, vst, name, date, time, testType }: Purchase): DashboardPurchase {
  return {
    _id,
    vst,
    name,
    ...(date ? { date } : {}),
    ...(time ? { time } : {}),
    ...(testType ? { testType } : {}),
  };
}

/**
 * The dashboard's purchases part (field-app spec, section 2): the user's delayed purchases (zurückgestellt),
 * their completed ones (abgeschlossen or kontrolliert), and the count of purchases waiting for control
 * (complete, not yet controlled: back-office spec, section 4).
 */
@Injectable()
export class DashboardPurchasesService {
  constructor(private readonly purchases: PurchasesRepository) {}

  async part(request: RequestOf<'dashboard.purchases'>): Promise<DashboardPurchasesPart> {
    const [delayed, completed, toControl] = await Promise.all([
      request.ownPurchases ? this.countAndLatest(request.userID, true) : undefined,
      request.ownPurchases ? this.countAndLatest(request.userID, false) : undefined,
      request.toControl ? this.purchases.countToControl() : undefined,
    ]);
    return {
      ...(delayed ? { delayed } : {}),
      ...(completed ? { completed } : {}),
      ...(toControl === undefined ? {} : { toControl }),
    };
  }

  private async countAndLatest(userID: string, delayed: boolean) {
    const [count, latest] = await Promise.all([
      this.purchases.countOf(userID, delayed),
      this.purchases.listOf(userID, delayed, DASHBOARD_LATEST),
    ]);
    return { count, latest: latest.map(dashboardPurchase) };
  }
}
