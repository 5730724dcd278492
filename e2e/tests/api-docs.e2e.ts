import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser';
import { shows } from '../support/expect';

// The API documentation (docs/decisions/0011-api-description.md): Swagger UI at /api/docs shows the
// description of every app, read from /api/openapi.json, grouped by the app that answers.

describe('the API documentation', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('shows the endpoints of the gateway and of the services, and what a call needs, under the CSP', async () => {
    const page = await (await newContext(browser)).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // the gateway's content security policy lets the page run: no inline script, nothing it blocks
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
    });
    await page.goto('/api/docs');

    await shows(page.getByRole('heading', { name: 'agecheck API' }));
    for (const app of ['gateway', 'svc-purchases']) await shows(page.locator(`#operations-tag-${app}`));
    const listAll = page.locator('#operations-svc-purchases-Shoppers_listAll');
    await shows(listAll);
    await listAll.locator('.opblock-summary-control').click();
    await shows(listAll.getByText('Roles: planung, admin.'));
    await shows(listAll.locator('.response[data-code="403"]'));
    expect(errors).toEqual([]);
  });
});
