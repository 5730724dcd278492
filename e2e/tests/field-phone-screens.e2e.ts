import type { Store } from '@agecheck/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { disappears, reaches, shows } from '../support/expect';
import { choose } from '../support/select';

// Issue 17, "Smaller, seen on screen": the field app on a phone (390 x 844) shows its texts whole, draws the
// speed dial under the open menu, marks coop's required cashier fields, and its special-reason sheet is
// accessible (field-app spec, sections 2, 5 and 9).

/** Whether the element shows all of its text: nothing cut at its right or bottom edge. */
function showsWhole(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
  );
}

/** The required mark of the form field labelled `label` (Mantine's asterisk beside the label). */
function requiredMark(page: Page, label: string): Locator {
  return page
    .locator('.mantine-InputWrapper-label', { hasText: label })
    .locator('.mantine-InputWrapper-required');
}

describe('the field app on a phone', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser, { viewport: 'phone' })).newPage();
    await signIn(page, 'testkaeufer', '/purchases/open');
  });

  afterAll(() => browser.close());

  it("shows every open store's start button whole, inside its card", async () => {
    const entries = page.getByTestId('open-entry');
    await shows(entries);
    for (const entry of await entries.all()) {
      const start = entry.getByRole('button', { name: /^Testkauf starten: / });
      expect(await showsWhole(start.locator('.mantine-Button-label'))).toBe(true);
      const [button, card] = [await start.boundingBox(), await entry.boundingBox()];
      expect(button && card && button.x + button.width <= card.x + card.width).toBe(true);
    }
  });

  it('shows a long screen title whole in the top bar', async () => {
    await page.goto('/purchases/delayed');
    const title = page.getByTestId('top-bar-title');
    await shows(title.getByText('Zurückgestellte Testkäufe'));
    expect(await showsWhole(title)).toBe(true);
  });

  it('draws the speed dial under the menu the burger opens', async () => {
    await page.goto('/dashboard');
    const speedDial = page.getByTestId('speed-dial');
    await shows(speedDial);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    // the drawer has slid in (Mantine moves the navigation in from the left)
    await page.waitForFunction(() => {
      const navigation = document.querySelector('.mantine-AppShell-navbar');
      return navigation !== null && navigation.getBoundingClientRect().left === 0;
    });
    const box = await speedDial.boundingBox();
    if (!box) throw new Error('the speed dial has no box');
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('[data-testid="speed-dial"]') !== null,
      [box.x + box.width / 2, box.y + box.height / 2] as const,
    );
    expect(onTop).toBe(false);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
  });

  it('shows the store number of each of several hits', async () => {
    await page.goto('/purchases/detail');
    await shows(page.getByText('Schritt 1 von 4'));
    await choose(page, 'Filialtyp', 'Migros');
    // Migros numbers its stores per cooperative: without the cooperative, 101 is found in several
    await page.getByLabel('Filialnummer (VST)').fill('101');
    await page.getByRole('button', { name: 'Filiale suchen' }).click();
    await shows(page.getByText('Mehrere Filialen gefunden. Bitte wählen Sie die richtige aus.'));
    const names = page.getByTestId('store-row').locator('p:first-child');
    expect(await names.count()).toBeGreaterThan(1);
    for (const name of await names.all()) {
      expect(await name.textContent()).toMatch(/\(101\)$/);
      expect(await showsWhole(name)).toBe(true);
    }
  });

  it("marks coop's required cashier fields", async () => {
    await page.goto('/purchases/detail');
    await shows(page.getByText('Schritt 1 von 4'));
    const found = await apiAs<Store[]>('testkaeufer', 'POST', '/api/stores/search', { query: 'Coop' });
    const coop = found.body.find((store) => store.type === 'coop');
    if (!coop) throw new Error('the demo data hold no coop store');
    await choose(page, 'Filialtyp', 'Coop');
    await page.getByLabel('Filialnummer (VST)').fill(coop.vst);
    await page.getByRole('button', { name: 'Filiale suchen' }).click();
    await shows(page.getByText('Schritt 2 von 4'));
    // field-app spec, section 5: both names, the number and the checkout type required for coop
    for (const label of [
      'Geschlecht der Kassierperson',
      'Nachname der Kassierperson',
      'Vorname der Kassierperson',
      'Personalnummer der Kassierperson',
      'Kassentyp',
    ]) {
      expect([label, await requiredMark(page, label).count()]).toEqual([label, 1]);
    }
  });

  it('opens a special-reason sheet that is checked for accessibility and closes by its named button', async () => {
    await shows(page.getByText('Schritt 2 von 4'));
    // the sheet is checked for accessibility though the test only acts in it and closes it
    await page.getByRole('button', { name: 'Sonderfall', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Sonderfall' });
    await sheet.getByText('Ein Sonderfall schliesst den Testkauf sofort ab.').click();
    await sheet.getByRole('button', { name: 'Schliessen' }).click();
    await disappears(sheet);
    await reaches(page, '/purchases/detail');
    await shows(page.getByText('Schritt 2 von 4'));
  });
});
