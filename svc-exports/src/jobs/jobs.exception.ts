import { domainException, type ErrorSpec } from '@agecheck/nest-common';

/** Every way a job request can fail, with its HTTP status and the message key the front end shows. */
export const JOB_ERRORS = {
  /** Unknown, expired, or started by someone else (who may not learn that it exists). */
  JOB_NOT_FOUND: { status: 404, key: 'jobs.notFound' },
} as const satisfies Record<string, ErrorSpec>;

export class JobException extends domainException(JOB_ERRORS) {}
