import type { Browser, Page } from 'playwright-core';
import type { Shopper, Timetrack } from '@agecheck/contracts';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { reaches, shows } from '../support/expect';
import { choose } from '../support/select';
import { drawSignature } from '../support/signature';
import { birthDateAged, exactly, fillDate, localIsoDate, recordsOf, swissDate } from '../support/timetrack';

// Issue 19, checklist A.3 to A.5 (field-app spec, sections 2, 4, 5 and 8; decisions A-C1, A-C4): a test buyer
// records time on /time/new, the list /time shows it, a locked record opens read-only.

const TESTER = 'testkaeufer';
const today = localIsoDate(new Date());

describe('a test buyer records time on the phone', () => {
  let browser: Browser;
  let page: Page;
  let shopper: Shopper;

  beforeAll(async () => {
    const suffix = Math.random().toString(36).slice(2, 6);
    const created = await apiAs<Shopper>(TESTER, 'POST', '/api/shoppers', {
      nachname: `Jung${suffix}`,
      vorname: 'Noah',
      date: birthDateAged(16),
      gender: 'm',
      address: { street: 'Dorfstrasse 1', zip: '3000', city: 'Bern' },
    });
    expect(created.status).toBeLessThan(300);
    shopper = created.body;
    browser = await launchBrowser();
    page = await (await newContext(browser, { viewport: 'phone' })).newPage();
    await signIn(page, TESTER, '/time');
  });

  afterAll(async () => {
    await apiAs(TESTER, 'DELETE', `/api/shoppers/${shopper._id}`);
    await browser.close();
  });

  it('pays a 16-year-old shopper 35.00 for 3 h with a 0.5 h pause, shown and stored (decision A-C1)', async () => {
    await page.goto('/time/new');
    await shows(page.getByText(/Schritt 1 von/));
    await choose(page, 'Ich arbeite als', 'Testkäufer');
    await choose(page, 'Kundentyp', exactly('Testkäufe Jugendschutz'));
    await page.getByRole('button', { name: 'Start', exact: true }).click();

    await shows(page.getByText('Schritt 2 von 5'));
    await choose(page, 'Testkäufer/in', shopper.name);
    await choose(page, 'Beginn', '09:00');
    await choose(page, 'Ende', '12:00');
    await choose(page, 'Pause Minuten', exactly('30'));
    // recomputed on every change of the times, the pause and the shopper (F§9 L243)
    expect(await page.getByLabel('Auszahlung (CHF)').inputValue()).toBe('35.00');

    // a payout above 0 needs the shopper's signature (F§5 L161), shown at the pad
    await page.getByRole('button', { name: 'Speichern' }).click();
    await shows(page.getByText('Bitte lassen Sie unterschreiben.'));
    await drawSignature(page.getByRole('img', { name: 'Unterschriftsfeld: Unterschrift Testkäufer/in' }));
    await page.getByRole('button', { name: 'Speichern' }).click();
    await shows(page.getByText('Die Auszahlung wurde gespeichert.'));

    await shows(page.getByText('Schritt 3 von 5'));
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    await fillDate(page, 'Datum', today);
    await choose(page, 'Beginn', '09:00');
    await choose(page, 'Ende', '12:00');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await shows(page.getByText('Schritt 4 von 5'));
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await shows(page.getByText('Schritt 5 von 5'));
    await page.getByRole('button', { name: 'Speichern' }).click();
    await shows(page.getByText('Der Rapport wurde vollständig gespeichert.'));
    await reaches(page, '/time');

    const stored = (await recordsOf(TESTER)).find((record) => record._id === id);
    expect(stored).toMatchObject({
      complete: true,
      kunde: 'Testkäufe Jugendschutz',
      datum: today,
      tk: { auszahlung: 35, pause: 0.5, obj: { _id: shopper._id } },
    });
    expect(stored?.tk?.signature).toBeTruthy();
    // the list shows it among the complete ones: customer text, date, start–end, pause
    const item = page
      .getByTestId('time-complete')
      .getByTestId('time-item')
      .filter({ hasText: swissDate(today) });
    await shows(item.filter({ hasText: 'Testkäufe Jugendschutz' }).first());
    await shows(item.filter({ hasText: '09:00–12:00' }).first());
  });

  it('names a missing role at its field, and records a special absence with its date range and hours', async () => {
    await page.goto('/time/new');
    await shows(page.getByText(/Schritt 1 von/));
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await shows(page.getByText('Bitte wählen Sie, als was Sie arbeiten.'));

    await choose(page, 'Ich arbeite als', 'Sonderfall (Abwesenheit)');
    await choose(page, 'Art der Abwesenheit', 'Ferien');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await shows(page.getByText('Schritt 2 von 2'));
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    await fillDate(page, 'Von', today);
    const dayBefore = new Date();
    dayBefore.setDate(dayBefore.getDate() - 1);
    await fillDate(page, 'Bis', localIsoDate(dayBefore));
    await page
      .getByLabel(/^Stunden/)
      .first()
      .fill('8');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await shows(page.getByText('Das Enddatum darf nicht vor dem Startdatum liegen.'));

    await fillDate(page, 'Bis', today);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await shows(page.getByText('Der Rapport wurde vollständig gespeichert.'));
    await reaches(page, '/time');
    expect((await recordsOf(TESTER)).find((record) => record._id === id)).toMatchObject({
      typ: 'sonder',
      complete: true,
      sonder: { typ: 'Ferien', start: today, end: today, hours: 8 },
    });
    await shows(
      page
        .getByTestId('time-item')
        .filter({ hasText: `${swissDate(today)} – ${swissDate(today)}` })
        .filter({ hasText: '8.00 Stunden' })
        .first(),
    );
  });

  it('opens a reviewed record read-only: the message, every input disabled, no save (F§4 L126)', async () => {
    const id = crypto.randomUUID();
    const saved = await apiAs<Timetrack>(TESTER, 'PUT', `/api/timetrack/${id}`, {
      _id: id,
      typ: 'sonder',
      index: 1,
      sonder: { typ: 'Krankheit', start: today, end: today, hours: 4 },
    });
    expect(saved.status).toBe(200);
    const review = await apiAs('admin', 'PUT', '/api/timetrack/admin/review', { ids: [id], reviewed: true });
    expect(review.status).toBe(200);

    await page.goto(`/time/new?id=${id}`);
    await shows(page.getByText('Dieser Rapport ist für die Bearbeitung gesperrt.'));
    expect(await page.getByLabel('Ich arbeite als').first().isDisabled()).toBe(true);
    expect(await page.getByLabel('Art der Abwesenheit').first().isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Start', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await shows(page.getByText('Schritt 2 von 2'));
    expect(
      await page
        .getByLabel(/^Stunden/)
        .first()
        .isDisabled(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Speichern' }).count()).toBe(0);
    // nor is it offered for deletion in the list
    await page.goto('/time');
    const item = page.getByTestId('time-item').filter({ hasText: 'Krankheit' }).first();
    await shows(item);
    expect(await item.getByRole('button', { name: 'Löschen' }).count()).toBe(0);
  });
  it('lists an open record on the dashboard and under Offen, and deletes it with its message (F§4 L126, F§8 L234)', async () => {
    const id = crypto.randomUUID();
    const saved = await apiAs<Timetrack>(TESTER, 'PUT', `/api/timetrack/${id}`, {
      _id: id,
      typ: 'testkaeufer',
      kunde: 'Testkäufe Jugendschutz Online',
      index: 1,
      tk: {},
    });
    expect(saved.status).toBe(200);
    expect(saved.body.complete).toBe(false);

    await page.goto('/dashboard');
    await shows(page.getByTestId('dashboard-open-time').getByText('Testkäufe Jugendschutz Online'));

    await page.goto('/time');
    const item = page.getByTestId('time-open').getByTestId('time-item').filter({ hasText: 'Online' }).first();
    await shows(item);
    await item.getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    await shows(page.getByText('Rapport gelöscht.'));
    expect((await recordsOf(TESTER)).some((record) => record._id === id)).toBe(false);
  });

  it('answers a month without records with its message, and starts the export of a month with records', async () => {
    await page.goto('/time');
    const oldest = new Date();
    oldest.setDate(1);
    oldest.setMonth(oldest.getMonth() - 11);
    await choose(page, 'Monat', swissDate(localIsoDate(oldest)).slice(3));
    await page.getByRole('button', { name: 'Monatsrapport' }).click();
    await shows(page.getByText('Es wurden keine Rapporte für diesen Monat gefunden.'));

    const current = new Date();
    await choose(page, 'Monat', swissDate(localIsoDate(current)).slice(3));
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Monatsrapport' }).click();
    expect((await download).suggestedFilename()).toMatch(/^tt-user_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.xlsx$/);
  });
  it('asks before leaving a form with changes: "Wollen Sie die Bearbeitung abbrechen?"', async () => {
    await page.goto('/time/new');
    await shows(page.getByText(/Schritt 1 von/));
    await choose(page, 'Ich arbeite als', 'Testkäufer');
    await page.getByRole('button', { name: 'Zurück' }).click();
    const dialog = page.getByRole('dialog');
    await shows(dialog.getByText('Wollen Sie die Bearbeitung abbrechen?'));
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await reaches(page, '/time');
  });
});
