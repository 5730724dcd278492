import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser';
import { shows } from '../support/expect';

// Field-app spec, sections 1 and 8: the login page in the browser's language; a failed login shows
// 'Benutzername oder Passwort falsch.' and stays on the login page.

describe('the login page', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it.each([
    ['de-CH', 'Anmelden', 'Benutzername oder Passwort falsch.'],
    ['fr-CH', 'Connexion', "Nom d'utilisateur ou mot de passe incorrect."],
    ['it-CH', 'Accesso', 'Nome utente o password errati.'],
  ])('in %s refuses a wrong password with the spec message', async (locale, title, message) => {
    const page = await (await newContext(browser, { viewport: 'phone', locale })).newPage();
    await page.goto('/dashboard');
    await shows(page.getByRole('heading', { name: title, exact: true }));

    await page.locator('#username').fill('testkaeufer');
    await page.locator('#password').fill('wrong-password');
    await page.locator('#kc-login').click();

    await shows(page.getByText(message, { exact: true }));
    expect(await page.locator('#username').inputValue()).toBe('testkaeufer');
    await page.context().close();
  });
});
