import { randomUUID } from 'node:crypto';
import type { CurrentUser, PushState } from '@agecheck/contracts';
import { callApi, tokenFor } from '@agecheck/test-kit';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { disappears, shows } from '../support/expect';

// Checklist D.10 (decision 0049; F§2 L54, L67; F§4 L130): a test buyer whose settings.showIntro is set sees
// the full-screen intro at the start, once: skip (Escape) and finish both save showIntro=false; the switch on
// /settings brings it back at the next start; a planner never sees it; fr and it show no missing key.

const unique = () => randomUUID().slice(0, 8);
const PASSWORD = 'Start1234';

/** Text that looks like a key of the intro shown instead of its translation. */
const RAW_KEY = /\b(intro:|slide\.|title\b|step\b|skip\b|finish\b)/;

describe('the first-login intro (checklist D.10)', () => {
  let browser: Browser;
  let page: Page;
  const tester = { name: `Ina Intro ${unique()}`, email: `e2e-intro-${unique()}@agecheck.example` };
  let me: (body?: Partial<CurrentUser['settings']>) => Promise<CurrentUser>;
  /** What the server holds of the tester's push registration (D.9). */
  let pushState: () => Promise<PushState['status']>;

  /** The tester's showIntro as the server holds it. */
  const serverShowIntro = async () => (await me()).settings.showIntro;

  /**
   * The answer to the page's save of showIntro=false, which ending the intro sends: asked for before the
   * action that ends it, so that it is not missed.
   */
  const introSaved = (on: Page) => {
    const answer = on.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && new URL(response.url()).pathname.endsWith('/settings'),
      { timeout: 30_000 },
    );
    return async () => {
      const response = await answer;
      expect({ status: response.status(), body: response.request().postDataJSON() as unknown }).toEqual({
        status: 200,
        body: { showIntro: false },
      });
      expect(await serverShowIntro()).toBe(false);
    };
  };

  /** Reads every slide of the intro with the button that goes on, and finishes it with the last. */
  const readThrough = async (intro: Locator, next: string, finish: string, check: () => Promise<void>) => {
    for (let slide = 1; ; slide += 1) {
      await check();
      const button = intro.getByRole('button', { name: finish });
      if (await button.isVisible()) {
        expect(slide).toBe(6);
        await button.click();
        return;
      }
      await intro.getByRole('button', { name: next }).click();
    }
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    const created = await apiAs('admin', 'POST', '/api/users', {
      name: tester.name,
      email: tester.email,
      password: PASSWORD,
      role: ['testkaeufer'],
    });
    expect(created.status).toBe(201);
    const token = await tokenFor(tester.email, PASSWORD);
    const { body: profile } = await callApi<CurrentUser>('/api/users/me', { token });
    me = async (settings) =>
      settings
        ? (
            await callApi<CurrentUser>(`/api/users/${profile._id}/settings`, {
              method: 'PUT',
              token,
              body: settings,
            })
          ).body
        : (await callApi<CurrentUser>('/api/users/me', { token })).body;
    pushState = async () =>
      (await callApi<PushState>(`/api/users/${profile._id}/push`, { token })).body.status;
    expect(profile.settings.showIntro).toBe(true);
  });

  afterAll(() => browser.close());

  it('a new test buyer sees it at the first start; Escape skips it and a reload does not bring it back', async () => {
    page = await (await newContext(browser, { viewport: 'phone' })).newPage();
    await signIn(page, tester.email, '/dashboard', PASSWORD);
    const intro = page.getByRole('dialog', { name: 'Einführung in die App' });
    // (shows: the accessibility check of the screen with the dialog)
    await shows(intro.getByRole('heading', { name: 'Willkommen' }));
    await shows(intro.getByText('Schritt 1 von 6'));
    // the focus is in the dialog, on the button that goes on; the keyboard turns the slides
    const next = intro.getByRole('button', { name: 'Weiter' });
    expect(await next.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await shows(intro.getByRole('heading', { name: 'Neuer Testkauf' }));
    await shows(intro.getByText('Schritt 2 von 6'));
    expect(await next.evaluate((button) => button === document.activeElement)).toBe(true);
    const saved = introSaved(page);
    await page.keyboard.press('Escape');
    await disappears(intro);
    await saved();

    await page.reload();
    await shows(page.getByTestId('screen').getByRole('heading').first());
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('the switch on /settings brings it back at the next start; its end asks for notifications and ends it', async () => {
    await page.goto('/settings');
    const toggle = page.getByRole('switch', { name: /^Einführung beim nächsten Start anzeigen/ });
    await shows(toggle);
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await shows(page.getByText('Einstellungen gespeichert.'));
    expect(await serverShowIntro()).toBe(true);
    // "at the next start": not on the settings screen at once
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.reload();
    const intro = page.getByRole('dialog', { name: 'Einführung in die App' });
    await shows(intro);
    const saved = introSaved(page);
    expect(await pushState()).toBe('none');
    // the last slide offers the push permission ask beside "Los geht’s" (D-C15): the browser refuses it here
    await readThrough(intro, 'Weiter', 'Benachrichtigungen erlauben', async () => {
      await shows(intro.getByTestId('intro-slide').getByRole('heading'));
    });
    await disappears(intro);
    await saved();
    expect(await pushState()).toBe('refused');
    await page.reload();
    await shows(page.getByRole('switch', { name: /^Einführung beim nächsten Start anzeigen/ }));
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it.each([
    ['fr', 'Introduction à l’application', 'Suivant', 'C’est parti', 'Étape 6 sur 6'],
    ['it', 'Introduzione all’app', 'Avanti', 'Iniziamo', 'Passo 6 di 6'],
  ] as const)('%s shows every slide without a missing key', async (lang, title, next, finish, lastStep) => {
    await me({ lang, showIntro: true });
    await page.reload();
    const intro = page.getByRole('dialog', { name: title });
    await shows(intro);
    const saved = introSaved(page);
    await readThrough(intro, next, finish, async () => {
      await shows(intro.getByTestId('intro-slide').getByRole('heading'));
      expect((await intro.innerText()).match(RAW_KEY)).toBeNull();
      if (await intro.getByRole('button', { name: finish }).isVisible())
        await shows(intro.getByText(lastStep));
    });
    await disappears(intro);
    await saved();
  });

  it('a planner never sees it, whatever the settings say', async () => {
    const planner = await apiAs<CurrentUser>('planung', 'GET', '/api/users/me');
    expect(planner.body.settings.showIntro).toBe(true);
    const desktop = await (await newContext(browser, { viewport: 'desktop' })).newPage();
    await signIn(desktop, 'planung', '/dashboard');
    await shows(desktop.getByTestId('nav-menu'));
    await shows(desktop.getByTestId('screen').getByRole('heading').first());
    expect(await desktop.getByRole('dialog').count()).toBe(0);
  });
});
