import type { Browser, Page } from 'playwright-core';
import { storeEditOf, type Store } from '@agecheck/contracts';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, recordRequests, signIn } from '../support/browser';
import { choose } from '../support/select';
import { disappears, shows } from '../support/expect';

// Back-office spec, section 2, "Stores": search with type filter (350 ms after the last key), the table, the
// edit dialog with place search, opening hours per weekday and coordinates (section 5: without coordinates
// those of the chosen place), 'Wollen Sie die Bearbeitung abbrechen?' on escape.

describe('an administrator edits a store', () => {
  let browser: Browser;
  let page: Page;
  let store: Store;
  let other: Store;

  beforeAll(async () => {
    const found = await apiAs<Store[]>('admin', 'POST', '/api/stores/search', { api: 'landilacote' });
    store = found.body[0] as Store;
    other = found.body[1] as Store;
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    await signIn(page, 'admin', '/admin/stores');
  });

  afterAll(async () => {
    await apiAs('admin', 'PUT', `/api/stores/${store._id}`, storeEditOf(store));
    await browser.close();
  });

  it('searches once the typing pauses and narrows by store type', async () => {
    await shows(page.getByRole('heading', { name: 'Filialen' }));
    await shows(page.getByText('Geben Sie einen Suchbegriff ein, wählen Sie einen Filialtyp'));
    const searches = recordRequests(page, 'POST', '/api/stores/search');
    await page.getByLabel('Suche').pressSequentially(store.city, { delay: 60 });
    await shows(page.getByTestId('store-row'));
    expect(searches.urls).toHaveLength(1);
    searches.stop();

    await choose(page, 'Filialtyp', 'landilacote');
    await shows(page.getByRole('cell', { name: store.name, exact: true }));
    const types = await page.getByTestId('store-row').locator('td:nth-child(2)').allTextContents();
    expect(new Set(types)).toEqual(new Set(['landilacote']));
  });

  it('saves a new name, opening hours and the chosen place’s position, and lists them', async () => {
    await page.getByRole('button', { name: `Bearbeiten: ${store.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Filiale bearbeiten' });
    await shows(dialog.getByLabel('Ortssuche'));

    await dialog.getByLabel(/^Name\b/).fill(`${store.name} Neu`);
    await dialog.getByRole('button', { name: 'Zeit hinzufügen: Sonntag' }).click();
    await dialog.getByLabel('Öffnet Sonntag').last().fill('10:00');
    await dialog.getByLabel('Schliesst Sonntag').last().fill('16:00');

    await dialog.getByLabel('Ortssuche').fill(`${store.plz} ${store.city}`);
    await dialog.getByRole('button', { name: 'Ort suchen' }).click();
    const places = dialog.getByRole('table', { name: 'Gefundene Orte' });
    await shows(places.getByRole('cell', { name: `${store.plz} ${store.city}`, exact: true }));
    await places
      .getByRole('row', { name: new RegExp(`^${store.plz} ${store.city}`) })
      .getByRole('button')
      .click();
    await shows(dialog.getByText(`Gewählter Ort: ${store.plz} ${store.city}`));
    await dialog.getByLabel('Breitengrad').fill('');
    await dialog.getByLabel('Längengrad').fill('');

    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await shows(page.getByText('Erfolgreich gespeichert!'));
    await disappears(dialog);
    const row = page.getByTestId('store-row').filter({ hasText: `${store.name} Neu` });
    await shows(row.getByRole('cell', { name: `${store.plz} ${store.city}`, exact: true }));

    const saved = await apiAs<Store>('admin', 'GET', `/api/stores/byID/${store._id}`);
    expect(saved.body.name).toBe(`${store.name} Neu`);
    expect(saved.body.geo.place?.formatted_address).toBe(`${store.plz} ${store.city}`);
    // the town's centre, which the geocoder (the stand-in) answers for the postcode and town
    expect(saved.body.geo.latitude).not.toBe(store.geo.latitude);
    expect(saved.body.geo.place?.opening_hours?.periods).toContainEqual({
      open: { day: 0, time: '1000' },
      close: { day: 0, time: '1600' },
    });
  });

  it('names a missing name and a half position without asking the server, and asks before closing', async () => {
    await page.getByRole('button', { name: `Bearbeiten: ${store.name} Neu` }).click();
    const dialog = page.getByRole('dialog', { name: 'Filiale bearbeiten' });
    await shows(dialog.getByLabel('Ortssuche'));
    const puts = recordRequests(page, 'PUT', `/api/stores/${store._id}`);
    await dialog.getByLabel(/^Name\b/).fill(' ');
    await dialog.getByLabel('Breitengrad').fill('47.1');
    await dialog.getByLabel('Längengrad').fill('');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await shows(dialog.getByText('Bitte geben Sie den Namen ein.'));
    await shows(dialog.getByText('Bitte geben Sie einen Längengrad in der Schweiz ein (5.8 bis 10.6).'));
    expect(puts.urls).toEqual([]);
    puts.stop();

    await page.keyboard.press('Escape');
    await shows(page.getByText('Wollen Sie die Bearbeitung abbrechen?'));
    await page.getByRole('button', { name: 'Ja' }).click();
    await disappears(dialog);
    const kept = await apiAs<Store>('admin', 'GET', `/api/stores/byID/${store._id}`);
    expect(kept.body.name).toBe(`${store.name} Neu`);
  });

  // Issue 17, item 7: a store is unique by type and number; the dialog says so at the number.
  it('says at the number that another store of the type has it, and saves nothing', async () => {
    await page.getByRole('button', { name: `Bearbeiten: ${store.name} Neu` }).click();
    const dialog = page.getByRole('dialog', { name: 'Filiale bearbeiten' });
    await shows(dialog.getByLabel('Ortssuche'));
    await dialog.getByLabel(/^Filialnummer\b/).fill(other.vst);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await shows(dialog.getByText('Diese Filialnummer gibt es für diesen Filialtyp schon.'));
    await expect(dialog.getByText(/Es ist ein Fehler aufgetreten/).count()).resolves.toBe(0);

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Ja' }).click();
    await disappears(dialog);
    const kept = await apiAs<Store>('admin', 'GET', `/api/stores/byID/${store._id}`);
    expect(kept.body.vst).toBe(store.vst);
  });
});
