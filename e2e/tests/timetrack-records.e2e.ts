import type { Browser, Page } from 'playwright-core';
import type { CurrentUser, Dashboard, Timetrack } from '@agecheck/contracts';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { disappears, shows } from '../support/expect';
import { choose } from '../support/select';
import { localIsoDate, swissDate } from '../support/timetrack';

// Issue 19, checklist A-R3, A.7 (back-office spec, section 2, L36, L73; section 4, L120; decisions A-C6,
// A-C11 and 0037): the administrator lists all time records, filters them, reviews one, and its owner then
// finds it locked; an incomplete record is not reviewed; a record is deleted with 'Rapport gelöscht.'; the
// grid replaces the table when the admin's setting tryNewRapportView is on.

const OWNER = 'testkaeufer';
const LOCKED = 'Dieser Rapport ist für die Bearbeitung gesperrt.';
const NOT_COMPLETE = 'Ein unvollständiger Rapport kann nicht geprüft werden.';
const today = localIsoDate(new Date());
// hours no other record of the run has (the other tests' absences take a few hours), so that the row is this
// test's: 200.00 to 699.99
const cents = 20_000 + Math.floor(Math.random() * 50_000);
const hours = cents / 100;
const hoursText = `${hours.toFixed(2)} Std.`;
const editedHours = (cents + 50) / 100;
const editedText = `${editedHours.toFixed(2)} Std.`;

/** A complete absence of the owner today, saved through the API as the phone saves it. */
function absence(id: string, changes: { hours?: number } = {}) {
  return {
    _id: id,
    typ: 'sonder',
    index: 1,
    sonder: { typ: 'Krankheit', start: today, end: today, hours: changes.hours ?? hours },
  };
}

const recordRow = (page: Page, text: string) => page.getByTestId('records-row').filter({ hasText: text });

