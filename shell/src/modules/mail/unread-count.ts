import { hasAnyRole } from '@agecheck/contracts';
import { MAIL_POLL_ROLES } from '../menu/menu';

/** Unread-mail poll interval (field-app spec, section 9, L255: "Unread-mail poll | every 30 s"). */
export const MAIL_POLL_MS = 30_000;

/**
 * Whether the unread count is polled (field-app spec, section 6, L179: "Unread-mail counter is polled only for
 * testkaeufer, detektiv and admin"; section 2, L63: the top bar with the count is shown only online).
 */
export function pollsUnreadMail(roles: readonly string[], online: boolean): boolean {
  return online && hasAnyRole(roles, MAIL_POLL_ROLES);
}

/**
 * The number of new mails from the answer of `GET /api/mails/unread` (a number, or an object with `count`).
 * The gateway answers `{ count }` (decision D-C9); anything else counts as none.
 */
export function unreadCountOf(answer: unknown): number {
  const value =
    typeof answer === 'object' && answer !== null ? (answer as { count?: unknown }).count : answer;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The badge text (field-app spec, section 2: "new-mail count (9+ above 9)"); empty for no badge. */
export function mailBadgeLabel(count: number): string {
  if (count <= 0) return '';
  return count > 9 ? '9+' : String(count);
}
