import type { Page } from 'playwright-core';
import type { Timetrack, TimetrackCustomer, TimetrackRegion } from '@agecheck/contracts';
import { apiAs } from './api';
import { e2ePlatform } from './platform';

// The time-record end-to-end tests' shared steps (issue 19): the browser's local dates, the wizard's date
// fields, a user's records and a stored image as the server answers them.

const pad = (n: number) => String(n).padStart(2, '0');

/** The date as `yyyy-MM-dd` in the browser's (and this machine's) time zone, as the wizard's fields take it. */
export const localIsoDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** `yyyy-MM-dd` as the date fields show it, `dd.MM.yyyy`. */
export const swissDate = (isoDate: string) => isoDate.split('-').reverse().join('.');

/** A text matched whole (a choice whose name is part of another's). */
export const exactly = (text: string) => new RegExp(`^${text}$`);

/** A birth date that makes the shopper `age` years old today (and for a month more). */
export function birthDateAged(age: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - age);
  date.setDate(date.getDate() - 40);
  return localIsoDate(date);
}

/** Fills a date field (dd.MM.yyyy) and closes its calendar, which covers the buttons on a phone. */
export async function fillDate(page: Page, label: string, isoDate: string): Promise<void> {
  // the label carries the required mark: its name starts with the label
  const field = page.getByLabel(new RegExp(`^${label}`)).first();
  await field.fill(swissDate(isoDate));
  await field.press('Escape');
}

/** The user's own records as `GET api/timetrack/all` answers them (none when it fails). */
export async function recordsOf(user: string): Promise<Timetrack[]> {
  const answer = await apiAs<Timetrack[]>(user, 'GET', '/api/timetrack/all');
  return answer.status === 200 ? answer.body : [];
}

/** The stored image behind a name, as its owner reads it: `200 image/jpeg` when its signed link answers one. */
export async function storedImage(user: string, name: string | undefined): Promise<string> {
  if (!name) return 'no name';
  const link = await apiAs<{ imageUrl: string }>(user, 'GET', `/api/images/${encodeURIComponent(name)}`);
  if (link.status !== 200) return `link ${link.status}`;
  const file = await fetch(new URL(link.body.imageUrl, e2ePlatform().gatewayUrl));
  return `${file.status} ${file.headers.get('content-type')}`;
}

/** A surveillance region and a detectives' customer in it (A.8), made by admin for one test file. */
export type SurveillanceCustomer = { region: TimetrackRegion; customer: TimetrackCustomer };

/** Makes a region (`order`, `name`, `vstort`) at 80/120 CHF and a customer of kind storeCheck in it. */
export async function makeSurveillanceCustomer(
  region: { order: number; name: string; vstort: string; lieferadresse: string },
  customer: { name: string; vst: number },
): Promise<SurveillanceCustomer> {
  const madeRegion = await apiAs<TimetrackRegion>('admin', 'POST', '/api/timetrack/regionen', {
    ...region,
    referenz: `R-${region.order}`,
    kst: String(4000 + region.order),
    price: { normal: 80, sonntag: 120 },
  });
  expect(madeRegion.status).toBeLessThan(300);
  const madeCustomer = await apiAs<TimetrackCustomer>('admin', 'POST', '/api/timetrack/kunden', {
    ...customer,
    region: madeRegion.body._id,
    kind: 'storeCheck',
  });
  expect(madeCustomer.status).toBeLessThan(300);
  return { region: madeRegion.body, customer: madeCustomer.body };
}

/** Removes the user's records of the customer, then the customer and its region. */
export async function removeSurveillanceCustomer(
  user: string,
  { region, customer }: SurveillanceCustomer,
): Promise<void> {
  for (const record of (await recordsOf(user)).filter((candidate) => candidate.kunde === customer._id))
    await apiAs('admin', 'DELETE', `/api/timetrack/${record._id}`);
  await apiAs('admin', 'DELETE', `/api/timetrack/kunden/${customer._id}`);
  await apiAs('admin', 'DELETE', `/api/timetrack/regionen/${region._id}`);
}
