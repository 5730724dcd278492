import type { OpeningPeriod, OpeningStatus, OpeningTime } from './store.schema';

/** Opening hours are Swiss local time: the status is worked out on the wall clock of Zürich. */
export const STORE_TIME_ZONE = 'Europe/Zurich';

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const zurichClock = new Intl.DateTimeFormat('en-US', {
  timeZone: STORE_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes since Sunday 00:00 of a period end. */
const minuteOfWeek = ({ day, time }: OpeningTime) =>
  day * MINUTES_PER_DAY + Number(time.slice(0, 2)) * 60 + Number(time.slice(2));

/** Minutes since Sunday 00:00 of the Zürich wall clock at `instant` (summer time included). */
export function zurichMinuteOfWeek(instant: Date): number {
  const parts = Object.fromEntries(zurichClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return (
    WEEKDAYS.indexOf(parts.weekday ?? '') * MINUTES_PER_DAY + Number(parts.hour) * 60 + Number(parts.minute)
  );
}

/** A period's open and close as minutes of the week, the close after the open (a period may wrap past Saturday). */
function span(period: OpeningPeriod & { close: OpeningTime }): { open: number; close: number } {
  const open = minuteOfWeek(period.open);
  let close = minuteOfWeek(period.close);
  if (close <= open) close += MINUTES_PER_WEEK;
  return { open, close };
}

const isAlwaysOpen = (periods: readonly OpeningPeriod[]) => periods.some((period) => !period.close);

/**
 * Whether a store is open at `instant`, from its opening-hours periods (field-app spec, "Near stores";
 * section 3: opening {open, closed, text}). Periods may run over midnight and past Saturday into Sunday;
 * days without a period are closed; a period without a close means always open. Without periods the
 * status is unknown (neither open nor closed). `day`/`time` name the next change: the close when open,
 * the next open when closed.
 */
export function openingStatus(periods: readonly OpeningPeriod[] | undefined, instant: Date): OpeningStatus {
  if (!periods || periods.length === 0) return { open: false, closed: false, text: 'stores.opening.unknown' };
  if (isAlwaysOpen(periods)) return { open: true, closed: false, text: 'stores.opening.alwaysOpen' };
  const now = zurichMinuteOfWeek(instant);
  const closing = periods
    .map((period) => ({ period, ...span(period as OpeningPeriod & { close: OpeningTime }) }))
    .find(
      ({ open, close }) =>
        (now >= open && now < close) || (now + MINUTES_PER_WEEK >= open && now + MINUTES_PER_WEEK < close),
    );
  if (closing) {
    const { day, time } = closing.period.close as OpeningTime;
    return { open: true, closed: false, text: 'stores.opening.openUntil', day, time: formatTime(time) };
  }
  const next = periods
    .map((period) => ({
      at: period.open,
      wait: (minuteOfWeek(period.open) - now + MINUTES_PER_WEEK) % MINUTES_PER_WEEK,
    }))
    .sort((a, b) => a.wait - b.wait)[0];
  if (!next) return { open: false, closed: true, text: 'stores.opening.closedForNow' };
  return {
    open: false,
    closed: true,
    text: 'stores.opening.opensAt',
    day: next.at.day,
    time: formatTime(next.at.time),
  };
}

/** `HHmm` as `HH:mm` (field-app spec, section 9: time format HH:mm). */
export function formatTime(time: string): string {
  return `${time.slice(0, 2)}:${time.slice(2)}`;
}

/** One opening range of a weekday, `HH:mm` to `HH:mm` (the close may be on the next day). */
export type OpeningRange = { open: string; close: string };

/**
 * The opening hours per weekday for the store-detail dialog (field-app spec, section 2): index 0 is Sunday,
 * each day's ranges in order of opening; a range over midnight is listed on the day it opens. Empty for a
 * closed day; every day 00:00 to 24:00 when always open.
 */
export function openingHoursByWeekday(periods: readonly OpeningPeriod[] | undefined): OpeningRange[][] {
  const days: OpeningRange[][] = Array.from({ length: 7 }, () => []);
  if (!periods) return days;
  if (isAlwaysOpen(periods)) return days.map(() => [{ open: '00:00', close: '24:00' }]);
  const sorted = [...periods].sort((a, b) => minuteOfWeek(a.open) - minuteOfWeek(b.open));
  for (const { open, close } of sorted) {
    days[open.day]?.push({ open: formatTime(open.time), close: formatTime((close as OpeningTime).time) });
  }
  return days;
}

/** `HH:mm` of an opening range as a period's `HHmm`. */
const periodTime = (time: string) => time.replace(':', '');

/**
 * The opening periods of the ranges per weekday the back office's edit dialog shows (back-office spec,
 * section 2: "opening hours ... weekdays"; index 0 is Sunday), the inverse of `openingHoursByWeekday`: a
 * range closing at or before its opening runs past midnight and closes on the next day, 24:00 is the next
 * day's 00:00, and every day 00:00 to 24:00 is the single period of a store always open.
 */
export function periodsOfWeekdays(days: readonly (readonly OpeningRange[])[]): OpeningPeriod[] {
  const everyDayWhole =
    days.length === 7 &&
    days.every((ranges) => ranges.length === 1 && ranges[0]?.open === '00:00' && ranges[0].close === '24:00');
  if (everyDayWhole) return [{ open: { day: 0, time: '0000' } }];
  return days.flatMap((ranges, day) =>
    ranges.map(({ open, close }) => {
      const nextDay = close === '24:00' || close <= open;
      return {
        open: { day, time: periodTime(open) },
        close: {
          day: nextDay ? (day + 1) % 7 : day,
          time: close === '24:00' ? '0000' : periodTime(close),
        },
      };
    }),
  );
}

const OPENING_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An opening range as the edit dialog takes it: `HH:mm` to `HH:mm` (24:00 for the end of the day). */
export function isOpeningRange({ open, close }: OpeningRange): boolean {
  return OPENING_TIME_PATTERN.test(open) && (OPENING_TIME_PATTERN.test(close) || close === '24:00');
}
