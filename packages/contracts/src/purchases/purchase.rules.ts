import type { FieldError } from '../common';
import { isKtType, TEST_TYPES, type StoreType, type TestType } from '../stores/store-types';
import { OTHER_REASON } from './presets';
import type { PurchaseInput, PurchaseStoreType } from './purchase.schema';
import { PURCHASE_WARNINGS, type PurchaseWarning } from './warnings';

// Every rule of the purchase form (field-app spec, section 5), its states (section 4) and the back office's
// purchase edit (back-office spec, section 5), once, for the wizard and for the server's save.
// docs/decisions/0014-purchase-rules.md records the choices.

/**
 * Who checks: the wizard in the field (field-app spec, section 5) or the back office's purchase edit and
 * control (back-office spec, section 5). The two differ only in the cashier's names (see `cashierNameErrors`).
 */
export type RuleMode = 'field' | 'control';

export type PurchaseRuleContext = {
  mode: RuleMode;
  /** The store's canton (`VS` asks for the language). */
  canton?: string;
  /** The store warnings in force (`purchaseWarnings`); those not overridden keep the purchase incomplete. */
  warnings?: readonly PurchaseWarning[];
};

/** The message keys the rules add to the spec's (field-app spec, section 8), decision 0014. */
export const PURCHASE_MESSAGE_KEYS = {
  lang: 'purchase.main.langErr',
  shopper: 'purchase.main.shopperErr',
  date: 'purchase.main.dateErr',
  time: 'purchase.main.timeErr',
  gender: 'purchase.main.genderErr',
  lastname: 'purchase.main.lastnameErr',
  firstname: 'purchase.main.firstnameErr',
  namePattern: 'purchase.main.namePatternErr',
  number: 'purchase.main.nrErr',
  kks: 'purchase.main.kksErr',
  testType: 'purchase.main.testTypErr',
  article: 'purchase.main.articleErr',
  regulations: 'purchase.main.regulationsErr',
  pass: 'purchase.main.passErr',
  age: 'purchase.main.ageErr',
  articleName: 'purchase.main.articleNameErr',
  articlePackaging: 'purchase.main.articlePackagingErr',
  articleSize: 'purchase.main.articleSizeErr',
  articleAlcohol: 'purchase.main.articleAlcoholErr',
  articlePrice: 'purchase.main.articlePriceErr',
  articleLotNr: 'purchase.main.articleLotNrErr',
  reason: 'purchase.main.reasonErr',
  crowded: 'purchase.main.crowdedErr',
  cashierSignature: 'purchase.main.noSignature',
  chiefSignature: 'purchase.main.ProblemErr',
  chiefPosition: 'purchase.main.ChiefErr',
  bill: 'purchase.main.billErr',
  noReceiptReason: 'purchase.main.quittProblemErr',
  image: 'purchase.main.imageErr',
} as const;
const KEYS = PURCHASE_MESSAGE_KEYS;

/** The purchase as the rules read it: the parsed input, any stored fields ignored. */
export type PurchaseForRules = Omit<PurchaseInput, '_id'>;

const filled = (value: string | undefined | null): value is string =>
  typeof value === 'string' && value.trim().length > 0;

/** The store type of a purchase (its `type` list holds one). */
export function storeTypeOf(purchase: Pick<PurchaseForRules, 'type'>): StoreType {
  return purchase.type[0].api;
}

/**
 * A Spar store (field-app spec, section 5: "Cashier number applies to coop and Spar"). Spar is no store type
 * of either list (it is a retailer group of the back office's settings), so a store counts as Spar when its
 * type's display name or subtype names Spar ("SPAR", "Spar express"); decision 0014.
 */
export function isSparStore(type: Pick<PurchaseStoreType, 'name' | 'spamia'>): boolean {
  return /^spar\b/i.test(type.name) || /^spar\b/i.test(type.spamia ?? '');
}

const LOTTERY_TYPES: readonly string[] = ['swisslos', 'loro'];

/** swisslos and loro: no gender, no names, no signatures (field-app spec, section 5). */
export function isLotteryStore(storeType: string): boolean {
  return LOTTERY_TYPES.includes(storeType);
}

