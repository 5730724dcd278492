// What the shell and the dashboard use without loading the outbox (Dexie is not part of a first load).

/** The name of the outbox's IndexedDB database. */
export const OUTBOX_DB_NAME = 'agecheck-outbox';

/** The window event an outbox fires after a report is queued, so the shell can start the sender. */
export const OUTBOX_QUEUED_EVENT = 'agecheck:outbox-queued';

/**
 * Whether this browser holds an outbox at all, asked without opening it. A browser that cannot list its
 * databases is taken to hold one, so nothing that waits there is overlooked.
 */
export async function outboxExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases();
  return databases.some((database) => database.name === OUTBOX_DB_NAME);
}

/**
 * Calls `found` once this browser holds an outbox: at once when it already does, else at the first report
 * a page queues. Returns the function that stops waiting. Asked without loading the outbox.
 */
export function onOutboxPresent(found: () => void): () => void {
  let waiting = true;
  const once = () => {
    if (!waiting) return;
    waiting = false;
    window.removeEventListener(OUTBOX_QUEUED_EVENT, once);
    found();
  };
  window.addEventListener(OUTBOX_QUEUED_EVENT, once);
  outboxExists()
    .then((exists) => (exists ? once() : undefined))
    .catch((error: unknown) => console.warn('the outbox could not be looked for', error));
  return () => {
    waiting = false;
    window.removeEventListener(OUTBOX_QUEUED_EVENT, once);
  };
}
