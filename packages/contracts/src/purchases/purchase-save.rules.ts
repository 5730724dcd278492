import type { FieldError } from '../common';
import type { TestType } from '../stores/store-types';
import {
  storeWarnings,
  testerProtectionWarnings,
  shopperAgeOnTestDate,
  type ShopperPurchase,
  type TesterProtectionConfig,
  type WarningSprintEntry,
} from './purchase-warnings.rules';
import { normalizePurchase, validatePurchase, type PurchaseForRules, type RuleMode } from './purchase.rules';
import type { PurchaseInput } from './purchase.schema';
import type { PurchaseWarning } from './warnings';

/** What the saving side knows besides the purchase (the server reads it from its stores; the wizard from the phone's copy). */
export type PurchaseSaveContext = {
  mode: RuleMode;
  userID: string;
  /** The purchase exists already (an edit or a retried save). */
  editMode: boolean;
  store: { kanton?: string };
  /** Test types with failed tests at the store (`GET api/stores/errors/{id}`: `testTypes`). */
  storeErrorTestTypes: readonly TestType[];
  /** The store's entry in a current round, or null. */
  sprintEntry: WarningSprintEntry | null;
  /** The global setting `checkStoreTypes`. */
  checkSprint: boolean;
  /** The shopper's purchases of the same store (for tester protection). */
  shopperPurchases: readonly ShopperPurchase[];
  /** The age limit of the article's category, when the article is known. */
  articleAgeLimit?: number;
  testerProtection?: TesterProtectionConfig;
};

export type PurchaseSaveResult<P extends PurchaseForRules> = {
  /** The purchase to store (`normalizePurchase`). */
  purchase: P;
  /** `delayed` as stored: not complete and no special reason. */
  delayed: boolean;
  /** The shopper's age on the test date, when both dates are known. */
  shopperAge?: number;
  /** Every warning in force, overridden or not. */
  warnings: PurchaseWarning[];
  /** What keeps the purchase incomplete (empty when complete). */
  errors: FieldError[];
};

/** What the warnings read besides the purchase. */
export type PurchaseWarningContext = Pick<
  PurchaseSaveContext,
  | 'userID'
  | 'editMode'
  | 'sprintEntry'
  | 'checkSprint'
  | 'shopperPurchases'
  | 'articleAgeLimit'
  | 'testerProtection'
>;

/**
 * Every warning in force for a purchase: the store's (field-app spec, section 8) and the tester protection's
 * (issue 7). The wizard shows them with their override checkbox; the server keeps a purchase with one not
 * overridden delayed. Tester protection is not hidden in edit mode: the spec hides only the alcohol, media
 * and tobacco warnings there, and the server runs it on every save (decision 0014).
 */
export function purchaseWarnings(
  purchase: Pick<PurchaseInput, '_id' | 'type' | 'storeID' | 'date' | 'testType' | 'shopper'>,
  context: PurchaseWarningContext,
): PurchaseWarning[] {
  return [
    ...storeWarnings({
      storeType: purchase.type[0].api,
      userID: context.userID,
      sprintEntry: context.sprintEntry,
      checkSprint: context.checkSprint,
      editMode: context.editMode,
      testType: purchase.testType,
    }),
    ...testerProtectionWarnings({
      purchase,
      birthDate: purchase.shopper?.date,
      shopperPurchases: context.shopperPurchases,
      articleAgeLimit: context.articleAgeLimit,
      config: context.testerProtection,
    }),
  ];
}

/**
 * Every rule applied to a save, in the order the server runs them: normalise, work out the store and tester
 * protection warnings, validate, decide `delayed` (field-app spec, section 4) and the shopper's age. The
 * server calls it on every `PUT api/purchases/:id`; `done` is not its business (control sets it).
 */
export function evaluatePurchaseSave<P extends PurchaseInput>(
  input: P,
  context: PurchaseSaveContext,
): PurchaseSaveResult<P> {
  const purchase = normalizePurchase(input, { storeErrorTestTypes: context.storeErrorTestTypes });
  const warnings = purchaseWarnings(purchase, context);
  const errors = purchase.specialReason
    ? []
    : validatePurchase(purchase, { mode: context.mode, canton: context.store.kanton, warnings });
  const shopperAge =
    purchase.shopper && purchase.date
      ? shopperAgeOnTestDate(purchase.shopper.date, purchase.date)
      : undefined;
  return { purchase, delayed: !purchase.specialReason && errors.length > 0, shopperAge, warnings, errors };
}

/**
 * A failed test: complete, and the regulations were not respected; it publishes `purchases.purchase.failed`
 * (issue 7) and counts as a store error.
 */
export function isFailedTest(purchase: {
  regulationsRespected?: boolean;
  delayed: boolean;
  specialReason?: string;
}): boolean {
  return purchase.regulationsRespected === false && !purchase.delayed && !purchase.specialReason;
}
