import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { disappears, reaches, shows } from '../support/expect';
import { answer, choose } from '../support/select';

// Issue 7, "Beyond the spec: tester protection": the wizard warns when the same shopper tested the same store
// within 90 days, with the override checkbox of the other warnings (field-app spec, section 8); the server
// keeps the purchase delayed until the warning is ticked. The demo test buyer's demo purchases were made with
// the second shopper, Rochat Luca, at stores of the demo round (infra/platform/demo-purchases.mjs).

const RECENTLY_TESTED = 'Dieser Testkäufer hat diese Filiale vor kurzem bereits getestet.';

describe('tester protection in the purchase wizard', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser, { viewport: 'phone' })).newPage();
    await signIn(page, 'testkaeufer', '/purchases/completed');
  });

  afterAll(() => browser.close());

  it('warns of a shopper who tested the store recently, keeps the save delayed, and completes it once ticked', async () => {
    // the demo's completed tobacco test at a kiosk of the round, made with Rochat Luca a few days ago
    const demo = page
      .getByTestId('purchase-row')
      .filter({ hasText: /^k kiosk/ })
      .filter({ hasText: 'Tabak' });
    await shows(demo.first());
    const storeName = (await demo.first().locator('p').first().textContent())?.trim() ?? '';
    await demo
      .first()
      .getByRole('button', { name: /^Aktionen: / })
      .click();
    await page.getByRole('menuitem', { name: 'Neuer Testkauf für diese Filiale' }).click();
    await reaches(page, '/purchases/detail');
    await shows(page.getByText('Schritt 2 von 4'));

    // the warning concerns the shopper who tested here, not every shopper
    await choose(page, 'Testkäufer', 'Rochat Luca');
    await shows(page.getByText(RECENTLY_TESTED));
    await choose(page, 'Testkäufer', 'Meier Lena');
    await disappears(page.getByText(RECENTLY_TESTED));
    await choose(page, 'Testkäufer', 'Rochat Luca');
    const recentlyTested = page.getByTestId('warning-shopperRecentlyTested');
    await shows(recentlyTested.getByText(RECENTLY_TESTED));

    // a complete form otherwise: every other warning of the store ticked, this one not
    for (const override of await page.getByRole('checkbox', { name: 'Gesehen, trotzdem fortfahren' }).all())
      await override.check();
    await recentlyTested.getByRole('checkbox', { name: 'Gesehen, trotzdem fortfahren' }).uncheck();
    if (await page.getByRole('radiogroup', { name: 'Sprache des Testkaufs' }).count())
      await page
        .getByRole('radiogroup', { name: 'Sprache des Testkaufs' })
        .getByRole('radio')
        .first()
        .check();
    await page
      .getByRole('radiogroup', { name: 'Geschlecht der Kassierperson' })
      .getByRole('radio', { name: 'männlich' })
      .check();
    await page.getByRole('combobox', { name: 'Nachname der Kassierperson' }).fill('Berisha');
    await page.getByRole('combobox', { name: 'Vorname der Kassierperson' }).fill('Arben');
    await page
      .getByRole('radiogroup', { name: 'Kassentyp' })
      .getByRole('radio', { name: 'Kasse', exact: true })
      .check();
    await choose(page, 'Testart', 'Tabak');
    await choose(page, 'Artikel', /.+/);
    await answer(page, 'Wurde nach einem Ausweis gefragt?', true);
    await answer(page, 'Wurde nach dem Alter gefragt?', true);
    await answer(page, 'Wurden die Jugendschutzbestimmungen eingehalten?', true);

    // only the warning keeps the form incomplete: going on asks 'purchase.error.notComplete'
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    const confirm = page.getByRole('dialog');
    await shows(confirm.getByText(/Der Testkauf ist noch nicht vollständig/));
    await confirm.getByRole('button', { name: 'Trotzdem weiter' }).click();
    await disappears(confirm);
    await shows(page.getByText('Schritt 4 von 4'));
    await page.getByLabel('Keine Quittung').check();
    await page.getByLabel('Grund für die fehlende Quittung').fill('Kein Beleg ausgegeben');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await shows(confirm.getByText(/Der Testkauf ist noch nicht vollständig/));
    await confirm.getByRole('button', { name: 'Trotzdem weiter' }).click();

    // the server's rules agree: delayed
    await shows(page.getByText('Der Testkauf wurde zurückgestellt.'));
    await reaches(page, '/purchases/delayed');
    const delayed = page.getByTestId('purchase-row').filter({ hasText: storeName }).first();
    await shows(delayed);

    // opened again the warning is still there to tick; ticked, the save completes the purchase
    await delayed.getByRole('button', { name: 'Öffnen' }).click();
    await reaches(page, '/purchases/detail');
    // the wizard goes on at the step the phone last kept, or at step 2 from the server's copy
    await shows(page.getByText(/^Schritt [24] von 4/));
    await recentlyTested.getByRole('checkbox', { name: 'Gesehen, trotzdem fortfahren' }).check();
    if (await page.getByText('Schritt 2 von 4').count())
      await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await shows(page.getByText('Schritt 4 von 4'));
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await shows(page.getByText('Der Testkauf wurde abgeschlossen.'));
    await reaches(page, '/purchases/completed');
  });
});
