import { Injectable } from '@nestjs/common';
import { countInsightTests, insightTestOf, repeatsOf } from '@agecheck/contracts';
import { PurchasesRepository } from '../purchases/purchases.repository';
import { SprintsRepository } from '../sprints/sprints.repository';
import { StoresRepository } from '../stores/stores.repository';
import { dayKeyOf, InsightRepository, type InsightDayKey } from './insight.repository';

/**
 * Brings the insight read model up to date with a purchase as it is now stored (it reads the purchase, not
 * the event, so events that come twice or late change nothing): its test is put or removed, the store's
 * tests are ordered again (first test or re-test), and every day whose tests changed is counted again.
 */
@Injectable()
export class InsightProjector {
  constructor(
    private readonly insight: InsightRepository,
    private readonly purchases: PurchasesRepository,
    private readonly stores: StoresRepository,
    private readonly sprints: SprintsRepository,
  ) {}

  async refresh(purchaseId: string): Promise<void> {
    const [before, purchase] = await Promise.all([
      this.insight.findTest(purchaseId),
      this.purchases.findById(purchaseId),
    ]);
    const store = purchase ? await this.stores.findById(purchase.storeID) : undefined;
    const test = purchase ? insightTestOf(purchase, store?.kanton) : undefined;
    const touched: InsightDayKey[] = [];
    if (before) touched.push(dayKeyOf(before));
    if (test) {
      await this.insight.putTest(test, before?.repeat ?? 'first');
      if (test.sprintListID) await this.noteRound(test.sprintListID);
      touched.push(dayKeyOf(test));
    } else if (before) {
      await this.insight.removeTest(purchaseId);
    }
    for (const storeID of new Set([before?.storeID, test?.storeID].filter((id) => id !== undefined)))
      touched.push(...(await this.reorderStore(storeID)));
    const days = new Map(touched.map((key) => [`${key.date}|${key.sprintListID}`, key]));
    for (const key of days.values()) await this.recount(key);
  }

  /** Marks the store's tests first or re-test again; answers the days of the tests that changed. */
  private async reorderStore(storeID: string): Promise<InsightDayKey[]> {
    const tests = await this.insight.testsOfStore(storeID);
    const repeats = repeatsOf(tests);
    const changed = tests.filter((test) => repeats.get(test.purchaseId) !== test.repeat);
    for (const test of changed) await this.insight.setRepeat(test.purchaseId, repeats.get(test.purchaseId)!);
    return changed.map(dayKeyOf);
  }

  private async recount(key: InsightDayKey): Promise<void> {
    const tests = await this.insight.testsOfDay(key);
    await this.insight.putDay(key, tests.length > 0 ? countInsightTests(tests) : undefined);
  }

  /**
   * Keeps the round's name for the filter (the name of its entries in the rounds), once: a round's name does
   * not change, and FerretDB reads every round entry for a filter on `sprintListID`, but one document for `_id`.
   */
  private async noteRound(sprintListID: string): Promise<void> {
    if (await this.insight.knowsRound(sprintListID)) return;
    const round = await this.sprints.findRound(sprintListID);
    await this.insight.putRound(sprintListID, round?.name ?? sprintListID);
  }
}
