import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { reaches, shows } from '../support/expect';
import { controlledByServiceWorker, goOffline } from '../support/network';

// Issue 7 and OFFLINE.md point 7: "the app starts offline from its cache without waiting for Keycloak";
// going offline inside the wizard keeps the user there, elsewhere the offline page (field-app spec, section 1).

describe('starting offline', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('a reload without a network starts the app from its cache, without Keycloak, and keeps the wizard', async () => {
    const context = await newContext(browser, { viewport: 'phone' });
    const page = await context.newPage();
    await signIn(page, 'testkaeufer', '/purchases/detail');
    await shows(page.getByRole('heading', { name: 'Neuer Testkauf' }));
    await controlledByServiceWorker(page);
    // the wizard once online, so that the service worker keeps the field area's files
    await page.reload();
    await shows(page.getByRole('heading', { name: 'Testkauf bearbeiten' }));
    const wizardUrl = page.url();

    const identityCalls: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes('/realms/')) identityCalls.push(request.url());
    });
    await goOffline(context);

    await page.reload();
    await page.waitForLoadState('domcontentloaded');
    // the shell started with the field area from the cache, stays in the wizard and never asked Keycloak
    await shows(page.getByRole('heading', { name: /Testkauf/ }));
    await page.waitForTimeout(1_500);
    expect(page.url()).toBe(wizardUrl);
    expect(await page.getByTestId('offline-page').count()).toBe(0);

    // elsewhere the spec's offline page, drawn by the started shell
    await page.goto('/settings');
    await reaches(page, '/offline');
    await shows(page.getByText('Keine Verbindung'));
    expect(identityCalls).toEqual([]);
    await context.close();
  });
});
