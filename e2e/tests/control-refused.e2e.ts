import type { Purchase, PurchaseHistory, Shopper, Store } from '@agecheck/contracts';
import type { Browser, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { reaches, shows } from '../support/expect';

// Issue 17: a purchase saved before a later test of the same shopper at the same store breaks the warning
// 'shopperRecentlyTested' when control saves it. The automatic mode stops there (no retry every second),
// names the rule, and goes on only when told; the planner accepts the warning as the tester can.

const TESTER = 'testkaeufer';
/** Two test days ten days apart in 2025 that only this run's purchases have (tester protection: 90 days). */
const FIRST = new Date(Date.UTC(2025, 0, 1 + Math.floor(Math.random() * 250)));
const iso = (date: Date) => date.toISOString().slice(0, 10);
const EARLIER = iso(FIRST);
const LATER = iso(new Date(FIRST.getTime() + 10 * 86_400_000));
const RULE = 'Dieser Testkäufer hat diese Filiale vor kurzem bereits getestet.';

/** The earlier purchase saved first (nothing to warn then), then the later one, which overrides the warning. */
async function submitBoth(): Promise<[Purchase, Purchase]> {
  const found = await apiAs<Store[]>(TESTER, 'POST', '/api/stores/search', { query: 'bp' });
  // not the bp store the other control test uses
  const store = found.body.filter((candidate) => candidate.type === 'bp')[1];
  const [shopper] = (await apiAs<Shopper[]>(TESTER, 'GET', '/api/shoppers')).body;
  if (!store || !shopper) throw new Error('the demo data hold no second bp store or no shopper');
  const report = {
    type: [{ api: 'bp', name: 'bp' }],
    vst: store.vst,
    name: store.name,
    storeID: store._id,
    sprintListID: 'control-refused-e2e',
    time: '09:00',
    shopper: { _id: shopper._id, name: shopper.name, date: shopper.date },
    testType: 'Alkohol',
    cashier: { gender: 'w', name: 'Keller', firstname: 'Anna' },
    article: '570300000000000000000009',
    regulationsRespected: true,
    pass: true,
    age: true,
  };
  const saved: Purchase[] = [];
  for (const [date, overriddenWarnings] of [
    [EARLIER, ['notInSprint', 'shopperAgeOutsideBand']],
    [LATER, ['notInSprint', 'shopperAgeOutsideBand', 'shopperRecentlyTested']],
  ] as const) {
    const id = randomUUID();
    const answer = await apiAs<Purchase>(TESTER, 'PUT', `/api/purchases/${id}`, {
      _id: id,
      ...report,
      date,
      overriddenWarnings,
    });
    if (answer.status !== 200 || answer.body.delayed) throw new Error(`report of ${date} not complete`);
    saved.push(answer.body);
  }
  return saved as [Purchase, Purchase];
}

describe('control of a purchase a later test warns about', () => {
  let browser: Browser;
  let page: Page;
  let earlier: Purchase;
  const controlSaves: string[] = [];

  beforeAll(async () => {
    [earlier] = await submitBoth();
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/purchases/control/'))
        controlSaves.push(request.url());
    });
    await signIn(page, 'planung', `/admin/control?from=${EARLIER}&to=${LATER}`);
  });

  afterAll(() => browser.close());

  it('stops the automatic mode at the refused purchase, names the rule and does not try again', async () => {
    await shows(page.getByText('2 Testkäufe warten auf die Kontrolle'));
    await page.getByRole('checkbox', { name: 'Alle auswählen' }).check();
    await page.getByRole('button', { name: 'Kontrolle starten' }).click();
    await reaches(page, '/admin/control/detail');
    await page.getByRole('switch', { name: 'Automatischer Modus' }).click();

    await shows(page.getByText('Automatischer Modus angehalten: Dieser Testkauf wurde nicht gespeichert.'));
    await shows(page.getByTestId('control-refused').getByText(RULE));
    // it stays there: one save tried, no countdown, the same purchase
    await page.waitForTimeout(4_000);
    expect(controlSaves).toHaveLength(1);
    expect(await page.getByText('Wird in 1 s automatisch gespeichert.').count()).toBe(0);
    await shows(page.getByText('0 von 2 kontrolliert'));
    const stored = await apiAs<Purchase>('planung', 'GET', `/api/purchases/${earlier._id}`);
    expect(stored.body).toMatchObject({ done: false, version: earlier.version });
  });

  it('accepts the warning as the tester can, records who and when, and goes on with the next', async () => {
    await page.getByRole('checkbox', { name: 'Warnung akzeptieren' }).check();
    await page.getByRole('button', { name: 'Als korrekt markieren' }).click();
    await shows(page.getByText('1 von 2 kontrolliert'));
    // the later purchase saves itself after 1 s
    await shows(page.getByText('Alle ausgewählten Testkäufe kontrolliert.'), 30_000);
    await reaches(page, '/admin/control');

    const stored = await apiAs<Purchase>('planung', 'GET', `/api/purchases/${earlier._id}`);
    expect(stored.body).toMatchObject({
      done: true,
      overriddenWarnings: expect.arrayContaining(['shopperRecentlyTested']),
    });
    const history = await apiAs<PurchaseHistory>(
      'planung',
      'GET',
      `/api/purchases/control/${earlier._id}/history`,
    );
    expect(history.body.entries).toEqual([
      expect.objectContaining({
        action: 'markedCorrect',
        acceptedWarnings: ['shopperRecentlyTested'],
        by: expect.objectContaining({ name: expect.any(String) }),
        at: expect.any(String),
      }),
    ]);
  });
});
