import { hasAnyRole, type Role } from '@agecheck/contracts';
import type { ShopperErrorCode } from './shoppers.exception';

/** Roles that administer every user's shoppers (back-office spec, section 6: planung; field-app spec, section 6: admin). */
export const SHOPPER_ADMIN_ROLES = ['planung', 'admin'] as const satisfies Role[];

/** Roles that may use the shopper endpoints at all: test buyers for their own shoppers, plus the administrators. */
export const SHOPPER_ROLES = ['testkaeufer', ...SHOPPER_ADMIN_ROLES] as const satisfies Role[];

export type Caller = { id: string; roles: readonly string[] };

/** 'all' for planners and administrators, 'own' for test buyers, 'none' for everyone else. */
export function shopperScopeOf(caller: Caller): 'all' | 'own' | 'none' {
  if (hasAnyRole(caller.roles, SHOPPER_ADMIN_ROLES)) return 'all';
  if (caller.roles.includes('testkaeufer')) return 'own';
  return 'none';
}

/** A test buyer sees and changes only their own shoppers; planners and administrators all (field-app spec, sections 5 and 6). */
export function canAccessShopper(caller: Caller, shopper: { userID: string }): boolean {
  const scope = shopperScopeOf(caller);
  return scope === 'all' || (scope === 'own' && shopper.userID === caller.id);
}

/**
 * The owner a saved shopper gets. Administrators must pick a user ("a user is required for admins",
 * field-app spec, section 5); a test buyer's shoppers always belong to the test buyer.
 */
export function ownerOnSave(
  caller: Caller,
  requestedUserID: string | undefined,
): { userID: string; needsCheck: boolean } | { error: ShopperErrorCode } {
  const scope = shopperScopeOf(caller);
  if (scope === 'all')
    return requestedUserID
      ? { userID: requestedUserID, needsCheck: true }
      : { error: 'SHOPPER_USER_REQUIRED' };
  if (scope === 'own') {
    return !requestedUserID || requestedUserID === caller.id
      ? { userID: caller.id, needsCheck: false }
      : { error: 'SHOPPER_FORBIDDEN' };
  }
  return { error: 'SHOPPER_FORBIDDEN' };
}

/** Shopper administration assigns shoppers to users with role testkaeufer who are not deleted (field-app spec, section 6). */
export function isAssignableOwner(user: { role: readonly string[]; deleted: boolean } | null): boolean {
  return user !== null && !user.deleted && user.role.includes('testkaeufer');
}
