import { Injectable } from '@nestjs/common';
import type { DashboardPurchasesPart, RequestOf } from '@agecheck/contracts';
import { DashboardPurchasesRepository } from './dashboard-purchases.repository';

/**
 * The dashboard's purchases part (field-app spec, section 2): the user's delayed purchases (zurückgestellt),
 * their completed ones (abgeschlossen or kontrolliert), and the count of purchases waiting for control
 * (complete, not yet controlled: back-office spec, section 4).
 */
@Injectable()
export class DashboardPurchasesService {
  constructor(private readonly repository: DashboardPurchasesRepository) {}

  async part(request: RequestOf<'dashboard.purchases'>): Promise<DashboardPurchasesPart> {
    const [delayed, completed, toControl] = await Promise.all([
      request.ownPurchases
        ? this.repository.countAndLatest({ userID: request.userID, delayed: true })
        : undefined,
      request.ownPurchases
        ? this.repository.countAndLatest({ userID: request.userID, delayed: false })
        : undefined,
      request.toControl ? this.repository.count({ delayed: false, done: false }) : undefined,
    ]);
    return {
      ...(delayed ? { delayed } : {}),
      ...(completed ? { completed } : {}),
      ...(toControl === undefined ? {} : { toControl }),
    };
  }
}
