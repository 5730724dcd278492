import { z } from 'zod';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A calendar date as `yyyy-MM-dd` from the date's local calendar parts (no time-zone shift): in the browser
 * the user's day, on a server its time zone's. Today without an argument. The one ISO date helper of the
 * platform; dates travel and are stored in this form.
 */
export function toIsoDate(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A `yyyy-MM-dd` date as dd.MM.yyyy, the one form every screen, file and report shows a date in (field-app
 * spec, section 9; back-office spec, section 9); empty for anything else.
 */
export function toSwissDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** The parts of a `yyyy-MM-dd` date; throws on anything else. */
export function parseIsoDate(isoDate: string): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`not a yyyy-MM-dd date: ${isoDate}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The `yyyy-MM-dd` date `days` calendar days after (or, negative, before) `isoDate`. */
export function addDays(isoDate: string, days: number): string {
  const { year, month, day } = parseIsoDate(isoDate);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A calendar date as `yyyy-MM-dd`; every failure reports the given message key. */
export function isoDate(key: string) {
  return z.iso.date({ error: key });
}
