import { isApiError } from '@agecheck/ui';

// The choices of /admin/time/export (checklist A.7, A-R5; B§2 L75, B§5 L140; decision 0034), as pure
// functions for the screen and its tests.

/** The two tabs (B§2 L75): the test-shopper service and the surveillance. */
export const TIMETRACK_EXPORT_TABS = ['shopper', 'surveillance'] as const;
export type TimetrackExportTab = (typeof TIMETRACK_EXPORT_TABS)[number];

export const timetrackExportTabOf = (value: string | null): TimetrackExportTab =>
  value === 'surveillance' ? 'surveillance' : 'shopper';

/** The period of the exports; both days required (B§5 L140). */
export type ExportPeriod = { start: string | null; end: string | null };

/** The message key of each day of the period: required when empty, the end not before the start. */
export function exportPeriodErrors({ start, end }: ExportPeriod): { start?: string; end?: string } {
  return {
    ...(start ? {} : { start: 'common:util.required' }),
    ...(end
      ? start && start > end
        ? { end: 'common:timetrack.rangeErr' }
        : {}
      : { end: 'common:util.required' }),
  };
}

/** The period when it is complete and in order, else undefined (no export may start). */
export function validPeriod(period: ExportPeriod): { start: string; end: string } | undefined {
  const errors = exportPeriodErrors(period);
  return period.start && period.end && !errors.start && !errors.end
    ? { start: period.start, end: period.end }
    : undefined;
}

/**
 * What 'Es ist ein Fehler aufgetreten: {status or text}' (B§8 L198) names: the text of the answer's key when
 * it is a known message (e.g. 'timetrack.regionNotFound'), else the HTTP status, else the error's text.
 */
export function exportFailureOf(failure: unknown, known: (key: string) => boolean): string {
  if (!isApiError(failure)) return String(failure instanceof Error ? failure.message : failure);
  return known(failure.message) ? failure.message : String(failure.status);
}
