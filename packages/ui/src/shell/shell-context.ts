import { createContext } from 'react';
import type { CurrentUser, Language, UserSettingsUpdate } from '@agecheck/contracts';
import type { ApiClient } from '../api/api-client';

/** What the shell hands to every screen, its own and the remotes'. */
export type ShellContextValue = {
  /** The signed-in user (`GET /api/users/me`). */
  user: CurrentUser;
  /** The API client: bearer token, token refresh, 401 to login, typed errors. */
  api: ApiClient;
  /** False while the server cannot be reached. */
  online: boolean;
  /**
   * Switches the interface language and stores it in the user's settings. Shell only: the language is
   * changed on the settings page and in the top bar, never by a remote.
   */
  setLanguage: (language: Language) => Promise<void>;
  /**
   * Stores a change of the user's settings (`PUT /api/users/{id}/settings`) and applies it to `user`: the
   * settings page, and the wizard adding cashier names to the autocomplete list.
   */
  updateSettings: (patch: UserSettingsUpdate) => Promise<void>;
  /**
   * The access token for the outbox's sender: refreshed first when about to expire, or at once with
   * `refresh: true` (after an answer 401), once across tabs. Throws `LoginRequiredError` when only a new
   * login gives one, another error when Keycloak cannot be reached.
   */
  getToken: (options: { refresh: boolean }) => Promise<string | undefined>;
  /** Goes to the login page and comes back to the current address (the outbox waits meanwhile). */
  signIn: () => void;
};

/**
 * The shell context. `@agecheck/ui` is a Module Federation singleton, so the shell (provider) and the remotes
 * (consumers) use this same context object.
 */
export const ShellContext = createContext<ShellContextValue | null>(null);
