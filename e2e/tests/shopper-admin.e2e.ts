import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, recordRequests, signIn } from '../support/browser';
import { disappears, reaches, shows } from '../support/expect';
import { typeNewShopper } from '../support/shopper-form';

// Back-office spec, "Shopper administration": search, user filter, reset, list with age, edit, delete.

describe('a planner administers shoppers', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    await signIn(page, 'planung', '/admin/shopper');
  });

  afterAll(() => browser.close());

  it("lists every test buyer's shoppers and finds one by name", async () => {
    await shows(page.getByRole('heading', { name: 'Testkäufer verwalten' }));
    await shows(page.getByText('Rochat Luca').first());

    await page.getByPlaceholder('Name, Vorname oder Ort').fill('Genève');
    await page.getByPlaceholder('Name, Vorname oder Ort').press('Enter');
    await shows(page.getByText('Rochat Luca').first());
    await disappears(page.getByText('Meier Lena'));
  });

  it('edits a shopper in the shopper form and comes back to the administration', async () => {
    await page.getByRole('button', { name: 'Bearbeiten: Rochat Luca' }).first().click();
    await reaches(page, '/shopper/detail');
    await shows(page.getByLabel('Nachname'));
    expect(await page.getByLabel('Vorname').inputValue()).toBe('Luca');
    await shows(page.getByText('Benutzer').first());

    await page.getByLabel('Strasse').fill('Rue du Rhône 8');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await reaches(page, '/admin/shopper');
    await shows(page.getByText('Testkäufer gespeichert.'));
  });

  // Field-app spec, section 5: "a user is required for admins" (and planners, who administer shoppers).
  it('asks for a user before saving a new shopper, without asking the server', async () => {
    const posts = recordRequests(page, 'POST', '/api/shoppers');
    await typeNewShopper(page, {
      nachname: 'Ohne',
      vorname: 'Benutzer',
      gender: 'männlich',
      street: 'Dorfstrasse 3',
      zip: '3000',
      city: 'Bern',
    });
    await page.getByRole('button', { name: 'Speichern' }).click();

    await shows(page.getByText('Bitte wählen Sie einen Benutzer.'));
    expect(posts.urls).toEqual([]);
    posts.stop();
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await reaches(page, '/admin/shopper');
  });
});
