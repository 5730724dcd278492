/**
 * The number of new mails from the answer of `GET /api/mails/unread` (a number, or an object with `count`).
 * Anything else counts as none: the mail service comes in a later issue.
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
