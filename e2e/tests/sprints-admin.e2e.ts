import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { disappears, reaches, shows } from '../support/expect';
import { insertRound } from '../support/rounds';
import { choose } from '../support/select';

// Back-office spec, section 2, "Rounds (sprints)": /admin/sprints (active and archived rounds with their
// progress, archive, restore, load archive, delete for admin only) and /admin/sprints/detail (filters, the
// duplicates notice, done / found / target per type, the purchases dialog, per-store delete, assigning a
// test buyer for admin only). Each test writes its own rounds, so the demo round other tests read stays.

const unique = () => Math.random().toString(36).slice(2, 8);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const period = { start: inDays(-3), end: inDays(20) };

async function testBuyer(): Promise<{ _id: string; name: string }> {
  const me = await apiAs<{ _id: string; name: string }>('testkaeufer', 'GET', '/api/users/me');
  return me.body;
}

const roundCard = (page: Page, name: string) => page.getByTestId('sprint-round').filter({ hasText: name });
const stateFilter = (page: Page, state: string) =>
  page.locator('label', { hasText: new RegExp(`^${state}$`) });

describe('a planner follows the rounds', () => {
  let browser: Browser;
  let page: Page;
  const name = `E2E-Runde ${unique()}`;
  const sprintListID = `e2e-${unique()}`;

  beforeAll(async () => {
    const buyer = await testBuyer();
    const twice = randomBytes(12).toString('hex'); // one store, twice in the round
    await insertRound({ sprintListID, name, ...period }, [
      { vst: '9101', storeID: twice, name: 'Spar Limmatplatz', alk: 1, alkdone: 1, userID: buyer._id },
      { vst: '9102', name: 'Spar Wiedikon', alk: 2, tabak: 1, userID: buyer._id },
      { vst: '9101', storeID: twice, name: 'Spar Limmatplatz', type: 'eov', alk: 1, userID: buyer._id },
    ]);
    browser = await launchBrowser();
    page = await (await newContext(browser, { viewport: 'desktop' })).newPage();
    await signIn(page, 'planung', '/admin/sprints');
  });

  afterAll(() => browser.close());

  it('lists the round with its progress; only an admin may delete it', async () => {
    // the page is named as the menu entry that leads to it (issue 17: it said 'Sprints')
    await shows(page.getByTestId('screen').getByRole('heading', { name: 'Runden', exact: true }));
    await shows(page.getByRole('navigation').getByRole('link', { name: 'Runden', exact: true }));
    const card = roundCard(page, name);
    await shows(card);
    await shows(card.getByText('1/5 Testkäufe (20 %)'));
    await shows(card.getByText('1 von 3 Filialen erledigt'));
    expect(await card.getByRole('button', { name: 'Runde löschen' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Hinzufügen' }).waitFor();
    expect(await page.getByRole('link', { name: 'Hinzufügen' }).getAttribute('href')).toBe('/admin/import');
  });

  it('opens the detail with the duplicates notice, the counts per store and the filters', async () => {
    await roundCard(page, name).getByRole('link', { name }).click();
    await reaches(page, '/admin/sprints/detail');
    await shows(page.getByRole('heading', { name }));
    await shows(
      page.getByTestId('sprint-duplicates').getByText('Diese Filialen sind mehrfach in der Runde: 9101'),
    );
    const rows = page.getByTestId('sprint-item');
    expect(await rows.count()).toBe(3);
    const wiedikon = rows.filter({ hasText: 'Spar Wiedikon' });
    expect(await wiedikon.getByTestId('sprint-count-Alkohol').textContent()).toBe('0 / 0 / 2');
    expect(await wiedikon.getByTestId('sprint-count-Tabak').textContent()).toBe('0 / 0 / 1');

    await stateFilter(page, 'Erledigt').click();
    await disappears(page.getByText('Spar Wiedikon'));
    expect(await rows.count()).toBe(1);
    await stateFilter(page, 'Offen').click();
    await shows(page.getByText('Spar Wiedikon'));
    expect(await rows.count()).toBe(2);
    await stateFilter(page, 'Alle').click();

    await choose(page, 'Sortierung', 'Typ');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'type');
    // the list sorts after the address changed: wait for the eov store to come first
    await shows(rows.first().getByRole('cell').nth(1).getByText('eov', { exact: true }));

    await choose(page, 'Testkäufer', 'Nicht zugeteilt');
    await shows(page.getByText('Keine Testkäufer gefunden'));
  });

  it('shows the purchases of a store and takes a duplicate out of the round', async () => {
    await page.goto(`/admin/sprints/detail?id=${encodeURIComponent(sprintListID)}`);
    const rows = page.getByTestId('sprint-item');
    await shows(rows.first());
    await rows.filter({ hasText: 'Spar Wiedikon' }).getByRole('button', { name: 'Testkäufe' }).click();
    await shows(page.getByText('Für diese Filiale wurden in dieser Runde keine Testkäufe erfasst.'));
    await page.keyboard.press('Escape');

    const duplicate = rows.filter({ hasText: 'eov' });
    await duplicate.getByRole('button', { name: 'Filiale entfernen: 9101' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    await shows(page.getByText('Filiale aus der Runde entfernt.'));
    await disappears(page.getByTestId('sprint-duplicates'));
    expect(await rows.count()).toBe(2);
  });

  it('archives the round, finds it in the loaded archive and restores it', async () => {
    await page.getByRole('link', { name: 'Zurück zu den Runden' }).click();
    await reaches(page, '/admin/sprints');
    await roundCard(page, name).getByRole('button', { name: 'Archivieren' }).click();
    await shows(page.getByText('Runde archiviert.'));
    await disappears(roundCard(page, name));

    await page.getByRole('button', { name: 'Archiv laden' }).click();
    const archived = roundCard(page, name);
    await shows(archived);
    await archived.getByRole('button', { name: 'Wiederherstellen' }).click();
    await shows(page.getByText('Runde wiederhergestellt.'));
    await shows(roundCard(page, name).getByRole('button', { name: 'Archivieren' }));
  });

  // Issue 8, beyond the spec: the demo test buyer's failed alcohol test at an avec store of the demo round
  // (infra/platform/demo-purchases.mjs) makes a later round holding avec stores propose that store again.
  it('sees the failed store proposed for a later round, takes it in, and sees it marked as a re-test', async () => {
    const later = `e2e-${unique()}`;
    await insertRound(
      { sprintListID: later, name: `E2E-Nachtest ${unique()}`, start: inDays(1), end: inDays(30) },
      [{ vst: '9301', name: 'avec Hauptbahnhof', type: 'avec' }],
    );
    await page.goto(`/admin/sprints/detail?id=${encodeURIComponent(later)}`);
    const proposals = page.getByTestId('retest-proposals');
    await shows(proposals.getByRole('heading', { name: 'Vorgeschlagene Nachtests' }));
    const take = proposals.getByRole('button', { name: /^In Runde übernehmen: / }).first();
    await shows(take);
    const vst = ((await take.getAttribute('aria-label')) ?? '').replace('In Runde übernehmen: ', '');
    await shows(proposals.getByText(/^Alkohol am \d\d\.\d\d\.\d{4}$/));
    await take.click();
    await shows(page.getByText('Filiale als Nachtest in die Runde übernommen.'));
    await disappears(proposals.getByRole('button', { name: `In Runde übernehmen: ${vst}` }));
    const retest = page
      .getByTestId('sprint-item')
      .filter({ has: page.getByTestId('retest-marker') })
      .filter({ hasText: vst });
    await shows(retest);
    expect(await retest.getByTestId('sprint-count-Alkohol').textContent()).toBe('0 / 0 / 1');
    expect(await page.getByTestId('sprint-item').count()).toBe(2);
  });

  it('returns to the list from a detail without id', async () => {
    await page.goto('/admin/sprints/detail');
    await reaches(page, '/admin/sprints');
    await shows(page.getByRole('heading', { name: 'Aktive Runden' }));
  });
});

describe('an administrator assigns a test buyer and deletes a round', () => {
  let browser: Browser;
  let page: Page;
  const name = `E2E-Admin ${unique()}`;
  const sprintListID = `e2e-${unique()}`;

  beforeAll(async () => {
    await insertRound({ sprintListID, name, ...period }, [
      { vst: '9201', name: 'Coop Oerlikon', type: 'coop' },
    ]);
    browser = await launchBrowser();
    page = await (await newContext(browser, { viewport: 'desktop' })).newPage();
    await signIn(page, 'admin', `/admin/sprints/detail?id=${encodeURIComponent(sprintListID)}`);
  });

  afterAll(() => browser.close());

  it('assigns the store to a test buyer, which the server keeps', async () => {
    const buyer = await testBuyer();
    await shows(page.getByRole('heading', { name }));
    await choose(page, 'Testkäufer: 9201', buyer.name);
    await shows(page.getByText('Testkäufer zugeteilt.'));
    const detail = await apiAs<{ items: { userID: string | null }[] }>(
      'admin',
      'GET',
      `/api/sprints/items/bySprintListID/${sprintListID}`,
    );
    expect(detail.body.items.map((item) => item.userID)).toEqual([buyer._id]);
  });

  it('deletes the whole round after asking', async () => {
    await page.getByRole('link', { name: 'Zurück zu den Runden' }).click();
    const card = roundCard(page, name);
    await shows(card);
    await card.getByRole('button', { name: 'Runde löschen' }).click();
    await shows(page.getByText(`Wollen Sie die Runde «${name}» mit allen 1 Filialen wirklich löschen?`));
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    await disappears(card);
    const gone = await apiAs('admin', 'GET', `/api/sprints/items/bySprintListID/${sprintListID}`);
    expect(gone.status).toBe(404);
  });
});
