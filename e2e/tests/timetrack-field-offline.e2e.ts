import type { Browser, BrowserContext, Dialog, Locator, Page } from 'playwright-core';
import type {
  Shopper,
  Timetrack,
  TimetrackCustomer,
  TimetrackRegion,
  TimetrackTkRegion,
} from '@agecheck/contracts';
import { eventually } from '@agecheck/test-kit';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { disappears, reaches, shows } from '../support/expect';
import { receiptPhoto } from '../support/field-purchases';
import { controlledByServiceWorker, goOffline, goOnline } from '../support/network';
import { choose } from '../support/select';
import { drawSignature } from '../support/signature';
import {
  birthDateAged,
  exactly,
  fillDate,
  localIsoDate,
  recordsOf,
  storedImage,
  swissDate,
  makeSurveillanceCustomer,
  removeSurveillanceCustomer,
} from '../support/timetrack';

// Issue 19 (checklist A.4, A-C4, A-C8; decision 0035; OFFLINE.md): what is typed in the time-record wizard
// and not saved survives a reload, offline too; a detective's Sunday with two receipts saved offline arrives
// once; a test buyer's 'Testkäufe Jugendschutz' record takes the test-purchase region; a user with both roles
// picks the type.

const DETECTIVE = 'detektiv';
const TESTER = 'testkaeufer';
const suffix = Math.random().toString(36).slice(2, 6);

/** The last Sunday, or the next one when the last lies in a month before (its records may be closed). */
function aSunday(): string {
  const now = new Date();
  const last = new Date(now);
  last.setDate(now.getDate() - now.getDay());
  if (last.getMonth() === now.getMonth()) return localIsoDate(last);
  const next = new Date(now);
  next.setDate(now.getDate() + ((7 - now.getDay()) % 7));
  return localIsoDate(next);
}

/** The draft the phone keeps of a record (IndexedDB `agecheck-outbox`): its step and its images' slots. */
function keptDraft(page: Page, id: string): Promise<{ step: number; files: string[] } | null> {
  return page.evaluate(
    (reportId) =>
      new Promise<{ step: number; files: string[] } | null>((resolve) => {
        const open = indexedDB.open('agecheck-outbox');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('reports')) return resolve(null);
          const read = db.transaction('reports').objectStore('reports').get(reportId);
          read.onsuccess = () => {
            const draft = (
              read.result as
                { draft?: { form: { step: number }; files: Record<string, unknown> } } | undefined
            )?.draft;
            resolve(draft ? { step: draft.form.step, files: Object.keys(draft.files).sort() } : null);
          };
          read.onerror = () => resolve(null);
        };
      }),
    id,
  );
}

/** Reloads the page; the browser's "leave the page?" (the form has changes) is answered yes. */
async function reload(page: Page): Promise<void> {
  const leave = (dialog: Dialog) => void dialog.accept();
  page.on('dialog', leave);
  try {
    await page.reload();
  } finally {
    page.off('dialog', leave);
  }
}

