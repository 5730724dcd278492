import type { Purchase, PurchaseHistory } from '@agecheck/contracts';
import type { Browser, Page } from 'playwright-core';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { reaches, shows } from '../support/expect';
import { NOT_RESPECTED, storeAndShopper, submitComplete, testDayIn } from '../support/reports';

// Issue 8, "Control" and its "Must show": control three purchases in automatic mode where one needs manual
// verification and the run stops there (back-office spec, sections 2 and 5).

const TESTER = 'testkaeufer';
/**
 * A test date only this run's purchases have, so the control list can be narrowed to them (a day of 2026
 * before November, when the demo data and the other tests test).
 */
const DATE = testDayIn(4, 3);

/** Three complete reports at a bp store outside the demo round (its warning overridden, a round named). */
async function submitThree(): Promise<Purchase[]> {
  const { store, shopper } = await storeAndShopper(TESTER, 'bp', 'bp');
  const common = {
    type: [{ api: 'bp', name: 'bp' }],
    vst: store.vst,
    name: store.name,
    storeID: store._id,
    sprintListID: 'control-e2e',
    date: DATE,
    shopper,
    testType: 'Alkohol',
    cashier: { gender: 'm', name: 'Huber', firstname: 'Marco' },
    article: '570300000000000000000009',
    overriddenWarnings: ['notInSprint', 'shopperRecentlyTested'],
  };
  const respected = { regulationsRespected: true, pass: true, age: true };
  return submitComplete(TESTER, [
    // regulations respected: saved after 1 s
    { ...common, ...respected, time: '09:00' },
    // remarks: manual verification, the automatic mode stops here
    { ...common, ...respected, time: '10:00', remarks: 'Die Kassierin hat zweimal nachgefragt.' },
    // negative result without a manual check: saved after 5 s
    { ...common, time: '11:00', ...NOT_RESPECTED },
  ]);
}

describe('a planner controls purchases in automatic mode', () => {
  let browser: Browser;
  let page: Page;
  let purchases: Purchase[];

  beforeAll(async () => {
    purchases = await submitThree();
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    await signIn(page, 'planung', `/admin/control?from=${DATE}&to=${DATE}`);
  });

  afterAll(() => browser.close());

  it('asks for a selection before it starts', async () => {
    await shows(page.getByRole('heading', { name: 'Kontrolle' }));
    await shows(page.getByText('3 Testkäufe warten auf die Kontrolle'));
    await page.getByRole('button', { name: 'Kontrolle starten' }).click();
    await shows(page.getByText('Bitte wählen Sie mindestens ein Element.'));
  });

  it('saves by itself until a purchase needs manual verification, stops there and says why', async () => {
    await page.getByRole('checkbox', { name: 'Alle auswählen' }).check();
    await page.getByRole('button', { name: 'Kontrolle starten' }).click();
    await reaches(page, '/admin/control/detail');
    await shows(page.getByText('0 von 3 kontrolliert'));

    await page.getByRole('switch', { name: 'Automatischer Modus' }).click();
    await shows(page.getByText('1 von 3 kontrolliert'));
    await shows(page.getByText('Testkauf bereit für den Export.').first());
    await shows(page.getByText('Automatischer Modus angehalten'));
    await shows(page.getByText('Bemerkungen zum Testkauf'));
    // it stays stopped: longer than both delays, nothing more is saved
    await page.waitForTimeout(6_000);
    await shows(page.getByText('1 von 3 kontrolliert'));
    const waiting = await apiAs<Purchase>('planung', 'GET', `/api/purchases/${purchases[1]?._id}`);
    expect(waiting.body).toMatchObject({ done: false, version: purchases[1]?.version });
  });

  it('goes on after the planner marks it correct, and returns to the list when all are controlled', async () => {
    await page.getByRole('button', { name: 'Als korrekt markieren' }).click();
    await shows(page.getByText('2 von 3 kontrolliert'));
    // the negative result saves itself after 5 s
    await shows(page.getByText('Alle ausgewählten Testkäufe kontrolliert.'), 30_000);
    await reaches(page, '/admin/control');
    await shows(page.getByText('Keine Testkäufe zu kontrollieren.'));

    for (const purchase of purchases) {
      const stored = await apiAs<Purchase>('planung', 'GET', `/api/purchases/${purchase._id}`);
      expect(stored.body).toMatchObject({ done: true, version: purchase.version + 1 });
    }
    // the manual one: marked correct by the planner, its remarks cleared (back-office spec, section 5)
    const history = await apiAs<PurchaseHistory>(
      'planung',
      'GET',
      `/api/purchases/control/${purchases[1]?._id}/history`,
    );
    expect(history.body.entries).toEqual([
      expect.objectContaining({
        action: 'markedCorrect',
        changes: [{ field: 'remarks', before: 'Die Kassierin hat zweimal nachgefragt.' }],
      }),
    ]);
    expect(history.body.original?.purchase.remarks).toBe('Die Kassierin hat zweimal nachgefragt.');
  });
});
