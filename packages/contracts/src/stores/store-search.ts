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

/** The words of a query, each to be found at the start of one of a store's words. */
export function queryWords(query: string): string[] {
  return [...new Set(normalizeForSearch(query).split(' ').filter(Boolean))];
}
