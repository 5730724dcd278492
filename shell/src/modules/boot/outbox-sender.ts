import { outboxExists, OUTBOX_QUEUED_EVENT } from '@agecheck/outbox/names';

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
