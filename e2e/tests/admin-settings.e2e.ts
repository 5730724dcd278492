import type { Browser, Page } from 'playwright-core';
import { storeEditOf, type AdminSettings, type Store } from '@agecheck/contracts';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { shows } from '../support/expect';

// Back-office spec, section 2, "Settings (admin)": "A global switch to check for current rounds on a new
// purchase"; it drives the wizard's 'not in sprint' warning (field-app spec, section 8). Beside it, the switch
// of the rounds' re-test proposals (decision 0028).

const NOT_IN_SPRINT = 'Diese Filiale ist in keiner laufenden Runde.';

describe('an administrator switches the round check off and the wizard stops warning', () => {
  let browser: Browser;
  let admin: Page;
  let buyer: Page;
  let outsideTheRound: Store;

  beforeAll(async () => {
    // the demo round holds stores in Zürich and Bern only
    const found = await apiAs<Store[]>('testkaeufer', 'POST', '/api/stores/search', { query: 'Lugano' });
    outsideTheRound = found.body[0] as Store;
    browser = await launchBrowser();
    admin = await (await newContext(browser)).newPage();
    buyer = await (await newContext(browser, { viewport: 'phone' })).newPage();
    await signIn(admin, 'admin', '/admin/settings');
    await signIn(buyer, 'testkaeufer', `/purchases/detail?store=${outsideTheRound._id}`);
  });

  afterAll(async () => {
    await apiAs('admin', 'PUT', '/api/adminSettings', { checkStoreTypes: true, retestProposals: true });
    await browser.close();
  });

  it('warns of a store outside the round while the check is on', async () => {
    await shows(buyer.getByText(NOT_IN_SPRINT));
  });

  it('switches the check off, keeps it after a reload, and the wizard no longer warns', async () => {
    const check = admin.getByRole('switch', { name: 'Bei neuem Testkauf auf aktuelle Runden prüfen' });
    await shows(check);
    expect(await check.isChecked()).toBe(true);
    await check.click({ force: true });
    await shows(admin.getByText('Erfolgreich gespeichert!'));
    await admin.reload();
    await shows(check);
    expect(await check.isChecked()).toBe(false);
    expect((await apiAs<AdminSettings>('testkaeufer', 'GET', '/api/adminSettings')).body).toMatchObject({
      checkStoreTypes: false,
    });

    await buyer.reload();
    await shows(buyer.getByText('Schritt 2 von 4'));
    // the wizard has the settings once nothing is loading any more
    await buyer.waitForLoadState('networkidle');
    expect(await buyer.getByText(NOT_IN_SPRINT).count()).toBe(0);
  });

  it('turns the re-test proposals of the rounds off and on again (decision 0028)', async () => {
    const proposing = admin.getByRole('switch', { name: 'Nachtests vorschlagen' });
    await shows(proposing);
    expect(await proposing.isChecked()).toBe(true);
    await proposing.click({ force: true });
    await shows(admin.getByText('Erfolgreich gespeichert!').last());
    await admin.reload();
    await shows(proposing);
    expect(await proposing.isChecked()).toBe(false);
    expect((await apiAs<AdminSettings>('planung', 'GET', '/api/adminSettings')).body).toMatchObject({
      retestProposals: false,
    });
    await proposing.click({ force: true });
    await shows(admin.getByText('Erfolgreich gespeichert!'));
    expect((await apiAs<AdminSettings>('planung', 'GET', '/api/adminSettings')).body).toMatchObject({
      retestProposals: true,
    });
  });
});

// Back-office spec, section 2, "Settings": "store geocoding with counters successful, failed, toGeocode and
// stores", run as a job with a progress bar (issue 8).
describe('an administrator geocodes the stores without coordinates', () => {
  let browser: Browser;
  let page: Page;
  let unlocated: Store[];

  beforeAll(async () => {
    const found = await apiAs<Store[]>('admin', 'POST', '/api/stores/search', { api: 'loro' });
    unlocated = found.body.slice(0, 3);
    // saved without coordinates and without a chosen place: the stores have none until geocoded
    for (const store of unlocated) {
      const { latitude: _latitude, longitude: _longitude, ...geo } = store.geo;
      await apiAs('admin', 'PUT', `/api/stores/${store._id}`, { ...storeEditOf(store), geo });
    }
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    await signIn(page, 'admin', '/admin/settings');
  });

  afterAll(() => browser.close());

  it('shows how many stores lack coordinates, runs the job with its progress and gives them back', async () => {
    const counters = page.getByTestId('geocoding-counters');
    await shows(counters);
    expect(Number(await counters.getByLabel('Zu geocodieren').textContent())).toBeGreaterThanOrEqual(3);

    await page.getByRole('button', { name: 'Geocoding starten' }).click();
    await shows(page.getByText('Der Vorgang wurde gestartet.'));
    await shows(page.getByTestId('job-progress'));
    await shows(page.getByText('Abgeschlossen.'), 60_000);
    expect(Number(await counters.getByLabel('Erfolgreich').textContent())).toBeGreaterThanOrEqual(3);
    expect(await counters.getByLabel('Fehlgeschlagen').textContent()).toBe('0');

    for (const store of unlocated) {
      const saved = await apiAs<Store>('admin', 'GET', `/api/stores/byID/${store._id}`);
      expect([saved.body.geo.latitude, saved.body.geo.longitude]).toEqual([
        store.geo.latitude,
        store.geo.longitude,
      ]);
    }
  });

  it('names each store it could not find, with the reason (issue 17)', async () => {
    const found = await apiAs<Store[]>('admin', 'POST', '/api/stores/search', { api: 'loro' });
    const store = found.body[3];
    if (!store) throw new Error('the demo data hold fewer than four loro stores');
    const { latitude: _latitude, longitude: _longitude, ...geo } = store.geo;
    // an address the geocoder does not know, without coordinates
    const nowhere = { street: 'Atlantisweg 1', plz: '9999', city: 'Atlantis' };
    await apiAs('admin', 'PUT', `/api/stores/${store._id}`, { ...storeEditOf(store), ...nowhere, geo });
    try {
      await page.reload();
      await shows(page.getByTestId('geocoding-counters'));
      await page.getByRole('button', { name: 'Geocoding starten' }).click();
      await shows(page.getByText('Abgeschlossen.'), 60_000);
      await shows(
        page
          .getByTestId('geocoding-failed')
          .getByText(`${store.vst} ${store.name}: Die Adresse wurde nicht gefunden.`),
      );
    } finally {
      await apiAs('admin', 'PUT', `/api/stores/${store._id}`, storeEditOf(store));
    }
  });
});
