import type { Store } from '@agecheck/contracts';
import type { Browser, Page, Route } from 'playwright-core';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { disappears, shows } from '../support/expect';
import { choose } from '../support/select';

// Issue 7, "nothing typed in a shop is lost" (decision 0018): the answer to a save that was on its way while
// the tester went on does not take back what was chosen meanwhile.

const TESTER = 'testkaeufer';

/** A coop store other than the one the full wizard test records at (its shopper would warn there). */
async function coopStore(): Promise<Store> {
  const found = await apiAs<Store[]>(TESTER, 'POST', '/api/stores/search', { query: 'Coop Zürich' });
  const store = found.body.filter((candidate) => candidate.type === 'coop').at(-1);
  if (!store) throw new Error('the demo data hold no coop store in Zürich');
  return store;
}

/** The value a Mantine select shows. */
const selected = (page: Page, label: string) =>
  page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first()
    .inputValue();

describe('the wizard while a save is on its way', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('keeps a chief position and a signature problem chosen before the save’s answer arrived', async () => {
    const store = await coopStore();
    const page = await (await newContext(browser, { viewport: 'phone' })).newPage();
    await signIn(page, TESTER, `/purchases/detail?store=${store._id}`);
    await shows(page.getByText('Schritt 2 von 4'));
    const id = new URL(page.url()).searchParams.get('id');
    if (!id) throw new Error('the wizard has no purchase id');

    // the autosave's PUT is held on its way until the tester has chosen on step 3
    let held: Route | undefined;
    await page.route('**/api/purchases/*', (route) => {
      if (route.request().method() !== 'PUT' || held) return route.continue();
      held = route;
      return undefined;
    });
    await page
      .getByRole('radiogroup', { name: 'Wurden die Jugendschutzbestimmungen eingehalten?' })
      .getByRole('radio', { name: 'Nein' })
      .check();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    const incomplete = page.getByRole('dialog');
    await incomplete.getByRole('button', { name: 'Trotzdem weiter' }).click();
    await disappears(incomplete);
    await shows(page.getByText('Schritt 3 von 4'));
    const deadline = Date.now() + 20_000;
    while (!held && Date.now() < deadline) await page.waitForTimeout(200);
    if (!held) throw new Error('the autosave did not send the purchase');

    await choose(page, 'Funktion der vorgesetzten Person', 'Stellvertretung');
    await choose(page, 'Problem mit der Unterschrift der Kassierperson', 'Unterschrift verweigert');
    // the held save goes on to the server, which stores it without these choices and answers
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().endsWith(`/api/purchases/${id}`),
    );
    await held.continue();
    expect((await answered).ok()).toBe(true);
    await page.waitForTimeout(1_000);

    expect(await selected(page, 'Funktion der vorgesetzten Person')).toBe('Stellvertretung');
    expect(await selected(page, 'Problem mit der Unterschrift der Kassierperson')).toBe(
      'Unterschrift verweigert',
    );

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
    // the demo data stay as they were for the other tests
    expect((await apiAs(TESTER, 'DELETE', `/api/purchases/${id}`)).status).toBe(204);
  });
});
