import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { reaches, shows } from '../support/expect';
import { startRemote, stopRemote } from '../support/platform';

// ARCHITECTURE.md: each area is a remote loaded at run time; one that is down shows "area unavailable"
// and the rest of the shell keeps working.

describe('the areas', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('mf-promo: a promo-check user sees their two tabs with the empty state', async () => {
    const page = await (await newContext(browser, { viewport: 'phone' })).newPage();
    await signIn(page, 'promocheck', '/promochecks/list');
    await shows(page.getByRole('tab').first());
    expect(await page.getByRole('tab').count()).toBe(2);
  });

  it('mf-portal: a portal user sees the filters with the VL fixed to their own', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page, 'portaluser', '/portal');
    const vl = page.getByRole('combobox', { name: 'Verkaufsleiter (VL)' });
    await shows(vl);
    expect(await vl.inputValue()).toBe('VL Zürich');
    expect(await vl.isDisabled()).toBe(true);
  });

  it('mf-admin: a planner sees the overview cards', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page, 'planung', '/admin/overview');
    await shows(page.getByTestId('overview-purchases').getByTestId('overview-to-control'));
    await shows(page.getByTestId('overview-timeTracking').getByText('Nur für Administratoren.'));
    // the time-tracking counts are the administrators' (decision 0050); no card without its area
    expect(await page.getByTestId('overview-to-review').count()).toBe(0);
    expect(await page.getByTestId('overview-promoChecks').count()).toBe(0);
    expect(await page.getByTestId('overview-purchaseOnline').count()).toBe(0);
  });

  it('shows "area unavailable" while mf-admin is down, keeps the other areas working, and recovers', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page, 'admin', '/dashboard');
    await shows(page.getByText('Willkommen', { exact: false }));

    await stopRemote('mf-admin');
    try {
      await page.goto('/admin/overview');
      await shows(page.getByText('Bereich nicht verfügbar'));

      await page.getByTestId('nav-menu').getByRole('link', { name: 'Einstellungen', exact: true }).click();
      await reaches(page, '/settings');
      await shows(page.getByRole('heading', { name: 'Einstellungen' }));
      await page.goto('/dashboard');
      await shows(page.getByText('Willkommen', { exact: false }));
    } finally {
      await startRemote('mf-admin');
    }
    await page.goto('/admin/overview');
    await shows(page.getByTestId('overview-timeTracking'));
  });
});
