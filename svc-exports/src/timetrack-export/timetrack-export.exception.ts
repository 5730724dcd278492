import { domainException, type ErrorSpec } from '@agecheck/nest-common';

/** Every way a time export or the check can fail, with its HTTP status and the message key the front end shows. */
export const TIMETRACK_EXPORT_ERRORS = {
  /**
   * The user's month holds no records (B§7 L165: "404 = no records"; 'Es wurden keine Rapporte für diesen
   * Monat gefunden.', B§8 L200): answered before a job is started (decision 0034).
   */
  NO_REPORTS: { status: 404, key: 'timetrack.noReports' },
  /** The VL list, an invoice or the statistics name a surveillance region svc-exports does not hold. */
  REGION_NOT_FOUND: { status: 404, key: 'timetrack.regionNotFound' },
} as const satisfies Record<string, ErrorSpec>;

export class TimetrackExportException extends domainException(TIMETRACK_EXPORT_ERRORS) {}
