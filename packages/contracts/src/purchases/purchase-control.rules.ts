import { CASHIER_NUMBER_PATTERN, storeTypeOf, type PurchaseForRules } from './purchase.rules';

/** Why the back office's control must look at a purchase by hand instead of saving it automatically. */
export const MANUAL_CHECKS = [
  'specialReason',
  'remarks',
  'cashierRemarks',
  'noSprint',
  'coopCashierNumber',
  'otherReason',
  'estimatedOlderDespiteId',
  'misreadWithoutId',
  'respectedWithoutAsking',
] as const;
export type ManualCheck = (typeof MANUAL_CHECKS)[number];

const filled = (value: string | undefined) => !!value?.trim();

/**
 * Back-office spec, section 5, "Control manual verification is required when: a special reason, purchase
 * remarks, cashier remarks or no sprintListID exists; for the coop API the cashier number is not exactly 6
 * digits. If regulations were not respected: reason is 'other reasons' (except the loro API); pass is true
 * and the reason is 'customer estimated older'; pass is false and the reason is a wrong age calculation or
 * reading. If respected but both pass and age are false." Empty: the control may save by itself.
 */
export function manualChecks(purchase: PurchaseForRules & { sprintListID?: string }): ManualCheck[] {
  const storeType = storeTypeOf(purchase);
  const checks: ManualCheck[] = [];
  if (purchase.specialReason) checks.push('specialReason');
  if (filled(purchase.remarks)) checks.push('remarks');
  if (filled(purchase.cashier.remarks)) checks.push('cashierRemarks');
  if (!filled(purchase.sprintListID)) checks.push('noSprint');
  if (storeType === 'coop' && !CASHIER_NUMBER_PATTERN.test(purchase.cashier.number?.trim() ?? ''))
    checks.push('coopCashierNumber');
  if (purchase.regulationsRespected === false) {
    if (purchase.reasonTMP === 'other' && storeType !== 'loro') checks.push('otherReason');
    if (purchase.pass === true && purchase.reasonTMP === 'estimatedOlder')
      checks.push('estimatedOlderDespiteId');
    if (
      purchase.pass === false &&
      (purchase.reasonTMP === 'wrongAgeCalculation' || purchase.reasonTMP === 'idMisread')
    )
      checks.push('misreadWithoutId');
  }
  if (purchase.regulationsRespected === true && purchase.pass === false && purchase.age === false)
    checks.push('respectedWithoutAsking');
  return checks;
}

/**
 * Back-office spec, section 5: "Remarks are cleared unless the reason is other or productsMissing." Control
 * keeps the remarks of a purchase whose reason (the preset or the special reason) is 'other', or whose
 * special reason is 'productsMissing': there they carry the explanation; elsewhere they were answered by
 * the manual check (`manualChecks`: 'remarks') and go.
 */
export function remarksAfterControl(
  purchase: Pick<PurchaseForRules, 'remarks' | 'reasonTMP' | 'specialReason'>,
): string | undefined {
  const kept =
    purchase.reasonTMP === 'other' ||
    purchase.specialReason === 'other' ||
    purchase.specialReason === 'productsMissing';
  return kept ? purchase.remarks : undefined;
}

/** Why control cannot move a purchase to another store; the keys of the admin texts. */
export const STORE_CHANGE_ERRORS = {
  noNumber: 'control.storeChange.noNumber',
  multiple: 'control.storeChange.multiple',
  notFound: 'control.storeChange.notFound',
} as const;
export type StoreChangeError = (typeof STORE_CHANGE_ERRORS)[keyof typeof STORE_CHANGE_ERRORS];

/**
 * Back-office spec, section 5: "Changing a store needs a store number; exactly one match is required
 * ('multiple found, change impossible' for several, not found for none)." `matches`: the stores the number
 * finds for the purchase's store type. On success control shows 'Filialwechsel erfolgreich!'.
 */
export function storeChangeOf<S>(
  vst: string | undefined,
  matches: readonly S[],
): { store: S } | { error: StoreChangeError } {
  if (!vst?.trim()) return { error: STORE_CHANGE_ERRORS.noNumber };
  const [store, ...more] = matches;
  if (store === undefined) return { error: STORE_CHANGE_ERRORS.notFound };
  if (more.length > 0) return { error: STORE_CHANGE_ERRORS.multiple };
  return { store };
}

