import type { Browser, Page, Route } from 'playwright-core';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { disappears, shows } from '../support/expect';
import {
  QUEUED,
  TESTER,
  acceptWarnings,
  awaitPurchasesAt,
  openWizard,
  openWizardOnline,
  purchasesAt,
  recordPurchase,
  signInFromStatus,
  status,
  storedJpeg,
  storedReceipt,
  swisslosStore,
} from '../support/field-purchases';
import { goOffline, goOnline } from '../support/network';
import { choose } from '../support/select';
import type { Store } from '@agecheck/contracts';

// Issue 7, "Beyond the spec: nothing typed in a shop is lost" and its "Must show" (decision 0018): purchases
// recorded offline survive a reload and arrive exactly once with their photos; a save whose answer is lost
// is retried and stored once; a 401 while reports wait asks for a login and sends them afterwards.

/** A refusal of the server in the house error body: a conflict, as when a purchase was changed elsewhere. */
const CONFLICT = { status: 409, json: { statusCode: 409, code: 'CONFLICT', message: 'util.invalid' } };

/**
 * Records a purchase in the wizard open at step 2 while the server refuses every save of a purchase with
 * `refusal`; answers its id and the status bar's count of refused reports, once it shows.
 */
async function recordRefused(page: Page, receiptText: string, refusal: { status: number; json: object }) {
  await page.route('**/api/purchases/*', (route) =>
    route.request().method() === 'PUT' ? route.fulfill(refusal) : route.continue(),
  );
  const id = await recordPurchase(page, receiptText);
  const refusedCount = status(page).getByRole('button', {
    name: '1 Bericht wurde vom Server abgelehnt und braucht Ihre Prüfung.',
  });
  await shows(refusedCount, 30_000);
  return { id, refusedCount };
}