/** "Name fields are hidden for swisslos, loro and kt types" (field-app spec, section 5). */
export function cashierNamesShown(storeType: string): boolean {
  return !isLotteryStore(storeType) && !isKtType(storeType);
}

/**
 * The test types a store type allows (field-app spec, section 5): "Media excluded for kiosk, swisslos,
 * loro; alcohol and tobacco excluded for swisslos and loro; Lose only for kiosk; Geldspiele only for
 * swisslos and loro."
 */
export function allowedTestTypes(storeType: string): TestType[] {
  return TEST_TYPES.filter((testType) => {
    switch (testType) {
      case 'Medien':
        return !['kiosk', 'swisslos', 'loro'].includes(storeType);
      case 'Alkohol':
      case 'Tabak':
        return !isLotteryStore(storeType);
      case 'Lose':
        return storeType === 'kiosk';
      case 'Geldspiele':
        return isLotteryStore(storeType);
    }
  });
}

/** Cashier names: at least 2 characters, letters (accents allowed), apostrophe, space, hyphen (field-app spec, sections 5 and 9). */
export const CASHIER_NAME_PATTERN = /^[\p{L}' -]{2,}$/u;
/** "Cashier number ... exactly 6 digits" (field-app spec, sections 5 and 9). */
export const CASHIER_NUMBER_PATTERN = /^\d{6}$/;
/** The crowded-level slider (field-app spec, sections 5 and 9). */
export const CROWDED_LEVEL = { min: 1, max: 10 } as const;

const notRespected = (purchase: PurchaseForRules) => purchase.regulationsRespected === false;

function error(path: string, key: string): FieldError {
  return { path, key };
}

/** "Language (German or French) required when the canton is VS" (field-app spec, section 5). */
export function languageAsked(canton: string | undefined): boolean {
  return canton?.toUpperCase() === 'VS';
}

/**
 * The date-of-birth self entry applies only when "kks is SCO and regulations were respected" (field-app spec,
 * section 4); otherwise it is cleared.
 */
export function selfEntryAsked(purchase: Pick<PurchaseForRules, 'kks' | 'regulationsRespected'>): boolean {
  return purchase.kks === 'SCO' && purchase.regulationsRespected === true;
}

/** Shopper, date, time, and the language in canton VS. */
function generalErrors(purchase: PurchaseForRules, context: PurchaseRuleContext): FieldError[] {
  const errors: FieldError[] = [];
  if (!purchase.shopper) errors.push(error('shopper', KEYS.shopper));
  if (!purchase.date) errors.push(error('date', KEYS.date));
  if (!purchase.time) errors.push(error('time', KEYS.time));
  if (languageAsked(context.canton) && !purchase.lang) errors.push(error('lang', KEYS.lang));
  return errors;
}

/** Whether the cashier number field is shown: coop and Spar (field-app spec, section 5). */
export function cashierNumberApplies(type: PurchaseStoreType): boolean {
  return type.api === 'coop' || isSparStore(type);
}

/** The cashier's fields that must be filled whatever else is, each marked required in the forms. */
export type RequiredCashierFields = {
  gender: boolean;
  name: boolean;
  firstname: boolean;
  number: boolean;
  kks: boolean;
};

/**
 * Field-app spec, section 5: "Cashier gender required, except swisslos and loro"; the last and first name
 * "required as an alternative pair, but both required for coop or when regulations were not respected";
 * the number "required for coop, and for Spar when regulations were not respected"; "checkout type (kks)
 * required for coop". Back-office spec, section 5 ("Purchase edit": "cashier surname ... required"): in
 * control the last name always. A name of the pair is required alone only when the other is empty (see
 * `cashierNameErrors`).
 */
export function requiredCashierFields(purchase: PurchaseForRules, mode: RuleMode): RequiredCashierFields {
  const type = purchase.type[0];
  const storeType = storeTypeOf(purchase);
  const names = cashierNamesShown(storeType);
  const both = storeType === 'coop' || notRespected(purchase);
  return {
    gender: !isLotteryStore(storeType),
    name: names && (both || mode === 'control'),
    firstname: names && both,
    number: cashierNumberApplies(type) && (storeType === 'coop' || notRespected(purchase)),
    kks: storeType === 'coop',
  };
}

/** The cashier's last and first name where they are shown: the pattern, and filled as `requiredCashierFields` asks. */
export function cashierNameErrors(purchase: PurchaseForRules, mode: RuleMode): FieldError[] {
  const storeType = storeTypeOf(purchase);
  if (!cashierNamesShown(storeType)) return [];
  const { name, firstname } = purchase.cashier;
  const errors: FieldError[] = [];
  for (const [path, value] of [
    ['cashier.name', name],
    ['cashier.firstname', firstname],
  ] as const) {
    if (filled(value) && !CASHIER_NAME_PATTERN.test(value.trim())) errors.push(error(path, KEYS.namePattern));
  }
  const required = requiredCashierFields(purchase, mode);
  const lastRequired = required.name || !filled(firstname);
  const firstRequired = required.firstname || (mode === 'field' && !filled(name));
  if (lastRequired && !filled(name)) errors.push(error('cashier.name', KEYS.lastname));
  if (firstRequired && !filled(firstname)) errors.push(error('cashier.firstname', KEYS.firstname));
  return errors;
}

/** Gender (not swisslos, loro), names, number (coop, Spar), checkout type (coop). */
function cashierErrors(purchase: PurchaseForRules, mode: RuleMode): FieldError[] {
  const type = purchase.type[0];
  const required = requiredCashierFields(purchase, mode);
  const errors: FieldError[] = [];
  if (required.gender && !purchase.cashier.gender) errors.push(error('cashier.gender', KEYS.gender));
  errors.push(...cashierNameErrors(purchase, mode));
  if (cashierNumberApplies(type)) {
    const number = purchase.cashier.number?.trim();
    if (filled(number) ? !CASHIER_NUMBER_PATTERN.test(number) : required.number)
      errors.push(error('cashier.number', KEYS.number));
  }
  if (required.kks && !purchase.kks) errors.push(error('kks', KEYS.kks));
  return errors;
}

/**
 * The article details a kt store asks (field-app spec, section 5: "kt types: article name, packaging, size
 * in ml, alcohol by volume and price required, plus lot number when regulations were not respected"; the back
 * office says "for beverage types": the same store types, decision 0014). Alcohol by volume only for
 * alcohol tests: a cigarette has none.
 */
function ktArticleErrors(purchase: PurchaseForRules): FieldError[] {
  if (!isKtType(storeTypeOf(purchase))) return [];
  const errors: FieldError[] = [];
  if (!filled(purchase.articleName)) errors.push(error('articleName', KEYS.articleName));
  if (!filled(purchase.articlePackaging)) errors.push(error('articlePackaging', KEYS.articlePackaging));
  if (!purchase.articleSizeInMl) errors.push(error('articleSizeInMl', KEYS.articleSize));
  if (purchase.testType === 'Alkohol' && purchase.articleAlcoholByVolume === undefined)
    errors.push(error('articleAlcoholByVolume', KEYS.articleAlcohol));
  if (purchase.articlePrice === undefined) errors.push(error('articlePrice', KEYS.articlePrice));
  if (notRespected(purchase) && !filled(purchase.articleLotNr))
    errors.push(error('articleLotNr', KEYS.articleLotNr));
  return errors;
}

/** Test type (allowed for the store), article, outcome, ID and age asked, kt article details. */
function testErrors(purchase: PurchaseForRules): FieldError[] {
  const errors: FieldError[] = [];
  if (!purchase.testType || !allowedTestTypes(storeTypeOf(purchase)).includes(purchase.testType))
    errors.push(error('testType', KEYS.testType));
  if (!filled(purchase.article)) errors.push(error('article', KEYS.article));
  if (purchase.regulationsRespected === undefined)
    errors.push(error('regulationsRespected', KEYS.regulations));
  if (purchase.pass === undefined) errors.push(error('pass', KEYS.pass));
  if (purchase.age === undefined) errors.push(error('age', KEYS.age));
  errors.push(...ktArticleErrors(purchase));
  return errors;
}

/** "Reason required when regulations were not respected (except loro and kt)" (field-app spec, section 5). */
export function reasonRequired(purchase: PurchaseForRules): boolean {
  const storeType = storeTypeOf(purchase);
  return notRespected(purchase) && storeType !== 'loro' && !isKtType(storeType);
}

/** Reason and its free text, crowded level for loro and kt. */
function outcomeErrors(purchase: PurchaseForRules): FieldError[] {
  const errors: FieldError[] = [];
  if (reasonRequired(purchase)) {
    if (!purchase.reasonTMP) errors.push(error('reasonTMP', KEYS.reason));
    else if (purchase.reasonTMP === OTHER_REASON && !filled(purchase.reason))
      errors.push(error('reason', KEYS.reason));
  }
  const storeType = storeTypeOf(purchase);
  if ((storeType === 'loro' || isKtType(storeType)) && purchase.crowdedLevel === undefined)
    errors.push(error('crowdedLevel', KEYS.crowded));
  return errors;
}

/** "On non-compliance (outside swisslos, loro, kt)" signatures and the chief's position are asked (field-app spec, section 5). */
export function signaturesRequired(purchase: PurchaseForRules): boolean {
  const storeType = storeTypeOf(purchase);
  return notRespected(purchase) && !isLotteryStore(storeType) && !isKtType(storeType);
}

/** "cashier and chief signatures required unless a problem is chosen; chief position required". */
function signatureErrors(purchase: PurchaseForRules): FieldError[] {
  if (!signaturesRequired(purchase)) return [];
  const { cashier, chief } = purchase.signatures;
  const errors: FieldError[] = [];
  if (!filled(cashier.img) && !cashier.problem)
    errors.push(error('signatures.cashier', KEYS.cashierSignature));
  if (!filled(chief.img) && !chief.problem) errors.push(error('signatures.chief', KEYS.chiefSignature));
  if (!chief.position) errors.push(error('signatures.chief.position', KEYS.chiefPosition));
  return errors;
}

/**
 * The evidence (field-app spec, section 4, "Complete means ... if manual upload the report image exists, and
 * unless regulations were respected or 'no receipt' is ticked a receipt image exists"; section 5: "'no
 * receipt' ... needs a reason").
 */
function evidenceErrors(purchase: PurchaseForRules): FieldError[] {
  const errors: FieldError[] = [];
  if (purchase.manualUpload && !filled(purchase.image)) errors.push(error('image', KEYS.image));
  if (purchase.noReceipt) {
    if (!filled(purchase.noQuittReason)) errors.push(error('noQuittReason', KEYS.noReceiptReason));
  } else if (purchase.regulationsRespected !== true && !filled(purchase.bill)) {
    errors.push(error('bill', KEYS.bill));
  }
  return errors;
}

/** Warnings in force the tester has not ticked (field-app spec, section 5: "Warnings (with an override checkbox)"). */
export function openWarnings(
  warnings: readonly PurchaseWarning[],
  overridden: readonly PurchaseWarning[],
): PurchaseWarning[] {
  return warnings.filter((warning) => !overridden.includes(warning));
}

const WARNING_PATH = 'overriddenWarnings';
const warningKey = (warning: PurchaseWarning) => `purchase.error.${warning}`;

function warningErrors(purchase: PurchaseForRules, context: PurchaseRuleContext): FieldError[] {
  return openWarnings(context.warnings ?? [], purchase.overriddenWarnings).map((warning) =>
    error(WARNING_PATH, warningKey(warning)),
  );
}

/**
 * The warnings not overridden among a save's field errors (`validatePurchase`'s `overriddenWarnings`
 * errors): what control may accept as the tester does in the wizard (issue 17).
 */
export function warningsOfErrors(errors: readonly FieldError[]): PurchaseWarning[] {
  return PURCHASE_WARNINGS.filter((warning) =>
    errors.some((fault) => fault.path === WARNING_PATH && fault.key === warningKey(warning)),
  );
}

/** The purchase with `accepted` overridden besides what it overrode already (control's acceptance). */
export function withAcceptedWarnings<P extends Pick<PurchaseForRules, 'overriddenWarnings'>>(
  purchase: P,
  accepted: readonly PurchaseWarning[],
): P {
  const added = accepted.filter((warning) => !purchase.overriddenWarnings.includes(warning));
  return added.length === 0
    ? purchase
    : { ...purchase, overriddenWarnings: [...purchase.overriddenWarnings, ...added] };
}

/**
 * Every rule of the purchase form: one entry per field in error, with the message key the form shows at
 * that field. Empty when the purchase is complete. A purchase with a special reason is finished by that
 * reason and asks nothing more (field-app spec, section 4).
 */
export function validatePurchase(purchase: PurchaseForRules, context: PurchaseRuleContext): FieldError[] {
  if (purchase.specialReason) return [];
  return [
    ...generalErrors(purchase, context),
    ...cashierErrors(purchase, context.mode),
    ...testErrors(purchase),
    ...outcomeErrors(purchase),
    ...signatureErrors(purchase),
    ...evidenceErrors(purchase),
    ...warningErrors(purchase, context),
  ];
}

/** "Complete means the form is valid, and ..." (field-app spec, section 4). */
export function isComplete(purchase: PurchaseForRules, context: PurchaseRuleContext): boolean {
  return validatePurchase(purchase, context).length === 0;
}

/**
 * What the server stores as `delayed`: "delayed equals not complete"; a special reason "finishes the purchase
 * at once with done false and delayed false" (field-app spec, section 4).
 */
export function isDelayed(purchase: PurchaseForRules, context: PurchaseRuleContext): boolean {
  return !purchase.specialReason && !isComplete(purchase, context);
}

/** What the purchase's store knows of it: the test types with failed tests there (`GET api/stores/errors/{id}`). */
export type NormalizeContext = { storeErrorTestTypes: readonly TestType[] };

/**
 * "alkOverride is set for lottery tests, and for tobacco tests where the store's errors include tobacco
 * and the store type is not coop" (field-app spec, section 4).
 */
export function alkOverride(
  purchase: Pick<PurchaseForRules, 'type' | 'testType'>,
  storeErrorTestTypes: readonly TestType[],
): boolean {
  if (purchase.testType === 'Lose') return true;
  return (
    purchase.testType === 'Tabak' && storeErrorTestTypes.includes('Tabak') && storeTypeOf(purchase) !== 'coop'
  );
}

/**
 * The purchase as it is stored: derived fields set, fields that no longer apply cleared.
 * - selfEntryDateOfBirthSCO "is cleared unless kks is SCO and regulations were respected" (field-app spec, section 4);
 * - alkOverride as `alkOverride`;
 * - the cashier's names where the store type hides them, the free reason text unless the fourth preset is
 *   chosen, reasons when regulations were respected, the 'no receipt' reason when a receipt is not omitted.
 */
export function normalizePurchase<P extends PurchaseForRules>(purchase: P, context: NormalizeContext): P {
  const storeType = storeTypeOf(purchase);
  const respected = purchase.regulationsRespected === true;
  const normalized: P = {
    ...purchase,
    cashier: cashierNamesShown(storeType)
      ? purchase.cashier
      : { ...purchase.cashier, name: undefined, firstname: undefined },
    selfEntryDateOfBirthSCO: selfEntryAsked(purchase) ? purchase.selfEntryDateOfBirthSCO : undefined,
    alkOverride: alkOverride(purchase, context.storeErrorTestTypes),
    reasonTMP: respected ? undefined : purchase.reasonTMP,
    reason: !respected && purchase.reasonTMP === OTHER_REASON ? purchase.reason : undefined,
    noQuittReason: purchase.noReceipt ? purchase.noQuittReason : undefined,
  };
  return dropUndefined(normalized);
}

function dropUndefined<T extends object>(value: T): T {
  const copy = { ...value };
  for (const key of Object.keys(copy) as (keyof T)[]) if (copy[key] === undefined) delete copy[key];
  for (const key of ['cashier'] as (keyof T)[]) {
    const nested = copy[key];
    if (nested && typeof nested === 'object') copy[key] = dropUndefined(nested) as T[keyof T];
  }
  return copy;
}
