import type { OpeningPeriod } from '@agecheck/contracts';

/** Monday first (field-app spec, section 9: "Week starts Monday"); 0 is Sunday as in the periods. */
export const WEEKDAYS_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

const hhmm = (time: string) => `${time.slice(0, 2)}:${time.slice(2, 4)}`;

/**
 * The opening hours of each weekday as `HH:mm–HH:mm` ranges, for the store detail dialog. A period that
 * closes on a later day is listed on its opening day ("06:00–01:00"); a period without a close is open all
 * day; a day without periods has no ranges (closed).
 */
export function openingHoursByWeekday(periods: readonly OpeningPeriod[]): Map<number, string[]> {
  const days = new Map<number, string[]>(WEEKDAYS_FROM_MONDAY.map((day) => [day, []]));
  for (const period of periods) {
    const range = period.close ? `${hhmm(period.open.time)}–${hhmm(period.close.time)}` : '00:00–24:00';
    days.get(period.open.day)?.push(range);
  }
  return days;
}

/** A link that opens the phone's navigation to the store. */
export function navigationUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
