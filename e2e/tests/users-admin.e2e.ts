import { randomUUID } from 'node:crypto';
import type { CurrentUser } from '@agecheck/contracts';
import { callApi, tokenFor } from '@agecheck/test-kit';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { disappears, shows } from '../support/expect';

// D.1 and D.3 (decision 0043): the administrator creates a test buyer on /admin/users, the test buyer signs in,
// changes the password on /settings and signs in with the new one; fr and it show no missing key.

const unique = () => randomUUID().slice(0, 8);

/** Text that looks like an i18n key the page shows instead of its translation. */
const RAW_KEY = /\b(users|settings|util|role|menu)\.[a-z][A-Za-z]+\b/;

async function expectNoMissingKey(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text.match(RAW_KEY)).toBeNull();
}

describe('users administration and the password change', () => {
  let browser: Browser;
  const tester = { name: `Tess Tester ${unique()}`, email: `e2e-tess-${unique()}@agecheck.example` };

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('admin creates a test buyer in the dialog; the list shows the user without a signature', async () => {
    const page = await (await newContext(browser, { viewport: 'desktop' })).newPage();
    await signIn(page, 'admin', '/admin/users');
    await shows(page.getByRole('heading', { name: 'Benutzer' }));
    await expectAccessible(page);

    await page.getByTestId('users-add').click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Benutzer' });
    await shows(dialog);
    // empty name, e-mail and password: 'Bitte überprüfen Sie Ihre Eingabe.' (B§5 L132)
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await shows(dialog.getByText('Bitte überprüfen Sie Ihre Eingabe.'));
    await shows(dialog.getByText('Ein Name ist erforderlich.'));

    await dialog.getByLabel(/^Name/).fill(tester.name);
    await dialog.getByLabel(/^E-Mail \(Anmeldename\)/).fill(tester.email);
    await dialog.getByLabel(/^Passwort/).fill('kurz');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await shows(dialog.getByText(/Das Passwort muss mindestens 8 Zeichen/));
    await dialog.getByLabel(/^Passwort/).fill('Start1234');
    // the dialog's roles (the page behind it has a role filter of the same name)
    await dialog
      .getByRole('textbox', { name: 'Rollen' })
      .or(dialog.getByRole('combobox', { name: 'Rollen' }))
      .first()
      .click();
    await page.getByRole('option', { name: 'Testkäufer/in' }).click();
    // (escape would ask whether to leave the dialog: a click elsewhere closes the list)
    await dialog.getByLabel(/^Name/).click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await disappears(dialog);

    await page.getByTestId('users-search').fill(tester.email);
    const row = page.getByTestId('users-row').filter({ hasText: tester.email });
    await shows(row);
    await shows(row.getByText('Keine Unterschrift'));
    await shows(row.getByText('Testkäufer/in'));
    await expectAccessible(page);
  });

  it('the test buyer signs in, changes the password on /settings and signs in with the new one', async () => {
    const page = await (await newContext(browser, { viewport: 'phone' })).newPage();
    await signIn(page, tester.email, '/settings', 'Start1234');
    // a new test buyer sees the first-login intro (decision 0049, intro.e2e.ts), and skips it
    const intro = page.getByRole('dialog', { name: 'Einführung in die App' });
    await shows(intro);
    await intro.getByRole('button', { name: 'Überspringen' }).click();
    await disappears(intro);
    const card = page.getByTestId('settings-password');
    await shows(card.getByRole('heading', { name: 'Passwort ändern' }));
    await expectAccessible(page);

    const fill = async (old: string, next: string, confirmation: string) => {
      await card.getByLabel('Aktuelles Passwort').fill(old);
      await card.getByLabel(/^Neues Passwort(\s*\*)?$/).fill(next);
      await card.getByLabel('Neues Passwort bestätigen').fill(confirmation);
      await card.getByRole('button', { name: 'Speichern' }).click();
    };
    await fill('Start1234', 'Neu45678', 'Neu45679');
    await shows(card.getByText('Die Passwörter stimmen nicht überein.'));
    await fill('Falsch123', 'Neu45678', 'Neu45678');
    await shows(card.getByText('Das aktuelle Passwort ist falsch.'));
    await fill('Start1234', 'Neu45678', 'Neu45678');
    await shows(page.getByText('Einstellungen gespeichert.'));

    const again = await (await newContext(browser, { viewport: 'phone' })).newPage();
    await signIn(again, tester.email, '/settings', 'Neu45678');
    await shows(again.getByTestId('settings-password'));
    // seen once: not at the next start
    expect(await again.getByRole('dialog').count()).toBe(0);
  });

  it.each([
    ['fr', 'Utilisateurs', 'Modifier le mot de passe'],
    ['it', 'Utenti', 'Cambiare la password'],
  ])('%s shows the screens without a missing key', async (lang, usersTitle, passwordTitle) => {
    const admin = { email: `e2e-admin-${unique()}@agecheck.example` };
    const created = await apiAs('admin', 'POST', '/api/users', {
      name: `Ada ${unique()}`,
      email: admin.email,
      password: 'Start1234',
      role: ['admin'],
    });
    expect(created.status).toBe(201);
    // the language of the user's settings (the browser's only chooses between de and fr)
    const token = await tokenFor(admin.email, 'Start1234');
    const me = await callApi<CurrentUser>('/api/users/me', { token });
    await callApi(`/api/users/${me.body._id}/settings`, { method: 'PUT', token, body: { lang } });
    const page = await (await newContext(browser, { viewport: 'desktop', locale: `${lang}-CH` })).newPage();
    await signIn(page, admin.email, '/admin/users', 'Start1234');
    // the screen of a user signed in for the first time, on a machine shared with other runs
    await shows(page.getByTestId('users-table'), 60_000);
    await shows(page.getByRole('heading', { name: usersTitle }));
    await expectNoMissingKey(page);
    await page.getByTestId('users-add').click();
    await shows(page.getByRole('dialog'));
    await expectNoMissingKey(page);
    await page.keyboard.press('Escape');
    await page.goto('/settings');
    await shows(page.getByRole('heading', { name: passwordTitle }));
    await expectNoMissingKey(page);
    await expectAccessible(page);
  });
});
