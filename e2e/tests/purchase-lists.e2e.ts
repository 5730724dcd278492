import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Purchase, PurchaseInputDraft, Shopper, Store } from '@agecheck/contracts';
import type { Browser, Page } from 'playwright-core';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, recordRequests, signIn } from '../support/browser';
import { disappears, shows } from '../support/expect';

// Back-office spec, sections 2, 6 and 8; issue 8 ("Lists and analysis"): all purchases for admin (paged,
// searched, sorted, cards on a phone, detail, delete) and the purchases overview for planung (date range,
// grid, column chooser kept per user, CSV, the action column only for admin).

const TESTER = 'testkaeufer';

/** A purchase of the demo test buyer on a day no other test uses, so a search or range finds only it. */
async function recordPurchase(date: string, changes: Partial<PurchaseInputDraft> = {}): Promise<Purchase> {
  const found = await apiAs<Store[]>(TESTER, 'POST', '/api/stores/search', { query: 'Kiosk Bern' });
  const store = found.body.find((candidate) => candidate.type === 'kiosk');
  const shopper = (await apiAs<Shopper[]>(TESTER, 'GET', '/api/shoppers')).body[0];
  if (!store || !shopper) throw new Error('the demo data hold no kiosk in Bern or no shopper');
  const body: PurchaseInputDraft = {
    _id: randomUUID(),
    type: [{ api: 'kiosk', name: 'k kiosk' }],
    vst: store.vst,
    name: store.name,
    storeID: store._id,
    date,
    time: '14:05',
    shopper: { _id: shopper._id, name: shopper.name, date: shopper.date },
    testType: 'Tabak',
    ...changes,
  };
  const saved = await apiAs<Purchase>(TESTER, 'PUT', `/api/purchases/${body._id}`, body);
  if (saved.status !== 200) throw new Error(`the purchase was not saved: ${saved.status}`);
  return saved.body;
}

const search = async (page: Page, term: string) => {
  await page.getByLabel('Suche').fill(term);
  await page.getByLabel('Suche').press('Enter');
};

