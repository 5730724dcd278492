import { domainException, type ErrorSpec } from '@agecheck/nest-common';

/** Every way an export request can fail, with its HTTP status and the message key the front end shows. */
export const PURCHASE_EXPORT_ERRORS = {
  /** The job is not an export, or has not finished (yet): nothing to download. */
  EXPORT_NOT_READY: { status: 404, key: 'util.notFound' },
} as const satisfies Record<string, ErrorSpec>;

export class PurchaseExportException extends domainException(PURCHASE_EXPORT_ERRORS) {}
