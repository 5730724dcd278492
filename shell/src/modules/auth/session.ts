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
  /** Signs out at Keycloak; the next sign-in comes back to `returnTo` (a path of the app; the start page). */
  logout: (returnTo?: string) => Promise<void>;
};

async function underTokenLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return work();
  return (await locks.request(TOKEN_LOCK, work)) as T;
}

/** The page Keycloak sends a silent renewal back to, inside a hidden frame (`shell/static`). */
export const SILENT_RENEWAL_PAGE = '/silent-check-sso.html';
/** How long a silent renewal may take before it counts as failed for want of a network. */
const RENEWAL_TIMEOUT_MS = 20_000;

function keycloakOf(config: ShellConfig['keycloak']): Keycloak {
  return new Keycloak({ url: config.url, realm: config.realm, clientId: config.clientId });
}

/** The session of a signed-in keycloak-js instance. */
function sessionOf(keycloak: Keycloak): Session {
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
    logout: (returnTo = '/') => keycloak.logout({ redirectUri: `${window.location.origin}${returnTo}` }),
  };
}

/**
 * Signs the user in: on the first visit keycloak-js redirects to the Keycloak login page and this promise
 * never settles; back from Keycloak it resolves with the session.
 */
export async function startSession(config: ShellConfig['keycloak']): Promise<Session> {
  const keycloak = keycloakOf(config);
  await keycloak.init({
    onLoad: 'login-required',
    flow: 'standard',
    pkceMethod: 'S256',
    // The login iframe polls Keycloak every few seconds: wasteful on a phone with a weak signal.
    checkLoginIframe: false,
  });
  return sessionOf(keycloak);
}

/**
 * Renews the session without leaving the page (issue 17, item 9): Keycloak is asked in a hidden frame
 * whether its session still lives (`prompt=none`), and answers with tokens when it does, without a
 * password. Undefined when Keycloak has no session for this browser any more (only a login helps); throws
 * when Keycloak cannot be reached (no network yet).
 */
export async function renewSession(config: ShellConfig['keycloak']): Promise<Session | undefined> {
  const keycloak = keycloakOf(config);
  let timer: number | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = window.setTimeout(() => reject(new Error('Keycloak did not answer')), RENEWAL_TIMEOUT_MS);
  });
  try {
    const authenticated = await Promise.race([
      keycloak.init({
        onLoad: 'check-sso',
        silentCheckSsoRedirectUri: `${window.location.origin}${SILENT_RENEWAL_PAGE}`,
        // never the page itself to Keycloak: without the frame the renewal fails and the user is asked
        silentCheckSsoFallback: false,
        flow: 'standard',
        pkceMethod: 'S256',
        checkLoginIframe: false,
      }),
      timeout,
    ]);
    return authenticated ? sessionOf(keycloak) : undefined;
  } finally {
    window.clearTimeout(timer);
  }
}

/**
 * The session of an app started from the cache without a network (OFFLINE.md, point 7): no Keycloak call
 * at start, no token. Capturing needs none. Once the network is there, the first call that needs a token
 * renews the session silently (`renewSession`; issue 17, item 9), and the outbox sends without a tap; only
 * when Keycloak has no session any more does the outbox wait for a login (`LoginRequiredError`), and
 * signing in starts the app anew through Keycloak.
 */
export function offlineSession(
  config: ShellConfig['keycloak'],
  forgetStart: () => void,
  renew: (config: ShellConfig['keycloak']) => Promise<Session | undefined> = renewSession,
): Session {
  const restart = () => window.location.reload();
  let renewed: Session | undefined;
  let loginNeeded = false;
  let renewal: Promise<Session | undefined> | undefined;
  const renewOnce = (): Promise<Session | undefined> => {
    renewal ??= renew(config).then(
      (session) => {
        renewed = session;
        loginNeeded = session === undefined;
        return session;
      },
      (error: unknown) => {
        // no network yet: the next call tries again
        renewal = undefined;
        throw error;
      },
    );
    return renewal;
  };
  return {
    getToken: async () => {
      if (renewed) return renewed.getToken();
      if (loginNeeded || !navigator.onLine) return undefined;
      const session = await renewOnce().catch(() => undefined);
      return session?.getToken();
    },
    getSendToken: async (options) => {
      if (renewed) return renewed.getSendToken(options);
      if (loginNeeded) throw new LoginRequiredError();
      // without a network the report waits for it, not for a login
      if (!navigator.onLine) throw new Error('no network to renew the session');
      const session = await renewOnce();
      if (!session) throw new LoginRequiredError();
      return session.getSendToken(options);
    },
    relogin: () => (renewed ? renewed.relogin() : restart()),
    signIn: () => (renewed ? renewed.signIn() : restart()),
    // Offline, Keycloak cannot end its session: the phone forgets the user, so the next start asks for a login.
    logout: async (returnTo) => {
      forgetStart();
      if (renewed) return renewed.logout(returnTo);
      restart();
    },
  };
}
