import { ownerOfPath, REMOTE_APPS, SERVICE_APPS, type RemoteApp, type ServiceApp } from '@agecheck/contracts';

/**
 * The service that owns a request path (the specs' "calls" sections, as the app manifest lists them), or
 * undefined when the gateway answers it itself (users, settings, mails, protocols, dashboard).
 */
export function serviceFor(path: string): ServiceApp | undefined {
  return ownerOfPath(SERVICE_APPS, path);
}

/** The remote app whose files a path asks for (`/remotes/<app>/...`), or undefined. */
export function remoteFor(path: string): RemoteApp | undefined {
  const name = /^\/remotes\/([^/?]+)(?:[/?]|$)/.exec(path)?.[1];
  return REMOTE_APPS.find((app) => app.name === name);
}