describe('purchases recorded without a network', () => {
  let browser: Browser;
  let store: Store;

  beforeAll(async () => {
    browser = await launchBrowser();
    store = await swisslosStore();
  });

  afterAll(() => browser.close());

  it('shows no outbox on the dashboard of a phone that never kept a report, and shows it from the first draft', async () => {
    const page = await (await newContext(browser, { viewport: 'phone' })).newPage();
    const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
    await signIn(page, TESTER, '/dashboard');
    await shows(page.getByText('Willkommen', { exact: false }));
    await page.waitForLoadState('networkidle');
    // nothing kept on this phone: no line about it, and the outbox is not even opened (issue 6, first load)
    expect(await status(page).count()).toBe(0);
    expect(await databases()).not.toContain('agecheck-outbox');

    await openWizard(page, store);
    await choose(page, 'Testkäufer', 'Meier Lena');
    // the form is kept on the phone a moment after the change
    await page.waitForFunction(
      async () => (await indexedDB.databases()).some((db) => db.name === 'agecheck-outbox'),
      undefined,
      { timeout: 10_000, polling: 250 },
    );
    await page.goto('/dashboard');
    await shows(status(page));
  });

  it('three purchases with photos recorded offline survive a reload and arrive exactly once with their images', async () => {
    const before = (await purchasesAt(store._id)).length;
    const context = await newContext(browser, { viewport: 'phone' });
    const page = await context.newPage();
    await openWizardOnline(page, store);

    await goOffline(context);
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      if (n > 1) await page.getByRole('button', { name: 'Neuer Testkauf für diese Filiale' }).click();
      // offline from the start: the server knew of no test here, so the warning comes from the phone's queue
      ids.push(await recordPurchase(page, `Offline ${n}`, { testedBefore: n > 1 }));
      // saved on the phone, and said so
      await shows(page.getByTestId('purchase-queued').getByText(QUEUED));
      await shows(
        status(page).getByText(`${n} ${n === 1 ? 'Bericht wartet' : 'Berichte warten'} auf den Versand.`),
      );
    }
    expect(new Set(ids).size).toBe(3);

    await page.reload();
    await shows(status(page).getByText('3 Berichte warten auf den Versand.'));
    // started from the cache without a token: the queue waits for the network, not for a login (issue 17,
    // item 9: a login is asked for only when the silent renewal fails)
    await page.waitForTimeout(1_000);
    expect(await status(page).getByRole('button', { name: 'Anmelden' }).count()).toBe(0);
    expect((await purchasesAt(store._id)).length).toBe(before);

    // back online the session is renewed without a password and the reports go, with no tap
    await goOnline(context);
    await shows(status(page).getByText('Alle Berichte sind gesendet.'), 60_000);

    const after = await awaitPurchasesAt(store._id, before + 3);
    expect(after.length).toBe(before + 3);
    for (const id of ids) {
      const stored = after.filter((purchase) => purchase._id === id);
      expect(stored).toHaveLength(1);
      expect(await storedJpeg(stored[0]?.bill)).toBe('200 image/jpeg');
    }
    await context.close();
  });

  it('a save whose answer is lost on the way back is sent again and stored once', async () => {
    const before = (await purchasesAt(store._id)).length;
    const context = await newContext(browser, { viewport: 'phone' });
    const page = await context.newPage();
    await signIn(page, TESTER, `/purchases/detail?store=${store._id}`);

    const puts: string[] = [];
    await page.route('**/api/purchases/*', async (route: Route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      puts.push(route.request().url());
      if (puts.length > 1) return route.continue();
      // the server stores it, the answer never reaches the phone
      await route.fetch();
      return route.abort('connectionreset');
    });
    const id = await recordPurchase(page, 'Antwort verloren');
    // the server's verdict arrives with the retried save (the same shopper tested the store before: the
    // server may keep the purchase as delayed for the tester protection)
    await shows(page.getByText(/^Der Testkauf wurde (abgeschlossen|zurückgestellt)\.$/), 30_000);
    await page.waitForURL((url) => /^\/purchases\/(completed|delayed)$/.test(url.pathname));

    expect(puts.length).toBeGreaterThanOrEqual(2);
    const after = await purchasesAt(store._id);
    expect(after.length).toBe(before + 1);
    expect(after.filter((purchase) => purchase._id === id)).toHaveLength(1);
    await context.close();
  });

  it('a 401 while reports wait asks for a login and sends them afterwards', async () => {
    const before = (await purchasesAt(store._id)).length;
    const context = await newContext(browser, { viewport: 'phone' });
    const page = await context.newPage();
    await signIn(page, TESTER, `/purchases/detail?store=${store._id}`);

    // the purchases' API refuses the token, also after the sender refreshed it once
    await page.route('**/api/purchases/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 401, json: { statusCode: 401, message: 'util.unauthorized' } })
        : route.continue(),
    );
    const id = await recordPurchase(page, 'Anmeldung abgelaufen');
    await shows(page.getByText(QUEUED));
    await shows(
      status(page).getByText('Bitte melden Sie sich neu an; danach werden die wartenden Berichte gesendet.'),
    );
    expect((await apiAs(TESTER, 'GET', `/api/purchases/${id}`)).status).toBe(404);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await signInFromStatus(page);
    await shows(status(page).getByText('Alle Berichte sind gesendet.'), 60_000);

    const after = await awaitPurchasesAt(store._id, before + 1);
    expect(after.length).toBe(before + 1);
    const stored = after.find((purchase) => purchase._id === id);
    expect(await storedJpeg(stored?.bill)).toBe('200 image/jpeg');
    await context.close();
  });

  it('a purchase the server refuses is listed with its reason and can be dropped', async () => {
    const context = await newContext(browser, { viewport: 'phone' });
    const page = await context.newPage();
    await signIn(page, TESTER, `/purchases/detail?store=${store._id}`);

    // the server refuses the purchase with the house error body and a field error
    const { id, refusedCount } = await recordRefused(page, 'Abgelehnt', {
      status: 400,
      json: {
        statusCode: 400,
        code: 'VALIDATION',
        message: 'util.validation',
        errors: [{ path: 'cashier.number', key: 'purchase.main.nrErr' }],
      },
    });

    // on the dashboard too: tapping the count lists what was refused and why
    await page.goto('/dashboard');
    await refusedCount.click();
    const list = page.getByRole('dialog', { name: 'Vom Server abgelehnte Berichte' });
    await shows(list);
    const report = list.getByTestId('refused-report');
    expect(await report.count()).toBe(1);
    await shows(report.getByText('Testkauf', { exact: true }));
    await shows(report.getByText('Bitte prüfen Sie die markierten Felder.'));
    await shows(report.getByText('Die Personalnummer muss genau 6 Ziffern haben.'));
    await shows(report.getByRole('button', { name: 'Öffnen und ändern' }));

    // dropped after the confirmation: gone from the phone, the count goes, nothing reached the server
    await report.getByRole('button', { name: 'Verwerfen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Bericht verwerfen?' });
    await shows(confirm);
    await confirm.getByRole('button', { name: 'Verwerfen' }).click();
    await disappears(refusedCount);
    await shows(list.getByText('Kein Bericht wartet auf Ihre Prüfung.'));
    // nothing waits (whether an autosave got through before the server began refusing or not)
    await shows(
      status(page).getByText(/^(Alle Berichte sind gesendet\.|Auf diesem Gerät wartet kein Bericht\.)/),
    );
    expect((await apiAs(TESTER, 'GET', `/api/purchases/${id}`)).status).toBe(404);
    await context.close();
  });

  it('a refused purchase opens in the wizard as it was sent and goes once it is saved again', async () => {
    const context = await newContext(browser, { viewport: 'phone' });
    const page = await context.newPage();
    await signIn(page, TESTER, `/purchases/detail?store=${store._id}`);
    const { id, refusedCount } = await recordRefused(page, 'Abgelehnt, dann gesendet', CONFLICT);
    // the server would take it now
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await page.goto('/dashboard');
    await refusedCount.click();
    const list = page.getByRole('dialog', { name: 'Vom Server abgelehnte Berichte' });
    await shows(list.getByText('Ungültige Eingabe.'));
    await list.getByRole('button', { name: 'Öffnen und ändern' }).click();
    await page.waitForURL((url) => url.pathname === '/purchases/detail' && url.searchParams.get('id') === id);
    await shows(page.getByText('Schritt 2 von 4'));
    // the wizard says why the server refused it
    await shows(page.getByTestId('refusal-notice').getByText('Ungültige Eingabe.'));
    // what was sent is back in the form (the shopper's name shows once the shopper list is loaded)
    const shopper = page
      .getByRole('textbox', { name: 'Testkäufer' })
      .or(page.getByRole('combobox', { name: 'Testkäufer' }))
      .first();
    const deadline = Date.now() + 15_000;
    while ((await shopper.inputValue()) !== 'Meier Lena' && Date.now() < deadline)
      await page.waitForTimeout(200);
    expect(await shopper.inputValue()).toBe('Meier Lena');
    await acceptWarnings(page);
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await shows(page.getByText('Schritt 4 von 4'));
    await shows(page.getByTestId('photo-bill').getByText('Bild vorhanden.'));
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await shows(page.getByText(/^Der Testkauf wurde (abgeschlossen|zurückgestellt)\.$/), 30_000);
    // nothing refused or waiting is left on the phone
    await page.goto('/dashboard');
    await shows(status(page).getByText('Alle Berichte sind gesendet.'));
    expect(await storedReceipt(id)).toBe('200 image/jpeg');
    await context.close();
  });

  it('a refused purchase sent again unchanged arrives once the server takes it', async () => {
    const context = await newContext(browser, { viewport: 'phone' });
    const page = await context.newPage();
    await signIn(page, TESTER, `/purchases/detail?store=${store._id}`);
    const { id, refusedCount } = await recordRefused(page, 'Abgelehnt, unverändert gesendet', CONFLICT);
    expect((await apiAs(TESTER, 'GET', `/api/purchases/${id}`)).status).toBe(404);
    // whatever stood in the way is cleared on the server's side
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await page.goto('/dashboard');
    await refusedCount.click();
    const list = page.getByRole('dialog', { name: 'Vom Server abgelehnte Berichte' });
    await list.getByRole('button', { name: 'Erneut senden' }).click();
    await shows(list.getByText('Kein Bericht wartet auf Ihre Prüfung.'), 30_000);
    await shows(status(page).getByText('Alle Berichte sind gesendet.'), 30_000);
    expect(await storedReceipt(id)).toBe('200 image/jpeg');
    await context.close();
  });

  it('two tabs open at once send a purchase recorded offline once', async () => {
    const context = await newContext(browser, { viewport: 'phone' });
    const page = await context.newPage();
    await openWizardOnline(page, store);
    // a purchase sent online: this browser holds an outbox, so every tab opened from now on sends
    await recordPurchase(page, 'Zwei Tabs 1');
    await page.waitForURL((url) => /^\/purchases\/(completed|delayed)$/.test(url.pathname));
    const other = await context.newPage();
    await other.goto(`/purchases/detail?queued=1&store=${store._id}`);
    await shows(status(other));
    await openWizard(page, store);

    const stored: string[] = [];
    context.on('response', (response) => {
      if (response.request().method() === 'PUT' && response.ok())
        stored.push(new URL(response.url()).pathname);
    });
    await goOffline(context);
    const id = await recordPurchase(page, 'Zwei Tabs 2').catch(async (error: unknown) => {
      const shown = await page
        .locator('body')
        .innerText()
        .catch(() => '(no page)');
      throw new Error(`${String(error)}\n${page.url()} shows:\n${shown.slice(0, 3000)}`);
    });
    await shows(page.getByTestId('purchase-queued'));
    await shows(status(other).getByText('1 Bericht wartet auf den Versand.'));

    // both tabs hear the network come back and try to send; one sends, the other finds nothing left
    await goOnline(context);
    await shows(status(page).getByText('Alle Berichte sind gesendet.'), 30_000);
    await shows(status(other).getByText('Alle Berichte sind gesendet.'));
    await page.waitForTimeout(2_000);
    expect(stored).toEqual([`/api/purchases/${id}`]);
    await context.close();
  });
});
