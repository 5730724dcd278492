import { domainException, type ErrorSpec } from '@agecheck/nest-common';

/** Every way a report request can fail, with its HTTP status and the message key the front end shows. */
export const REPORT_ERRORS = {
  /** No such purchase in the read model (or it was deleted). */
  REPORT_NOT_FOUND: { status: 404, key: 'util.notFound' },
} as const satisfies Record<string, ErrorSpec>;

export class ReportException extends domainException(REPORT_ERRORS) {}
