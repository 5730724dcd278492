import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
// Swagger UI, a third-party tool for developers, is not a screen of the platform.
const NOT_CHECKED = ['/api/docs'];

// States of a screen already checked in this test file: a screen is checked again when it shows another
// width, another dialog, alert or invalid field, so that the states a test brings about are checked too.
const checkedStates = new Set<string>();

async function screenState(page: Page): Promise<string> {
  const url = new URL(page.url());
  const marks = await page
    .locator('[role="dialog"], [role="alert"], [aria-invalid="true"]')
    .count()
    .catch(() => 0);
  return `${url.origin}${url.pathname} width=${page.viewportSize()?.width ?? 0} marks=${marks}`;
}

function describe(violation: Result): string {
  const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
  return `${violation.impact}: ${violation.id} (${violation.help}) at ${targets.join(', ')}; ${violation.helpUrl}`;
}

/**
 * Runs axe-core on what the page shows and fails on every serious or critical violation, naming the rule,
 * the elements and the help text. The common e2e helpers call it on every screen a test waits for.
 */
export async function expectAccessible(page: Page): Promise<void> {
  if (NOT_CHECKED.some((path) => new URL(page.url()).pathname.startsWith(path))) return;
  const state = await screenState(page);
  if (checkedStates.has(state)) return;
  checkedStates.add(state);
  // Colours are measured as shown: let the fade between screens and other finite animations end first,
  // and the fade-ins Mantine drives from script (a dialog's inline opacity goes from 0 to 1 a frame after
  // it mounts, before any CSS transition runs).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ) &&
        Array.from(document.querySelectorAll<HTMLElement>('[style*="opacity"]')).every(
          (element) => getComputedStyle(element).opacity === '1',
        ),
      undefined,
      { timeout: 5_000 },
    )
    // Something may stay translucent on purpose: then measure it as it stands.
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page })
    // Off by default in axe-core (experimental): a control whose visible label is not part of its name.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (blocking.length > 0) {
    throw new Error(
      `accessibility of ${page.url()}: ${blocking.length} serious or critical violation(s)\n${blocking
        .map(describe)
        .join('\n')}`,
    );
  }
}