/** Adds a receipt photo at a slot of step 4 through the image editor. */
async function addReceipt(page: Page, slot: number, text: string): Promise<void> {
  await page
    .getByTestId(`time-receipt-${slot}`)
    .locator('input[type="file"]')
    .setInputFiles({
      name: `beleg${slot}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await receiptPhoto(page, text),
    });
  const editor = page.getByRole('dialog', { name: 'Bild bearbeiten' });
  await shows(editor);
  await editor.getByRole('button', { name: 'Übernehmen' }).click();
  await disappears(editor);
}

/** A select or text field by its label. */
function field(page: Page, label: string | RegExp): Locator {
  return page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first();
}

/** The choices a select offers, by their names. */
async function choicesOf(page: Page, label: string): Promise<string[]> {
  await field(page, label).click();
  const options = page.getByRole('option');
  await shows(options.first());
  const names = await options.allInnerTexts();
  await page.keyboard.press('Escape');
  return names.map((name) => name.trim());
}

describe('a detective’s Sunday with two receipts, offline and through a reload', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let region: TimetrackRegion;
  let customer: TimetrackCustomer;

  beforeAll(async () => {
    ({ region, customer } = await makeSurveillanceCustomer(
      {
        order: 901,
        name: `Region Jura ${suffix}`,
        vstort: 'Delémont',
        lieferadresse: 'Rue de la Gare 1, 2800 Delémont',
      },
      { name: `Migros Delémont ${suffix}`, vst: 4343 },
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

  it('records a Sunday with expenses and two receipts offline, reloads, and it arrives once with both receipts when the network returns', async () => {
    const sunday = aSunday();
    // opened once more after the service worker took over: it keeps the files for the reload offline
    await page.goto('/time/new');
    await shows(page.getByText(/Schritt 1 von/));
    await controlledByServiceWorker(page);
    await page.goto('/time/new');
    await shows(page.getByText(/Schritt 1 von/));
    await page.waitForLoadState('networkidle');
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    // the region and the customer are read with the network; then it goes
    await choose(page, 'Ich arbeite als', 'Detektiv');
    await choose(page, 'Region', region.name);
    await choose(page, 'Kunde', customer.name);
    await goOffline(context);
    await page.getByRole('button', { name: 'Start', exact: true }).click();

    await shows(page.getByText('Schritt 2 von 4'));
    await fillDate(page, 'Datum', sunday);
    await choose(page, 'Beginn', '10:00');
    await choose(page, 'Ende', '16:00');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await shows(page.getByText('Schritt 3 von 4'));
    await page.getByLabel('Ladendiebe').fill('1');
    await drawSignature(page.getByRole('img', { name: 'Unterschriftsfeld: Unterschrift Filiale' }));
    await page.getByRole('button', { name: 'Speichern' }).click();
    await shows(
      page.getByText(
        'Der Rapport ist auf dem Gerät gespeichert und wird gesendet, sobald eine Verbindung besteht.',
      ),
      30_000,
    );

    await shows(page.getByText('Schritt 4 von 4'));
    await choose(page, 'Reisemittel', 'ÖV');
    await choose(page, 'Zone', /^A$/);
    await page.getByLabel('Reisespesen (CHF)').fill('18.60');
    await page.getByLabel('Verpflegung (CHF)').fill('14.50');
    await addReceipt(page, 0, 'SBB 18.60');
    await addReceipt(page, 1, 'Mittagessen 14.50');
    // typed and not saved: kept on the phone a moment later, with both receipts
    await eventually(async () => {
      expect(await keptDraft(page, id)).toMatchObject({
        step: 4,
        files: expect.arrayContaining(['beleg', 'beleg1']),
      });
    }, 15_000);

    await reload(page);
    await shows(page.getByText('Schritt 4 von 4'));
    expect(await page.getByLabel('Reisespesen (CHF)').inputValue()).toBe('18.6');
    expect(await page.getByLabel('Verpflegung (CHF)').inputValue()).toBe('14.5');
    // both receipts came back as photos to send (a photo taken, not stored, can be removed)
    for (const slot of [0, 1])
      await shows(page.getByTestId(`time-receipt-${slot}`).getByRole('button', { name: 'Entfernen' }));
    await page.getByRole('button', { name: 'Speichern' }).click();
    await shows(
      page.getByText(
        'Der Rapport ist auf dem Gerät gespeichert und wird gesendet, sobald eine Verbindung besteht.',
      ),
      30_000,
    );
    await reaches(page, '/time');
    // still waiting after a reload (offline the list no longer knows the customers' names: found by its date)
    await reload(page);
    await shows(
      page
        .getByTestId('time-waiting')
        .getByTestId('time-item')
        .filter({ hasText: swissDate(sunday) }),
    );
    expect((await recordsOf(DETECTIVE)).some((record) => record._id === id)).toBe(false);

    await goOnline(context);
    const arrived = await eventually(async () => {
      const sundays = (await recordsOf(DETECTIVE)).filter(
        (record) => record.kunde === customer._id && record.tag === 'Sonntag',
      );
      expect(sundays).toHaveLength(1);
      expect(sundays[0]).toMatchObject({ _id: id, complete: true });
      return sundays[0] as Timetrack;
    }, 60_000);
    expect(arrived).toMatchObject({
      datum: sunday,
      typ: 'detektiv',
      region: region._id,
      detektiv: { ladendiebe: 1 },
      spesen: { reisen: 18.6, mahlzeit: 14.5, reisemittel: 'ÖV', zone: 'A' },
    });
    expect(arrived.detektiv?.signature).toBeTruthy();
    expect(await storedImage(DETECTIVE, arrived.spesen?.beleg)).toBe('200 image/jpeg');
    expect(await storedImage(DETECTIVE, arrived.spesen?.beleg1)).toBe('200 image/jpeg');
    await disappears(page.getByTestId('time-waiting'), 30_000);
  });
});

describe('a test buyer’s typed record through a reload, and the test-purchase region (A-C8)', () => {
  let browser: Browser;
  let page: Page;
  let shopper: Shopper;
  let tkRegion: TimetrackTkRegion;

  beforeAll(async () => {
    const created = await apiAs<Shopper>(TESTER, 'POST', '/api/shoppers', {
      nachname: `Reload${suffix}`,
      vorname: 'Lea',
      date: birthDateAged(17),
      gender: 'w',
      address: { street: 'Dorfstrasse 2', zip: '3000', city: 'Bern' },
    });
    expect(created.status).toBeLessThan(300);
    shopper = created.body;
    const madeRegion = await apiAs<TimetrackTkRegion>('admin', 'POST', '/api/tk/regionen', {
      name: `TK Region Aare ${suffix}`,
      referenz: 'TK-1',
      kst: '5100',
      price: { normal: 60 },
      conditionDays: 30,
    });
    expect(madeRegion.status).toBeLessThan(300);
    tkRegion = madeRegion.body;
    browser = await launchBrowser();
    page = await (await newContext(browser, { viewport: 'phone' })).newPage();
    await signIn(page, TESTER, '/time');
  });

  afterAll(async () => {
    for (const record of (await recordsOf(TESTER)).filter((candidate) => candidate.region === tkRegion._id))
      await apiAs('admin', 'DELETE', `/api/timetrack/${record._id}`);
    await apiAs(TESTER, 'DELETE', `/api/shoppers/${shopper._id}`);
    await apiAs('admin', 'DELETE', `/api/tk/regionen/${tkRegion._id}`);
    await browser.close();
  });

  it('keeps what was typed and not saved through a reload, and forgets it when the user leaves without saving', async () => {
    await page.goto('/time/new');
    await shows(page.getByText(/Schritt 1 von/));
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    await choose(page, 'Ich arbeite als', 'Testkäufer');
    await choose(page, 'Kundentyp', exactly('Testkäufe Jugendschutz'));
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await shows(page.getByText('Schritt 2 von 5'));
    await choose(page, 'Testkäufer/in', shopper.name);
    await choose(page, 'Beginn', '14:00');
    await choose(page, 'Ende', '16:00');
    await eventually(async () => expect(await keptDraft(page, id)).toMatchObject({ step: 1 }), 15_000);

    await reload(page);
    await shows(page.getByText('Schritt 2 von 5'));
    expect(new URL(page.url()).searchParams.get('id')).toBe(id);
    // the shopper's name shows once the phone has read its list of shoppers again
    await eventually(
      async () => expect(await field(page, 'Testkäufer/in').inputValue()).toBe(shopper.name),
      15_000,
    );
    expect(await field(page, /^Beginn/).inputValue()).toBe('14:00');
    expect(await field(page, /^Ende/).inputValue()).toBe('16:00');
    // 2 h of a 17-year-old: (17 − 2) CHF an hour (decision A-C1)
    expect(await page.getByLabel('Auszahlung (CHF)').inputValue()).toBe('30.00');
    await page.getByRole('button', { name: 'Zurück' }).click();
    await shows(page.getByText('Schritt 1 von 5'));
    expect(await field(page, /^Kundentyp/).inputValue()).toBe('Testkäufe Jugendschutz');

    // leaving asks, and what was typed is gone after it
    await page.getByRole('button', { name: 'Zurück' }).click();
    const dialog = page.getByRole('dialog');
    await shows(dialog.getByText('Wollen Sie die Bearbeitung abbrechen?'));
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await reaches(page, '/time');
    await eventually(async () => expect(await keptDraft(page, id)).toBeNull(), 15_000);
    await page.goto(`/time/new?id=${id}`);
    await shows(page.getByText('Schritt 1 von'));
    expect(await field(page, /^Ich arbeite als/).inputValue()).toBe('');
  });

  it('offers the test-purchase region for Testkäufe Jugendschutz only, and stores the one chosen', async () => {
    await page.goto('/time/new');
    await shows(page.getByText(/Schritt 1 von/));
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    await choose(page, 'Ich arbeite als', 'Testkäufer');
    await choose(page, 'Kundentyp', exactly('Schulung'));
    expect(await field(page, /^Region/).count()).toBe(0);
    await choose(page, 'Kundentyp', exactly('Testkäufe Jugendschutz'));
    await choose(page, 'Region', tkRegion.name);
    await page.getByRole('button', { name: 'Start', exact: true }).click();

    await shows(page.getByText('Schritt 2 von 5'));
    await choose(page, 'Testkäufer/in', shopper.name);
    await choose(page, 'Beginn', '09:00');
    await choose(page, 'Ende', '10:00');
    await drawSignature(page.getByRole('img', { name: 'Unterschriftsfeld: Unterschrift Testkäufer/in' }));
    await page.getByRole('button', { name: 'Speichern' }).click();
    await shows(page.getByText('Die Auszahlung wurde gespeichert.'));
    await shows(page.getByText('Schritt 3 von 5'));
    await fillDate(page, 'Datum', localIsoDate(new Date()));
    await choose(page, 'Beginn', '09:00');
    await choose(page, 'Ende', '10:00');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await shows(page.getByText('Schritt 4 von 5'));
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await shows(page.getByText('Schritt 5 von 5'));
    await page.getByRole('button', { name: 'Speichern' }).click();
    await shows(page.getByText('Der Rapport wurde vollständig gespeichert.'));
    await reaches(page, '/time');

    expect((await recordsOf(TESTER)).find((record) => record._id === id)).toMatchObject({
      typ: 'testkaeufer',
      kunde: 'Testkäufe Jugendschutz',
      region: tkRegion._id,
      complete: true,
    });
  });
});

describe('who picks the type of a record (R-T1, F§6 L176)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('offers a user with both roles the test buyer’s and the detective’s type, a test buyer only his', async () => {
    const multi = await (await newContext(browser, { viewport: 'phone' })).newPage();
    await signIn(multi, 'multi', '/time/new');
    await shows(multi.getByText(/Schritt 1 von/));
    expect(await choicesOf(multi, 'Ich arbeite als')).toEqual([
      'Testkäufer',
      'Detektiv',
      'Sonderfall (Abwesenheit)',
    ]);
    await choose(multi, 'Ich arbeite als', 'Detektiv');
    await shows(field(multi, /^Region/));

    const tester = await (await newContext(browser, { viewport: 'phone' })).newPage();
    await signIn(tester, TESTER, '/time/new');
    await shows(tester.getByText(/Schritt 1 von/));
    expect(await choicesOf(tester, 'Ich arbeite als')).toEqual(['Testkäufer', 'Sonderfall (Abwesenheit)']);
  });
});
