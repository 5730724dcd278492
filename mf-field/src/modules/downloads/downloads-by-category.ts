import type { DownloadCategory, Language } from '@agecheck/contracts';

/** A category's downloads under its name in the reader's language. */
export type DownloadGroup<D> = { categoryId: string; name: string; downloads: D[] };

/**
 * The downloads grouped by category (F§2 L51: "downloads grouped by category"), each group named in the
 * reader's language (F§3 L111: names de/fr/it), in the order of the categories; categories without a
 * download of the reader are left out, and so are downloads of a category that is gone.
 */
export function downloadsByCategory<D extends { category: string }>(
  categories: readonly DownloadCategory[],
  downloads: readonly D[],
  language: Language,
): DownloadGroup<D>[] {
  return categories
    .map((category) => ({
      categoryId: category._id,
      name: category.names[language],
      downloads: downloads.filter((download) => download.category === category._id),
    }))
    .filter((group) => group.downloads.length > 0);
}
