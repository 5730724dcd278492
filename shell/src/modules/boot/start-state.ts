import { shellConfigSchema, type CurrentUser, type ShellConfig } from '@agecheck/contracts';

/** What the shell keeps of its last signed-in start, to start again without a network. */
export type StartState = { config: ShellConfig; user: CurrentUser };

const KEY = 'agecheck.start';

/**
 * The configuration and the profile of the last signed-in start, or undefined (never signed in on this
 * browser, signed out, or stored by a version whose configuration no longer parses).
 */
export function readStartState(): StartState | undefined {
  try {
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as StartState | null;
    if (!stored?.user?._id) return undefined;
    return { config: shellConfigSchema.parse(stored.config), user: stored.user };
  } catch {
    return undefined;
  }
}

/** Remembers the configuration and profile after a signed-in start (and after each change of settings). */
export function saveStartState(state: StartState): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // A full or disabled storage only costs the offline start.
  }
}

/** Forgets the stored start (sign-out). */
export function forgetStartState(): void {
  window.localStorage.removeItem(KEY);
}
