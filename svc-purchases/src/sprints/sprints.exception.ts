import { domainException, type ErrorSpec } from '@agecheck/nest-common';

/** Every way a round request can fail, with its HTTP status and the message key the front end shows. */
export const SPRINT_ERRORS = {
  SPRINT_FORBIDDEN: { status: 403, key: 'util.forbidden' },
  /** The Excel export of an empty open list (field-app spec, section 8). */
  SPRINT_NO_OPEN_PURCHASES: { status: 404, key: 'open_purchases.noPurchases' },
  /** A round (or an entry of one) that does not exist, or a delete naming an entry of another round. */
  SPRINT_NOT_FOUND: { status: 404, key: 'sprints.notFound' },
  /** Only test buyers who are not deleted are assigned to a store of a round (back-office spec, section 2). */
  SPRINT_USER_NOT_ASSIGNABLE: { status: 400, key: 'sprints.userNotAssignable' },
  /** Taking a re-test the round does not propose (any more): taken already, passed since, or proposals off. */
  SPRINT_RETEST_NOT_PROPOSED: { status: 409, key: 'sprints.retestNotProposed' },
} as const satisfies Record<string, ErrorSpec>;

export class SprintException extends domainException(SPRINT_ERRORS) {}
