import type { ShopperInput } from './shopper.schema';

/** Default age of a new shopper: 5840 days, about 16 years (field-app spec, sections 5 and 9). */
export const DEFAULT_SHOPPER_AGE_DAYS = 5840;

const DAY_MS = 24 * 60 * 60 * 1000;

function parseIsoDate(isoDate: string): { year: number; month: number; day: number } {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) throw new RangeError(`not a yyyy-MM-dd date: ${isoDate}`);
  return { year, month, day };
}

/** Formats a date as `yyyy-MM-dd` from its calendar parts (no time zone shift). */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Default birth date of a new shopper: 5840 days before today (field-app spec, section 5). */
export function defaultShopperBirthDate(today: string): string {
  const { year, month, day } = parseIsoDate(today);
  const birth = new Date(Date.UTC(year, month - 1, day) - DEFAULT_SHOPPER_AGE_DAYS * DAY_MS);
  return birth.toISOString().slice(0, 10);
}

/** Age in completed years on `today` (the shopper list's "age in years", field-app spec, section 2). */
export function ageInYears(birthDate: string, today: string): number {
  const birth = parseIsoDate(birthDate);
  const now = parseIsoDate(today);
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (hadBirthday ? 0 : 1);
}

/** The stored name: last name and first name joined by a space (field-app spec, section 3). */
export function shopperDisplayName(input: Pick<ShopperInput, 'nachname' | 'vorname'>): string {
  return `${input.nachname.trim()} ${input.vorname.trim()}`;
}

/** A birth date must lie before today. */
export function isBirthDateInPast(birthDate: string, today: string): boolean {
  return birthDate < today;
}
