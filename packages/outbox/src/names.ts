// Names the shell uses without loading the outbox (Dexie is not part of its first load).

/** The name of the outbox's IndexedDB database. */
export const OUTBOX_DB_NAME = 'agecheck-outbox';

/** The window event an outbox fires after a report is queued, so the shell can start the sender. */
export const OUTBOX_QUEUED_EVENT = 'agecheck:outbox-queued';