describe('an administrator reviews all time records', () => {
  let browser: Browser;
  let page: Page;
  let owner: CurrentUser;
  let admin: CurrentUser;
  const complete = crypto.randomUUID();
  const open = crypto.randomUUID();

  beforeAll(async () => {
    owner = (await apiAs<CurrentUser>(OWNER, 'GET', '/api/users/me')).body;
    admin = (await apiAs<CurrentUser>('admin', 'GET', '/api/users/me')).body;
    const saved = await apiAs<Timetrack>(OWNER, 'PUT', `/api/timetrack/${complete}`, absence(complete));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ complete: true, reviewed: false });
    const started = await apiAs<Timetrack>(OWNER, 'PUT', `/api/timetrack/${open}`, {
      _id: open,
      typ: 'testkaeufer',
      kunde: 'Testkäufe Jugendschutz Online',
      datum: today,
      index: 1,
      tk: {},
    });
    expect(started.status).toBe(200);
    expect(started.body.complete).toBe(false);
    // the table, whatever an earlier run left
    await apiAs('admin', 'PUT', `/api/users/${admin._id}/settings`, { tryNewRapportView: false });
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    await signIn(page, 'admin', `/admin/timetracks?from=${today}&to=${today}`);
  });

  afterAll(async () => {
    await apiAs('admin', 'PUT', `/api/users/${admin._id}/settings`, { tryNewRapportView: false });
    for (const id of [complete, open]) await apiAs('admin', 'DELETE', `/api/timetrack/${id}`);
    await browser.close();
  });

  it("lists the owner's record, pending, and filters by user (kept in the address)", async () => {
    await shows(page.getByRole('heading', { name: 'Alle Rapporte' }));
    await choose(page, 'Benutzer', owner.name);
    await page.waitForURL((url) => url.searchParams.get('user') === owner._id);
    expect(new URL(page.url()).searchParams.get('from')).toBe(today);
    const row = recordRow(page, hoursText);
    await shows(row);
    await shows(row.getByRole('img', { name: 'Ausstehend' }));
    for (const text of [owner.name, 'Sonderfall (Abwesenheit)', 'Krankheit', swissDate(today)])
      await shows(row.getByText(text, { exact: false }));
    // every row is the owner's
    const users = await page.getByTestId('records-row').locator('td:nth-child(3)').allTextContents();
    expect(new Set(users)).toEqual(new Set([owner.name]));
    // the filter stays through a reload
    await page.reload();
    await shows(recordRow(page, hoursText));
    const userFilter = page
      .getByRole('textbox', { name: 'Benutzer' })
      .or(page.getByRole('combobox', { name: 'Benutzer' }))
      .first();
    expect(await userFilter.inputValue()).toBe(owner.name);
  });

  // Back-office spec, section 2, L16 (decision 0050): the overview's time-tracking card counts
  it('counts on /admin/overview the records waiting for the review and those of the month, as the server does', async () => {
    const back = page.url();
    const card = page.getByTestId('overview-timeTracking');
    const shown = async (testId: string, text: RegExp) => {
      const line = await card.getByTestId(testId).innerText();
      expect(line).toMatch(text);
      return Number(line.split(' ')[0]);
    };
    // other files' records may come between the screen and the server's answer: then once more
    for (let attempt = 1; ; attempt += 1) {
      await page.goto('/admin/overview');
      await shows(card.getByTestId('overview-of-month'));
      const counts = {
        toReview: await shown(
          'overview-to-review',
          /^(1 Rapport wartet|\d+ Rapporte warten) auf die Prüfung\.$/,
        ),
        month: await shown('overview-of-month', /^(1 Rapport|\d+ Rapporte) in diesem Monat\.$/),
      };
      const { body } = await apiAs<Dashboard>('admin', 'GET', '/api/dashboard/');
      if (attempt < 3 && JSON.stringify(counts) !== JSON.stringify(body.timetrack)) continue;
      expect(counts).toEqual(body.timetrack);
      // this file's complete record of today waits for the review; it and the open one are of this month
      expect(counts.toReview).toBeGreaterThanOrEqual(1);
      expect(counts.month).toBeGreaterThanOrEqual(2);
      break;
    }
    expect(await card.getByRole('link', { name: 'Öffnen' }).getAttribute('href')).toBe('/admin/timetracks');
    await page.goto(back);
  });

  it('refuses to review an incomplete record, with its message (A-C11)', async () => {
    const row = recordRow(page, 'Jugendschutz Online');
    await shows(row);
    await row.getByRole('switch', { name: /^Geprüft:/ }).click({ force: true });
    await shows(page.getByText(NOT_COMPLETE));
    const stored = await apiAs<Timetrack>('admin', 'GET', `/api/timetrack/${open}`);
    expect(stored.body.reviewed).toBe(false);
  });

  it('reviews a selection; the owner then cannot change the record, nor sees it open for editing', async () => {
    const row = recordRow(page, hoursText);
    await row.getByRole('checkbox', { name: /^Auswählen:/ }).check();
    await shows(page.getByText('1 ausgewählt'));
    await page.getByRole('button', { name: 'Als geprüft markieren' }).click();
    await shows(page.getByText('1 Rapport als geprüft markiert.'));
    await shows(row.getByRole('img', { name: 'Geprüft' }));
    expect(await row.getByRole('switch', { name: /^Geprüft:/ }).isChecked()).toBe(true);

    const changed = await apiAs<{ code: string; errors: unknown }>(
      OWNER,
      'PUT',
      `/api/timetrack/${complete}`,
      absence(complete, { hours: (cents + 100) / 100 }),
    );
    expect(changed.status).toBe(403);
    expect(changed.body).toMatchObject({
      code: 'TIMETRACK_LOCKED',
      errors: [{ path: 'datum', key: 'timetrack.locked' }],
    });

    // the owner's phone, in a browser of its own
    const phone = await newContext(browser, { viewport: 'phone' });
    const ownerPage = await phone.newPage();
    await signIn(ownerPage, OWNER, `/time/new?id=${complete}`);
    await shows(ownerPage.getByText(LOCKED));
    expect(await ownerPage.getByRole('button', { name: 'Speichern' }).count()).toBe(0);
    await phone.close();
  });

  it('takes the review back by the toggle', async () => {
    const row = recordRow(page, hoursText);
    await row.getByRole('switch', { name: /^Geprüft:/ }).click({ force: true });
    await shows(row.getByRole('img', { name: 'Ausstehend' }));
    const stored = await apiAs<Timetrack>('admin', 'GET', `/api/timetrack/${complete}`);
    expect(stored.body.reviewed).toBe(false);
  });

  it('edits a record in the five-step wizard inside a dialog, asking before closing it with changes (A-R6)', async () => {
    const row = recordRow(page, hoursText);
    const dialog = page.getByRole('dialog', { name: 'Rapport bearbeiten' });
    // the dialog offers the owner's shoppers, never asks for the admin's own
    const ownShoppersAsked: string[] = [];
    const watch = (request: { url(): string }) => {
      if (new URL(request.url()).pathname === '/api/shoppers') ownShoppersAsked.push(request.url());
    };
    page.on('request', watch);
    // unchanged, escape closes it without a question
    await row.getByRole('button', { name: /^Bearbeiten:/ }).click();
    await shows(dialog.getByText('Schritt 1 von 2'));
    expect(await dialog.getByLabel('Art der Abwesenheit').first().inputValue()).toBe('Krankheit');
    await page.keyboard.press('Escape');
    await disappears(dialog);

    await row.getByRole('button', { name: /^Bearbeiten:/ }).click();
    await shows(dialog.getByText('Schritt 1 von 2'));
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await shows(dialog.getByText('Schritt 2 von 2'));
    await dialog
      .getByLabel(/^Stunden/)
      .first()
      .fill(String(editedHours));
    // changed: the close button asks first; 'Abbrechen' keeps the dialog with the change
    await dialog.getByRole('button', { name: 'Schliessen' }).click();
    const question = page.getByRole('dialog').filter({ hasText: 'Wollen Sie die Bearbeitung abbrechen?' });
    await shows(question);
    await question.getByRole('button', { name: 'Abbrechen' }).click();
    await disappears(question);
    expect(
      await dialog
        .getByLabel(/^Stunden/)
        .first()
        .inputValue(),
    ).toBe(String(editedHours));

    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await shows(page.getByText('Der Rapport wurde vollständig gespeichert.'));
    await disappears(dialog);
    // the list loads again with the change
    await shows(recordRow(page, editedText));
    const stored = await apiAs<Timetrack>('admin', 'GET', `/api/timetrack/${complete}`);
    expect(stored.body).toMatchObject({ complete: true, userID: owner._id, sonder: { hours: editedHours } });
    page.off('request', watch);
    expect(ownShoppersAsked).toEqual([]);
  });

  it("deletes a record after the question, with 'Rapport gelöscht.'", async () => {
    const row = recordRow(page, 'Jugendschutz Online');
    await row.getByRole('button', { name: /^Löschen:/ }).click();
    const dialog = page.getByRole('dialog');
    await shows(dialog.getByText('Wollen Sie diesen Eintrag wirklich löschen?'));
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await shows(page.getByText('Rapport gelöscht.'));
    await disappears(row);
    expect((await apiAs('admin', 'GET', `/api/timetrack/${open}`)).status).toBe(404);
  });

  it('shows the grid instead of the table when the setting tryNewRapportView is on (A.7)', async () => {
    const on = await apiAs<CurrentUser>('admin', 'PUT', `/api/users/${admin._id}/settings`, {
      tryNewRapportView: true,
    });
    expect(on.body.settings.tryNewRapportView).toBe(true);
    await page.reload();
    const row = page.getByTestId('data-grid-row').filter({ hasText: editedText });
    await shows(row);
    await shows(page.getByRole('button', { name: 'Spalten' }));
    await shows(row.getByRole('img', { name: 'Ausstehend' }));
    expect(await page.getByTestId('records-row').count()).toBe(0);
    // the grid reviews too
    await row.getByRole('switch', { name: /^Geprüft:/ }).click({ force: true });
    await shows(row.getByRole('img', { name: 'Geprüft' }));
  });
});
