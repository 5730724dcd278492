import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, recordRequests, signIn } from '../support/browser';
import { disappears, reaches, shows } from '../support/expect';

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
    await page.getByRole('button', { name: 'Testkäufer hinzufügen' }).click();
    await reaches(page, '/shopper/detail');
    await shows(page.getByLabel('Nachname'));
    const posts = recordRequests(page, 'POST', '/api/shoppers');

    await page.getByLabel('Nachname').fill('Ohne');
    await page.getByLabel('Vorname').fill('Benutzer');
    await page.getByLabel('männlich').check();
    await page.getByLabel('Strasse').fill('Dorfstrasse 3');
    await page.getByLabel('PLZ').fill('3000');
    await page.getByLabel('Ort').fill('Bern');
    await page.getByRole('button', { name: 'Speichern' }).click();

    await shows(page.getByText('Bitte wählen Sie einen Benutzer.'));
    expect(posts.urls).toEqual([]);
    posts.stop();
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await reaches(page, '/admin/shopper');
  });
});
