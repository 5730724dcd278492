import { domainException, type ErrorSpec } from '@agecheck/nest-common';

export const MAIL_ERRORS = {
  /** No such message in the caller's folders (another user's message answers the same). */
  MAIL_NOT_FOUND: { status: 404, key: 'util.notFound' },
  /** A recipient who is no user, a deleted user, or the sender. */
  MAIL_RECIPIENT_UNKNOWN: { status: 400, key: 'mail.to.error' },
  /** A recipient the sender may not write to (decision D-C10). */
  MAIL_RECIPIENT_FORBIDDEN: { status: 403, key: 'util.forbidden' },
  /** A message to all from someone outside the back office (decision D-C10). */
  MAIL_TO_ALL_FORBIDDEN: { status: 403, key: 'util.forbidden' },
} as const satisfies Record<string, ErrorSpec>;

export type MailErrorCode = keyof typeof MAIL_ERRORS;

export class MailException extends domainException(MAIL_ERRORS) {}
