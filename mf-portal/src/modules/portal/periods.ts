/** Calendar arithmetic of the portal filters on `yyyy-MM-dd` dates (no time zones involved). */

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Number of years the year filter offers: the current one and 9 earlier (promo-checks spec, section 9). */
export const PORTAL_YEARS = 10;
/** Weeks per year the week filter offers (promo-checks spec, section 9). */
export const WEEKS_PER_YEAR = 52;

export type DateRange = { from: string; to: string };

const toUtc = (iso: string) => {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
};
const fromUtc = (ms: number) => {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

/** The date `days` after `iso`. */
export function addDays(iso: string, days: number): string {
  return fromUtc(toUtc(iso) + days * DAY_MS);
}

/** The years of the year filter, newest first. */
export function portalYears(today: string): number[] {
  const current = Number(today.slice(0, 4));
  return Array.from({ length: PORTAL_YEARS }, (_, index) => current - index);
}

/** The first and last day of a month (1 to 12). */
export function monthRange(year: number, month: number): DateRange {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(last)}` };
}

/** The months of a year that have begun by `today`, newest first (promo-checks spec, section 5). */
export function pastMonths(year: number, today: string): number[] {
  return Array.from({ length: 12 }, (_, index) => 12 - index).filter(
    (month) => monthRange(year, month).from <= today,
  );
}

/** Monday of ISO week 1: the week that holds 4 January (weeks start on Monday, promo-checks spec, section 9). */
function isoWeekOneMonday(year: number): number {
  const january4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(january4).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return january4 - weekday * DAY_MS;
}

/** Monday to Sunday of an ISO calendar week. */
export function isoWeekRange(year: number, week: number): DateRange {
  const monday = isoWeekOneMonday(year) + (week - 1) * 7 * DAY_MS;
  return { from: fromUtc(monday), to: fromUtc(monday + 6 * DAY_MS) };
}

/** The weeks 1 to 52 of a year that have begun by `today`, newest first (promo-checks spec, section 5). */
export function pastWeeks(year: number, today: string): number[] {
  return Array.from({ length: WEEKS_PER_YEAR }, (_, index) => WEEKS_PER_YEAR - index).filter(
    (week) => isoWeekRange(year, week).from <= today,
  );
}

/** The default period of the portal: today to tomorrow (promo-checks spec, section 9). */
export function defaultPeriod(today: string): DateRange {
  return { from: today, to: addDays(today, 1) };
}
