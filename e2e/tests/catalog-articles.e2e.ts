import type { Browser, Page } from 'playwright-core';
import type { Article } from '@agecheck/contracts';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, recordRequests, signIn } from '../support/browser';
import { disappears, shows } from '../support/expect';
import { choose } from '../support/select';

// Back-office spec, sections 2, 3 and 5, "Articles": articles and categories, names in three languages, slug
// fixed once saved, age limit and order; escape on an edit dialog asks first; decision 0024.

const suffix = Math.random().toString(36).slice(2, 6);
const categoryName = `Apfelweine ${suffix}`;
const articleName = `Süssmost ${suffix}`;

async function fillNames(page: Page, de: string) {
  await page.getByLabel('Name (Deutsch)').fill(de);
  await page.getByLabel('Name (Französisch)').fill(`${de} FR`);
  await page.getByLabel('Name (Italienisch)').fill(`${de} IT`);
}

describe('an admin edits the articles and their categories', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    await signIn(page, 'admin', '/admin/articles');
  });

  afterAll(() => browser.close());

  it('lists the articles sorted by their German name with their category', async () => {
    await shows(page.getByRole('heading', { name: 'Artikel und Kategorien' }));
    await shows(page.getByTestId('article-row'));
    const names = await page
      .getByTestId('article-row')
      .locator('td:first-child p:first-child')
      .allTextContents();
    expect(names.length).toBeGreaterThan(5);
    expect(names).toEqual([...names].sort(new Intl.Collator('de-CH').compare));
  });

  it('refuses a category without names or age limit in the browser, then saves one with its slug from the name', async () => {
    await page.getByRole('tab', { name: 'Kategorien' }).click();
    await shows(page.getByTestId('category-row'));
    await page.getByRole('button', { name: 'Neue Kategorie' }).click();
    const posts = recordRequests(page, 'POST', '/api/articleCategory');
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
    await shows(page.getByText('Bitte wählen Sie einen Typ.'));
    await shows(page.getByText('Bitte geben Sie einen Namen ein.'));
    await shows(page.getByText('Bitte geben Sie eine Altersgrenze zwischen 0 und 99 Jahren ein.'));
    expect(posts.urls).toEqual([]);
    posts.stop();

    await choose(page, 'Typ', 'Alkohol');
    await fillNames(page, categoryName);
    expect(await page.getByLabel('Slug').inputValue()).toBe(`apfelweine-${suffix}`);
    await page.getByLabel('Altersgrenze').fill('16');
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
    await shows(page.getByText('Erfolgreich gespeichert!'));
    await shows(page.getByRole('row', { name: new RegExp(categoryName) }));
    await shows(page.getByRole('row', { name: new RegExp(categoryName) }).getByText('ab 16 Jahren'));
  });

  it('saves an article in the new category, which the field then lists in French', async () => {
    await page.getByRole('tab', { name: 'Artikel' }).click();
    await page.getByRole('button', { name: 'Neuer Artikel' }).click();
    await fillNames(page, articleName);
    expect(await page.getByLabel('Slug').inputValue()).toBe(`suessmost-${suffix}`);
    // The dialog's select, not the list's category filter of the same name behind it.
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('combobox', { name: 'Kategorie' })
      .or(dialog.getByRole('textbox', { name: 'Kategorie' }))
      .first()
      .click();
    await page.getByRole('option', { name: categoryName }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
    await shows(page.getByText('Erfolgreich gespeichert!'));
    await disappears(page.getByRole('dialog'));
    await shows(page.getByRole('row', { name: new RegExp(articleName) }));

    const field = await apiAs<Article[]>('testkaeufer', 'GET', '/api/articles?lang=fr');
    expect(field.body.map((article) => article.name.fr)).toContain(`${articleName} FR`);
  });

  it('shows the slug of a saved article read-only, and escape asks before it drops the changes', async () => {
    await page.getByRole('button', { name: `Bearbeiten: ${articleName}` }).click();
    await shows(page.getByRole('dialog'));
    expect(await page.getByLabel('Slug').getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('Name (Deutsch)').fill(`${articleName} neu`);

    await page.keyboard.press('Escape');
    await shows(page.getByText('Wollen Sie die Bearbeitung abbrechen?'));
    const question = page.getByRole('dialog').filter({ hasText: 'Wollen Sie die Bearbeitung abbrechen?' });
    await question.getByRole('button', { name: 'Abbrechen' }).click();
    await disappears(page.getByText('Wollen Sie die Bearbeitung abbrechen?'));
    expect(await page.getByLabel('Name (Deutsch)').inputValue()).toBe(`${articleName} neu`);

    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Ja' }).click();
    await disappears(page.getByRole('dialog'));
    await shows(page.getByRole('row', { name: new RegExp(articleName) }));
    await disappears(page.getByText(`${articleName} neu`));
  });

  it('keeps a category that still has articles, and deletes it once empty', async () => {
    await page.getByRole('tab', { name: 'Kategorien' }).click();
    await page.getByRole('button', { name: `Löschen: ${categoryName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    await shows(
      page.getByText(
        'Diese Kategorie enthält noch Artikel. Verschieben oder löschen Sie zuerst die Artikel.',
      ),
    );
    await shows(page.getByRole('row', { name: new RegExp(categoryName) }));

    await page.getByRole('tab', { name: 'Artikel' }).click();
    await page.getByRole('button', { name: `Löschen: ${articleName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    await disappears(page.getByRole('row', { name: new RegExp(articleName) }));

    await page.getByRole('tab', { name: 'Kategorien' }).click();
    await page.getByRole('button', { name: `Löschen: ${categoryName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    await disappears(page.getByRole('row', { name: new RegExp(categoryName) }));
  });
});
