import { domainException, type ErrorSpec } from '@agecheck/nest-common';

/** Every way the start of a store import can fail, with its HTTP status and message key. */
export const STORE_IMPORT_ERRORS = {
  ROUND_NOT_FOUND: { status: 404, key: 'jobs.storeImport.noRound' },
} as const satisfies Record<string, ErrorSpec>;

export class StoreImportException extends domainException(STORE_IMPORT_ERRORS) {}
