import { OUTBOX_DB_NAME, OUTBOX_QUEUED_EVENT } from '@agecheck/outbox/names';

/** Whether this browser holds an outbox at all; asked without loading it (it is not part of the first load). */
async function outboxExists(): Promise<boolean> {
  if (!('indexedDB' in window) || typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases();
  return databases.some((database) => database.name === OUTBOX_DB_NAME);
}

/**
 * Starts sending what waits on the phone for the signed-in user, whatever screen the app opens on (OFFLINE.md,
 * point 5: "on start"), and once a screen queues the first report of a phone. The outbox's code loads only
 * when the phone holds an outbox. Returns the function that stops listening.
 */
export function startOutboxSender(
  userId: string,
  getToken: (options: { refresh: boolean }) => Promise<string | undefined>,
): () => void {
  const start = async () => {
    const { startSender } = await import('@agecheck/outbox');
    startSender({ userId, getToken });
  };
  const report = (error: unknown) => console.warn('the outbox could not start', error);
  const onQueued = () => void start().catch(report);
  window.addEventListener(OUTBOX_QUEUED_EVENT, onQueued);
  outboxExists()
    .then((exists) => (exists ? start() : undefined))
    .catch(report);
  return () => window.removeEventListener(OUTBOX_QUEUED_EVENT, onQueued);
}
