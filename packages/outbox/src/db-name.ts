/** The name of the outbox's IndexedDB database (apart, so the shell can look for it without loading Dexie). */
export const OUTBOX_DB_NAME = 'agecheck-outbox';
