import { domainException, type ErrorSpec } from '@agecheck/nest-common';

/** Every way a request on customers and regions can fail, with its HTTP status and message key (A.8). */
export const CUSTOMER_ERRORS = {
  CUSTOMER_NOT_FOUND: { status: 404, key: 'util.notFound' },
  /** Records (or, for a region, customers) use it: refused, not archived (decision 0034). */
  CUSTOMER_IN_USE: { status: 409, key: 'timetrack.inUse' },
  /** A customer names a region that does not exist. */
  CUSTOMER_REGION_UNKNOWN: { status: 400, key: 'util.invalid' },
} as const satisfies Record<string, ErrorSpec>;

export type CustomerErrorCode = keyof typeof CUSTOMER_ERRORS;

export class CustomerException extends domainException(CUSTOMER_ERRORS) {}
