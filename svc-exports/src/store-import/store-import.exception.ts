import { domainException, type ErrorSpec } from '@agecheck/nest-common';
import type { WorkbookCheck } from '../workbooks/workbook-check';

/** Every way an upload of the store import can fail, with its HTTP status and message key. */
export const STORE_IMPORT_ERRORS = {
  NO_FILE: { status: 400, key: 'jobs.storeImport.noFile' },
  NOT_WORKBOOK: { status: 400, key: 'jobs.storeImport.notWorkbook' },
  TOO_LARGE: { status: 413, key: 'jobs.storeImport.tooLarge' },
  /** The workbook unpacks to more than WORKBOOK_LIMITS allow (decision 0025). */
  WORKBOOK_TOO_MANY_ENTRIES: { status: 413, key: 'workbook.tooManyEntries' },
  WORKBOOK_UNPACKED_TOO_LARGE: { status: 413, key: 'workbook.unpackedTooLarge' },
  WORKBOOK_TOO_MANY_ROWS: { status: 413, key: 'workbook.tooManyRows' },
  WORKBOOK_TOO_MANY_COLUMNS: { status: 413, key: 'workbook.tooManyColumns' },
  WORKBOOK_TOO_MANY_CELLS: { status: 413, key: 'workbook.tooManyCells' },
} as const satisfies Record<string, ErrorSpec>;

export class StoreImportException extends domainException(STORE_IMPORT_ERRORS) {}

/** The error of an upload whose workbook fails `checkWorkbook`. */
export const WORKBOOK_CHECK_ERRORS = {
  notWorkbook: 'NOT_WORKBOOK',
  tooManyEntries: 'WORKBOOK_TOO_MANY_ENTRIES',
  unpackedTooLarge: 'WORKBOOK_UNPACKED_TOO_LARGE',
  tooManyRows: 'WORKBOOK_TOO_MANY_ROWS',
  tooManyColumns: 'WORKBOOK_TOO_MANY_COLUMNS',
  tooManyCells: 'WORKBOOK_TOO_MANY_CELLS',
} as const satisfies Record<WorkbookCheck, keyof typeof STORE_IMPORT_ERRORS>;
