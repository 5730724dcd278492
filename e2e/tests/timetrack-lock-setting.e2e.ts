import type { Browser, Page } from 'playwright-core';
import type { AdminSettings, Timetrack } from '@agecheck/contracts';
import { eventually } from '@agecheck/test-kit';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { shows } from '../support/expect';

// Issue 19, decision A-C5 (docs/decisions/0033 and 0038): the administrator sets the
// lock age of time records on /admin/settings; svc-timetrack and the phone follow it. A test buyer's absence
// of last month opens for changes while the owner may change it and read-only once the admin closes the month.

const TESTER = 'testkaeufer';
const LOCKED = 'Dieser Rapport ist für die Bearbeitung gesperrt.';
const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
/** The 15th of last month. */
const LAST_MONTH_DAY = (() => {
  const day = new Date(now.getFullYear(), now.getMonth() - 1, 15);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-15`;
})();

/** Sets the day on the settings screen and saves it. */
async function saveLockAge(admin: Page, day: string): Promise<void> {
  const field = admin.getByLabel('Bearbeitung der Rapporte bis zum Tag des Folgemonats');
  await field.fill(day);
  await admin
    .getByRole('region', { name: 'Zeiterfassung' })
    .getByRole('button', { name: 'Speichern' })
    .click();
}

describe('an administrator sets the lock age of time records, and the phone follows it', () => {
  let browser: Browser;
  let admin: Page;
  let buyer: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await (await newContext(browser)).newPage();
    buyer = await (await newContext(browser, { viewport: 'phone' })).newPage();
    await signIn(admin, 'admin', '/admin/settings');
    await signIn(buyer, TESTER, '/time');
  });

  afterAll(async () => {
    await apiAs('admin', 'PUT', '/api/adminSettings', { timetrackEditDays: 5 });
    await browser.close();
  });

  it('refuses a day past the 28th at the field, and saves the 28th with the rule in words', async () => {
    await shows(admin.getByText('Zeiterfassung'));
    await saveLockAge(admin, '29');
    await shows(admin.getByText('Bitte geben Sie einen Tag zwischen 0 und 28 ein.'));
    await saveLockAge(admin, '28');
    await shows(admin.getByText('Erfolgreich gespeichert!'));
    await shows(admin.getByText('Rapporte können bis zum 28. Tag des Folgemonats bearbeitet werden.'));
    expect((await apiAs<AdminSettings>(TESTER, 'GET', '/api/adminSettings')).body).toMatchObject({
      timetrackEditDays: 28,
    });
  });

  // on the 29th to the 31st no day of the month opens last month's records
  (now.getDate() <= 28 ? it : it.skip)(
    'opens last month’s record for changes until the 28th, and read-only once the admin sets 0',
    async () => {
      const id = crypto.randomUUID();
      const absence = {
        _id: id,
        typ: 'sonder',
        index: 1,
        sonder: { typ: 'Krankheit', start: LAST_MONTH_DAY, end: LAST_MONTH_DAY, hours: 4 },
      };
      // the setting reaches svc-timetrack through the stream
      await eventually(async () => {
        const saved = await apiAs<Timetrack>(TESTER, 'PUT', `/api/timetrack/${id}`, absence);
        expect(saved.status).toBe(200);
      });

      await buyer.goto(`/time/new?id=${id}`);
      await shows(buyer.getByLabel('Art der Abwesenheit').first());
      expect(await buyer.getByText(LOCKED).count()).toBe(0);
      expect(await buyer.getByLabel('Art der Abwesenheit').first().isDisabled()).toBe(false);

      await saveLockAge(admin, '0');
      await shows(admin.getByText('Rapporte können bis zum letzten Tag ihres Monats bearbeitet werden.'));
      await eventually(async () => {
        const refused = await apiAs<{ code: string }>(TESTER, 'PUT', `/api/timetrack/${id}`, {
          ...absence,
          sonder: { ...absence.sonder, hours: 5 },
        });
        expect(refused.status).toBe(403);
      });
      await buyer.reload();
      await shows(buyer.getByText(LOCKED));
      expect(await buyer.getByLabel('Art der Abwesenheit').first().isDisabled()).toBe(true);
      await buyer.goto('/time');
      const item = buyer
        .getByTestId('time-item')
        .filter({ hasText: 'Krankheit' })
        .filter({ hasText: LAST_MONTH_DAY.split('-').reverse().join('.') })
        .first();
      await shows(item);
      expect(await item.getByRole('button', { name: 'Löschen' }).count()).toBe(0);
    },
  );
});
