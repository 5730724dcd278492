import type { Store } from './store.schema';

/**
 * Text for the case- and accent-insensitive store search: lower case, accents and umlauts dropped
 * ("Zürich" and "zurich", "Genève" and "GENEVE" match), anything but letters and digits a space.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words a store is found by: its name, number, street and city (field-app spec, "/search"). */
export function searchTermsOf(store: Pick<Store, 'name' | 'vst' | 'street' | 'city' | 'shopName'>): string[] {
  const text = [store.name, store.shopName ?? '', store.vst, store.street, store.city].join(' ');
  return [...new Set(normalizeForSearch(text).split(' ').filter(Boolean))];
}

/** The words of a query, each to be found at the start of one of a store's words. */
export function queryWords(query: string): string[] {
  return [...new Set(normalizeForSearch(query).split(' ').filter(Boolean))];
}

// The search index (decision 0015): one document per key, the first letters of a word, listing every store
// word that begins with them. A query reads one index document per word by its `_id`, the one lookup that
// the MongoDB-protocol server answers without reading the whole collection (FerretDB 1.x with SQLite reads
// every document for any other filter, a prefix regex over an indexed field included), then the stores of
// the page by their ids. A query never reads every store, whatever their number.

/** Letters that key the index: a query word this long or shorter reads exactly its own key. */
export const SEARCH_KEY_LENGTH = 3;

/** The index key of a word: its first letters. */
export const searchKeyOf = (word: string): string => word.slice(0, SEARCH_KEY_LENGTH);

/**
 * A store's word in the index: the word, the store's id, and its name normalized (the order of the answer).
 * An object, not a tuple: FerretDB stores no arrays inside arrays.
 */
export type StoreSearchEntry = { word: string; storeID: string; sortName: string };

/** A document of the index: the key (as `_id`) and the entries whose word begins with it. */
export type StoreSearchKey = { _id: string; entries: StoreSearchEntry[] };

type SearchableStore = Pick<Store, '_id' | 'name' | 'vst' | 'street' | 'city' | 'shopName'>;

/** The index of these stores: each word under each of its beginnings of 1 to SEARCH_KEY_LENGTH letters. */
export function storeSearchIndex(stores: Iterable<SearchableStore>): StoreSearchKey[] {
  const keys = new Map<string, StoreSearchEntry[]>();
  for (const store of stores) {
    const sortName = normalizeForSearch(store.name);
    for (const word of searchTermsOf(store)) {
      for (let length = 1; length <= Math.min(word.length, SEARCH_KEY_LENGTH); length += 1) {
        const key = word.slice(0, length);
        const entries = keys.get(key) ?? [];
        entries.push({ word, storeID: store._id, sortName });
        keys.set(key, entries);
      }
    }
  }
  return [...keys].map(([_id, entries]) => ({ _id, entries }));
}

/**
 * The ids of the stores of one page of a search, by name: those having, for every word of the query, a word
 * that begins with it. `keys` holds the index documents of the query words' keys (a missing one: no store).
 */
export function storeSearchPage(
  words: readonly string[],
  keys: ReadonlyMap<string, readonly StoreSearchEntry[]>,
  page: number,
  pageSize: number,
): string[] {
  let matches: Map<string, string> | undefined;
  for (const word of words) {
    const found = new Map<string, string>();
    for (const entry of keys.get(searchKeyOf(word)) ?? [])
      if (entry.word.startsWith(word) && (!matches || matches.has(entry.storeID)))
        found.set(entry.storeID, entry.sortName);
    matches = found;
  }
  return [...(matches ?? [])]
    .sort(([idA, nameA], [idB, nameB]) => (nameA < nameB ? -1 : nameA > nameB ? 1 : idA < idB ? -1 : 1))
    .slice((page - 1) * pageSize, page * pageSize)
    .map(([storeID]) => storeID);
}
