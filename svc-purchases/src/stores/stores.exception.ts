import { domainException, type ErrorSpec } from '@agecheck/nest-common';

/** Every way a store request can fail, with its HTTP status and the message key the front end shows. */
export const STORE_ERRORS = {
  STORE_NOT_FOUND: { status: 404, key: 'purchase.find.notfound' },
  /** Another store has this type and number already (a store is unique by them, decision 0025). */
  STORE_DUPLICATE: { status: 409, key: 'stores.duplicate' },
} as const satisfies Record<string, ErrorSpec>;

export class StoreException extends domainException(STORE_ERRORS) {}
