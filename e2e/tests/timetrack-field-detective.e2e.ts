import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TimetrackCustomer, TimetrackRegion } from '@agecheck/contracts';
import { eventually } from '@agecheck/test-kit';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { disappears, reaches, shows } from '../support/expect';
import { receiptPhoto } from '../support/field-purchases';
import { controlledByServiceWorker, goOffline, goOnline } from '../support/network';
import { choose } from '../support/select';
import { drawSignature } from '../support/signature';
import {
  fillDate,
  localIsoDate,
  recordsOf,
  storedImage,
  makeSurveillanceCustomer,
  removeSurveillanceCustomer,
} from '../support/timetrack';

// Issue 19, checklist A.4 and A.5 (field-app spec, sections 2, 5 and 8; decision A-C4, OFFLINE.md): a
// detective records a day with the signature, expenses and a receipt; a record saved without a network
// waits on the phone and arrives once when the network returns.

const DETECTIVE = 'detektiv';
const today = localIsoDate(new Date());
const suffix = Math.random().toString(36).slice(2, 6);

describe('a detective records time on the phone', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let region: TimetrackRegion;
  let customer: TimetrackCustomer;

  beforeAll(async () => {
    ({ region, customer } = await makeSurveillanceCustomer(
      {
        order: 900,
        name: `Region Seeland ${suffix}`,
        vstort: 'Biel',
        lieferadresse: 'Bahnhofstrasse 1, 2502 Biel',
      },
      { name: `Coop Biel ${suffix}`, vst: 4242 },
    ));
    browser = await launchBrowser();
    context = await newContext(browser, { viewport: 'phone' });
    page = await context.newPage();
    await signIn(page, DETECTIVE, '/time');
  });

  afterAll(async () => {
    await removeSurveillanceCustomer(DETECTIVE, { region, customer });
    await browser.close();
  });

  it('records a day with the store’s signature, travel expenses and a receipt of 2000 px', async () => {
    await page.goto('/time/new');
    await choose(page, 'Ich arbeite als', 'Detektiv');
    await choose(page, 'Region', region.name);
    await choose(page, 'Kunde', customer.name);
    await page.getByRole('button', { name: 'Start', exact: true }).click();

    await shows(page.getByText('Schritt 2 von 4'));
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    await fillDate(page, 'Datum', today);
    await choose(page, 'Beginn', '08:00');
    await choose(page, 'Ende', '17:00');
    await choose(page, 'Pause Stunden', /^1$/);
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();

    await shows(page.getByText('Schritt 3 von 4'));
    await page.getByLabel('Ladendiebe').fill('2');
    await page.getByLabel('Deliktsumme (CHF)').fill('48.50');
    // the detective's save at step 3 asks for the signature first (F§5 L163)
    await page.getByRole('button', { name: 'Speichern' }).click();
    await shows(page.getByText('Bitte lassen Sie unterschreiben.'));
    await drawSignature(page.getByRole('img', { name: 'Unterschriftsfeld: Unterschrift Filiale' }));
    await page.getByRole('button', { name: 'Speichern' }).click();
    await shows(page.getByText('Erfolgreich gespeichert!'));

    await shows(page.getByText('Schritt 4 von 4'));
    await choose(page, 'Reisemittel', 'ÖV');
    await choose(page, 'Zone', /^A$/);
    await page.getByLabel('Reisespesen (CHF)').fill('12.40');
    // travel expenses need a receipt (F§5 L165), named at the first slot
    await page.getByRole('button', { name: 'Speichern' }).click();
    await shows(page.getByText('Bitte fügen Sie mindestens einen Beleg hinzu.'));
    await page
      .getByTestId('time-receipt-0')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'beleg.jpg',
        mimeType: 'image/jpeg',
        buffer: await receiptPhoto(page, 'SBB 12.40'),
      });
    const editor = page.getByRole('dialog', { name: 'Bild bearbeiten' });
    await shows(editor);
    await editor.getByRole('button', { name: 'Übernehmen' }).click();
    await disappears(editor);
    // the next slot appears once the first holds a receipt (F§2 L86)
    await shows(page.getByTestId('time-receipt-1'));
    await page.getByRole('button', { name: 'Speichern' }).click();
    await shows(page.getByText('Der Rapport wurde vollständig gespeichert.'));
    await reaches(page, '/time');

    const stored = (await recordsOf(DETECTIVE)).find((record) => record._id === id);
    expect(stored).toMatchObject({
      typ: 'detektiv',
      complete: true,
      region: region._id,
      kunde: customer._id,
      pause: 1,
      detektiv: { ladendiebe: 2, betrag: 48.5 },
      spesen: { reisen: 12.4, reisemittel: 'ÖV', zone: 'A' },
    });
    expect(stored?.detektiv?.signature).toBeTruthy();
    expect(await storedImage(DETECTIVE, stored?.spesen?.beleg)).toBe('200 image/jpeg');
    // the list names the customer and the region
    await shows(
      page
        .getByTestId('time-item')
        .filter({ hasText: `${customer.name} · ${region.name}` })
        .first(),
    );
  });

  it('keeps an absence saved without a network on the phone, lists it as waiting, and stores it once when the network returns', async () => {
    await page.goto('/time/new');
    await shows(page.getByText(/Schritt 1 von/));
    await page.waitForLoadState('networkidle');
    await controlledByServiceWorker(page);
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    await goOffline(context);
    await choose(page, 'Ich arbeite als', 'Sonderfall (Abwesenheit)');
    await choose(page, 'Art der Abwesenheit', 'Unfall');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await fillDate(page, 'Von', today);
    await fillDate(page, 'Bis', today);
    await page
      .getByLabel(/^Stunden/)
      .first()
      .fill('6');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await shows(
      page.getByText(
        'Der Rapport ist auf dem Gerät gespeichert und wird gesendet, sobald eine Verbindung besteht.',
      ),
      30_000,
    );
    await reaches(page, '/time');
    await shows(page.getByTestId('time-waiting').getByTestId('time-item').filter({ hasText: 'Unfall' }));
    expect((await recordsOf(DETECTIVE)).some((record) => record._id === id)).toBe(false);
    // still offline, it opens again from the phone as it was saved
    await page.getByTestId('time-waiting').getByText('Unfall').first().click();
    await shows(page.getByText(/Schritt 1 von 2/));
    expect(await page.getByLabel('Art der Abwesenheit').first().inputValue()).toBe('Unfall');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    expect(
      await page
        .getByLabel(/^Stunden/)
        .first()
        .inputValue(),
    ).toBe('6');
    await page.getByRole('button', { name: 'Zurück' }).click();
    await page.getByRole('button', { name: 'Zurück' }).click();
    await reaches(page, '/time');
    // the list reads the phone's outbox after it opens: wait for the waiting record before the network returns
    await shows(page.getByTestId('time-waiting').getByTestId('time-item').filter({ hasText: 'Unfall' }));

    await goOnline(context);
    const stored = await eventually(async () => {
      const mine = (await recordsOf(DETECTIVE)).filter((record) => record._id === id);
      expect(mine).toHaveLength(1);
      return mine;
    }, 60_000);
    await disappears(page.getByTestId('time-waiting'), 30_000);
    expect(stored[0]).toMatchObject({ typ: 'sonder', complete: true, sonder: { typ: 'Unfall', hours: 6 } });
    await apiAs('admin', 'DELETE', `/api/timetrack/${id}`);
  });
});
