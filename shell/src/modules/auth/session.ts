import Keycloak from 'keycloak-js';
import type { ShellConfig } from '../config/config.api';

/** Seconds a token must still be valid before a call; a shorter one is refreshed first. */
const MIN_VALIDITY_SECONDS = 30;
/** How often the token is checked in the background (refreshed when under a minute is left). */
const BACKGROUND_REFRESH_MS = 30_000;

/** The signed-in session (Keycloak, authorization code flow with PKCE). */
export type Session = {
  /** A valid access token, refreshed first when it is about to expire. */
  getToken: () => Promise<string | undefined>;
  /** Forgets the tokens and goes to the login page (after an answer 401). */
  relogin: () => void;
  logout: () => Promise<void>;
};

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

  const refresh = async (minValidity: number) => {
    try {
      await keycloak.updateToken(minValidity);
    } catch {
      // A rejected refresh token makes keycloak-js clear the session and go to the login itself; a network
      // failure leaves the token as it is and the call that follows reports the server unreachable.
    }
  };

  window.setInterval(() => {
    if (navigator.onLine) void refresh(2 * MIN_VALIDITY_SECONDS);
  }, BACKGROUND_REFRESH_MS);

  return {
    getToken: async () => {
      await refresh(MIN_VALIDITY_SECONDS);
      return keycloak.token;
    },
    relogin: () => {
      keycloak.clearToken();
      void keycloak.login();
    },
    logout: () => keycloak.logout({ redirectUri: `${window.location.origin}/` }),
  };
}
