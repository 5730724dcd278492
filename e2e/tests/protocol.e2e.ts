import type { CurrentUser, Page as EntryPage, ProtocolEntry, Shopper } from '@agecheck/contracts';
import type { Browser, Page } from 'playwright-core';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { disappears, shows } from '../support/expect';
import { choose } from '../support/select';
import { birthDateAged } from '../support/timetrack';

// Issue 20, CHECKLIST D.8 (back-office spec L40, L79, L113; decision 0040): the administrator reads the
// protocol at /admin/protocol: an entry a test buyer caused (a shopper created through the API) with its date,
// module and short text, filtered by its module and type (kept in the address), its detail expanded, the next
// page of 50; in French and Italian no text is missing.

const TESTER = 'testkaeufer';
const ADMIN = 'admin';
const suffix = Math.random().toString(36).slice(2, 7);
const NACHNAME = `Protokoll${suffix}`;
const NAME = `${NACHNAME} Lea`;
/** A key i18next shows in place of a missing text (`protocol.purchases.shopper.saved`, `admin:protocol.title`). */
const RAW_KEY = /\b(?:admin:|common:)?protocol(?:Module|Type)?\.[a-z][\w.]*/;

const createShopper = async (nachname: string): Promise<Shopper> => {
  const created = await apiAs<Shopper>(TESTER, 'POST', '/api/shoppers', {
    nachname,
    vorname: 'Lea',
    date: birthDateAged(17),
    gender: 'w',
    address: { street: 'Dorfstrasse 2', zip: '3000', city: 'Bern' },
  });
  if (created.status >= 300) throw new Error(`the shopper was not created: ${created.status}`);
  return created.body;
};

