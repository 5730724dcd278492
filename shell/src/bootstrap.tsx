import { fetchShellConfig, type ShellConfig } from './modules/config/config.api';
import { offlineSession, startSession, type Session } from './modules/auth/session';
import { forgetStartState, readStartState, type StartState } from './modules/boot/start-state';

/**
 * Started from the service worker's cache without a network (issue 7, OFFLINE.md point 7): the stored
 * configuration and profile, no Keycloak call, so a reload in a shop without signal keeps the app.
 */
async function startOffline(root: HTMLElement, stored: StartState): Promise<void> {
  const { renderShell } = await import('./modules/boot/render-shell');
  await renderShell(
    root,
    stored.config,
    offlineSession(stored.config.keycloak, forgetStartState),
    stored.user,
  );
}

// Sign-in comes first and needs neither React nor Mantine: on a first visit keycloak-js redirects to the
// login page right away, and the app's code loads only once the user is back.
async function boot(root: HTMLElement): Promise<void> {
  const stored = readStartState();
  if (stored && !navigator.onLine) return startOffline(root, stored);
  let config: ShellConfig;
  let session: Session;
  try {
    config = await fetchShellConfig();
    session = await startSession(config.keycloak);
  } catch (error) {
    if (stored) return startOffline(root, stored);
    console.error('the shell could not start', error);
    const { renderStartFailure } = await import('./modules/boot/render-shell');
    await renderStartFailure(root);
    return;
  }
  const { renderShell } = await import('./modules/boot/render-shell');
  await renderShell(root, config, session);
}

const root = document.getElementById('root');
if (root) void boot(root);
