import { domainException, type ErrorSpec } from '@agecheck/nest-common';

/** Every way a shopper request can fail, with its HTTP status and the message key the front end shows. */
export const SHOPPER_ERRORS = {
  SHOPPER_NOT_FOUND: { status: 404, key: 'util.notFound' },
  SHOPPER_FORBIDDEN: { status: 403, key: 'util.forbidden' },
  SHOPPER_USER_REQUIRED: { status: 400, key: 'shopper.userErr' },
  SHOPPER_USER_UNKNOWN: { status: 400, key: 'shopper.userErr' },
  SHOPPER_BIRTH_DATE_IN_FUTURE: { status: 400, key: 'shopper.dateErr' },
} as const satisfies Record<string, ErrorSpec>;

export type ShopperErrorCode = keyof typeof SHOPPER_ERRORS;

export class ShopperException extends domainException(SHOPPER_ERRORS) {}
