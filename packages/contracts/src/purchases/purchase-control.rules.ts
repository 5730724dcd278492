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
