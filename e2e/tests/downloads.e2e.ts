import type { Browser } from 'playwright-core';
import type { CurrentUser, DownloadListItem } from '@agecheck/contracts';
import { readFile } from 'node:fs/promises';
import { expectAccessible } from '../support/accessibility';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { shows } from '../support/expect';
import { choose } from '../support/select';

// Checklist D.5: /downloads/add (admin, B§2 L41, L81; B§5 L138) adds a category (names de, fr, it) and a
// download (category, roles, name, file); /downloads (F§2 L51) shows the downloads of the user's roles grouped
// by category, the category named in the user's language, each saved through its signed link (D-C12); test
// buyers and detectives get the month chooser (D-C13).

const tag = Math.random().toString(36).slice(2, 8);
const names = { de: `Merkblätter ${tag}`, fr: `Fiches ${tag}`, it: `Schede ${tag}` };
const downloadName = `Merkblatt Alkohol ${tag}`;
const pdf = Buffer.from(
  `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${tag}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
);

async function setLanguage(username: string, lang: 'de' | 'fr' | 'it'): Promise<void> {
  const me = await apiAs<CurrentUser>(username, 'GET', '/api/users/me');
  const saved = await apiAs(username, 'PUT', `/api/users/${me.body._id}/settings`, { lang });
  if (saved.status >= 300) throw new Error(`the language was not saved: ${saved.status}`);
}

/** A message key shown instead of its text (`field:downloads.title`, `downloads.error`, `common.util.save`). */
const RAW_KEY = /\b(field|admin|common):[\w.]+|\b(downloads|downloadsAdmin|util|time)\.[a-z]\w*/;

describe('downloads (checklist D.5)', () => {
  let browser: Browser;
  const pageAs = async (username: string, path: string, viewport: 'phone' | 'desktop' = 'phone') => {
    const page = await (await newContext(browser, { viewport })).newPage();
    await signIn(page, username, path);
    return page;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await setLanguage('testkaeufer', 'de');
    await browser.close();
  });

  it('admin adds a category and uploads a download for test buyers on /downloads/add', async () => {
    const page = await pageAs('admin', '/downloads/add', 'desktop');
    await shows(page.getByRole('heading', { name: 'Downloads verwalten' }));
    // the menu marks this screen's entry only, not 'Downloads' (/downloads) as well
    const current = page.getByTestId('nav-menu').locator('[aria-current="page"]');
    await shows(current);
    expect(await current.allInnerTexts()).toEqual(['Downloads verwalten']);
    expect(await page.getByTestId('nav-menu').locator('a[data-active]').count()).toBe(1);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Neue Kategorie' }).click();
    const category = page.getByRole('dialog', { name: 'Neue Kategorie' });
    await category.getByRole('button', { name: 'Speichern' }).click();
    await shows(category.getByText('Pflichtfeld').first());
    await category.getByLabel('Name (Deutsch)').fill(names.de);
    await category.getByLabel('Name (Französisch)').fill(names.fr);
    await category.getByLabel('Name (Italienisch)').fill(names.it);
    await category.getByRole('button', { name: 'Speichern' }).click();
    await shows(page.getByText('Erfolgreich gespeichert!').first());
    await shows(page.getByText(`${names.de} · ${names.fr} · ${names.it}`));

    await page.getByRole('button', { name: 'Neuer Download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Download' });
    await choose(page, 'Kategorie', names.de);
    await choose(page, 'Rollen', 'Testkäufer/in');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(downloadName);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Merkblatt.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await shows(page.getByRole('button', { name: downloadName }));

    const listed = await apiAs<DownloadListItem[]>('admin', 'GET', '/api/downloads');
    expect(listed.body.find((download) => download.name === downloadName)?.roles).toEqual(['testkaeufer']);
    await page.context().close();
  });

  it('the test buyer finds it under its category on /downloads and saves its bytes', async () => {
    const page = await pageAs('testkaeufer', '/downloads');
    const section = page.getByRole('region', { name: names.de });
    await shows(section.getByText(downloadName));
    await shows(page.getByRole('button', { name: 'Monatsrapport' }));
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: `${downloadName} herunterladen` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${downloadName}.pdf`);
    expect(await readFile((await download.path()) as string)).toEqual(pdf);

    // the file cannot be fetched (its link has expired: svc-files answers 403)
    await page.route('**/api/downloads/file/**', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: '{"message":"downloads.linkExpired"}',
      }),
    );
    await section.getByRole('button', { name: `${downloadName} herunterladen` }).click();
    await shows(page.getByRole('alert').getByText('Fehler beim Download.'));
    await page.unroute('**/api/downloads/file/**');
    await page.context().close();
  });

  it('a detective does not see it', async () => {
    const page = await pageAs('detektiv', '/downloads');
    await shows(page.getByRole('heading', { name: 'Downloads' }));
    await shows(page.getByRole('button', { name: 'Monatsrapport' }));
    expect(await page.getByText(downloadName).count()).toBe(0);
    expect(await page.getByText(names.de).count()).toBe(0);
    await page.context().close();
  });

  it.each([
    ['fr', names.fr, 'Téléchargements'],
    ['it', names.it, 'Download'],
  ] as const)('shows the category in %s and no message key', async (lang, categoryName, title) => {
    await setLanguage('testkaeufer', lang);
    const page = await pageAs('testkaeufer', '/downloads');
    await shows(page.getByRole('heading', { name: title, exact: true }));
    await shows(page.getByRole('region', { name: categoryName }).getByText(downloadName));
    expect(await page.locator('main').innerText()).not.toMatch(RAW_KEY);
    await expectAccessible(page);
    await page.context().close();
  });
});
