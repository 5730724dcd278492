import type { Browser, Page } from 'playwright-core';
import { failedTestNoticeLink, type Mail, type Page as ListPage, type Purchase } from '@agecheck/contracts';
import { expectAccessible } from '../support/accessibility';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { emptyInbox, setLanguage } from '../support/mail';
import { reaches, shows } from '../support/expect';
import { NOT_RESPECTED, storeAndShopper, submitComplete, testDayIn } from '../support/reports';

// Issue 20, "Beyond the spec: the failed test reaches the people who act on it" (decision 0051): a planner
// approves a failed age check in control; the admin finds the system's message with the store and the test
// type in /mail, and its link opens the purchase; with the notice switched off on /admin/settings an approval
// sends none. fr and it show the new texts without a missing key.

const TESTER = 'testkaeufer';
/** A test date only this file's purchases have (October: no other test file's months). */
const DATE = testDayIn(10, 1);
const SWITCH = 'Nicht bestandene Testkäufe melden';

/** The admin's messages that point to the purchase. */
async function noticesOf(username: string, purchaseId: string): Promise<Mail[]> {
  const inbox = await apiAs<ListPage<Mail>>(username, 'GET', '/api/mails?box=inbox&pageSize=200');
  return inbox.body.items.filter(({ link }) => link === failedTestNoticeLink(purchaseId));
}

/** Waits until the user's inbox holds the notice of the purchase (the gateway writes it from the event). */
async function noticeArrives(username: string, purchaseId: string): Promise<Mail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [notice] = await noticesOf(username, purchaseId);
    if (notice) return notice;
    if (Date.now() > deadline) throw new Error(`no notice of ${purchaseId} for ${username}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const approve = (purchase: Purchase) =>
  apiAs('planung', 'PUT', `/api/purchases/control/${purchase._id}`, {
    version: purchase.version,
    done: true,
  });

describe('a failed test approved in control reaches the admin', () => {
  let browser: Browser;
  let planner: Page;
  let admin: Page;
  let failed: Purchase[];
  let vst: string;
  let storeName: string;

  beforeAll(async () => {
    await apiAs('admin', 'PUT', '/api/adminSettings', { failedTestNotice: true, failedTestNoticeTo: 'both' });
    await setLanguage('admin', 'de');
    await emptyInbox('admin');
    const { store, shopper } = await storeAndShopper(TESTER, 'bp', 'bp');
    vst = store.vst;
    storeName = store.name;
    const report = (time: string) => ({
      type: [{ api: 'bp', name: 'bp' }],
      vst: store.vst,
      name: store.name,
      storeID: store._id,
      sprintListID: 'failed-test-notice-e2e',
      date: DATE,
      time,
      shopper,
      testType: 'Alkohol',
      cashier: { gender: 'm', name: 'Huber', firstname: 'Marco' },
      article: '570300000000000000000009',
      overriddenWarnings: ['notInSprint', 'shopperRecentlyTested'],
      ...NOT_RESPECTED,
    });
    failed = await submitComplete(TESTER, [report('09:00'), report('10:00'), report('11:00')]);
    browser = await launchBrowser();
    planner = await (await newContext(browser)).newPage();
    admin = await (await newContext(browser)).newPage();
    await signIn(planner, 'planung', `/admin/control/detail?controlSet=${failed[0]?._id}`);
    await signIn(admin, 'admin', '/admin/settings');
  });

  afterAll(async () => {
    await apiAs('admin', 'PUT', '/api/adminSettings', { failedTestNotice: true, failedTestNoticeTo: 'both' });
    await setLanguage('admin', 'de');
    await browser?.close();
  });

  it('lets the planner approve the failed test in control', async () => {
    await shows(planner.getByTestId('control-store').getByText(vst));
    await planner.getByRole('button', { name: 'Als korrekt markieren' }).click();
    await shows(planner.getByText('Alle ausgewählten Testkäufe kontrolliert.'));
  });

  it('shows the admin the system’s message with the store and the test type, whose link opens the purchase', async () => {
    const notice = await noticeArrives('admin', failed[0]?._id as string);
    // the planner who approved it has it too, once
    expect(await noticesOf('planung', failed[0]?._id as string)).toHaveLength(1);
    await admin.goto('/mail');
    const item = admin.getByRole('button', {
      name: new RegExp(`^${notice.subject.replace(/[()]/g, '\\$&')}`),
    });
    await shows(item);
    expect(notice.subject).toBe(`Nicht bestandener Testkauf: ${vst} (bp) (Alkohol)`);
    await item.click();
    const dialog = admin.getByRole('dialog', { name: notice.subject });
    await shows(dialog.getByText('Von: System'));
    await shows(dialog.getByText(`Filiale: ${vst} (bp)`, { exact: false }));
    await shows(dialog.getByText('Testtyp: Alkohol', { exact: false }));
    // the system's message has nobody to answer
    expect(await dialog.getByRole('button', { name: 'Antworten' }).count()).toBe(0);
    await dialog.getByRole('link', { name: 'Testkauf öffnen' }).click();
    await reaches(admin, '/admin/control/detail');
    await shows(admin.getByTestId('control-store').getByText(storeName, { exact: false }));
  });

  it('turns the notice off on /admin/settings, and an approval then sends no message', async () => {
    await admin.goto('/admin/settings');
    const notice = admin.getByRole('switch', { name: SWITCH });
    await shows(notice);
    expect(await notice.isChecked()).toBe(true);
    expect(await admin.getByRole('radio', { name: 'Beide' }).isChecked()).toBe(true);
    await notice.click({ force: true });
    await shows(admin.getByText('Erfolgreich gespeichert!'));
    expect(await admin.getByRole('radio', { name: 'Alle Administratoren' }).isDisabled()).toBe(true);
    await expectAccessible(admin);
    expect((await approve(failed[1] as Purchase)).status).toBe(200);

    // on again: the next approval's message arrives, after the one approved while it was off
    await apiAs('admin', 'PUT', '/api/adminSettings', { failedTestNotice: true });
    expect((await approve(failed[2] as Purchase)).status).toBe(200);
    await noticeArrives('admin', failed[2]?._id as string);
    expect(await noticesOf('admin', failed[1]?._id as string)).toEqual([]);
    expect(await noticesOf('planung', failed[1]?._id as string)).toEqual([]);
  });

  it.each([
    ['fr', 'Signaler les achats tests échoués', 'Ouvrir l’achat test'],
    ['it', 'Segnalare gli acquisti test non superati', 'Aprire l’acquisto test'],
  ] as const)(
    'shows the setting and the message’s link in %s without a missing key',
    async (lang, label, open) => {
      await setLanguage('admin', lang);
      await admin.goto('/admin/settings');
      await shows(admin.getByRole('switch', { name: label }));
      const settings = await admin.locator('body').innerText();
      expect(settings).not.toMatch(/\b(settings|admin|common)[.:][A-Za-z]/);
      expect(settings).not.toMatch(/Nicht bestandene Testkäufe|Empfänger der Meldung|Alle Administratoren/);
      await admin.goto('/mail');
      await admin
        .getByRole('button', { name: /^Nicht bestandener Testkauf/ })
        .first()
        .click();
      await shows(admin.getByRole('dialog').getByRole('link', { name: open }));
      expect(await admin.locator('body').innerText()).not.toMatch(/\b(mail|field|common)[.:][A-Za-z]/);
      await admin.keyboard.press('Escape');
    },
  );
});
