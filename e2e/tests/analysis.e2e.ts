import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import {
  addDays,
  toIsoDate,
  type Insight,
  type PurchaseInputDraft,
  type Shopper,
  type Store,
} from '@agecheck/contracts';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { reaches, shows } from '../support/expect';

// Back-office spec, sections 2 and 9: the daily analysis (day search, per-user list, map dialog with markers
// coloured by the minutes since the previous purchase, red for open items; empty state), the planning
// overview (today's users, current rounds with progress, map of a user's open purchases), and issue 8's
// insight page, which draws its charts.

const TESTER = 'testkaeufer';
/** A day of its own: the test's three purchases are the only ones. */
const DAY = '2026-02-02';

/** A complete tobacco test of the demo test buyer at a BP store, as the wizard sends it. */
function tobaccoTest(store: Store, shopper: Shopper, time: string, respected: boolean): PurchaseInputDraft {
  return {
    _id: randomUUID(),
    type: [{ api: 'bp', name: 'BP' }],
    vst: store.vst,
    name: store.name,
    storeID: store._id,
    date: DAY,
    time,
    shopper: { _id: shopper._id, name: shopper.name, date: shopper.date },
    testType: 'Tabak',
    cashier: { gender: 'm', name: 'Huber', firstname: 'Marco' },
    article: '570300000000000000000009',
    regulationsRespected: respected,
    pass: respected,
    age: respected,
    ...(respected ? {} : { reasonTMP: 'idMisread' as const }),
    signatures: respected
      ? { cashier: {}, chief: {} }
      : { cashier: { problem: 'refused' }, chief: { problem: 'absent', position: 'employee' } },
    noReceipt: true,
    noQuittReason: 'Kasse ohne Drucker',
    overriddenWarnings: ['notInSprint', 'shopperRecentlyTested'],
  };
}

