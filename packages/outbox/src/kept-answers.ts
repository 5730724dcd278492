import { Dexie, type EntityTable } from 'dexie';

/** The IndexedDB database of the answers a screen needs without a network. */
export const KEPT_DB_NAME = 'agecheck-kept';

/** How long an answer not refreshed stays on the phone (a store of last month's round is not needed). */
export const KEPT_FOR_MS = 30 * 24 * 60 * 60_000;

export type QueryKey = readonly unknown[];

/** An answer of the API as a query last had it, kept for one user. */
export type KeptAnswer = {
  /** The user and the query key, as JSON. */
  key: string;
  userId: string;
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
};

export type KeptDatabase = Dexie & { answers: EntityTable<KeptAnswer, 'key'> };

/** Opens the database of kept answers (version 1; a later schema is a new `db.version(n)`). */
export function openKeptDb(name = KEPT_DB_NAME): KeptDatabase {
  const db = new Dexie(name) as KeptDatabase;
  db.version(1).stores({ answers: 'key, userId, updatedAt' });
  return db;
}

/** What the keeper needs of TanStack Query's client (the page's one QueryClient). */
export type KeptQueryClient = {
  getQueryData(queryKey: QueryKey): unknown;
  setQueryData(queryKey: QueryKey, data: unknown, options?: { updatedAt?: number }): unknown;
  getQueryCache(): {
    getAll(): ReadonlyArray<{ queryKey: QueryKey; state: { data: unknown; dataUpdatedAt: number } }>;
    subscribe(
      listener: (event: {
        type: string;
        query: { queryKey: QueryKey; state: { data: unknown; dataUpdatedAt: number } };
        action?: { type: string; manual?: boolean };
      }) => void,
    ): () => void;
  };
};

export type KeepAnswersOptions = {
  userId: string;
  /** The queries whose answers a screen needs offline. */
  keep: (queryKey: QueryKey) => boolean;
  db?: KeptDatabase;
  now?: () => number;
};

const keyOf = (userId: string, queryKey: QueryKey) => JSON.stringify([userId, ...queryKey]);

/**
 * Keeps the answers of the chosen queries in IndexedDB (issue 17, item 10: a wizard opened without a
 * network needs its store, the shoppers, the catalogue and the round): each answer that arrives from the
 * API is written for the user, and what was kept before is handed to the queries that have nothing yet,
 * marked with the time it arrived, so that online the queries refresh it as usual. Resolves once the kept
 * answers are handed over; the returned function stops keeping.
 */
export async function keepAnswers(client: KeptQueryClient, options: KeepAnswersOptions): Promise<() => void> {
  const db = options.db ?? openKeptDb();
  const now = options.now ?? Date.now;
  const { userId, keep } = options;
  const write = (queryKey: QueryKey, state: { data: unknown; dataUpdatedAt: number }) => {
    if (!keep(queryKey) || state.data === undefined) return;
    void db.answers
      .put({
        key: keyOf(userId, queryKey),
        userId,
        queryKey,
        data: state.data,
        updatedAt: state.dataUpdatedAt || now(),
      })
      .catch((error: unknown) => console.warn('an answer could not be kept on the phone', error));
  };
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action?.type !== 'success' || event.action.manual) return;
    write(event.query.queryKey, event.query.state);
  });
  // what arrived before the keeper started (another screen asked first)
  for (const query of client.getQueryCache().getAll()) write(query.queryKey, query.state);
  try {
    await db.answers
      .where('updatedAt')
      .below(now() - KEPT_FOR_MS)
      .delete();
    const kept = await db.answers.where('userId').equals(userId).toArray();
    for (const answer of kept) {
      if (!keep(answer.queryKey) || client.getQueryData(answer.queryKey) !== undefined) continue;
      client.setQueryData(answer.queryKey, answer.data, { updatedAt: answer.updatedAt });
    }
  } catch (error) {
    console.warn('the answers kept on the phone could not be read', error);
  }
  return stop;
}
