import { domainException, type ErrorSpec } from '@agecheck/nest-common';

/** Every way a time-record request can fail, with its HTTP status and the message key the front end shows. */
export const TIMETRACK_ERRORS = {
  /** No record with the id, or another user's (A.11: it does not exist for them; decision 0033). */
  TIMETRACK_NOT_FOUND: { status: 404, key: 'timetrack.notFound' },
  /** The owner's record is locked: reviewed, or past the edit deadline (R-T14, decision A-C5). */
  TIMETRACK_LOCKED: { status: 403, key: 'timetrack.locked' },
  /** The save breaks a rule of A.5 or A.6 (the errors name each field and its key). */
  TIMETRACK_INVALID: { status: 400, key: 'util.invalid' },
  /** The payout names a shopper that is not the record owner's (checklist A.2). */
  TIMETRACK_SHOPPER_UNKNOWN: { status: 400, key: 'timetrack.shopperErr' },
  /** The id in the path and the body's `_id` differ. */
  TIMETRACK_ID_MISMATCH: { status: 400, key: 'util.error' },
  /** An incomplete record cannot be marked reviewed (decision A-C11). */
  TIMETRACK_NOT_COMPLETE: { status: 400, key: 'timetrack.notComplete' },
  /** Other saves of the same record kept coming first (three reads in a row). */
  TIMETRACK_CONFLICT: { status: 409, key: 'util.conflict' },
} as const satisfies Record<string, ErrorSpec>;

export type TimetrackErrorCode = keyof typeof TIMETRACK_ERRORS;

export class TimetrackException extends domainException(TIMETRACK_ERRORS) {}
