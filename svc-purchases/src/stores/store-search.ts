import { normalizeForSearch, type Store } from '@agecheck/contracts';

/**
 * A store as the search reads it: its name, shop name, number, street and city normalized into one text, each
 * word after a space (so a query word begins a store word where the text holds a space and that word), and
 * its name normalized, the order of the answer.
 */
export type SearchableStore = { readonly store: Store; readonly text: string; readonly sortName: string };

/** The normalized text of the fields that are text: a stored document need not be a whole store. */
const normalizedText = (...fields: unknown[]): string =>
  normalizeForSearch(fields.filter((field): field is string => typeof field === 'string').join(' '));

const byNameThenId = (a: SearchableStore, b: SearchableStore): number =>
  a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : a.store._id < b.store._id ? -1 : 1;

/** The stores with their search text, by normalized name (then id, so that pages never overlap). */
export function searchableStores(stores: Iterable<Store>): SearchableStore[] {
  return [...stores]
    .map((store) => ({
      store,
      text: ` ${normalizedText(store.name, store.shopName, store.vst, store.street, store.city)}`,
      sortName: normalizedText(store.name),
    }))
    .sort(byNameThenId);
}

/** What a search asks: the query's words (`queryWords` of the contracts) and, from the back office, a store type. */
export type StoreSearchFilter = { words: readonly string[]; api?: string };

/**
 * One page of a search (field-app spec, "/search"; back-office spec, section 5, "a query or a store API"):
 * the stores of the type asked having, for every query word, a word that begins with it, in the order of
 * `searchable` (by name). Neither words nor a type find no store.
 */
export function storeSearchPage(
  searchable: readonly SearchableStore[],
  { words, api }: StoreSearchFilter,
  page: number,
  pageSize: number,
): Store[] {
  if (words.length === 0 && api === undefined) return [];
  const wordStarts = words.map((word) => ` ${word}`);
  const skip = (page - 1) * pageSize;
  const found: Store[] = [];
  let matched = 0;
  for (const { store, text } of searchable) {
    if (api !== undefined && store.api !== api) continue;
    if (!wordStarts.every((start) => text.includes(start))) continue;
    matched += 1;
    if (matched <= skip) continue;
    found.push(store);
    if (found.length === pageSize) break;
  }
  return found;
}
