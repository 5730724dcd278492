import { canAccess } from '../access/access';
import { addDays, parseIsoDate } from '../dates';
import type { ShopperInput } from './shopper.schema';

/** Default age of a new shopper: 5840 days, about 16 years (field-app spec, sections 5 and 9). */
export const DEFAULT_SHOPPER_AGE_DAYS = 5840;

/** Default birth date of a new shopper: 5840 days before today (field-app spec, section 5). */
export function defaultShopperBirthDate(today: string): string {
  return addDays(today, -DEFAULT_SHOPPER_AGE_DAYS);
}

/** Age in completed years on `today` (the shopper list's "age in years", field-app spec, section 2). */
export function ageInYears(birthDate: string, today: string): number {
  const birth = parseIsoDate(birthDate);
  const now = parseIsoDate(today);
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (hadBirthday ? 0 : 1);
}

/** The stored name: last name and first name joined by a space (field-app spec, section 3). */
export function shopperDisplayName(input: Pick<ShopperInput, 'nachname' | 'vorname'>): string {
  return `${input.nachname.trim()} ${input.vorname.trim()}`;
}

/**
 * A birth date must lie before today ('shopper.dateErr'; docs/decisions/0006-shoppers.md: a future birth
 * date is always a typing error). The form checks it before the server does.
 */
export function isBirthDateInPast(birthDate: string, today: string): boolean {
  return birthDate < today;
}

/** Who calls: the verified user's id and roles. */
export type Caller = { id: string; roles: readonly string[] };

/**
 * 'all' for planners (and so administrators: decision 0010), who administer every user's shoppers
 * (back-office spec, section 6; field-app spec, section 6); 'own' for test buyers; 'none' for everyone else.
 */
export function shopperScopeOf(caller: Pick<Caller, 'roles'>): 'all' | 'own' | 'none' {
  if (canAccess(caller.roles, 'planung')) return 'all';
  if (caller.roles.includes('testkaeufer')) return 'own';
  return 'none';
}

/** A test buyer sees and changes only their own shoppers; planners and administrators all (field-app spec, sections 5 and 6). */
export function canAccessShopper(caller: Caller, shopper: { userID: string }): boolean {
  const scope = shopperScopeOf(caller);
  return scope === 'all' || (scope === 'own' && shopper.userID === caller.id);
}

/** Why a shopper cannot get the owner asked for: no user picked where one is required, or not allowed. */
export type OwnerProblem = 'userRequired' | 'forbidden';

/**
 * The owner a saved shopper gets. Planners and administrators must pick a user ("a user is required for
 * admins", field-app spec, section 5; the form shows 'shopper.userErr'), whom the server then checks
 * (`needsCheck`); a test buyer's shoppers always belong to the test buyer.
 */
export function ownerOnSave(
  caller: Caller,
  requestedUserID: string | undefined,
): { userID: string; needsCheck: boolean } | { problem: OwnerProblem } {
  const scope = shopperScopeOf(caller);
  if (scope === 'all')
    return requestedUserID ? { userID: requestedUserID, needsCheck: true } : { problem: 'userRequired' };
  if (scope === 'own') {
    return !requestedUserID || requestedUserID === caller.id
      ? { userID: caller.id, needsCheck: false }
      : { problem: 'forbidden' };
  }
  return { problem: 'forbidden' };
}

/**
 * Shopper administration assigns shoppers, and the round detail stores, to users with role testkaeufer who are
 * not deleted (field-app spec, section 6; back-office spec, section 2: "Assignable shoppers are users with role
 * testkaeufer who are not deleted").
 */
export function isAssignableOwner(user: { role: readonly string[]; deleted: boolean } | null): boolean {
  return user !== null && !user.deleted && user.role.includes('testkaeufer');
}
