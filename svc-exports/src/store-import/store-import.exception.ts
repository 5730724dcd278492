import { domainException, type ErrorSpec } from '@agecheck/nest-common';

/** Every way an upload of the store import can fail, with its HTTP status and message key. */
export const STORE_IMPORT_ERRORS = {
  NO_FILE: { status: 400, key: 'jobs.storeImport.noFile' },
  NOT_WORKBOOK: { status: 400, key: 'jobs.storeImport.notWorkbook' },
  TOO_LARGE: { status: 413, key: 'jobs.storeImport.tooLarge' },
} as const satisfies Record<string, ErrorSpec>;

export class StoreImportException extends domainException(STORE_IMPORT_ERRORS) {}
