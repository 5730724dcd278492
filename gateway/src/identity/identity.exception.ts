import { domainException, type ErrorSpec } from '@agecheck/nest-common';

export const IDENTITY_ERRORS = {
  USER_FORBIDDEN: { status: 403, key: 'util.forbidden' },
  SETTING_FORBIDDEN: { status: 403, key: 'util.forbidden' },
} as const satisfies Record<string, ErrorSpec>;

export type IdentityErrorCode = keyof typeof IDENTITY_ERRORS;

export class IdentityException extends domainException(IDENTITY_ERRORS) {}
