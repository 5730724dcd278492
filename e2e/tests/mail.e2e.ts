import type { Browser, Page } from 'playwright-core';
import type { Mail, Page as ListPage } from '@agecheck/contracts';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { emptyInbox, setLanguage } from '../support/mail';
import { disappears, shows } from '../support/expect';
import { choose } from '../support/select';

// Checklist D.4 (field-app spec, sections 2, 5, 6, 7; back-office spec, section 8): the planner writes to a
// tester from /mail (opened from the top bar, a screen of mf-field); the tester's badge counts it, reading it
// drops the badge, the tester answers and the planner finds the answer in the inbox; the validation keys
// mail.to.error, mail.subject.error, mail.message.error; 'Keine Nachrichten vorhanden.'; fr and it show no key.

const suffix = Math.random().toString(36).slice(2, 8);
const subject = `Tour Bern ${suffix}`;
/** The top bar's mailbox button (the side navigation has a link 'Postfach' too). */
const mailbox = (page: Page) => page.getByTestId('mail-badge').getByRole('link');

describe('in-app mail between the planner and a tester', () => {
  let browser: Browser;
  let planner: Page;
  let tester: Page;

  beforeAll(async () => {
    await emptyInbox('testkaeufer');
    await setLanguage('testkaeufer', 'de');
    await setLanguage('planung', 'de');
    browser = await launchBrowser();
    tester = await (await newContext(browser)).newPage();
    await signIn(tester, 'testkaeufer', '/dashboard');
    planner = await (await newContext(browser)).newPage();
    await signIn(planner, 'planung', '/dashboard');
  });

  afterAll(async () => {
    await setLanguage('testkaeufer', 'de');
    await browser?.close();
  });

  it('shows the tester an empty inbox and no badge', async () => {
    await shows(mailbox(tester));
    expect(await mailbox(tester).getAttribute('aria-label')).toBe('Postfach');
    await mailbox(tester).click();
    await shows(tester.getByText('Keine Nachrichten vorhanden.'));
  });

  it('lets the planner open /mail from the top bar and refuses an empty message at its fields', async () => {
    await mailbox(planner).click();
    await shows(planner.getByRole('tab', { name: 'Posteingang' }));
    await planner.getByRole('button', { name: 'Neue Nachricht' }).click();
    const dialog = planner.getByRole('dialog', { name: 'Neue Nachricht' });
    await shows(dialog);
    await shows(dialog.getByText('An alle'));
    await dialog.getByRole('button', { name: 'Senden' }).click();
    await shows(dialog.getByText('Bitte wählen Sie mindestens einen Empfänger.'));
    await shows(dialog.getByText('Bitte geben Sie einen Betreff ein.'));
    await shows(dialog.getByText('Bitte geben Sie eine Nachricht ein.'));
  });

  it('sends the message to the tester', async () => {
    const dialog = planner.getByRole('dialog', { name: 'Neue Nachricht' });
    await choose(planner, 'Empfänger', 'Tim Testkäufer');
    await dialog.getByLabel('Betreff').fill(subject);
    await dialog.getByLabel('Nachricht').fill('Bitte übernehmen Sie am Montag die Tour in Bern.');
    await dialog.getByRole('button', { name: 'Senden' }).click();
    await shows(planner.getByText('Die Nachricht wurde gesendet.'));
    await disappears(dialog);
    await planner.getByRole('tab', { name: 'Gesendet' }).click();
    await shows(planner.getByTestId('mail-sent').getByText(subject));
  });

  it('counts the message on the tester’s badge, and reading it drops the badge', async () => {
    await tester.reload();
    await shows(mailbox(tester).and(tester.getByRole('link', { name: 'Postfach: 1 neue Nachricht' })));
    expect(await tester.getByTestId('mail-badge').textContent()).toContain('1');
    const item = tester.getByRole('button', { name: new RegExp(`^${subject}`) });
    await shows(item);
    await shows(tester.getByTestId('mail-item').filter({ hasText: subject }).getByText('Neu'));
    await item.click();
    const dialog = tester.getByRole('dialog', { name: subject });
    await shows(dialog.getByText('Bitte übernehmen Sie am Montag die Tour in Bern.'));
    await shows(mailbox(tester).and(tester.getByRole('link', { name: 'Postfach', exact: true })));
  });

  it('lets the tester answer, and the planner finds the answer in the inbox', async () => {
    await tester.getByRole('dialog', { name: subject }).getByRole('button', { name: 'Antworten' }).click();
    const dialog = tester.getByRole('dialog', { name: 'Neue Nachricht' });
    await shows(dialog);
    expect(await dialog.getByLabel('Betreff').inputValue()).toBe(`AW: ${subject}`);
    expect(await dialog.getByText('An alle').count()).toBe(0);
    await dialog.getByLabel('Nachricht').fill('Mache ich gerne.');
    await dialog.getByRole('button', { name: 'Senden' }).click();
    await shows(tester.getByText('Die Nachricht wurde gesendet.'));

    await planner.getByRole('tab', { name: 'Posteingang' }).click();
    await planner.reload();
    const answer = planner.getByRole('button', { name: new RegExp(`^AW: ${subject}`) });
    await shows(answer);
    await shows(
      planner
        .getByTestId('mail-item')
        .filter({ hasText: `AW: ${subject}` })
        .getByText('Tim Testkäufer'),
    );
  });

  it('deletes the tester’s copy after asking, and only theirs', async () => {
    await tester.keyboard.press('Escape');
    await tester.getByRole('button', { name: `Löschen: ${subject}` }).click();
    await shows(tester.getByText('Wollen Sie diese Nachricht wirklich löschen?'));
    await tester.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    await shows(tester.getByText('Die Nachricht wurde gelöscht.'));
    await shows(tester.getByText('Keine Nachrichten vorhanden.'));
    const sent = await apiAs<ListPage<Mail>>('planung', 'GET', '/api/mails?box=sent&pageSize=200');
    expect(sent.body.items.map((mail) => mail.subject)).toContain(subject);
  });

  it.each([
    ['fr', 'Boîte de réception', 'Aucun message disponible.', 'Nouveau message'],
    ['it', 'Posta in arrivo', 'Nessun messaggio disponibile.', 'Nuovo messaggio'],
  ] as const)('shows /mail in %s without a missing key', async (lang, inbox, empty, compose) => {
    await setLanguage('testkaeufer', lang);
    await tester.goto('/mail');
    await shows(tester.getByRole('tab', { name: inbox }));
    await shows(tester.getByText(empty));
    await tester.getByRole('button', { name: compose }).click();
    await shows(tester.getByRole('dialog', { name: compose }));
    const text = await tester.locator('body').innerText();
    expect(text).not.toMatch(/\b(mail|util|field|common|topbar|menu)[.:][A-Za-z]/);
    // a text missing in the language would show the German source instead (i18next's fallback)
    expect(text).not.toMatch(/Posteingang|Gesendet|Neue Nachricht|Empfänger|Betreff|Senden|Abbrechen/);
    await tester.keyboard.press('Escape');
  });
});
