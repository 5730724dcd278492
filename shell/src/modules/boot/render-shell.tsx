import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '../../styles/shell.css';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, initI18n } from '@agecheck/i18n';
import { createApiClient } from '@agecheck/ui';
import type { ShellConfig } from '../config/config.api';
import type { Session } from '../auth/session';
import { createOnlineStore } from '../online/online-store';
import { initRemotes } from '../remotes/remote-loader';
import type { CurrentUser } from '@agecheck/contracts';
import { isServerReachable, loadCurrentUser } from './boot.api';
import { saveStartState } from './start-state';
import { applyLanguage } from '../language/apply-language';
import { createQueryClient } from './query-client';
import { ShellServicesContext, type ShellServices } from './shell-services';
import { ShellProviders } from './components/ShellProviders';
import { CurrentUserGate } from './components/CurrentUserGate';
import { OfflinePage } from '../online/components/OfflinePage';

async function startI18n(): Promise<void> {
  // The browser's language until the user's own setting is known (field-app spec, section 1).
  await initI18n(detectLanguage(undefined, navigator.languages), [initReactI18next]);
}

/**
 * Renders the signed-in shell. `offlineUser`: started from the cache without a network, with the profile
 * stored at the last signed-in start.
 */
export async function renderShell(
  root: HTMLElement,
  config: ShellConfig,
  session: Session,
  offlineUser?: CurrentUser,
): Promise<void> {
  await startI18n();
  const onlineStore = createOnlineStore(offlineUser ? false : navigator.onLine);
  const api = createApiClient({
    getToken: session.getToken,
    onUnauthorized: session.relogin,
    onReachability: onlineStore.set,
  });
  const checkConnection = () => isServerReachable(api);
  const loadUser = offlineUser
    ? async () => {
        await applyLanguage(detectLanguage(offlineUser.settings?.lang, navigator.languages));
        return offlineUser;
      }
    : async () => {
        const user = await loadCurrentUser(api);
        saveStartState({ config, user });
        return user;
      };
  const services: ShellServices = { session, api, onlineStore, checkConnection, loadUser };
  initRemotes(config.remotes);

  createRoot(root).render(
    <ShellProviders queryClient={createQueryClient()}>
      <ShellServicesContext.Provider value={services}>
        <CurrentUserGate />
      </ShellServicesContext.Provider>
    </ShellProviders>,
  );
}

/**
 * The shell could not start: the configuration or Keycloak could not be reached (a start without network,
 * from the service worker's cache). Shows the offline page; its retry starts the app anew.
 */
export async function renderStartFailure(root: HTMLElement): Promise<void> {
  await startI18n();
  createRoot(root).render(
    <ShellProviders queryClient={createQueryClient()}>
      <OfflinePage
        onRetry={async () => {
          window.location.reload();
          return false;
        }}
      />
    </ShellProviders>,
  );
}
