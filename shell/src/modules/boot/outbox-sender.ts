import { onOutboxPresent } from '@agecheck/outbox/names';

/**
 * Starts sending what waits on the phone for the signed-in user, whatever screen the app opens on (OFFLINE.md,
 * point 5: "on start"), and once a screen queues the first report of a phone. The outbox's code loads only
 * when the phone holds an outbox. Returns the function that stops listening.
 */
export function startOutboxSender(
  userId: string,
  getToken: (options: { refresh: boolean }) => Promise<string | undefined>,
): () => void {
  return onOutboxPresent(() => {
    import('@agecheck/outbox')
      .then(({ startSender }) => startSender({ userId, getToken }))
      .catch((error: unknown) => console.warn('the outbox could not start', error));
  });
}
