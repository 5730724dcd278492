import type { Browser, Page } from 'playwright-core';
import type { Feedback, Store } from '@agecheck/contracts';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { disappears, shows } from '../support/expect';

// Back-office spec, section 2, "Feedbacks": list with short and detail text; a done button removes an entry;
// empty state when there are none. The test buyers send them from the store detail (field-app spec, section 5).

async function completeAll(): Promise<void> {
  const open = await apiAs<Feedback[]>('planung', 'GET', '/api/feedbacks');
  for (const feedback of open.body) await apiAs('planung', 'DELETE', `/api/feedbacks/${feedback._id}`);
}

describe('a planner works through the feedbacks', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    await completeAll();
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    await signIn(page, 'planung', '/admin/feedbacks');
  });

  afterAll(() => browser.close());

  it('says when there are no feedbacks', async () => {
    await shows(page.getByRole('heading', { name: 'Rückmeldungen' }));
    await shows(page.getByText('Keine Rückmeldungen vorhanden.'));
  });

  it("shows a test buyer's feedback with its store and author, and done removes it", async () => {
    const [store] = (await apiAs<Store[]>('testkaeufer', 'POST', '/api/stores/search', { query: 'Zürich' }))
      .body;
    if (!store) throw new Error('no demo store in Zürich');
    const sent = await apiAs<Feedback>('testkaeufer', 'POST', '/api/feedbacks', {
      storeID: store._id,
      short: 'Filiale umgebaut',
      detail: 'Die Kasse steht jetzt beim Eingang,\nder Kiosk ist geschlossen.',
    });
    expect(sent.status).toBe(201);

    await page.reload();
    const card = page.getByTestId('feedback').filter({ hasText: 'Filiale umgebaut' });
    await shows(card);
    await shows(card.getByText('der Kiosk ist geschlossen.', { exact: false }));
    await shows(card.getByText(`${store.vst} ${store.name}, ${store.city}`, { exact: false }));
    await shows(card.getByText(sent.body.userName ?? '', { exact: false }));

    await card.getByRole('button', { name: /^Erledigt/ }).click();
    await shows(page.getByText('Rückmeldung erledigt.'));
    await disappears(card);
    await shows(page.getByText('Keine Rückmeldungen vorhanden.'));
    expect((await apiAs<Feedback[]>('planung', 'GET', '/api/feedbacks')).body).toEqual([]);
  });
});
