import { Injectable } from '@nestjs/common';
import {
  isFailedTest,
  markerColourOf,
  withMinutesSincePrevious,
  type AnalyzeDay,
  type AnalyzeDayUser,
  type AnalyzeOpenItem,
  type AnalyzeUserDay,
  type PurchaseRow,
} from '@agecheck/contracts';
import { RequestClient } from '@agecheck/nest-common';
import { PurchaseListsService } from '../purchase-lists/purchase-lists.service';
import { SprintsService } from '../sprints/sprints.service';
import { StoresRepository } from '../stores/stores.repository';

/** How long the analysis waits for the identity service's answer about a user before showing the id. */
const NAME_TIMEOUT_MS = 1_500;

/**
 * The daily analysis (back-office spec, sections 2 and 7: `/admin/purchases/analyze`, the planning overview,
 * "analyze with sID and date"): who was out on a day with how many purchases, and one user's day in order
 * with the minutes between purchases and their open round entries, for the map.
 */
@Injectable()
export class AnalysisService {
  constructor(
    private readonly stores: StoresRepository,
    private readonly purchaseLists: PurchaseListsService,
    private readonly sprints: SprintsService,
    private readonly requests: RequestClient,
  ) {}

  /** The users with purchases on the day, with their counts, by name. */
  async day(date: string): Promise<AnalyzeDay> {
    const byUser = new Map<string, PurchaseRow[]>();
    for (const purchase of await this.purchasesOn(date)) {
      const purchases = byUser.get(purchase.userID) ?? [];
      purchases.push(purchase);
      byUser.set(purchase.userID, purchases);
    }
    const users = await Promise.all(
      [...byUser].map(async ([userID, purchases]): Promise<AnalyzeDayUser> => ({
        userID,
        name: await this.nameOf(userID),
        purchases: purchases.length,
        completed: purchases.filter((purchase) => !purchase.delayed).length,
        delayed: purchases.filter((purchase) => purchase.delayed).length,
        failed: purchases.filter(isFailedTest).length,
      })),
    );
    return { date, users: users.sort((a, b) => a.name.localeCompare(b.name, 'de')) };
  }

  /** One user's purchases of the day in order, each with its marker, and the user's open round entries. */
  async userDay(date: string, userID: string): Promise<AnalyzeUserDay> {
    const [purchases, entries, name] = await Promise.all([
      this.purchasesOn(date).then((purchases) => purchases.filter((purchase) => purchase.userID === userID)),
      this.sprints.openEntriesOf(userID),
      this.nameOf(userID),
    ]);
    const positions = await this.stores.positionsOf(purchases.map(({ storeID }) => storeID));
    const ordered = withMinutesSincePrevious(purchases).map((purchase) => ({
      _id: purchase._id,
      ...(purchase.time ? { time: purchase.time } : {}),
      vst: purchase.vst,
      name: purchase.name,
      storeType: purchase.type[0].api,
      ...(purchase.testType ? { testType: purchase.testType } : {}),
      ...(purchase.regulationsRespected === undefined
        ? {}
        : { regulationsRespected: purchase.regulationsRespected }),
      ...(purchase.specialReason ? { specialReason: purchase.specialReason } : {}),
      delayed: purchase.delayed,
      done: purchase.done,
      ...(purchase.minutesSincePrevious === undefined
        ? {}
        : { minutesSincePrevious: purchase.minutesSincePrevious }),
      markerColour: markerColourOf({ open: false, minutesSincePrevious: purchase.minutesSincePrevious }),
      ...positions.get(purchase.storeID),
    }));
    const open = entries.map((entry): AnalyzeOpenItem => ({
      _id: entry._id,
      vst: entry.vst,
      name: entry.store.name,
      storeType: entry.type,
      round: entry.name,
      end: entry.end,
      open: entry.anzTK - entry.doneTK,
      ...(entry.store.latitude === undefined ? {} : { latitude: entry.store.latitude }),
      ...(entry.store.longitude === undefined ? {} : { longitude: entry.store.longitude }),
    }));
    return { date, userID, name, purchases: ordered, open };
  }

  /**
   * The day's live purchases from the purchase lists kept in memory (decision 0021): FerretDB would decode
   * every purchase for a filter on the date, whatever its index.
   */
  private async purchasesOn(date: string): Promise<PurchaseRow[]> {
    return (await this.purchaseLists.byDate(date, date)).items;
  }

  /** The user's name from the identity service, or the id when it does not know them or does not answer. */
  private async nameOf(userID: string): Promise<string> {
    const user = await this.requests
      .request('identity.user.get', { id: userID }, { timeoutMs: NAME_TIMEOUT_MS })
      .catch(() => null);
    return user?.name ?? userID;
  }
}
