import { Injectable } from '@nestjs/common';
import { isDeepStrictEqual } from 'node:util';
import {
  canAccess,
  evaluatePurchaseSave,
  isFailedTest,
  purchaseShopperOnSave,
  TEST_TYPES,
  type Purchase,
  type EventEnvelope,
  type PurchaseEventSnapshot,
  type PurchaseInput,
  type PurchaseSaveResult,
  type PurchaseStoreSnapshot,
  type RuleMode,
  type Store,
  type ShopperTestsAnswer,
} from '@agecheck/contracts';
import { Clock, EventFactory, type AuthUser } from '@agecheck/nest-common';
import { AdminSettingsService } from '../admin-settings/admin-settings.service';
import { TesterProtectionSettings } from '../config';
import { CatalogRepository } from '../catalog/catalog.repository';
import { ShoppersRepository } from '../shoppers/shoppers.repository';
import { SprintsService } from '../sprints/sprints.service';
import { StoresRepository } from '../stores/stores.repository';
import { PurchaseException } from './purchases.exception';
import { PurchasesRepository } from './purchases.repository';

export type PurchaseList = 'completed' | 'delayed';

export const actorOf = (user: AuthUser) => ({ id: user.id, name: user.name });

/** Planners and administrators see and change every purchase; field staff only their own. */
const seesAll = (user: AuthUser) => canAccess(user.roles, 'planung');

/** The name the lists show for the purchase's user: kept from the first save, else the saver's own. */
function userNameOf(existing: Purchase | undefined, ownerID: string, user: AuthUser): { userName?: string } {
  const name = existing?.userName ?? (ownerID === user.id ? user.name : undefined);
  return name ? { userName: name } : {};
}

/** What the read models learn of a purchase (no evidence, no personal data of the shopper). */
export function purchaseSnapshot(purchase: Purchase): PurchaseEventSnapshot {
  return {
    _id: purchase._id,
    userID: purchase.userID,
    storeID: purchase.storeID,
    vst: purchase.vst,
    storeType: purchase.type[0].api,
    delayed: purchase.delayed,
    done: purchase.done,
    ...(purchase.testType ? { testType: purchase.testType } : {}),
    ...(purchase.date ? { date: purchase.date } : {}),
    ...(purchase.sprintListID ? { sprintListID: purchase.sprintListID } : {}),
    ...(purchase.regulationsRespected === undefined
      ? {}
      : { regulationsRespected: purchase.regulationsRespected }),
    ...(purchase.specialReason ? { specialReason: purchase.specialReason } : {}),
  };
}

/** Where the purchase took place, as the store is now (svc-exports keeps it beside the purchase). */
function storeSnapshot({ street, plz, city, kanton, region }: Store): PurchaseStoreSnapshot {
  return { street, plz, city, kanton, ...(region ? { region } : {}) };
}

/** How often a save reads and decides again when other saves of the same purchase keep coming first. */
const SAVE_ATTEMPTS = 3;

/** What a save may change without changing the content: its version and the time of the latest save. */
const dropSaveStamps = ({ version: _version, updatedAt: _updatedAt, ...content }: Purchase) =>
  JSON.parse(JSON.stringify(content)) as unknown;

/**
 * Whether a save would store what is stored already (decision 0019: "the same content again answers as
 * before"). Compared as JSON, so a field the request leaves out and one it sends empty (undefined) agree.
 */
export function isSameSave(stored: Purchase, next: Purchase): boolean {
  return isDeepStrictEqual(dropSaveStamps(stored), dropSaveStamps(next));
}

/** A save's evaluation: the rules' answer and the store the purchase names. */
export type EvaluatedSave = PurchaseSaveResult<PurchaseInput> & { store: Store };

/**
 * The purchase to store after a save: the evaluated input, what the server decides, and what control and the
 * exports recorded before (a save never drops them); the version one up.
 */
