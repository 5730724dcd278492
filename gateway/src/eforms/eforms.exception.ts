import { domainException, type ErrorSpec } from '@agecheck/nest-common';

export const EFORMS_ERRORS = {
  /**
   * A form token whose signature does not match what it names (altered, signed with another secret), or a
   * question without one of its parts.
   */
  EFORM_TOKEN_INVALID: { status: 403, key: 'eforms.tokenInvalid' },
  /** A form token past its end. */
  EFORM_TOKEN_EXPIRED: { status: 403, key: 'eforms.tokenExpired' },
} as const satisfies Record<string, ErrorSpec>;

export type EformsErrorCode = keyof typeof EFORMS_ERRORS;

export class EformsException extends domainException(EFORMS_ERRORS) {}
