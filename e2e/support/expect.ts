import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from './accessibility';

const TIMEOUT_MS = 20_000;

/**
 * Waits until the first element of `locator` is visible (what a user waits for when a screen loads), then
 * checks the accessibility of the screen as it stands.
 */
export async function shows(locator: Locator, timeout = TIMEOUT_MS): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
  await expectAccessible(locator.page());
}

/** Waits until no element of `locator` is visible any more. */
export async function disappears(locator: Locator, timeout = TIMEOUT_MS): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/** Waits until the page shows the path. */
export async function reaches(page: Page, path: string, timeout = TIMEOUT_MS): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}
