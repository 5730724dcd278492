import { domainException, type ErrorSpec } from '@agecheck/nest-common';

/** Every way a round request can fail, with its HTTP status and the message key the front end shows. */
export const SPRINT_ERRORS = {
  SPRINT_FORBIDDEN: { status: 403, key: 'util.forbidden' },
  /** The Excel export of an empty open list (field-app spec, section 8). */
  SPRINT_NO_OPEN_PURCHASES: { status: 404, key: 'open_purchases.noPurchases' },
} as const satisfies Record<string, ErrorSpec>;

export class SprintException extends domainException(SPRINT_ERRORS) {}
