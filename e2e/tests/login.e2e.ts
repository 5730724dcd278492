import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { shows } from '../support/expect';

// Field-app spec, sections 1 and 8: the login page in the browser's language; a failed login shows
// 'Benutzername oder Passwort falsch.' and stays on the login page. The failed logins use a name no account
// has: Keycloak answers it exactly as a wrong password, and the realm's brute-force detection (quick
// failures lock an account for a minute) then cannot lock out a demo user the other tests sign in with.

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

    await page.locator('#username').fill('niemand');
    await page.locator('#password').fill('Falsch-123');
    await page.locator('#kc-login').click();

    await shows(page.getByText(message, { exact: true }));
    expect(await page.locator('#username').inputValue()).toBe('niemand');
    await page.context().close();
  });

  // F§2 L34: /logout takes a referrer; checklist D.12: after signing in again the user is back there
  it('signs out at /logout and, after the next sign-in, comes back to the referrer (never to another site)', async () => {
    const page = await (await newContext(browser, { viewport: 'phone' })).newPage();
    await signIn(page, 'testkaeufer', '/dashboard');
    await page.goto('/logout?referrer=%2Ftime');
    await page.locator('#username').waitFor();
    await page.locator('#username').fill('testkaeufer');
    await page.locator('#password').fill('demo');
    await page.locator('#kc-login').click();
    await page.waitForURL((url) => url.pathname === '/time', { timeout: 30_000 });
    await shows(page.getByRole('heading', { name: 'Zeiterfassung' }).first());

    await page.goto('/logout?referrer=https%3A%2F%2Fevil.example%2F');
    await page.locator('#username').waitFor();
    expect(new URL(page.url()).searchParams.get('redirect_uri') ?? '').not.toContain('evil.example');
    await page.context().close();
  });
});
