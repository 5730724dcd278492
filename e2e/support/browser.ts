import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { checkEveryDialog, expectAccessible } from './accessibility';
import { e2ePlatform } from './platform';

/** Debian's Chromium, headless, without any of its calls to the internet. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: e2ePlatform().chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A fresh browser profile with a phone or desktop viewport and a language; every dialog its pages open is
 * checked for accessibility.
 */
export async function newContext(
  browser: Browser,
  options: { viewport?: 'phone' | 'desktop'; locale?: string } = {},
): Promise<BrowserContext> {
  const viewport = options.viewport === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 900 };
  const context = await browser.newContext({
    viewport,
    locale: options.locale ?? 'de-CH',
    baseURL: e2ePlatform().gatewayUrl,
  });
  // (a page closed at once has no dialog to check)
  context.on('page', (page) => void checkEveryDialog(page).catch(() => undefined));
  return context;
}

/**
 * Opens the app, signs in on the Keycloak login page (checking its accessibility) and waits until the
 * shell is back.
 */
export async function signIn(
  page: Page,
  username: string,
  path = '/dashboard',
  password = 'demo',
): Promise<void> {
  await page.goto(path);
  await page.locator('#username').waitFor();
  await expectAccessible(page);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('#kc-login').click();
  await page.waitForURL((url) => url.origin === new URL(e2ePlatform().gatewayUrl).origin, {
    timeout: 30_000,
  });
}

/**
 * Records the requests of `method` to `path` the page sends until `stop()`: shows that the browser refused
 * something itself, without a round trip to the server.
 */
export function recordRequests(
  page: Page,
  method: string,
  path: string,
): { urls: string[]; stop: () => void } {
  const urls: string[] = [];
  const listener = (request: Request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) urls.push(request.url());
  };
  page.on('request', listener);
  return { urls, stop: () => page.off('request', listener) };
}
