import { domainException, type ErrorSpec } from '@agecheck/nest-common';

export const IDENTITY_ERRORS = {
  USER_FORBIDDEN: { status: 403, key: 'util.forbidden' },
  SETTING_FORBIDDEN: { status: 403, key: 'util.forbidden' },
  /** The user form's rules (D.1): the field errors carry each field's key. */
  USER_INVALID: { status: 400, key: 'users.checkInput' },
  USER_NOT_FOUND: { status: 404, key: 'users.notFound' },
  EMAIL_TAKEN: { status: 409, key: 'users.emailTaken' },
  PNR_TAKEN: { status: 409, key: 'users.pNrTaken' },
  /** Deleting oneself or removing one's own admin role (D-C4). */
  SELF_DELETE: { status: 409, key: 'users.selfDelete' },
  SELF_ADMIN: { status: 409, key: 'users.selfAdmin' },
  /** The password change (D.3). */
  PASSWORD_RULE: { status: 400, key: 'settings.pwRule' },
  PASSWORD_WRONG: { status: 400, key: 'settings.pwWrong' },
  /** Keycloak's admin API did not answer; what was written half way is undone (decision 0043). */
  IDENTITY_UNAVAILABLE: { status: 503, key: 'users.identityUnavailable' },
} as const satisfies Record<string, ErrorSpec>;

export type IdentityErrorCode = keyof typeof IDENTITY_ERRORS;

export class IdentityException extends domainException(IDENTITY_ERRORS) {}
