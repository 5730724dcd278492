import Keycloak from 'keycloak-js';
// The error alone, not the whole shared UI package: sign-in must not wait for React and Mantine.
import { LoginRequiredError } from '@agecheck/ui/api-error';
import type { ShellConfig } from '../config/config.api';

/** Seconds a token must still be valid before a call; a shorter one is refreshed first. */
const MIN_VALIDITY_SECONDS = 30;
/** How often the token is checked in the background (refreshed when under a minute is left). */
const BACKGROUND_REFRESH_MS = 30_000;
/** The Web Lock under which a tab refreshes the token, so that tabs refresh one after the other. */
const TOKEN_LOCK = 'agecheck-token-refresh';

/** The signed-in session (Keycloak, authorization code flow with PKCE). */
export type Session = {
  /** A valid access token, refreshed first when it is about to expire. */
  getToken: () => Promise<string | undefined>;
  /**
   * The token for the outbox's sender: `refresh: true` forces a refresh (after an answer 401). Throws
   * `LoginRequiredError` when only a new login gives a token.
   */
  getSendToken: (options: { refresh: boolean }) => Promise<string | undefined>;
  /** Forgets the tokens and goes to the login page (after an answer 401). */
  relogin: () => void;
  /** Goes to the login page and comes back to the current address. */
  signIn: () => void;
  logout: () => Promise<void>;
};

async function underTokenLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return work();
  return (await locks.request(TOKEN_LOCK, work)) as T;
}

/**
 * Signs the user in: on the first visit keycloak-js redirects to the Keycloak login page and this promise
 * never settles; back from Keycloak it resolves with the session.
 */
export async function startSession(config: ShellConfig['keycloak']): Promise<Session> {
  const keycloak = new Keycloak({ url: config.url, realm: config.realm, clientId: config.clientId });
  await keycloak.init({
    onLoad: 'login-required',
    flow: 'standard',
    pkceMethod: 'S256',
    // The login iframe polls Keycloak every few seconds: wasteful on a phone with a weak signal.
    checkLoginIframe: false,
  });
  // A refused refresh token must not send the page to the login by itself (keycloak-js does so when
  // `loginRequired` is set): the outbox pauses and asks first, and an answer 401 calls `relogin`.
  keycloak.loginRequired = false;

  const refresh = async (minValidity: number) => {
    try {
      await underTokenLock(() => keycloak.updateToken(minValidity));
    } catch (error) {
      // A refused refresh token clears the session (keycloak-js); a network failure leaves it as it is.
      if (!keycloak.refreshToken) throw new LoginRequiredError();
      throw error;
    }
  };

  window.setInterval(() => {
    if (navigator.onLine) refresh(2 * MIN_VALIDITY_SECONDS).catch(() => undefined);
  }, BACKGROUND_REFRESH_MS);

  return {
    getToken: async () => {
      // The call that follows reports an unreachable server or a missing session (401) itself.
      await refresh(MIN_VALIDITY_SECONDS).catch(() => undefined);
      return keycloak.token;
    },
    getSendToken: async ({ refresh: force }) => {
      await refresh(force ? -1 : MIN_VALIDITY_SECONDS);
      return keycloak.token;
    },
    relogin: () => {
      keycloak.clearToken();
      void keycloak.login({ redirectUri: window.location.href });
    },
    signIn: () => void keycloak.login({ redirectUri: window.location.href }),
    logout: () => keycloak.logout({ redirectUri: `${window.location.origin}/` }),
  };
}

/**
 * The session of an app started from the cache without a network (OFFLINE.md, point 7): no Keycloak call,
 * no token. Capturing needs none; the outbox waits for a login (`LoginRequiredError`), and signing in
 * starts the app anew, which passes through Keycloak (without a password while its session lives).
 */
export function offlineSession(forgetStart: () => void): Session {
  const restart = () => window.location.reload();
  return {
    getToken: async () => undefined,
    getSendToken: async () => {
      throw new LoginRequiredError();
    },
    relogin: restart,
    signIn: restart,
    // Offline, Keycloak cannot end its session: the phone forgets the user, so the next start asks for a login.
    logout: async () => {
      forgetStart();
      restart();
    },
  };
}
