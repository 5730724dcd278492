import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { disappears, reaches, shows } from '../support/expect';

// Field-app spec, sections 2, 5 and 8: the store search, the store dialogs (detail, instructions, errors,
// feedback) and the store lookup of the wizard's first step, on a phone.

describe('a test buyer finds a store on a phone', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser, { viewport: 'phone' })).newPage();
    await signIn(page, 'testkaeufer', '/search');
  });

  afterAll(() => browser.close());

  it('refuses an empty search with search.noQuery, without asking the server', async () => {
    await shows(page.getByRole('heading', { name: 'Filialsuche' }));
    let searched = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/stores/search') searched = true;
    });
    await page.getByRole('button', { name: 'Suchen' }).click();
    await shows(page.getByText('Bitte geben Sie einen Suchbegriff ein.'));
    expect(searched).toBe(false);
  });

  it('finds stores by city with Enter, shows a store with its opening hours per weekday', async () => {
    await page.getByLabel('Suchbegriff').fill('zurich');
    await page.getByLabel('Suchbegriff').press('Enter');
    const row = page
      .getByTestId('store-row')
      .filter({ hasText: /^Coop (?!Pronto)/ })
      .first();
    await shows(row);
    await row.getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog');
    await shows(dialog.getByRole('table', { name: 'Öffnungszeiten' }));
    await shows(dialog.getByRole('rowheader', { name: 'Montag' }));
    expect(await dialog.getByRole('link', { name: 'Navigation starten' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=4\d\.\d+,\d+\.\d+$/,
    );
    await shows(dialog.getByTestId('store-map'));
    await page.keyboard.press('Escape');
    await disappears(dialog);
  });

  it('leads from a store to the wizard, where the store menu opens its instructions, errors and feedback', async () => {
    const row = page
      .getByTestId('store-row')
      .filter({ hasText: /^Coop (?!Pronto)/ })
      .first();
    const name = ((await row.locator('p').first().textContent()) ?? '').replace(/\s*\(\d+\)\s*$/, '');
    await row.getByRole('button', { name: `Auswählen: ${name}` }).click();
    await reaches(page, '/purchases/detail');
    await shows(page.getByText('Schritt 2 von 4'));
    await shows(page.getByTestId('wizard-store').getByText(name));

    const menu = page.getByRole('button', { name: 'Filiale: weitere Angaben' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Anweisungen' }).click();
    await shows(page.getByRole('dialog', { name: 'Anweisungen' }));
    await page.keyboard.press('Escape');
    await disappears(page.getByRole('dialog'));

    await menu.click();
    await page.getByRole('menuitem', { name: 'Fehler' }).click();
    await shows(page.getByRole('dialog', { name: 'Fehler dieser Filiale' }));
    await page.keyboard.press('Escape');
    await disappears(page.getByRole('dialog'));

    await menu.click();
    await page.getByRole('menuitem', { name: 'Rückmeldung' }).click();
    const feedback = page.getByRole('dialog', { name: 'Rückmeldung zur Filiale' });
    await feedback.getByRole('button', { name: 'Senden' }).click();
    await shows(feedback.getByText('Bitte geben Sie eine Kurzbeschreibung ein.'));
    await shows(feedback.getByText('Bitte beschreiben Sie Ihre Rückmeldung.'));
    await feedback.getByRole('textbox', { name: 'Kurzbeschreibung' }).fill('Eingang verschoben');
    await feedback
      .getByRole('textbox', { name: 'Beschreibung', exact: true })
      .fill('Der Eingang ist neu auf der Rückseite des Gebäudes.');
    await feedback.getByRole('button', { name: 'Senden' }).click();
    await shows(page.getByText('Danke, Ihre Rückmeldung wurde gespeichert.'));
    await disappears(feedback);
  });

  it('looks a store up by type and number: an unknown number is purchase.find.notfound', async () => {
    await page.goto('/purchases/detail');
    await shows(page.getByText('Schritt 1 von 4'));
    expect(new URL(page.url()).searchParams.get('id')).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Filiale suchen' }).click();
    await shows(page.getByText('Bitte füllen Sie alle Pflichtfelder korrekt aus.'));
    await page
      .getByRole('combobox', { name: 'Filialtyp' })
      .or(page.getByRole('textbox', { name: 'Filialtyp' }))
      .first()
      .click();
    await page.getByRole('option', { name: 'Migros' }).click();
    await page.getByLabel('Filialnummer (VST)').fill('999999');
    await page.getByRole('button', { name: 'Filiale suchen' }).click();
    await shows(page.getByText('Es wurde keine Filiale mit dieser Nummer gefunden.'));
  });

  it('offers a choice when several stores have the number (purchase.find.multi)', async () => {
    // Migros numbers its stores per cooperative: without the cooperative, 101 is found in several
    await page.getByLabel('Filialnummer (VST)').fill('101');
    await page.getByRole('button', { name: 'Filiale suchen' }).click();
    await shows(page.getByText('Mehrere Filialen gefunden. Bitte wählen Sie die richtige aus.'));
    expect(await page.getByTestId('store-row').count()).toBeGreaterThan(1);
    await page
      .getByTestId('store-row')
      .first()
      .getByRole('button', { name: /^Auswählen/ })
      .click();
    await shows(page.getByText('Schritt 2 von 4'));
  });
});