/** Waits until the protocol holds the entry of the shopper's creation (the event goes through NATS). */
async function protocolEntryOf(name: string): Promise<ProtocolEntry> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const page = await apiAs<EntryPage<ProtocolEntry>>(
      ADMIN,
      'GET',
      '/api/protocols?module=purchases&type=shopper.saved&pageSize=200',
    );
    const entry = page.body.items.find((item) => item.params.name === name);
    if (entry) return entry;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no protocol entry of ${name}`);
}

async function setLanguage(lang: 'de' | 'fr' | 'it'): Promise<void> {
  const me = await apiAs<CurrentUser>(ADMIN, 'GET', '/api/users/me');
  const saved = await apiAs(ADMIN, 'PUT', `/api/users/${me.body._id}/settings`, { lang });
  if (saved.status >= 300) throw new Error(`the language was not saved: ${saved.status}`);
}

const entryRow = (page: Page) => page.getByTestId('protocol-row').filter({ hasText: NAME });

describe('the administrator reads the protocol', () => {
  let browser: Browser;
  let page: Page;
  let shopper: Shopper;

  beforeAll(async () => {
    await setLanguage('de');
    // more than a page of 50 entries of the module: 26 shoppers created and deleted again
    for (let index = 0; index < 26; index += 1) {
      const made = await createShopper(`Blatt${suffix}${index}`);
      await apiAs(TESTER, 'DELETE', `/api/shoppers/${made._id}`);
    }
    shopper = await createShopper(NACHNAME);
    await protocolEntryOf(NAME);
    browser = await launchBrowser();
    page = await (await newContext(browser, { viewport: 'desktop' })).newPage();
    await signIn(page, ADMIN, '/admin/protocol');
  });

  afterAll(async () => {
    await setLanguage('de');
    if (shopper) await apiAs(TESTER, 'DELETE', `/api/shoppers/${shopper._id}`);
    await browser?.close();
  });

  it("shows the test buyer's entry with its date, module and short text", async () => {
    await shows(page.getByRole('heading', { name: 'Protokoll' }));
    const row = entryRow(page);
    await shows(row);
    const entry = await protocolEntryOf(NAME);
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.slice(1)).toEqual([
      expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/),
      'Testkäufe',
      `${entry.actor.name} hat den Testkäufer ${NAME} gespeichert.`,
    ]);
  });

  it('filters by module and type, kept in the address', async () => {
    await choose(page, /^Modul$/, /^Testkäufe$/);
    await page.waitForURL((url) => url.searchParams.get('module') === 'purchases');
    await shows(entryRow(page));
    await choose(page, /^Typ$/, /^Testkäufer gespeichert$/);
    await page.waitForURL((url) => url.searchParams.get('type') === 'shopper.saved');
    // the shoppers' deletions of the module's first page give way to its creations
    await disappears(page.getByTestId('protocol-row').filter({ hasText: 'gelöscht' }));
    await shows(entryRow(page));
    const texts = await page.getByTestId('protocol-row').allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((text) => text.includes('hat den Testkäufer') && text.includes('gespeichert'))).toBe(
      true,
    );
    // another module: the entry is not among its entries
    await choose(page, /^Modul$/, /^Zeiterfassung$/);
    await page.waitForURL((url) => url.searchParams.get('module') === 'timetrack');
    expect(new URL(page.url()).searchParams.get('type')).toBeNull();
    await disappears(entryRow(page));
    await choose(page, /^Modul$/, /^Testkäufe$/);
    await shows(entryRow(page));
  });

  it("expands the entry's detail: who caused it and the shopper's data", async () => {
    const row = entryRow(page);
    const expand = row.getByRole('button', { name: /^Details anzeigen/ });
    await expand.click();
    await shows(page.getByTestId('protocol-detail'));
    const detail = page.getByTestId('protocol-detail');
    await shows(detail.getByText('Testkäufer gespeichert'));
    await shows(detail.getByRole('cell', { name: 'shopper.nachname' }));
    await shows(detail.getByRole('cell', { name: NACHNAME, exact: true }));
    expect(await row.getByRole('button', { name: /^Details ausblenden/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await row.getByRole('button', { name: /^Details ausblenden/ }).click();
    await disappears(detail);
  });

  it('shows the next page of 50 from the server, in the address', async () => {
    await page.goto('/admin/protocol?module=purchases');
    await shows(entryRow(page));
    expect(await page.getByTestId('protocol-row').count()).toBe(50);
    const rows = page.getByTestId('protocol-row');
    const firstOfPage1 = (await rows.first().textContent()) ?? '';
    await page.getByTestId('protocol-pages').getByRole('button', { name: '2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    // the page shown meanwhile gives way to the second one, which no longer holds the newest entry
    await disappears(entryRow(page));
    await shows(rows.first().filter({ hasNotText: firstOfPage1 }));
    const firstOfPage2 = (await rows.first().textContent()) ?? '';
    // oldest first: the first page again, other entries, without the newest one
    await choose(page, /^Reihenfolge$/, /^Aufsteigend$/);
    await page.waitForURL((url) => url.searchParams.get('order') === 'asc' && !url.searchParams.has('page'));
    await shows(rows.first().filter({ hasNotText: firstOfPage2 }));
    expect(await rows.count()).toBe(50);
    expect(await entryRow(page).count()).toBe(0);
  });

  it.each([
    ['fr' as const, 'Protocole', 'Achats tests', `a enregistré l’acheteur test ${NAME}.`, 'Déclenché par'],
    ['it' as const, 'Protocollo', 'Acquisti test', `ha salvato l’acquirente test ${NAME}.`, 'Avviato da'],
  ])('shows the protocol in %s without a missing text', async (lang, title, module, short, actor) => {
    await setLanguage(lang);
    await page.goto('/admin/protocol?module=purchases&type=shopper.saved');
    await shows(page.getByRole('heading', { name: title }));
    const row = entryRow(page);
    await shows(row);
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells[2]).toBe(module);
    expect(cells[3]).toContain(short);
    await row.getByRole('button').click();
    await shows(page.getByTestId('protocol-detail').getByText(actor, { exact: false }));
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(RAW_KEY);
  });
});
