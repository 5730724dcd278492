import type { Browser, Page } from 'playwright-core';
import type { CurrentUser } from '@agecheck/contracts';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { disappears, reaches, shows } from '../support/expect';
import { e2ePlatform } from '../support/platform';

// Checklist D.6 (F§2 L52, L44; decision D-C14, decision 0047): a test buyer opens /eforms, opens the first form
// full screen; the form stand-in in the frame shows the tester's name and that the token holds. The shopper
// list's "upload data" opens the same form. fr and it show no message key; nothing on /eforms answers 404.

async function setLanguage(lang: 'de' | 'fr' | 'it'): Promise<void> {
  const me = await apiAs<CurrentUser>('testkaeufer', 'GET', '/api/users/me');
  const saved = await apiAs('testkaeufer', 'PUT', `/api/users/${me.body._id}/settings`, { lang });
  if (saved.status >= 300) throw new Error(`the language was not saved: ${saved.status}`);
}

/** The form in its frame shows the user's name and that its token holds. */
async function formShows(page: Page, title: string, name: string): Promise<void> {
  const frame = page.frameLocator(`iframe[title="${title}"]`);
  await shows(frame.getByText('token valid'));
  expect(await frame.getByTestId('eform-user').innerText()).toBe(name);
}

describe('e-forms (checklist D.6)', () => {
  let browser: Browser;
  let tester: Page;
  let me: CurrentUser;
  const notFound: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    me = (await apiAs<CurrentUser>('testkaeufer', 'GET', '/api/users/me')).body;
    tester = await (await newContext(browser, { viewport: 'phone' })).newPage();
    const origin = new URL(e2ePlatform().gatewayUrl).origin;
    tester.on('response', (response) => {
      if (response.status() === 404 && response.url().startsWith(origin)) notFound.push(response.url());
    });
    await signIn(tester, 'testkaeufer', '/eforms');
  });

  afterAll(async () => {
    await setLanguage('de');
    await browser.close();
  });

  it("lists the four forms, opens the first full screen with the tester's name and a valid token, and closes it", async () => {
    await shows(tester.getByRole('heading', { name: 'E-Formulare' }));
    for (const name of [
      'Testkäuferdaten hochladen',
      'Neuer Online-Testkauf',
      'Kundenberichte',
      'Kundenmeldung',
    ])
      await shows(tester.getByRole('button', { name: `${name} öffnen` }));
    await tester.getByRole('button', { name: 'Testkäuferdaten hochladen öffnen' }).click();
    const dialog = tester.getByRole('dialog', { name: 'Testkäuferdaten hochladen' });
    await shows(dialog);
    await formShows(tester, 'Testkäuferdaten hochladen', me.name);
    const frame = tester.locator('iframe[title="Testkäuferdaten hochladen"]');
    expect(await frame.getAttribute('sandbox')).toBe('allow-forms allow-scripts allow-same-origin');
    await dialog.getByRole('button', { name: 'Schliessen' }).click();
    await disappears(dialog);
    expect(notFound).toEqual([]);
  });

  it('the shopper list\'s "upload data" opens the first form', async () => {
    await tester.goto('/shopper');
    const upload = tester.getByRole('button', { name: /^Daten hochladen: / });
    await shows(upload);
    await upload.first().click();
    await reaches(tester, '/eforms');
    await shows(tester.getByRole('dialog', { name: 'Testkäuferdaten hochladen' }));
    await formShows(tester, 'Testkäuferdaten hochladen', me.name);
    await tester.keyboard.press('Escape');
  });

  it('admin overrides an address on /admin/settings, checked before the save', async () => {
    const admin = await (await newContext(browser, { viewport: 'desktop' })).newPage();
    await signIn(admin, 'admin', '/admin/settings');
    await shows(admin.getByRole('heading', { name: 'E-Formulare' }));
    const field = admin.getByLabel('Kundenberichte (Français)');
    await field.fill('http://reports.example.ch/fr');
    await admin
      .getByRole('region', { name: 'E-Formulare' })
      .getByRole('button', { name: 'Speichern' })
      .click();
    await shows(admin.getByText('Bitte geben Sie eine https-Adresse ein.'));
    await field.fill('');
    await admin.context().close();
  });

  it.each([
    ['fr', 'Formulaires électroniques', 'Téléverser les données des testeurs'],
    ['it', 'Moduli elettronici', 'Carica i dati dei tester'],
  ] as const)('shows /eforms in %s without a missing key', async (lang, title, first) => {
    await setLanguage(lang);
    await tester.goto('/eforms');
    await shows(tester.getByRole('heading', { name: title }));
    await tester.getByRole('button', { name: new RegExp(first) }).click();
    await formShows(tester, first, me.name);
    const text = await tester.locator('body').innerText();
    expect(text).not.toMatch(/\b(eforms|util|field|common|topbar|menu)[.:][A-Za-z]/);
    // a text missing in the language would show the German source instead (i18next's fallback)
    expect(text).not.toMatch(/E-Formulare|Testkäuferdaten|Kundenberichte|Kundenmeldung|Öffnen|Schliessen/);
    await tester.keyboard.press('Escape');
    expect(notFound).toEqual([]);
  });
});
