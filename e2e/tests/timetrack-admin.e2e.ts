import type { Browser, Page } from 'playwright-core';
import type { TimetrackCustomer, TimetrackRegion } from '@agecheck/contracts';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, recordRequests, signIn } from '../support/browser';
import { disappears, reaches, shows } from '../support/expect';
import { choose } from '../support/select';

// Checklist A-R4, A.7 and A.8 (back-office spec, sections 2, 3, 5, 8): /admin/timetrack keeps the detectives'
// customers and the three kinds of region in four tabs; 'Erfolgreich gespeichert!' (B§8 L211), 'Fehler beim
// Laden.' (B§8 L196); a customer or region in use is kept (409 timetrack.inUse); decision 0034.

const suffix = Math.random().toString(36).slice(2, 6);
const regionName = `Region Emmental ${suffix}`;
const customerName = `Coop Burgdorf ${suffix}`;
const IN_USE = 'Der Eintrag wird von Rapporten verwendet und kann nicht gelöscht werden.';

const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });
const saveDialog = (page: Page) =>
  page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();

async function confirmDelete(page: Page, name: string) {
  await page.getByRole('button', { name: `Löschen: ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
}

describe('an administrator keeps the customers and regions of time tracking', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    await signIn(page, 'admin', '/admin/timetrack');
  });

  afterAll(async () => {
    // What a failed run left behind, customers first (a region a customer names cannot go).
    const customers = await apiAs<TimetrackCustomer[]>('admin', 'GET', '/api/timetrack/kunden');
    for (const customer of customers.body.filter(({ name }) => name.includes(suffix)))
      await apiAs('admin', 'DELETE', `/api/timetrack/kunden/${customer._id}`);
    const regions = await apiAs<TimetrackRegion[]>('admin', 'GET', '/api/timetrack/regionen');
    for (const region of regions.body.filter(({ name }) => name.includes(suffix)))
      await apiAs('admin', 'DELETE', `/api/timetrack/regionen/${region._id}`);
    for (const path of ['/api/tk/regionen', '/api/promoCheck/regionen']) {
      const left = await apiAs<{ _id: string; name: string }[]>('admin', 'GET', path);
      for (const region of left.body.filter(({ name }) => name.includes(suffix)))
        await apiAs('admin', 'DELETE', `${path}/${region._id}`);
    }
    await browser.close();
  });

  it('shows the four tabs, the customers first', async () => {
    await shows(page.getByRole('heading', { name: 'Kunden und Regionen' }));
    for (const tab of ['Kunden', 'Regionen', 'Valora-Regionen', 'Testkauf-Regionen'])
      await shows(page.getByRole('tab', { name: tab, exact: true }));
    expect(await page.getByRole('tab', { name: 'Kunden', exact: true }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('refuses a region without its weekday price at the field, then saves it', async () => {
    await page.getByRole('tab', { name: 'Regionen', exact: true }).click();
    await page.getByRole('button', { name: 'Neue Region' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Region' });
    await shows(dialog);
    await dialog.getByLabel(/^Name\b/).fill(regionName);
    await dialog.getByLabel('Adresszeile 1').fill('Coop Region Bern');
    await dialog.getByLabel('VST-Ort').fill('Burgdorf');
    await dialog.getByLabel('Referenz').fill(`R-${suffix}`);
    await dialog.getByLabel('Lieferadresse').fill('Bahnhofstrasse 1, 3400 Burgdorf');
    await dialog.getByLabel('Kostenstelle (KST)').fill('4711');
    await dialog.getByLabel('Preis Sonntag (CHF)').fill('120');

    const posts = recordRequests(page, 'POST', '/api/timetrack/regionen');
    await saveDialog(page);
    const normal = dialog.getByLabel('Preis normal (CHF)');
    await shows(dialog.getByText('Pflichtfeld', { exact: true }));
    expect(await normal.getAttribute('aria-invalid')).toBe('true');
    const errorId = (await normal.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${errorId.split(' ')[0]}"]`).textContent()).toContain('Pflichtfeld');
    expect(await dialog.getByLabel('Preis Sonntag (CHF)').getAttribute('aria-invalid')).not.toBe('true');
    expect(posts.urls).toEqual([]);
    posts.stop();
    const regions = await apiAs<TimetrackRegion[]>('admin', 'GET', '/api/timetrack/regionen');
    expect(regions.body.map(({ name }) => name)).not.toContain(regionName);

    await normal.fill('80');
    await saveDialog(page);
    await shows(page.getByText('Erfolgreich gespeichert!'));
    await disappears(page.getByRole('dialog'));
    await shows(row(page, regionName));
    await shows(row(page, regionName).getByRole('cell', { name: '120.00', exact: true }));
  });

  it('creates a customer in the region and changes it', async () => {
    await page.getByRole('tab', { name: 'Kunden', exact: true }).click();
    await page.getByRole('button', { name: 'Neuer Kunde' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Kunde' });
    await shows(dialog);
    await dialog.getByLabel(/^Name\b/).fill(customerName);
    await dialog.getByLabel(/^VST\b/).fill('4321');
    await choose(page, /^Region/, regionName);
    await choose(page, /^Art/, 'Ladenkontrolle');
    await saveDialog(page);
    await shows(page.getByText('Erfolgreich gespeichert!'));
    await disappears(page.getByRole('dialog'));
    await shows(row(page, customerName).getByRole('cell', { name: regionName, exact: true }));
    await shows(row(page, customerName).getByRole('cell', { name: 'Ladenkontrolle', exact: true }));

    await page.getByRole('button', { name: `Bearbeiten: ${customerName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Kunde bearbeiten' });
    await shows(edit);
    expect(await edit.getByLabel(/^VST\b/).inputValue()).toBe('4321');
    await edit.getByLabel(/^Name\b/).fill(`${customerName} Neu`);
    await saveDialog(page);
    await shows(page.getByText('Erfolgreich gespeichert!'));
    await disappears(page.getByRole('dialog'));
    await shows(row(page, `${customerName} Neu`));
    const customers = await apiAs<TimetrackCustomer[]>('admin', 'GET', '/api/timetrack/kunden');
    expect(customers.body.find(({ name }) => name === `${customerName} Neu`)).toMatchObject({
      vst: 4321,
      kind: 'storeCheck',
    });
  });

  it('keeps the region while the customer names it, and deletes the customer, then the region', async () => {
    await page.getByRole('tab', { name: 'Regionen', exact: true }).click();
    await confirmDelete(page, regionName);
    await shows(page.getByText(IN_USE));
    await disappears(page.getByRole('dialog'));
    await shows(row(page, regionName));

    await page.getByRole('tab', { name: 'Kunden', exact: true }).click();
    await confirmDelete(page, `${customerName} Neu`);
    await disappears(row(page, `${customerName} Neu`));

    await page.getByRole('tab', { name: 'Regionen', exact: true }).click();
    await confirmDelete(page, regionName);
    await disappears(row(page, regionName));
    const regions = await apiAs<TimetrackRegion[]>('admin', 'GET', '/api/timetrack/regionen');
    expect(regions.body.map(({ name }) => name)).not.toContain(regionName);
  });

  it('asks a coop test-purchase region for its additional price only, and keeps a Valora region', async () => {
    const tkName = `TK Region Coop ${suffix}`;
    await page.getByRole('tab', { name: 'Testkauf-Regionen', exact: true }).click();
    await page.getByRole('button', { name: 'Neue Testkauf-Region' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Testkauf-Region' });
    await shows(dialog);
    await dialog.getByLabel(/^Name\b/).fill(tkName);
    await choose(page, /^Filialtyp/, 'coop');
    await dialog.getByLabel('Referenz').fill(`TK-${suffix}`);
    await dialog.getByLabel('Kostenstelle (KST)').fill('4712');
    await dialog.getByLabel('Zahlungsfrist (Tage)').fill('30');
    await dialog.getByLabel('Preis normal (CHF)').fill('45.5');
    await saveDialog(page);
    const zusatz = dialog.getByLabel('Zusatzpreis (CHF)');
    await shows(dialog.getByText('Pflichtfeld', { exact: true }));
    expect(await zusatz.getAttribute('aria-invalid')).toBe('true');
    await zusatz.fill('10');
    await saveDialog(page);
    await shows(page.getByText('Erfolgreich gespeichert!'));
    await disappears(page.getByRole('dialog'));
    await shows(row(page, tkName).getByRole('cell', { name: '45.50', exact: true }));
    await confirmDelete(page, tkName);
    await disappears(row(page, tkName));

    const valoraName = `Valora Ost ${suffix}`;
    await page.getByRole('tab', { name: 'Valora-Regionen', exact: true }).click();
    await page.getByRole('button', { name: 'Neue Valora-Region' }).click();
    const valora = page.getByRole('dialog', { name: 'Neue Valora-Region' });
    await shows(valora);
    await valora.getByLabel(/^Name\b/).fill(valoraName);
    await valora.getByLabel(/^NVL\b/).fill('NVL Ost');
    await valora.getByLabel('Referenz').fill(`V-${suffix}`);
    await valora.getByLabel('Kostenstelle (KST)').fill('4713');
    await valora.getByLabel('Preis normal (CHF)').fill('60');
    await valora.getByLabel('Preis zusätzlich (CHF)').fill('15');
    await saveDialog(page);
    await shows(page.getByText('Erfolgreich gespeichert!'));
    await shows(row(page, valoraName).getByRole('cell', { name: 'NVL Ost', exact: true }));
    await confirmDelete(page, valoraName);
    await disappears(row(page, valoraName));
  });

  it('opens the tab the parameter download names, and says when its list failed to load', async () => {
    const other = await (await newContext(browser)).newPage();
    // The Valora regions' service fails as a gateway answers for a service that is down (503); the other
    // lists load.
    await other.route('**/api/promoCheck/regionen', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, message: 'Service Unavailable' }),
      }),
    );
    await signIn(other, 'admin', '/admin/timetrack?download=valoraRegions');
    const tab = other.getByRole('tab', { name: 'Valora-Regionen', exact: true });
    await shows(tab);
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    await shows(other.getByText('Fehler beim Laden.'));
    await shows(other.getByRole('button', { name: 'Erneut versuchen' }));
    await other.getByRole('tab', { name: 'Regionen', exact: true }).click();
    await disappears(other.getByText('Fehler beim Laden.'));
    expect(new URL(other.url()).searchParams.get('download')).toBe('regions');
    await other.close();
  });

  it('is not opened for a planner, who lands on the dashboard', async () => {
    const planner = await (await newContext(browser)).newPage();
    await signIn(planner, 'planung', '/admin/timetrack');
    await reaches(planner, '/dashboard');
    await disappears(planner.getByRole('heading', { name: 'Kunden und Regionen' }));
    await planner.close();
  });
});
