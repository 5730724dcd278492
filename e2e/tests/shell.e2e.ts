import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { reaches, shows } from '../support/expect';

// Field-app spec, sections 1, 2 and 6: language, menu by role, route guard, settings, offline page.

describe('the shell', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('switches to French: labels change at once and stay after signing in again', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'multi', '/shopper');
    await shows(page.getByRole('heading', { name: 'Testkäufer', exact: true }));

    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await shows(page.getByRole('heading', { name: 'Acheteurs tests', exact: true }));
    await page.getByRole('button', { name: 'Ajouter un acheteur test' }).click();
    await shows(page.getByLabel('Prénom'));
    await shows(page.getByText('Date de naissance'));

    const again = await (await newContext(browser, { locale: 'de-CH' })).newPage();
    await signIn(again, 'multi', '/shopper');
    await shows(again.getByRole('heading', { name: 'Acheteurs tests', exact: true }));

    await again.getByRole('button', { name: 'Langue' }).click();
    await again.getByRole('menuitem', { name: 'Deutsch' }).click();
    await shows(again.getByRole('heading', { name: 'Testkäufer', exact: true }));
    await context.close();
  });

  it('signs in and runs a remote under the content security policy without a single violation', async () => {
    const context = await newContext(browser);
    // every violation the browser reports on the platform's pages, from the first page on
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const page = await context.newPage();
    await signIn(page, 'testkaeufer', '/shopper');
    await shows(page.getByRole('heading', { name: 'Testkäufer', exact: true }));
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    await context.close();
  });

  it('shows a portal user no shopper menu and sends them back from the shopper list', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page, 'portaluser');
    const menu = page.getByTestId('nav-menu');
    await shows(menu.getByText('Kundenportal'));
    expect(await menu.getByText('Testkäufer', { exact: true }).count()).toBe(0);
    expect(await menu.getByText('Testkäufer verwalten').count()).toBe(0);

    await page.goto('/shopper');
    await reaches(page, '/dashboard');
  });

  it('shows a test buyer the field menu on the side from 960 px', async () => {
    const page = await (await newContext(browser, { viewport: 'desktop' })).newPage();
    await signIn(page, 'testkaeufer');
    const menu = page.getByTestId('nav-menu');
    await shows(menu.getByText('Testkäufer', { exact: true }));
    await shows(menu.getByText('Zeiterfassung'));
    expect(await menu.getByText('Protokoll').count()).toBe(0);
  });

  it('goes to the offline page when the connection drops and back to the dashboard when it returns', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'detektiv', '/settings');
    await shows(page.getByRole('heading', { name: 'Einstellungen' }));

    await context.setOffline(true);
    await reaches(page, '/offline');
    await shows(page.getByText('Keine Verbindung'));

    await context.setOffline(false);
    await reaches(page, '/dashboard');
    await context.close();
  });
});
