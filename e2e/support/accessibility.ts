import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
// Swagger UI, a third-party tool for developers, is not a screen of the platform.
const NOT_CHECKED = ['/api/docs'];

// States of a screen already checked in this test file: a screen is checked again when it shows another
// width, or another number of dialogs, alerts or invalid fields, so that the states a test brings about are
// checked too.
const checkedStates = new Set<string>();
// The screens with their open dialogs (by name) already checked: what the dialog handler asks.
const checkedDialogs = new Set<string>();

type ScreenState = { screen: string; dialogs: string; marks: number };

async function screenState(page: Page): Promise<ScreenState> {
  const url = new URL(page.url());
  const screen = `${url.origin}${url.pathname} width=${page.viewportSize()?.width ?? 0}`;
  const shown = await page
    .evaluate(() => {
      const nameOf = (element: Element) =>
        element.getAttribute('aria-label') ??
        (element.getAttribute('aria-labelledby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
      return {
        dialogs: JSON.stringify(Array.from(document.querySelectorAll('[role="dialog"]')).map(nameOf)),
        marks: document.querySelectorAll('[role="alert"], [aria-invalid="true"]').length,
      };
    })
    .catch(() => ({ dialogs: '', marks: 0 }));
  return { screen, ...shown };
}

// a screen's state counts its dialogs (each dialog by name is the handler's business, `dialogKey`)
const stateKey = (state: ScreenState) =>
  `${state.screen} marks=${(JSON.parse(state.dialogs || '[]') as string[]).length + state.marks}`;
const dialogKey = (state: ScreenState) => `${state.screen} dialogs=${state.dialogs}`;

function describe(violation: Result): string {
  const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
  return `${violation.impact}: ${violation.id} (${violation.help}) at ${targets.join(', ')}; ${violation.helpUrl}`;
}

/** No finite animation runs and nothing Mantine fades from script is translucent. */
function settled(): boolean {
  return (
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ) &&
    Array.from(document.querySelectorAll<HTMLElement>('[style*="opacity"]')).every(
      (element) => getComputedStyle(element).opacity === '1',
    )
  );
}

/**
 * Runs axe-core on what the page shows and fails on every serious or critical violation, naming the rule,
 * the elements and the help text. The common e2e helpers call it on every screen a test waits for, and on
 * every dialog a test opens (`checkEveryDialog`).
 */
export async function expectAccessible(page: Page): Promise<void> {
  throwDialogFailures();
  await check(page, 'screen');
}

/**
 * The check of a screen, or of a dialog before an action of the test: that one is quick, as the test waits
 * meanwhile (perhaps for a toast that closes by itself). It checks each dialog once per screen and leaves a
 * dialog still fading in or out for the next action.
 */
async function check(page: Page, what: 'screen' | 'dialog'): Promise<void> {
  if (NOT_CHECKED.some((path) => new URL(page.url()).pathname.startsWith(path))) return;
  const state = await screenState(page);
  if (checkedStates.has(stateKey(state)) || (what === 'dialog' && checkedDialogs.has(dialogKey(state))))
    return;
  // Colours are measured as shown: let the fade between screens and other finite animations end first,
  // and the fade-ins Mantine drives from script (a dialog's inline opacity goes from 0 to 1 a frame after
  // it mounts, before any CSS transition runs).
  const calm = await page
    .waitForFunction(settled, undefined, { timeout: what === 'dialog' ? 1_500 : 5_000 })
    .then(
      () => true,
      // Something may stay translucent on purpose: then measure it as it stands.
      () => false,
    );
  if (!calm && what === 'dialog') return;
  const { violations } = await new AxeBuilder({ page })
    // Off by default in axe-core (experimental): a control whose visible label is not part of its name.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  // A screen that changed while it was measured (a dialog closing, the next screen fading in) is left for
  // the next check, of the state it then shows: colours measured half-way through a fade are not the screen's.
  const moved =
    stateKey(await screenState(page)) !== stateKey(state) ||
    (calm && !(await page.evaluate(settled).catch(() => false)));
  if (moved) return;
  checkedStates.add(stateKey(state));
  checkedDialogs.add(dialogKey(state));
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (blocking.length > 0) {
    throw new Error(
      `accessibility of ${page.url()}: ${blocking.length} serious or critical violation(s)\n${blocking
        .map(describe)
        .join('\n')}`,
    );
  }
}

// What the checks of the dialogs found while a test acted (see `checkEveryDialog`): thrown by the next
// screen check or after the test.
const dialogFailures: Error[] = [];

/** Throws what the checks of the dialogs found since the last call. */
export function throwDialogFailures(): void {
  const failures = dialogFailures.splice(0);
  if (failures.length > 0) throw new Error(failures.map((failure) => failure.message).join('\n'));
}

/**
 * Checks every dialog, sheet and drawer the page opens, also those a test only acts in and closes without
 * waiting for them: Playwright calls the handler before each action while a dialog is open (a dialog
 * already checked on this screen returns at once). A handler's failure cannot fail the action it interrupts, so
 * it is kept and thrown by the next `expectAccessible` or after the test (e2e/support/setup.ts).
 */
export async function checkEveryDialog(page: Page): Promise<void> {
  await page.addLocatorHandler(
    // the first open one: Playwright asks whether the handler's locator is visible, strictly
    page.getByRole('dialog').first(),
    async () => {
      try {
        await check(page, 'dialog');
      } catch (error) {
        dialogFailures.push(error instanceof Error ? error : new Error(String(error)));
      }
    },
    { noWaitAfter: true },
  );
}
