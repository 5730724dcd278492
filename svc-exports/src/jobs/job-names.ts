/** The store import from an Excel workbook (decision 0025). */
export const STORE_IMPORT_JOB = 'store-import';

/**
 * Every job of svc-exports by name, in one place. Each has exactly one handler (JobHandler), registered by
 * its module; svc-exports does not start while a name here has none.
 */
export const JOB_NAMES: readonly string[] = [
  /** The purchases-overview export, Excel or CSV (purchase-export). */
  'purchases-overview-export',
  STORE_IMPORT_JOB,
  /** The positions of the stores without coordinates (svc-exports/src/geocoding). */
  'geocode-stores',
];
