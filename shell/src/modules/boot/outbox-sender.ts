import { OUTBOX_DB_NAME } from '@agecheck/outbox/name';

/** Whether this browser holds an outbox at all; asked without loading it (it is not part of the first load). */
async function outboxExists(): Promise<boolean> {
  if (!('indexedDB' in window) || typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases();
  return databases.some((database) => database.name === OUTBOX_DB_NAME);
}

/**
 * Starts sending what waits on the phone for the signed-in user, whatever screen the app opens on (OFFLINE.md,
 * point 5: "on start"). The outbox's code loads only when the phone holds an outbox; a screen that queues
 * the first report starts the sender itself (`startSender` is idempotent).
 */
export async function startOutboxSender(
  userId: string,
  getToken: (options: { refresh: boolean }) => Promise<string | undefined>,
): Promise<void> {
  if (!(await outboxExists())) return;
  const { startSender } = await import('@agecheck/outbox');
  startSender({ userId, getToken });
}