/** What the control screen warns about (back-office spec, section 2, "Purchase control": "Warnings: ..."). */
export const CONTROL_WARNINGS = [
  'noRound',
  'checkManually',
  'articleManual',
  'checkReceipt',
  'alreadyExported',
] as const;
export type ControlWarning = (typeof CONTROL_WARNINGS)[number];

type PurchaseForControl = PurchaseForRules & {
  sprintListID?: string;
  autoExport?: { exported: boolean };
  manualExport?: { exported: boolean };
  thereforeExportDate?: string;
};

/**
 * Back-office spec, section 2: "Warnings: no round selected, check purchase manually, article chosen
 * manually, check receipt, purchase already exported." No round is the manual check 'noSprint'; check
 * manually is any other manual check; an article chosen manually is one the tester described in
 * `articleDetail` instead of picking it alone from the catalogue; the receipt wants a look when there is
 * none (`noReceipt` or no image); exported is any export flag or the document system's date
 * (docs/decisions/0026-control.md).
 */
export function controlWarnings(purchase: PurchaseForControl): ControlWarning[] {
  const checks = manualChecks(purchase);
  const warnings: ControlWarning[] = [];
  if (checks.includes('noSprint')) warnings.push('noRound');
  if (checks.some((check) => check !== 'noSprint')) warnings.push('checkManually');
  if (filled(purchase.articleDetail)) warnings.push('articleManual');
  if (!purchase.specialReason && (purchase.noReceipt === true || !filled(purchase.bill)))
    warnings.push('checkReceipt');
  if (purchase.autoExport?.exported || purchase.manualExport?.exported || purchase.thereforeExportDate)
    warnings.push('alreadyExported');
  return warnings;
}

/** How long the automatic mode waits before it saves (back-office spec, section 9: "Auto-control delay 1 s or 5 s"). */
export const AUTO_CONTROL_DELAY_MS = { respected: 1_000, negative: 5_000 } as const;

/**
 * Back-office spec, section 2: "Automatic mode saves by itself after 1 s (regulations respected) or 5 s
 * (negative result) unless manual verification is needed." The delay in ms, or null when control must stop
 * and show `manualChecks`.
 */
export function autoControlDelay(purchase: PurchaseForRules & { sprintListID?: string }): number | null {
  if (manualChecks(purchase).length > 0) return null;
  return purchase.regulationsRespected === false
    ? AUTO_CONTROL_DELAY_MS.negative
    : AUTO_CONTROL_DELAY_MS.respected;
}

type Leaves = Map<string, unknown>;

function leavesOf(value: unknown, path: string, into: Leaves): Leaves {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) leavesOf(child, path ? `${path}.${key}` : key, into);
  } else if (value !== undefined) {
    into.set(path, value);
  }
  return into;
}

/**
 * What control changed (issue 8: "the purchase detail shows what control changed (who, when, the value
 * before and after)"): every field, by its dotted path, whose value differs, absent values as undefined.
 */
export function purchaseChanges(
  before: object,
  after: object,
): { field: string; before?: unknown; after?: unknown }[] {
  const old = leavesOf(before, '', new Map());
  const now = leavesOf(after, '', new Map());
  const fields = [...new Set([...old.keys(), ...now.keys()])];
  return fields
    .filter((field) => JSON.stringify(old.get(field)) !== JSON.stringify(now.get(field)))
    .map((field) => ({
      field,
      ...(old.has(field) ? { before: old.get(field) } : {}),
      ...(now.has(field) ? { after: now.get(field) } : {}),
    }));
}

/** The evidence files of a purchase: report, receipt and both signatures (issue 8, "evidence that holds up"). */
export function evidenceFilesOf(purchase: Pick<PurchaseForRules, 'image' | 'bill' | 'signatures'>): string[] {
  return [
    purchase.image,
    purchase.bill,
    purchase.signatures.cashier.img,
    purchase.signatures.chief.img,
  ].filter((name): name is string => filled(name));
}
