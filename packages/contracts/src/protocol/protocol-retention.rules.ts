/** How long the protocol keeps an entry by default (CHECKLIST D.8, decision 0040): two years. */
export const DEFAULT_PROTOCOL_RETENTION_MONTHS = 24;

/**
 * The oldest time an entry of the protocol is kept at `now` with a retention of `months` (decision 0040): an
 * entry whose date is before it is removed by the daily retention run. Calendar months in UTC; a day the
 * earlier month does not have (31 March minus one month) becomes that month's last day.
 */
export function protocolRetentionCutoff(now: Date, months: number): string {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return cutoff.toISOString();
}
