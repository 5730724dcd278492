import { ageInYears, defaultShopperBirthDate, toIsoDate } from '@agecheck/contracts';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, recordRequests, signIn } from '../support/browser';
import { disappears, reaches, shows } from '../support/expect';
import { typeNewShopper } from '../support/shopper-form';

// Field-app spec, sections 2, 3 and 5: the shopper list and form of a test buyer, on a phone.

describe('a test buyer manages shoppers on a phone', () => {
  let browser: Browser;
  let page: Page;
  const nachname = `Keller${Date.now().toString(36)}`;
  const name = `${nachname} Lea`;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser, { viewport: 'phone' })).newPage();
    await signIn(page, 'testkaeufer', '/shopper');
  });

  afterAll(() => browser.close());

  it('lists the shoppers with birth date, age and gender', async () => {
    await shows(page.getByRole('heading', { name: 'Testkäufer', exact: true }));
    await shows(page.getByText('Meier Lena'));
    await shows(page.getByText('14.03.2009'));
  });

  it('refuses a 3-digit zip with the field error and the toast, and saves nothing', async () => {
    await typeNewShopper(page, {
      nachname,
      vorname: 'Lea',
      gender: 'weiblich',
      street: 'Dorfstrasse 3',
      zip: '300',
      city: 'Bern',
    });
    await page.getByRole('button', { name: 'Speichern' }).click();

    // The toast first: it closes after 4 s, and each check of a new state of the screen takes a moment.
    await shows(page.getByText('Bitte füllen Sie alle Pflichtfelder korrekt aus.'));
    await shows(page.getByText('Die PLZ muss genau 4 Zeichen lang sein.'));
    expect(new URL(page.url()).pathname).toBe('/shopper/detail');
  });

  it('refuses a birth date after today in the browser, before asking the server', async () => {
    const posts = recordRequests(page, 'POST', '/api/shoppers');
    const birthDate = page.getByLabel('Geburtsdatum');
    const defaultBirthDate = await birthDate.inputValue();
    const nextYear = new Date().getFullYear() + 1;

    await page.getByLabel('PLZ').fill('3000');
    await birthDate.fill(`01.01.${nextYear}`);
    await birthDate.press('Escape'); // closes the calendar, which covers the buttons on a phone
    await page.getByRole('button', { name: 'Speichern' }).click();

    await shows(page.getByText('Bitte geben Sie ein gültiges Geburtsdatum ein.'));
    expect(posts.urls).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/shopper/detail');
    posts.stop();
    await birthDate.fill(defaultBirthDate);
    await birthDate.press('Escape');
  });

  it('saves it once zip and birth date are right and shows it with its age (default birth date 5840 days ago)', async () => {
    await page.getByRole('button', { name: 'Speichern' }).click();

    await reaches(page, '/shopper');
    await shows(page.getByText('Testkäufer gespeichert.'));
    const card = page.locator('div', { has: page.getByText(name, { exact: true }) }).last();
    const today = toIsoDate(new Date());
    await shows(card.getByText(`${ageInYears(defaultShopperBirthDate(today), today)} Jahre`));
  });

  it('deletes it after a confirmation', async () => {
    await page.getByRole('button', { name: `Löschen: ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await shows(dialog.getByText(`Wollen Sie den Testkäufer «${name}» wirklich löschen?`));
    await dialog.getByRole('button', { name: 'Löschen' }).click();

    await disappears(page.getByText(name, { exact: true }));
    await page.reload();
    await shows(page.getByText('Meier Lena'));
    expect(await page.getByText(name, { exact: true }).count()).toBe(0);
  });
});
