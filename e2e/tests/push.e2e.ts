import type { CurrentUser, PushState } from '@agecheck/contracts';
import { eventually } from '@agecheck/test-kit';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { shows } from '../support/expect';
import { e2ePlatform } from '../support/platform';

// Web Push on /settings (checklist D.9, decision D-C15; decision 0048): the button asks, never the page load;
// a refusal sends 'refused' (F§4 L132); with the permission granted Debian's headless Chromium cannot
// subscribe (it has no push service: "Registration failed"), so the card sends 'error'; the delivery to a
// real subscription is the integration test's (gateway/test/push.int-spec.ts). The service worker shows a
// push as the gateway sends it, handed over through the DevTools protocol. Accessible; fr and it show no key.

async function setLanguage(username: string, lang: 'de' | 'fr' | 'it'): Promise<string> {
  const me = await apiAs<CurrentUser>(username, 'GET', '/api/users/me');
  await apiAs(username, 'PUT', `/api/users/${me.body._id}/settings`, { lang });
  return me.body._id;
}

const storedState = async (username: string, id: string) =>
  (await apiAs<PushState>(username, 'GET', `/api/users/${id}/push`)).body.status;

describe('notifications on /settings', () => {
  let browser: Browser;
  let detective: string;
  let planner: string;

  beforeAll(async () => {
    detective = await setLanguage('detektiv', 'de');
    planner = await setLanguage('planung', 'de');
    await apiAs('detektiv', 'PUT', `/api/users/${detective}/push`, { token: 'error' });
    await apiAs('planung', 'PUT', `/api/users/${planner}/push`, { token: 'refused' });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await setLanguage('detektiv', 'de');
    await browser.close();
  });

  it('asks on the button only; a refusal is sent as refused and told, in de, fr and it', async () => {
    const page: Page = await (await newContext(browser, { viewport: 'phone' })).newPage();
    await signIn(page, 'detektiv', '/settings');
    const card = page.getByTestId('settings-push');
    await shows(card.getByRole('heading', { name: 'Benachrichtigungen' }));
    await shows(card.getByText('Benachrichtigungen konnten auf diesem Gerät nicht eingeschaltet werden.'));
    // the page load asked nothing
    expect(await page.evaluate(() => Notification.permission)).toBe('default');

    await card.getByRole('button', { name: 'Benachrichtigungen erlauben' }).click();
    await shows(card.getByText('Sie haben Benachrichtigungen abgelehnt.'));
    await shows(card.getByText(/Der Browser blockiert Benachrichtigungen/));
    expect(await storedState('detektiv', detective)).toBe('refused');
    await expectAccessible(page);

    for (const [lang, title, refused] of [
      ['fr', 'Notifications', 'Vous avez refusé les notifications.'],
      ['it', 'Notifiche', 'Ha rifiutato le notifiche.'],
    ] as const) {
      await setLanguage('detektiv', lang);
      await page.reload();
      await shows(card.getByRole('heading', { name: title }));
      await shows(card.getByText(refused));
      const text = await card.innerText();
      expect(text).not.toMatch(/\bsettings[.:][A-Za-z]/);
      // a text missing in the language would show the German source instead (i18next's fallback)
      expect(text).not.toMatch(/Benachrichtigung|Gerät|abgelehnt/);
    }
  });

  it('with the permission granted: no push service in headless Chromium, so error is sent; the worker shows a push', async () => {
    const origin = new URL(e2ePlatform().gatewayUrl).origin;
    const context = await newContext(browser);
    await context.grantPermissions(['notifications'], { origin });
    const page = await context.newPage();
    await signIn(page, 'planung', '/settings');
    const card = page.getByTestId('settings-push');
    await shows(card.getByText('Sie haben Benachrichtigungen abgelehnt.'));
    await card.getByRole('button', { name: 'Benachrichtigungen erlauben' }).click();
    await shows(card.getByText('Benachrichtigungen konnten auf diesem Gerät nicht eingeschaltet werden.'));
    expect(await storedState('planung', planner)).toBe('error');

    // a push as the gateway sends it, handed to the service worker: it shows the notification
    const devtools = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    devtools.on('ServiceWorker.workerRegistrationUpdated', (update) =>
      registrations.push(...update.registrations),
    );
    await devtools.send('ServiceWorker.enable');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // the app's registration as last reported (an update of the worker reports it again; a removed one too)
    const registration = () =>
      registrations.filter(({ scopeURL, isDeleted }) => scopeURL === `${origin}/` && !isDeleted).at(-1);
    const push = { title: 'Neue Nachricht von Anna Admin', body: 'Tour Bern', url: '/mail', tag: 'mail-e2e' };
    await eventually(async () => {
      expect(registration()).toBeDefined();
      // handed again until the worker shows it (a worker still starting misses it); the tag keeps it one
      await devtools.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: registration()!.registrationId,
        data: JSON.stringify(push),
      });
      await page.waitForTimeout(300);
      const shown = await page.evaluate(async () => {
        const worker = await navigator.serviceWorker.ready;
        const notifications = await worker.getNotifications({ tag: 'mail-e2e' });
        return notifications.map(({ title, body, data }) => ({ title, body, data: data as unknown }));
      });
      expect(shown).toEqual([{ title: push.title, body: push.body, data: { url: '/mail' } }]);
    }, 20_000);
  });
});
