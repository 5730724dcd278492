import { LOCALES, toSwissDate, type Language } from '@agecheck/contracts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: string | Date): Date | undefined {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A date as dd.MM.yyyy (field-app spec, section 9), in all three languages. A calendar date `yyyy-MM-dd` is
 * shown as it is (no time-zone shift); a timestamp in the browser's time zone. Empty for an invalid value.
 */
export function formatDate(value: string | Date | undefined | null): string {
  if (!value) return '';
  if (typeof value === 'string' && ISO_DATE.test(value)) return toSwissDate(value);
  const date = toDate(value);
  return date ? `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}` : '';
}

/** A time as HH:mm, 24 hours (field-app spec, section 9). Accepts `HH:mm[:ss]` or a timestamp. */
export function formatTime(value: string | Date | undefined | null): string {
  if (!value) return '';
  if (typeof value === 'string') {
    const parts = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value);
    if (parts) return `${pad(Number(parts[1]))}:${parts[2]}`;
  }
  const date = toDate(value);
  return date ? `${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

/** Date and time as `dd.MM.yyyy HH:mm`. */
export function formatDateTime(value: string | Date | undefined | null): string {
  const date = formatDate(value);
  return date ? `${date} ${formatTime(value)}` : '';
}

/** The locale of a language (de-CH, fr-CH, it-CH) for numbers and month names. */
export function localeOf(language: string): string {
  return LOCALES[(language in LOCALES ? language : 'de') as Language];
}

/**
 * Reads a date typed as d.M.yyyy or dd.MM.yyyy (also with `/` or `-`, or as yyyy-MM-dd) into `yyyy-MM-dd`;
 * null when it is not a real calendar date.
 */
export function parseSwissDate(input: string): string | null {
  const text = input.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const swiss = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : swiss
      ? [Number(swiss[3]), Number(swiss[2]), Number(swiss[1])]
      : [0, 0, 0];
  if (!year) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}
