import type { Purchase, Store } from '@agecheck/contracts';
import type { Page } from 'playwright-core';
import { apiAs } from './api';
import { signIn } from './browser';
import { disappears, shows } from './expect';
import { controlledByServiceWorker } from './network';
import { e2ePlatform } from './platform';
import { choose } from './select';

// The field purchases of the offline tests (decision 0018): a Swisslos store, the wizard driven as a tester
// does, and what the server holds afterwards.

export const TESTER = 'testkaeufer';
export const QUEUED =
  'Der Testkauf ist auf diesem Gerät gespeichert und wird gesendet, sobald eine Verbindung besteht.';

/**
 * A Swisslos store (the store type with the fewest fields: no cashier names, step 3 skipped), not the first
 * one a search finds: the full wizard's test records there with the same shopper, and the tester protection
 * would keep its purchase as delayed after ours.
 */
export async function swisslosStore(): Promise<Store> {
  const found = await apiAs<Store[]>(TESTER, 'POST', '/api/stores/search', { query: 'Swisslos' });
  const stores = found.body.filter((candidate) => candidate.type === 'swisslos');
  const store = stores.at(-1);
  if (stores.length < 2 || !store) throw new Error('the demo data hold fewer than two Swisslos stores');
  return store;
}

/** The tester's purchases (completed and delayed) at a store, as the server holds them. */
export async function purchasesAt(storeId: string): Promise<Purchase[]> {
  const lists = [
    await apiAs<Purchase[]>(TESTER, 'GET', '/api/purchases/completed'),
    await apiAs<Purchase[]>(TESTER, 'GET', '/api/purchases/delayed'),
  ];
  return lists.flatMap((list) => (list.status === 200 ? list.body : [])).filter((p) => p.storeID === storeId);
}

/** The stored photo behind a name: its signed link answers a JPEG. */
export async function storedJpeg(name: string | undefined): Promise<string> {
  if (!name) return 'no name';
  const link = await apiAs<{ imageUrl: string }>(TESTER, 'GET', `/api/images/${encodeURIComponent(name)}`);
  if (link.status !== 200) return `link ${link.status}`;
  const file = await fetch(new URL(link.body.imageUrl, e2ePlatform().gatewayUrl));
  return `${file.status} ${file.headers.get('content-type')}`;
}

/** The receipt of a purchase as the server stored it: the answer to its signed link, or why there is none. */
export async function storedReceipt(id: string): Promise<string> {
  const stored = await apiAs<Purchase>(TESTER, 'GET', `/api/purchases/${id}`);
  return stored.status === 200 ? storedJpeg(stored.body.bill) : `purchase ${stored.status}`;
}

/** A receipt photo as a phone camera hands it over: a JPEG drawn by the browser, different each time. */
export async function receiptPhoto(page: Page, text: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((label) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.fillStyle = '#f1f3f5';
    ctx.fillRect(0, 0, 1200, 900);
    ctx.fillStyle = '#2b8a3e';
    ctx.font = '72px sans-serif';
    ctx.fillText(label, 60, 450);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, text);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Ticks the override of every store warning shown; the list is drawn anew as the wizard's data arrive. */
export async function acceptWarnings(page: Page): Promise<void> {
  const overrides = page.getByRole('checkbox', { name: 'Gesehen, trotzdem fortfahren' });
  for (let index = 0; index < (await overrides.count()); index += 1) await overrides.nth(index).check();
}

/**
 * Records a complete Swisslos purchase with a receipt photo in the wizard already open at step 2 and saves
 * it; answers the purchase's id.
 */
export async function recordPurchase(
  page: Page,
  receiptText: string,
  { testedBefore = false }: { testedBefore?: boolean } = {},
): Promise<string> {
  await shows(page.getByText('Schritt 2 von 4'));
  const id = new URL(page.url()).searchParams.get('id');
  if (!id) throw new Error('the wizard has no purchase id');
  await acceptWarnings(page);
  await choose(page, 'Testkäufer', 'Meier Lena');
  // the shopper's earlier test of this store warns, also when it still waits on the phone (decision 0014)
  if (testedBefore) await shows(page.getByTestId('warning-shopperRecentlyTested'));
  await choose(page, 'Testart', 'Geldspiele');
  await choose(page, 'Artikel', /.+/);
  for (const question of [
    'Wurde nach einem Ausweis gefragt?',
    'Wurde nach dem Alter gefragt?',
    'Wurden die Jugendschutzbestimmungen eingehalten?',
  ]) {
    await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: 'Ja' }).check();
  }
  // a purchase tested recently by the same shopper warns (tester protection): seen and overridden
  await acceptWarnings(page);
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await shows(page.getByText('Schritt 4 von 4'));
  await page
    .getByTestId('photo-bill')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'quittung.jpg',
      mimeType: 'image/jpeg',
      buffer: await receiptPhoto(page, receiptText),
    });
  const editor = page.getByRole('dialog', { name: 'Bild bearbeiten' });
  await shows(editor);
  await editor.getByRole('button', { name: 'Übernehmen' }).click();
  await disappears(editor);
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  const incomplete = page.getByRole('dialog').getByRole('button', { name: 'Trotzdem weiter' });
  // an incomplete form would ask first; this one is complete, so the question must not come
  expect(await incomplete.count()).toBe(0);
  return id;
}

/** Opens the wizard for a store online, once more after the service worker took over (it keeps the files). */
export async function openWizardOnline(page: Page, store: Store): Promise<void> {
  await signIn(page, TESTER, `/purchases/detail?store=${store._id}`);
  await shows(page.getByText('Schritt 2 von 4'));
  await controlledByServiceWorker(page);
  await openWizard(page, store);
}

/** Opens the wizard for a store and waits until what it loads (store, shoppers, articles) is there. */
export async function openWizard(page: Page, store: Store): Promise<void> {
  await page.goto(`/purchases/detail?store=${store._id}`);
  await shows(page.getByText('Schritt 2 von 4'));
  await page.waitForLoadState('networkidle');
}

export const status = (page: Page) => page.getByTestId('outbox-status');

/** The tester's purchases at a store once there are `count` of them (the sender needs a moment). */
export async function awaitPurchasesAt(storeId: string, count: number): Promise<Purchase[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const purchases = await purchasesAt(storeId);
    if (purchases.length >= count || Date.now() > deadline) return purchases;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * "Anmelden" in the outbox's status: through Keycloak and back. While Keycloak's session lives it passes
 * without a password (decision 0018); should Keycloak ask, the tester signs in.
 */
export async function signInFromStatus(page: Page): Promise<void> {
  // a mark on this document: the app is back once a new document stands without it
  await page.evaluate(() => Object.assign(window, { e2eMarked: true }));
  await status(page).getByRole('button', { name: 'Anmelden' }).click();
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (
      await page
        .locator('#username')
        .isVisible()
        .catch(() => false)
    ) {
      await page.locator('#username').fill(TESTER);
      await page.locator('#password').fill('demo');
      await page.locator('#kc-login').click();
    }
    const started = await page
      .evaluate(() => document.readyState === 'complete' && !('e2eMarked' in window))
      .catch(() => false);
    if (
      started &&
      (await status(page)
        .isVisible()
        .catch(() => false))
    )
      return;
    if (Date.now() > deadline) throw new Error('the app did not come back from the login');
    await page.waitForTimeout(200);
  }
}
