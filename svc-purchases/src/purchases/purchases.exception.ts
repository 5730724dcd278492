import { domainException, type ErrorSpec } from '@agecheck/nest-common';

/** Every way a purchase request can fail, with its HTTP status and the message key the front end shows. */
export const PURCHASE_ERRORS = {
  PURCHASE_NOT_FOUND: { status: 404, key: 'util.notFound' },
  /** Someone else's purchase is deleted only by admin (back-office spec, section 6). */
  PURCHASE_DELETE_FORBIDDEN: { status: 403, key: 'util.forbidden' },
  /** The id in the path and the body's `_id` differ. */
  PURCHASE_ID_MISMATCH: { status: 400, key: 'util.error' },
  /** The purchase names a store that does not exist. */
  PURCHASE_STORE_UNKNOWN: { status: 400, key: 'purchase.find.notfound' },
  /** Other saves of the same purchase kept coming first (three reads in a row). */
  PURCHASE_CONFLICT: { status: 409, key: 'util.conflict' },
  /** The purchase names a shopper that is not one of its owner's (issue 17, item 1). */
  PURCHASE_SHOPPER_UNKNOWN: { status: 400, key: 'purchase.main.shopperErr' },
} as const satisfies Record<string, ErrorSpec>;

export type PurchaseErrorCode = keyof typeof PURCHASE_ERRORS;

export class PurchaseException extends domainException(PURCHASE_ERRORS) {}
