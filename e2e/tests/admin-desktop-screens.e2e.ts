import { reportOf, type Purchase, type CurrentUser } from '@agecheck/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { shows } from '../support/expect';
import { NOT_RESPECTED, storeAndShopper, submitComplete, testDayIn } from '../support/reports';

// Issue 17, "Smaller, seen on screen": the back office on a desktop (1280 x 800) names what control
// changed by the fields' labels, translates the test types, shows its badges whole and the purchases
// overview without scrolling sideways (back-office spec, sections 2 and 5).

const TESTER = 'testkaeufer';
const PLANNER = 'admin';
/** A test date only this file's purchases have (a day of 2026 before November, as control.e2e.ts does). */
const DATE = testDayIn(7, 3);

/** Two complete coop reports (one with regulations respected, one without); the first controlled. */
async function submitAndControl(): Promise<Purchase[]> {
  const { store, shopper } = await storeAndShopper(TESTER, 'Coop', 'coop');
  const common = {
    type: [{ api: 'coop', name: 'Coop' }],
    vst: store.vst,
    name: store.name,
    storeID: store._id,
    sprintListID: 'screens-e2e',
    date: DATE,
    shopper,
    testType: 'Alkohol',
    kks: 'Kasse',
    cashier: { gender: 'w', name: 'Roth', firstname: 'Eva', number: '123456' },
    article: '570300000000000000000009',
    overriddenWarnings: ['notInSprint', 'shopperRecentlyTested', 'allAlk', 'noAlk'],
  };
  const saved = await submitComplete(TESTER, [
    { ...common, time: '09:00', regulationsRespected: true, pass: true, age: true },
    { ...common, time: '11:00', ...NOT_RESPECTED },
  ]);
  // control corrects the cashier's first name and number, and leaves the purchase to be controlled
  const [first] = saved;
  if (!first) throw new Error('nothing saved');
  const corrected = reportOf(first);
  const control = await apiAs<Purchase>(PLANNER, 'PUT', `/api/purchases/control/${first._id}`, {
    purchase: { ...corrected, cashier: { ...corrected.cashier, firstname: 'Eve', number: '654321' } },
    version: first.version,
    done: false,
  });
  if (control.status !== 200) throw new Error(`control answered ${control.status}`);
  return saved;
}

/** Whether the element shows all of its text: nothing cut at its right edge. */
function showsWhole(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth <= element.clientWidth);
}

async function setLanguage(lang: 'de' | 'fr'): Promise<void> {
  const me = await apiAs<CurrentUser>(PLANNER, 'GET', '/api/users/me');
  const saved = await apiAs(PLANNER, 'PUT', `/api/users/${me.body._id}/settings`, { lang });
  if (saved.status >= 300) throw new Error(`the language was not saved: ${saved.status}`);
}

describe('the back office on a desktop', () => {
  let browser: Browser;
  let page: Page;
  let purchases: Purchase[];
  const detailUrl = () =>
    `/admin/control/detail?${new URLSearchParams({
      controlSet: purchases[0]?._id ?? '',
      parentState: `/admin/control?from=${DATE}&to=${DATE}`,
    }).toString()}`;

  beforeAll(async () => {
    purchases = await submitAndControl();
    browser = await launchBrowser();
    page = await (await newContext(browser, { viewport: 'desktop' })).newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, PLANNER, detailUrl());
  });

  afterAll(async () => {
    await setLanguage('de');
    await browser.close();
  });

  it('names the fields control changed by their labels in the history (German)', async () => {
    const history = page.getByTestId('control-history');
    await shows(history.getByRole('cell', { name: 'Vorname', exact: true }));
    await shows(history.getByRole('cell', { name: 'Personalnummer', exact: true }));
    expect(await history.getByText(/^cashier\./).count()).toBe(0);
  });

  it('shows the purchases overview without scrolling sideways at 1280 px', async () => {
    await page.goto(`/admin/purchasesOverview?start=${DATE}&end=${DATE}`);
    const table = page.getByRole('table', { name: 'Testkäufe Übersicht' });
    await shows(table.getByTestId('data-grid-row'));
    const fits = await table.evaluate((element) => {
      const viewport = element.closest<HTMLElement>('.mantine-ScrollArea-viewport') ?? element;
      return viewport.scrollWidth <= viewport.clientWidth;
    });
    expect(fits).toBe(true);
  });

  it('translates the test types and shows the result badges whole in French', async () => {
    await setLanguage('fr');
    await page.goto(`/admin/control?from=${DATE}&to=${DATE}`);
    const rows = page.getByTestId('control-row');
    await shows(rows.first().getByText('Alcool', { exact: true }));
    expect(await rows.count()).toBe(2);
    expect(await page.getByRole('cell', { name: 'Alkohol', exact: true }).count()).toBe(0);
    const badges = rows.locator('.mantine-Badge-label');
    expect(await badges.allTextContents()).toEqual(
      expect.arrayContaining(['Dispositions respectées', 'Dispositions non respectées']),
    );
    for (const badge of await badges.all()) expect(await showsWhole(badge)).toBe(true);
  });

  it('translates the test type in the control header and the history labels in French', async () => {
    await page.goto(detailUrl());
    await shows(page.getByText(/· Alcool ·/));
    const history = page.getByTestId('control-history');
    await shows(history.getByRole('cell', { name: 'Prénom', exact: true }));
    await shows(history.getByRole('cell', { name: 'Numéro du personnel', exact: true }));
    expect(await history.getByText(/^cashier\./).count()).toBe(0);
  });
});
