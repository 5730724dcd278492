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
