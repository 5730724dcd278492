import { useMemo } from 'react';
import {
  allowedTestTypes,
  evaluatePurchaseSave,
  purchaseInputSchema,
  requiredCashierFields,
  shownPurchaseFields,
  type PurchaseInput,
  type PurchaseSaveContext,
  type PurchaseWarning,
  type RequiredCashierFields,
  type ShopperTest,
  type TesterProtectionConfig,
  type ShownPurchaseFields,
  type SprintEntry,
  type Store,
  type TestType,
} from '@agecheck/contracts';
import type { PurchasePhotos } from './purchase-sender';
import { withPendingPhotos, type PurchaseDraft } from './wizard-form';

/** The rules' verdict on the form as it stands. */
export type PurchaseRules = {
  /** Message keys by field path (field-app spec, sections 5 and 8). */
  errors: Record<string, string>;
  /** The store's and the tester protection's warnings, each with an override checkbox. */
  warnings: PurchaseWarning[];
  /** The test types this store type allows. */
  testTypes: readonly TestType[];
  /** The fields shown for this store type and these answers (field-app spec, section 5). */
  show: ShownPurchaseFields;
  /** The cashier's fields marked required for this store type and these answers. */
  required: RequiredCashierFields;
};

/** Before a store is chosen, no field that depends on it is shown. */
const NOTHING_SHOWN: ShownPurchaseFields = {
  lang: false,
  cashierGender: false,
  cashierNames: false,
  cashierNumber: false,
  kks: false,
  ktArticle: false,
  articleAlcohol: false,
  lotNumber: false,
  selfEntry: false,
  reason: false,
  composedReason: false,
  signatures: false,
  cashierSignature: false,
  chiefSignature: false,
  image: false,
  bill: false,
  noQuittReason: false,
};

/** Before a store is chosen, no cashier field is asked for. */
const NOTHING_REQUIRED: RequiredCashierFields = {
  gender: false,
  name: false,
  firstname: false,
  number: false,
  kks: false,
};

/** The tests the wizard knows of at the store, and the server's tester protection once it answered. */
export type KnownShopperTests = { protection?: TesterProtectionConfig; tests: readonly ShopperTest[] };

export type RulesContext = {
  store: Store | undefined;
  /** The store's entry in the user's open round, if any. */
  sprintEntry: SprintEntry | undefined;
  userID: string;
  editMode: boolean;
  /**
   * The user's tests at the store and the server's tester protection (`useShopperTests`, with the outbox's
   * tests added); while unknown, no tests and the contracts' defaults.
   */
  shopperTests: KnownShopperTests | undefined;
  /** The age limit of the chosen article's category, once the catalogue is loaded. */
  articleAgeLimit?: number;
  /** The admin's switch `checkStoreTypes`: warn of a store outside the current round. */
  checkSprint: boolean;
};

/**
 * What the phone knows of a save, in the shape the server's save gathers it (svc-purchases'
 * `PurchasesService.evaluate`): the store's canton, the user's round entry, the chosen shopper's tests at
 * the store, the article's age limit and the server's tester protection.
 */
export function saveContextOf(purchase: PurchaseInput, context: RulesContext): PurchaseSaveContext {
  const shopperID = purchase.shopper?._id;
  return {
    mode: 'field',
    userID: context.userID,
    editMode: context.editMode,
    store: { kanton: context.store?.kanton },
    // they decide only `alkOverride`, which the server works out on the save and the form never shows
    storeErrorTestTypes: [],
    sprintEntry: context.sprintEntry ?? null,
    checkSprint: context.checkSprint,
    shopperPurchases: (context.shopperTests?.tests ?? []).filter((test) => test.shopperID === shopperID),
    articleAgeLimit: context.articleAgeLimit,
    testerProtection: context.shopperTests?.protection,
  };
}

/**
 * The server's verdict on the wizard's form (`evaluatePurchaseSave`, which svc-purchases runs on every
 * save), with what the form shows of it: errors by field, the warnings, the allowed test types and the
 * fields that apply to the purchase as it will be stored. Photos and signatures taken on the phone count
 * as present.
 */
export function purchaseRulesOf(
  draft: PurchaseDraft,
  photos: PurchasePhotos,
  context: RulesContext,
): PurchaseRules {
  const parsed = purchaseInputSchema.safeParse(withPendingPhotos(draft, photos));
  const type = parsed.success ? parsed.data.type[0] : undefined;
  if (!parsed.success || !type) {
    // Only a shape the form cannot produce ends here (no store yet): its keys still show at the fields.
    const issues = parsed.success ? [] : parsed.error.issues;
    const errors = Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
    return { errors, warnings: [], testTypes: [], show: NOTHING_SHOWN, required: NOTHING_REQUIRED };
  }
  const verdict = evaluatePurchaseSave(parsed.data, saveContextOf(parsed.data, context));
  const errors: Record<string, string> = {};
  for (const { path, key } of verdict.errors) errors[path] ??= key;
  return {
    errors,
    warnings: verdict.warnings,
    testTypes: allowedTestTypes(type.api),
    show: shownPurchaseFields(verdict.purchase, { canton: context.store?.kanton }),
    required: requiredCashierFields(verdict.purchase, 'field'),
  };
}

/** `purchaseRulesOf` for the form as it is being typed. */
export function usePurchaseRules(
  draft: PurchaseDraft,
  photos: PurchasePhotos,
  context: RulesContext,
): PurchaseRules {
  const { store, sprintEntry, userID, editMode, shopperTests, articleAgeLimit, checkSprint } = context;
  return useMemo(
    () =>
      purchaseRulesOf(draft, photos, {
        store,
        sprintEntry,
        userID,
        editMode,
        shopperTests,
        articleAgeLimit,
        checkSprint,
      }),
    [draft, photos, store, sprintEntry, userID, editMode, shopperTests, articleAgeLimit, checkSprint],
  );
}
