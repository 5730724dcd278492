import { hasAnyRole, type Role } from '../roles';

/** The back office for mail: planners and administrators (decision D-C10). */
export const MAIL_OFFICE_ROLES = ['planung', 'admin'] as const satisfies readonly Role[];

/** Whether the user belongs to the back office, who may write to anyone and to all. */
export function isMailOffice(roles: readonly string[]): boolean {
  return hasAnyRole(roles, MAIL_OFFICE_ROLES);
}

/**
 * Whether a sender may write to a recipient (decision D-C10; the spec shows no rule: field-app spec, sections
 * 2 and 6, give /mail to any signed-in user): the back office writes to anyone; everyone else writes to the
 * back office, and answers the sender of a message they received (`reply`).
 */
export function mayWriteMail(
  senderRoles: readonly string[],
  recipientRoles: readonly string[],
  reply = false,
): boolean {
  return isMailOffice(senderRoles) || isMailOffice(recipientRoles) || reply;
}

/** Whether a sender may write to all users, or to all holding some roles (decision D-C10): the back office only. */
export function mayWriteMailToAll(senderRoles: readonly string[]): boolean {
  return isMailOffice(senderRoles);
}

/** Whether a message to all, narrowed to `toRoles` when given, reaches a user with these roles. */
export function reachesByRole(toRoles: readonly Role[] | undefined, userRoles: readonly string[]): boolean {
  return !toRoles || toRoles.length === 0 || hasAnyRole(userRoles, toRoles);
}