export function storedPurchase(
  evaluated: EvaluatedSave,
  existing: Purchase | undefined,
  user: AuthUser,
  now: Date,
): Purchase {
  const ownerID = existing?.userID ?? user.id;
  return {
    ...evaluated.purchase,
    userID: ownerID,
    ...userNameOf(existing, ownerID, user),
    delayed: evaluated.delayed,
    done: existing?.done ?? false,
    version: (existing?.version ?? 0) + 1,
    ...(existing?.checked ? { checked: existing.checked } : {}),
    ...(existing?.reasonRejected ? { reasonRejected: existing.reasonRejected } : {}),
    ...(evaluated.shopperAge === undefined ? {} : { shopperAge: evaluated.shopperAge }),
    ...(existing?.autoExport ? { autoExport: existing.autoExport } : {}),
    ...(existing?.manualExport ? { manualExport: existing.manualExport } : {}),
    ...(existing?.thereforeExportDate ? { thereforeExportDate: existing.thereforeExportDate } : {}),
    createdAt: existing?.createdAt ?? now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/**
 * Use cases of test purchases: the caller's lists, read, save and delete. A save is an idempotent upsert by
 * the id the phone made; the server runs every purchase rule of the contracts on it and decides `delayed`;
 * `done` stays what control made it (docs/decisions/0019-purchase-saves.md).
 */
@Injectable()
export class PurchasesService {
  constructor(
    private readonly repository: PurchasesRepository,
    private readonly stores: StoresRepository,
    private readonly sprints: SprintsService,
    private readonly catalog: CatalogRepository,
    private readonly shoppers: ShoppersRepository,
    private readonly events: EventFactory,
    private readonly clock: Clock,
    private readonly testerProtection: TesterProtectionSettings,
    private readonly settings: AdminSettingsService,
  ) {}

  list(user: AuthUser, list: PurchaseList): Promise<Purchase[]> {
    return this.repository.listOf(user.id, list === 'delayed');
  }

  async get(user: AuthUser, id: string): Promise<Purchase> {
    const purchase = await this.repository.findById(id);
    // Someone else's purchase answers like a missing one, so its id reveals nothing.
    if (!purchase || (purchase.userID !== user.id && !seesAll(user)))
      throw new PurchaseException('PURCHASE_NOT_FOUND');
    return purchase;
  }

  /** Whose purchase `id` is, `null` while none has it (svc-files' upload check, issue 17, item 5). */
  async ownerOf(id: string): Promise<{ userID: string } | null> {
    const purchase = await this.repository.findById(id);
    return purchase ? { userID: purchase.userID } : null;
  }

  /**
   * The caller's tests at a store with their shoppers and the configured tester protection, so that the
   * wizard warns 'shopperRecentlyTested' and 'shopperAgeOutsideBand' before the save as the save's rules will
   * (a user's shoppers are only the user's to test with).
   */
  async shopperTests(user: AuthUser, storeID: string): Promise<ShopperTestsAnswer> {
    return {
      protection: this.testerProtection.config,
      tests: await this.repository.shopperTestsAt(user.id, storeID),
    };
  }

  /**
   * Saves the purchase the phone (or the back office) sends. The same content sent again (a retry whose
   * answer was lost) answers the stored purchase and changes nothing: no version, no event (decision 0019).
   * A save that meets another save of the same purchase in between reads and decides again.
   */
  async save(user: AuthUser, id: string, input: PurchaseInput): Promise<Purchase> {
    if (input._id !== id) throw new PurchaseException('PURCHASE_ID_MISMATCH');
    for (let attempt = 1; ; attempt += 1) {
      const existing = await this.repository.findById(id);
      if (existing && existing.userID !== user.id && !seesAll(user))
        throw new PurchaseException('PURCHASE_NOT_FOUND');
      const ownerID = existing?.userID ?? user.id;

      const evaluated = await this.evaluate(input, ownerID, existing, 'field');
      const purchase = storedPurchase(evaluated, existing, user, this.clock.now());
      if (existing && isSameSave(existing, purchase)) return existing;
      const events = this.savedEvents(purchase, evaluated.store, !existing, user);
      const written = await this.repository.save(purchase, events, existing?.version);
      if (written === 'stored') return purchase;
      if (written === 'missing') throw new PurchaseException('PURCHASE_NOT_FOUND');
      if (attempt === SAVE_ATTEMPTS) throw new PurchaseException('PURCHASE_CONFLICT');
    }
  }

  /**
   * Every purchase rule of the contracts applied to a save of `sent` owned by `ownerID` (the field's save
   * and control's): the store, its failed tests, the owner's round, the shopper (read from the owner's own
   * shoppers, never taken from the request) and its tests, and the article's age limit read from
   * svc-purchases' stores.
   */
  async evaluate(
    sent: PurchaseInput,
    ownerID: string,
    existing: Purchase | undefined,
    mode: RuleMode,
  ): Promise<EvaluatedSave> {
    const id = sent._id;
    const [store, input] = await Promise.all([
      this.stores.findById(sent.storeID),
      this.withOwnShopper(sent, ownerID, existing),
    ]);
    if (!store) throw new PurchaseException('PURCHASE_STORE_UNKNOWN');
    const [storeErrors, sprintEntry, shopperPurchases, articleAgeLimit, settings] = await Promise.all([
      this.stores.findErrors(store._id),
      this.sprints.currentEntryOf(ownerID, store._id),
      input.shopper ? this.repository.shopperPurchasesAt(input.shopper._id, store._id) : [],
      input.article ? this.catalog.ageLimitOfArticle(input.article) : undefined,
      this.settings.get(),
    ]);
    const evaluated = evaluatePurchaseSave(input, {
      mode,
      userID: ownerID,
      editMode: Boolean(existing),
      store: { kanton: store.kanton },
      storeErrorTestTypes: TEST_TYPES.filter((type) =>
        (storeErrors ?? []).some((error) => error.testType === type && error.purchaseID !== id),
      ),
      sprintEntry,
      checkSprint: settings.checkStoreTypes,
      shopperPurchases,
      articleAgeLimit,
      testerProtection: this.testerProtection.config,
    });

    return { ...evaluated, store };
  }

  /** The input with the shopper snapshot read from the owner's shoppers (issue 17, item 1). */
  private async withOwnShopper(
    input: PurchaseInput,
    ownerID: string,
    existing: Purchase | undefined,
  ): Promise<PurchaseInput> {
    if (!input.shopper) return input;
    const decided = purchaseShopperOnSave(input.shopper, {
      ownerID,
      stored: await this.shoppers.findById(input.shopper._id),
      existing: existing?.shopper,
    });
    if ('problem' in decided)
      throw new PurchaseException('PURCHASE_SHOPPER_UNKNOWN', undefined, [
        { path: 'shopper', key: 'purchase.main.shopperErr' },
      ]);
    return { ...input, shopper: decided.shopper };
  }

  /** The events of a save: the purchase saved (as stored, with its store) and, for a failed test, failed. */
  savedEvents(purchase: Purchase, store: Store, created: boolean, user: AuthUser): EventEnvelope<unknown>[] {
    const snapshot = purchaseSnapshot(purchase);
    return [
      this.events.create(
        'purchases.purchase.saved',
        { purchase: snapshot, created, stored: purchase, store: storeSnapshot(store) },
        actorOf(user),
      ),
      ...(isFailedTest(purchase)
        ? [this.events.create('purchases.purchase.failed', { purchase: snapshot }, actorOf(user))]
        : []),
    ];
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    const purchase = await this.get(user, id);
    if (purchase.userID !== user.id && !canAccess(user.roles, 'admin'))
      throw new PurchaseException('PURCHASE_DELETE_FORBIDDEN');
    const event = this.events.create(
      'purchases.purchase.deleted',
      { purchase: purchaseSnapshot(purchase) },
      actorOf(user),
    );
    if (!(await this.repository.remove(id, event, this.clock.now())))
      throw new PurchaseException('PURCHASE_NOT_FOUND');
  }
}