describe('an administrator works with all purchases', () => {
  let browser: Browser;
  let page: Page;
  let reported: Purchase;

  beforeAll(async () => {
    // A lottery test at a kiosk: the server marks it alkOverride (field-app spec, section 4).
    reported = await recordPurchase('2018-06-12', {
      image: 'e2e-report-that-is-not-there.jpg',
      testType: 'Lose',
    });
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    await signIn(page, 'admin', '/admin/purchases');
  });

  afterAll(() => browser.close());

  it('lists the purchases newest first and sorts the page by a column', async () => {
    await shows(page.getByRole('heading', { name: 'Alle Testkäufe' }));
    await shows(page.getByTestId('data-grid-row').first());
    await page.getByRole('button', { name: 'Sortieren nach Name' }).click();
    await shows(page.locator('th[aria-sort="ascending"]', { hasText: 'Name' }));
    const nameColumn = await page.locator('thead th').allTextContents();
    const index = nameColumn.findIndex((text) => text.trim() === 'Name');
    const names = await page.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents();
    expect(names.length).toBeGreaterThan(1);
    const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it('asks for a search term before searching, without asking the server', async () => {
    const searches = recordRequests(page, 'GET', '/api/purchases/search/');
    await page.getByLabel('Suche').fill('   ');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await shows(page.getByText('Bitte geben Sie einen Suchbegriff ein.'));
    expect(searches.urls).toEqual([]);
    searches.stop();
  });

  it('finds a purchase by its day and store, and says when nothing is found', async () => {
    await search(page, `12.06.2018 ${reported.vst}`);
    await shows(page.getByText('1 Testkauf', { exact: true }));
    await shows(page.getByRole('cell', { name: reported.name }));
    await search(page, 'zzqxj');
    await shows(page.getByText('Keine Testkäufe gefunden.'));
  });

  it('shows every field in the detail dialog, and says which image could not be loaded', async () => {
    await search(page, '12.06.2018');
    await page.getByRole('button', { name: `Details: 12.06.2018 ${reported.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Testkauf' });
    await shows(dialog.getByText(`${reported.name} (${reported.vst})`));
    await shows(dialog.getByText('zurückgestellt'));
    await shows(dialog.getByText('Der Rapport konnte nicht geladen werden.'));
    expect(await dialog.getByText('Kein Bild vorhanden.').count()).toBe(3);
    await shows(dialog.getByRole('cell', { name: 'Lose', exact: true }));
    await shows(dialog.getByText('Alkoholtest durch einen Tabak- oder Lotterietest ersetzt.'));
    await dialog.getByRole('button', { name: 'Schliessen' }).click();
    await disappears(dialog);
  });

  it('deletes a purchase after asking, and it is gone from the list', async () => {
    await page.getByRole('button', { name: `Löschen: 12.06.2018 ${reported.name}` }).click();
    await shows(page.getByText(`Wollen Sie den Testkauf vom 12.06.2018 bei ${reported.name}`));
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    await shows(page.getByText('Testkauf gelöscht.'));
    await shows(page.getByText('Keine Testkäufe gefunden.'));
    expect((await apiAs(TESTER, 'GET', `/api/purchases/${reported._id}`)).status).toBe(404);
  });
});

describe('an administrator on a phone sees the purchases as cards', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('shows the status and the export state, and a special reason instead of the status', async () => {
    const started = await recordPurchase('2018-06-14');
    const closed = await recordPurchase('2018-06-14', { time: '15:30', specialReason: 'storeClosed' });
    const page = await (await newContext(browser, { viewport: 'phone' })).newPage();
    await signIn(page, 'admin', '/admin/purchases?q=14.06.2018');
    const cards = page.getByTestId('purchase-card');
    await shows(cards.first());
    expect(await cards.count()).toBe(2);
    // newest first: the special reason (15:30) before the delayed one (14:05)
    await shows(cards.nth(0).getByText('Filiale geschlossen'));
    expect(
      await cards
        .nth(0)
        .getByText(/Export/)
        .count(),
    ).toBe(0);
    await shows(cards.nth(1).getByText('zurückgestellt'));
    await shows(cards.nth(1).getByText('Export: Nicht exportiert'));
    for (const { _id } of [started, closed]) await apiAs('admin', 'DELETE', `/api/purchases/${_id}`);
  });
});

describe('the purchases overview', () => {
  let browser: Browser;
  let recorded: Purchase[];

  beforeAll(async () => {
    recorded = [
      await recordPurchase('2018-07-02', { time: '09:00' }),
      await recordPurchase('2018-07-03', { time: '10:00', testType: 'Alkohol' }),
    ];
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
    for (const { _id } of recorded) await apiAs('admin', 'DELETE', `/api/purchases/${_id}`);
  });

  it('shows a planner the range in a grid without actions, keeps the chosen columns and exports the CSV', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'planung', '/admin/purchasesOverview?start=2018-07-01&end=2018-07-31');
    await shows(page.getByRole('heading', { name: 'Testkäufe Übersicht' }));
    await shows(page.getByText('2 Einträge'));
    expect(await page.getByRole('columnheader', { name: 'Aktionen' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Spalten' }).click();
    await page.getByRole('checkbox', { name: 'Benutzer', exact: true }).uncheck();
    await page.getByRole('checkbox', { name: 'Testkäufer', exact: true }).check();
    await page.keyboard.press('Escape');
    await disappears(page.getByRole('button', { name: 'Sortieren nach Benutzer' }));
    await page.reload();
    await shows(page.getByRole('button', { name: 'Sortieren nach Testkäufer' }));
    expect(await page.getByRole('button', { name: 'Sortieren nach Benutzer' }).count()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('testkaeufe-2018-07-01-2018-07-31.csv');
    const lines = (await readFile((await download.path()) as string, 'utf8'))
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe(
      'Datum;Zeit;Typ;VST;Name;Testart;Bestimmungen eingehalten;Kontrolliert;Zurückgestellt;Export;Testkäufer',
    );
    expect(lines.slice(1, 3).map((line) => line.split(';').slice(0, 2))).toEqual([
      ['03.07.2018', '10:00'],
      ['02.07.2018', '09:00'],
    ]);
  });

  it('exports the shown columns and rows of the grid to Excel, showing the job until the workbook downloads', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page, 'planung', '/admin/purchasesOverview?start=2018-07-01&end=2018-07-31');
    await shows(page.getByText('2 Einträge'));
    await page.getByRole('button', { name: 'Spalten' }).click();
    await page.getByRole('checkbox', { name: 'Testart', exact: true }).uncheck();
    await page.getByRole('checkbox', { name: 'Testkäufer', exact: true }).check();
    await page.keyboard.press('Escape');
    await disappears(page.getByRole('button', { name: 'Sortieren nach Testart' }));

    const headers = (await page.locator('thead th').allTextContents()).map((text) => text.trim());
    const gridRows = await page
      .getByTestId('data-grid-row')
      .evaluateAll((rows) =>
        rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent?.trim() ?? '')),
      );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel', exact: true }).click(),
    ]);
    await shows(page.getByTestId('job-progress').getByText('Abgeschlossen.'));
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path()) as string);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push(headers.map((_header, index) => row.getCell(index + 1).text.trim())));
    const [headings, ...data] = rows;
    expect(headings).toEqual(headers);
    expect(headers).not.toContain('Testart');
    expect(headers).toContain('Testkäufer');
    const byText = (a: string[], b: string[]) => a.join(';').localeCompare(b.join(';'));
    expect(data.sort(byText)).toEqual(gridRows.sort(byText));
    expect(data).toHaveLength(2);
  });

  it('tells when the Excel export cannot start or its file cannot be fetched, and downloads nothing', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page, 'planung', '/admin/purchasesOverview?start=2018-07-01&end=2018-07-31');
    await shows(page.getByText('2 Einträge'));
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    const excel = page.getByRole('button', { name: 'Excel', exact: true });

    // svc-exports unavailable: the start is refused by the gateway
    await page.route('**/api/purchases/export/overview', (route) => route.fulfill({ status: 503, body: '' }));
    await excel.click();
    await shows(page.getByRole('alert').getByText('Es ist ein Fehler aufgetreten: 503'));
    await page.unroute('**/api/purchases/export/overview');

    // the job completes, but its file cannot be fetched
    await page.route('**/api/exports/jobs/*/file', (route) => route.fulfill({ status: 500, body: '' }));
    await excel.click();
    await shows(page.getByTestId('job-progress').getByText('Abgeschlossen.'));
    await shows(page.getByRole('alert').getByText('Fehler beim Download.'));
    expect(downloads).toBe(0);
    await page.unroute('**/api/exports/jobs/*/file');

    // once the service answers again, the export works
    const [download] = await Promise.all([page.waitForEvent('download'), excel.click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    await disappears(page.getByRole('alert'));
  });

  it('gives an administrator the action column, and tells a range without purchases', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page, 'admin', '/admin/purchasesOverview?start=2018-07-01&end=2018-07-31');
    await shows(page.getByRole('columnheader', { name: 'Aktionen' }));
    await shows(page.getByRole('button', { name: /^Details: 03\.07\.2018/ }));
    expect(await page.getByRole('button', { name: /^Kontrollieren oder bearbeiten/ }).count()).toBe(0);
    await page.goto('/admin/purchasesOverview?start=2017-01-01&end=2017-01-31');
    await shows(page.getByText('Keine Testkäufe in diesem Zeitraum.'));
    await page.goto('/admin/purchasesOverview?start=2017-02-01&end=2017-01-01');
    await shows(page.getByText('Das Startdatum darf nicht nach dem Enddatum liegen.'));
  });
});
