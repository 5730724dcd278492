import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { reaches, shows } from '../support/expect';

// Field-app spec, section 2: /purchases/open (open assignments with per-type progress, a map and the Excel
// export of the user's open list) and the dashboard's carousel of open purchases, for the demo round.

describe("a test buyer's open purchases", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser, { viewport: 'desktop' })).newPage();
    await signIn(page, 'testkaeufer', '/purchases/open');
  });

  afterAll(() => browser.close());

  it('lists the open round entries with their progress per test type and a map', async () => {
    await shows(page.getByRole('heading', { name: 'Offene Testkäufe' }));
    const entries = page.getByTestId('open-entry');
    await shows(entries.first());
    expect(await entries.count()).toBeGreaterThan(1);
    // a bar with nothing done yet has no width: it is there, named, but not visible
    const alcohol = entries.first().getByRole('progressbar', { name: /^Alkohol: \d+ von \d+ erledigt$/ });
    await alcohol.waitFor({ state: 'attached' });
    await shows(page.getByTestId('store-map'));
  });

  it('downloads the open list as an Excel file that names every open store', async () => {
    const names = (await page.getByTestId('open-entry').locator('p').allTextContents())
      .filter((text) => /\(\d+\)$/.test(text))
      .map((text) => text.replace(/\s*\(\d+\)$/, ''));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel-Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path()) as string);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    const cells: string[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value ?? ''))));
    for (const name of names) expect(cells).toContain(name);
  });

  it('shows the open entries in the dashboard carousel, leading to the wizard for the store', async () => {
    await page.goto('/dashboard');
    const carousel = page.getByTestId('dashboard-open');
    await shows(carousel.getByRole('heading', { name: 'Offene Testkäufe' }));
    await carousel
      .getByRole('link', { name: /^Testkauf starten: / })
      .first()
      .click();
    await reaches(page, '/purchases/detail');
    await shows(page.getByText('Schritt 2 von 4'));
    // a store of the tester's round: no 'not in sprint' warning
    expect(await page.getByText('Diese Filiale ist in keiner laufenden Runde.').count()).toBe(0);
  });
});
