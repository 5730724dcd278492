import { domainException, type ErrorSpec } from '@agecheck/nest-common';

/** Every way a control request can fail, with its HTTP status and the message key the back office shows. */
export const CONTROL_ERRORS = {
  CONTROL_NOT_FOUND: { status: 404, key: 'util.notFound' },
  /** Another save came first since the planner read the purchase: nothing was written. */
  CONTROL_VERSION_CONFLICT: { status: 409, key: 'control.conflict' },
  /** The id in the path and the body's `_id` differ. */
  CONTROL_ID_MISMATCH: { status: 400, key: 'util.error' },
  /** The purchase as corrected breaks the purchase edit rules (back-office spec, section 5); `errors` say where. */
  CONTROL_INVALID: { status: 400, key: 'control.invalid' },
  /** The automatic mode may not save a purchase that needs manual verification (back-office spec, section 5). */
  CONTROL_MANUAL_REQUIRED: { status: 400, key: 'control.manualRequired' },
  /** Only a purchase with a special reason has a reason to reject. */
  CONTROL_NO_SPECIAL_REASON: { status: 400, key: 'control.reject.noReason' },
} as const satisfies Record<string, ErrorSpec>;

export class ControlException extends domainException(CONTROL_ERRORS) {}
