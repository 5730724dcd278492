import type { Page } from 'playwright-core';
import { reaches, shows } from './expect';

export type TypedShopper = {
  nachname: string;
  vorname: string;
  /** The label of the gender's radio button. */
  gender: 'weiblich' | 'männlich';
  street: string;
  zip: string;
  city: string;
};

/** Opens the form of a new shopper from a shopper list and types a shopper into it (field-app spec, section 5). */
export async function typeNewShopper(page: Page, shopper: TypedShopper): Promise<void> {
  await page.getByRole('button', { name: 'Testkäufer hinzufügen' }).click();
  await reaches(page, '/shopper/detail');
  await shows(page.getByLabel('Nachname'));
  await page.getByLabel('Nachname').fill(shopper.nachname);
  await page.getByLabel('Vorname').fill(shopper.vorname);
  await page.getByLabel(shopper.gender).check();
  await page.getByLabel('Strasse').fill(shopper.street);
  await page.getByLabel('PLZ').fill(shopper.zip);
  await page.getByLabel('Ort').fill(shopper.city);
}
