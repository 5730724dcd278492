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

  it('downloads the open list as an Excel file with one row per open store', async () => {
    // each card's title is "name (store number)"
    const stores = (await page.getByTestId('open-entry').locator('p').allTextContents())
      .map((text) => /^(.+?)\s*\((\d+)\)$/.exec(text))
      .filter((match): match is RegExpExecArray => match !== null)
      .map(([, name, vst]) => ({ name, vst }));
    expect(stores.length).toBe(await page.getByTestId('open-entry').count());
    expect(stores.length).toBeGreaterThan(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel-Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path()) as string);
    const sheet = workbook.getWorksheet('Offene Testkäufe');
    if (!sheet) throw new Error('the workbook has no sheet "Offene Testkäufe"');
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push(row.values instanceof Array ? row.values.slice(1).map(String) : []));
    const [headings, ...data] = rows;
    expect(headings?.slice(0, 2)).toEqual(['Filiale', 'Name']);
    expect(headings).toContain('Alkohol Soll');
    expect(data.map(([vst, name]) => ({ name, vst }))).toEqual(expect.arrayContaining(stores));
    expect(data).toHaveLength(stores.length);
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
