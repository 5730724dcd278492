import { fetchShellConfig, type ShellConfig } from './modules/config/config.api';
import { startSession, type Session } from './modules/auth/session';

// Sign-in comes first and needs neither React nor Mantine: on a first visit keycloak-js redirects to the
// login page right away, and the app's code loads only once the user is back.
async function boot(root: HTMLElement): Promise<void> {
  let config: ShellConfig;
  let session: Session;
  try {
    config = await fetchShellConfig();
    session = await startSession(config.keycloak);
  } catch (error) {
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
