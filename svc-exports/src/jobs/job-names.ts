/** The purchases-overview export, Excel or CSV (purchase-export). */
export const PURCHASES_OVERVIEW_EXPORT = 'purchases-overview-export';
/** The time exports as xlsx: all records of a period (tt/admin), a user's month (tt/user) (issue 19). */
export const TIMETRACK_EXPORT = 'timetrack-export';
/** The store import from an Excel workbook (decision 0025). */
export const STORE_IMPORT_JOB = 'store-import';
/** The positions of the stores without coordinates (svc-exports/src/geocoding). */
export const GEOCODE_STORES_JOB = 'geocode-stores';

/**
 * Every job of svc-exports by name, in one place. Each has exactly one handler (JobHandler), registered by
 * its module; svc-exports does not start while a name here has none.
 */
export const JOB_NAMES: readonly string[] = [
  PURCHASES_OVERVIEW_EXPORT,
  TIMETRACK_EXPORT,
  STORE_IMPORT_JOB,
  GEOCODE_STORES_JOB,
];

/** The jobs that end with a file, downloaded from `GET api/exports/jobs/{id}/file`. */
export const FILE_EXPORT_JOBS: readonly string[] = [PURCHASES_OVERVIEW_EXPORT, TIMETRACK_EXPORT];
