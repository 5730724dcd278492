import type { Purchase, Shopper, Store } from '@agecheck/contracts';
import type { Browser } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { apiAs } from '../support/api';
import { testDayIn } from '../support/reports';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { reaches, shows } from '../support/expect';

// Issue 8, "Control": a special reason can be rejected, and the purchase goes back to its tester with the
// planner's notice (back-office spec, section 2; decision 0026). The planner rejects it in control; the test
// buyer, on a phone, finds the purchase among the delayed ones, marked, and reads why when opening it.

const TESTER = 'testkaeufer';
/** A test date only this run's purchase has, so the control list can be narrowed to it. */
const DATE = testDayIn(3, 1);
const SWISS_DATE = DATE.split('-').reverse().join('.');
const NOTICE = 'Laut Öffnungszeiten war die Filiale um 07:40 offen.';

/** A report of a bp store closed at the test's time: the store, the time, and the special reason. */
async function submitClosedStore(): Promise<Purchase> {
  const found = await apiAs<Store[]>(TESTER, 'POST', '/api/stores/search', { query: 'bp' });
  const store = found.body.find((candidate) => candidate.type === 'bp');
  const [shopper] = (await apiAs<Shopper[]>(TESTER, 'GET', '/api/shoppers')).body;
  if (!store || !shopper) throw new Error('the demo data hold no bp store or no shopper');
  const id = randomUUID();
  const answer = await apiAs<Purchase>(TESTER, 'PUT', `/api/purchases/${id}`, {
    _id: id,
    type: [{ api: 'bp', name: 'bp' }],
    vst: store.vst,
    name: store.name,
    storeID: store._id,
    sprintListID: 'reason-rejected-e2e',
    date: DATE,
    time: '07:40',
    shopper: { _id: shopper._id, name: shopper.name, date: shopper.date },
    testType: 'Alkohol',
    overriddenWarnings: ['notInSprint', 'shopperRecentlyTested'],
    specialReason: 'storeClosed',
  });
  if (answer.status !== 200) throw new Error(`the report was refused: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

describe('control rejects a special reason and the test buyer reads why', () => {
  let browser: Browser;
  let purchase: Purchase;

  beforeAll(async () => {
    purchase = await submitClosedStore();
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('the planner rejects the special reason with a notice', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page, 'planung', `/admin/control?from=${DATE}&to=${DATE}`);
    await shows(page.getByText('1 Testkauf wartet auf die Kontrolle'));
    await page.getByRole('checkbox', { name: 'Alle auswählen' }).check();
    await page.getByRole('button', { name: 'Kontrolle starten' }).click();
    await reaches(page, '/admin/control/detail');
    await shows(page.getByTestId('control-special-reason'));

    await page.getByRole('button', { name: 'Sonderfall ablehnen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sonderfall ablehnen' });
    // no notice, no rejection: the tester must learn why
    await dialog.getByRole('button', { name: 'Ablehnen' }).click();
    await shows(dialog.getByText('Bitte schreiben Sie dem Testkäufer, weshalb.'));
    expect((await apiAs<Purchase>('planung', 'GET', `/api/purchases/${purchase._id}`)).body).toMatchObject({
      specialReason: 'storeClosed',
      version: purchase.version,
    });

    await dialog.getByLabel('Mitteilung an den Testkäufer').fill(NOTICE);
    await dialog.getByRole('button', { name: 'Ablehnen' }).click();
    await shows(page.getByText('Sonderfall abgelehnt; der Testkauf ist zurück beim Testkäufer.'));
    const stored = (await apiAs<Purchase>('planung', 'GET', `/api/purchases/${purchase._id}`)).body;
    expect(stored).toMatchObject({
      delayed: true,
      reasonRejected: { specialReason: 'storeClosed', notice: NOTICE },
    });
    expect(stored.specialReason).toBeUndefined();
  });

  it('the test buyer finds it among the delayed purchases, marked, and reads the notice when opening it', async () => {
    const page = await (await newContext(browser, { viewport: 'phone' })).newPage();
    await signIn(page, TESTER, '/purchases/delayed');
    const card = page
      .getByTestId('purchase-row')
      .filter({ hasText: SWISS_DATE })
      .filter({ hasText: '07:40' });
    await shows(card.getByText('Sonderfall abgelehnt'));
    await card.getByRole('button', { name: 'Öffnen' }).click();
    await reaches(page, '/purchases/detail');

    const notice = page.getByTestId('reason-rejected');
    await shows(notice.getByText('Die Kontrolle hat den Sonderfall «Filiale geschlossen» abgelehnt'));
    await shows(notice.getByText(NOTICE));
    await shows(notice.getByText(/^Peter Planung, \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/));
    await shows(
      notice.getByText('Bitte vervollständigen Sie den Testkauf oder wählen Sie einen anderen Sonderfall.'),
    );
  });
});
