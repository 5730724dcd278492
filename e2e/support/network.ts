import type { BrowserContext, Page } from 'playwright-core';

/**
 * Cuts the network of the pages and of their service worker: `setOffline` alone leaves the worker's own
 * requests through (OFFLINE.md, "How to test it").
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

/** Gives the network back. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

/** Waits until the service worker controls the page (from then on it keeps the files the page loads). */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
}
