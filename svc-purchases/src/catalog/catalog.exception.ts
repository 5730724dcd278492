import { domainException, type ErrorSpec } from '@agecheck/nest-common';

/** Every way a catalogue request can fail, with its HTTP status and the message key the front end shows. */
export const CATALOG_ERRORS = {
  FEEDBACK_STORE_NOT_FOUND: { status: 404, key: 'util.notFound' },
} as const satisfies Record<string, ErrorSpec>;

export class CatalogException extends domainException(CATALOG_ERRORS) {}