describe('analysis, planning overview and insight', () => {
  let browser: Browser;
  let page: Page;
  const stores: Store[] = [];

  beforeAll(async () => {
    const found = await apiAs<Store[]>(TESTER, 'POST', '/api/stores/search', { query: 'BP' });
    stores.push(...found.body.filter((store) => store.api === 'bp').slice(0, 3));
    const [shopper] = (await apiAs<Shopper[]>(TESTER, 'GET', '/api/shoppers')).body;
    if (stores.length < 3 || !shopper) throw new Error('the demo data has no three BP stores or no shopper');
    const day = [
      tobaccoTest(stores[0]!, shopper, '10:00', true),
      tobaccoTest(stores[1]!, shopper, '10:30', false),
      tobaccoTest(stores[2]!, shopper, '11:45', true),
    ];
    for (const purchase of day) {
      const saved = await apiAs<{ delayed: boolean }>(
        TESTER,
        'PUT',
        `/api/purchases/${purchase._id}`,
        purchase,
      );
      expect(saved).toMatchObject({ status: 200, body: { delayed: false } });
    }
    browser = await launchBrowser();
    page = await (await newContext(browser, { viewport: 'desktop' })).newPage();
    await signIn(page, 'planung', `/admin/purchases/analyze?date=${DAY}`);
  });

  afterAll(() => browser.close());

  it("lists the day's users and shows one user's day on the map, coloured by the minutes between purchases", async () => {
    await shows(page.getByRole('heading', { name: 'Tagesauswertung' }));
    const row = page.getByTestId('day-users').getByRole('row', { name: /Tim Testkäufer/ });
    await shows(row);
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['Tim Testkäufer', '3', '1']),
    );

    await row.getByRole('button', { name: 'Karte: Tim Testkäufer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tim Testkäufer, 02.02.2026' });
    await shows(dialog.getByTestId('marker-map'));
    // 10:00 first of the day (green), 10:30 after 30 minutes (orange), 11:45 after 75 (red); then the open
    // round entries of the demo round, red
    const colours = (await dialog.getByTestId('marker-map').getAttribute('data-markers'))?.split(',') ?? [];
    expect(colours.slice(0, 3)).toEqual(['green', 'orange', 'red']);
    expect(colours.length).toBeGreaterThan(3);
    expect(new Set(colours.slice(3))).toEqual(new Set(['red']));
    await shows(dialog.getByText('30 Min. seit dem vorherigen'));
    await shows(dialog.getByText('Nicht eingehalten'));

    // choosing a purchase in the list opens its info window on the map, at most 250 px wide
    await dialog.getByTestId('analysis-purchase').nth(1).click();
    const info = page.getByTestId('map-info');
    await shows(info.getByText(`${stores[1]!.name} (${stores[1]!.vst})`));
    expect((await info.boundingBox())?.width).toBeLessThanOrEqual(250);
    await info.getByRole('button').click();
    await info.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Schliessen' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows the empty state on a date without tours', async () => {
    const date = page.getByLabel('Datum', { exact: true });
    await date.fill('01.02.2026');
    await date.press('Enter');
    await shows(page.getByText('An diesem Datum gab es keine Touren.'));
  });

  it("shows today's users with their counts, the current rounds with progress and a user's open stores on the map", async () => {
    await page.goto(new URL('/organization/overview', page.url()).toString());
    await reaches(page, '/organization/overview');
    await shows(page.getByRole('heading', { name: 'Tagesplanung' }));
    // the demo test buyer's delayed purchase of today (infra/platform/demo-purchases.mjs)
    const row = page.getByTestId('day-users').getByRole('row', { name: /Tim Testkäufer/ });
    await shows(row);
    const round = page.getByTestId('running-rounds').getByText('Demo-Runde');
    await shows(round);
    await shows(page.getByText(/\d+ von \d+ Testkäufen \(\d+ %\)/));

    await row.getByRole('button', { name: 'Karte: Tim Testkäufer' }).click();
    const map = page.getByRole('dialog').getByTestId('marker-map');
    await shows(map);
    const colours = (await map.getAttribute('data-markers'))?.split(',') ?? [];
    expect(colours.length).toBeGreaterThan(0);
    expect(new Set(colours)).toEqual(new Set(['red']));
    await shows(page.getByRole('dialog').getByTestId('analysis-open-item').first());
    await page.getByRole('dialog').getByRole('button', { name: 'Schliessen' }).click();
  });

  // Field-app spec, section 2: "for admin and planung ... a counter of items to check"; issue 8: the
  // overview's cards with real counts
  it('counts the purchases waiting for control on the dashboard and on the overview, as the server does', async () => {
    const { body } = await apiAs<{ purchases?: { toControl?: number } }>('planung', 'GET', '/api/dashboard/');
    const count = body.purchases?.toControl;
    expect(count).toBeGreaterThanOrEqual(3);
    await page.goto(new URL('/dashboard', page.url()).toString());
    const counter = page.getByTestId('to-control');
    await shows(counter.getByText(`${count} Testkäufe warten auf die Kontrolle`));
    expect(await counter.getByRole('link', { name: 'Zur Kontrolle' }).getAttribute('href')).toBe(
      '/admin/control',
    );

    await page.goto(new URL('/admin/overview', page.url()).toString());
    await shows(
      page.getByTestId('overview-to-control').getByText(`${count} Testkäufe warten auf die Kontrolle.`),
    );
  });

  it('draws the insight charts of the sale rate with their numbers, for a period and a round', async () => {
    await page.goto(new URL('/admin/insight', page.url()).toString());
    await shows(page.getByRole('heading', { name: 'Verkaufsquote' }));
    await shows(page.getByTestId('insight-total'));
    const charts = page.getByTestId('insight-chart');
    expect(await charts.count()).toBe(7);
    for (const dimension of [
      'Alter der Testkäufer',
      'Tageszeit',
      'Wochentag',
      'Filialtyp',
      'Kanton',
      'Testart',
    ]) {
      await shows(page.getByRole('img', { name: `Verkaufsquote nach ${dimension}` }));
    }

    // the demo round over the last twelve months, as the read model counts it
    await page.getByRole('combobox', { name: 'Runde' }).click();
    await page.getByRole('option', { name: 'Demo-Runde' }).click();
    const today = toIsoDate();
    const insight = await apiAs<Insight>('planung', 'POST', '/api/purchases/insight', {
      from: addDays(today, -365),
      to: today,
      sprintListID: 'demo-round',
    });
    await shows(
      page.getByText(`${insight.body.sold} von ${insight.body.tests} Testkäufen mit Verkauf`, {
        exact: false,
      }),
    );
    await page.getByRole('combobox', { name: 'Runde' }).click();
    await page.getByRole('option', { name: 'Demo-Runde' }).click();

    // the test day alone: three tobacco tests, one sold
    await page.getByLabel('Von', { exact: true }).fill('02.02.2026');
    await page.getByLabel('Von', { exact: true }).press('Escape');
    await page.getByLabel('Bis', { exact: true }).fill('02.02.2026');
    await page.getByLabel('Bis', { exact: true }).press('Escape');
    await shows(page.getByText(/^1 von 3 Testkäufen mit Verkauf: 33[.,]3\s?%$/));
    const weekday = page.getByTestId('insight-weekday');
    expect(await weekday.getByTestId('insight-bar').count()).toBe(1);
    await shows(weekday.getByRole('row', { name: /^Montag 3 1 33[.,]3\s?%$/ }));

    // a period without tests
    await page.getByLabel('Von', { exact: true }).fill('01.02.2026');
    await page.getByLabel('Von', { exact: true }).press('Escape');
    await page.getByLabel('Bis', { exact: true }).fill('01.02.2026');
    await page.getByLabel('Bis', { exact: true }).press('Escape');
    await shows(page.getByText('Im gewählten Zeitraum gibt es keine Testkäufe.'));
  });
});
