/** The purchases-overview export, Excel or CSV (purchase-export). */
export const PURCHASES_OVERVIEW_EXPORT = 'purchases-overview-export';
/** The store import from an Excel workbook (decision 0025). */
export const STORE_IMPORT_JOB = 'store-import';
/** The positions of the stores without coordinates (svc-exports/src/geocoding). */
export const GEOCODE_STORES_JOB = 'geocode-stores';

/**
 * Every job of svc-exports by name, in one place. Each has exactly one handler (JobHandler), registered by
 * its module; svc-exports does not start while a name here has none.
 */
export const JOB_NAMES: readonly string[] = [PURCHASES_OVERVIEW_EXPORT, STORE_IMPORT_JOB, GEOCODE_STORES_JOB];
