import {
  normalizeForSearch,
  PURCHASES_BY_DATE_LIMIT,
  queryWords,
  type PurchasePage,
  type PurchaseRow,
  type PurchasesByDate,
} from '@agecheck/contracts';

type Entry = { readonly row: PurchaseRow; readonly order: string; readonly text: string };

/** Newest first: by test date and time, then by when it was first saved; the id keeps pages from overlapping. */
const orderOf = (row: PurchaseRow): string =>
  `${row.date ?? '0000-00-00'}T${row.time ?? '00:00'}|${row.createdAt}|${row._id}`;

/** A day as the lists show it (dd.MM.yyyy) is one search word: `d` and its digits, in the text and the term. */
const dayWord = (day: string, month: string, year: string) =>
  `d${day.padStart(2, '0')}${month.padStart(2, '0')}${year}`;
const SWISS_DATE = /\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/g;

/** The words of a search term, a date dd.MM.yyyy kept as one word. */
export function searchWordsOf(term: string): string[] {
  return queryWords(
    term.replace(SWISS_DATE, (_, day: string, month: string, year: string) => dayWord(day, month, year)),
  );
}

/**
 * The words a search finds a purchase by (issue 8: user name, store number, store name, shopper, test type,
 * ...), normalized like the store search, each after a space, so that a query word must begin one of them.
 */
export function searchTextOf(row: PurchaseRow): string {
  const fields = [
    row.userName,
    row.vst,
    row.name,
    row.type[0].name,
    row.type[0].api,
    row.type[0].spamia,
    row.shopper?.name,
    row.testType,
    row.date ? dayWord(...(row.date.split('-').reverse() as [string, string, string])) : undefined,
    row.kks,
    row.articleName,
  ];
  return ` ${normalizeForSearch(fields.filter((field): field is string => Boolean(field)).join(' '))}`;
}

/**
 * Every purchase of the back office's lists in memory, newest first, with its search text (decision 0021):
 * FerretDB 1.x on SQLite answers only a filter on `_id` alone without reading every document, so a page, a
 * search or a date range over 200 000 purchases is answered here, and the store kept current from the events.
 */
export class PurchaseListIndex {
  /** Newest first (descending `order`). */
  private readonly entries: Entry[] = [];
  private readonly byId = new Map<string, Entry>();

  get size(): number {
    return this.entries.length;
  }

  /** Adds a purchase or replaces the one with its id. */
  put(row: PurchaseRow): void {
    this.remove(row._id);
    const entry: Entry = { row, order: orderOf(row), text: searchTextOf(row) };
    this.entries.splice(this.positionOf(entry.order), 0, entry);
    this.byId.set(row._id, entry);
  }

  remove(id: string): void {
    const entry = this.byId.get(id);
    if (!entry) return;
    this.byId.delete(id);
    this.entries.splice(this.positionOf(entry.order), 1);
  }

  /** A page (from 1) of all purchases, newest first. */
  page(page: number, pageSize: number): PurchasePage {
    const start = (page - 1) * pageSize;
    return {
      items: this.entries.slice(start, start + pageSize).map(({ row }) => row),
      page,
      pageSize,
      total: this.entries.length,
    };
  }

  /** A page of the purchases having, for every word of the term, a word that begins with it; none for no words. */
  search(term: string, page: number, pageSize: number): PurchasePage {
    const starts = searchWordsOf(term).map((word) => ` ${word}`);
    const skip = (page - 1) * pageSize;
    const items: PurchaseRow[] = [];
    let total = 0;
    if (starts.length > 0) {
      for (const { row, text } of this.entries) {
        if (!starts.every((start) => text.includes(start))) continue;
        if (total >= skip && items.length < pageSize) items.push(row);
        total += 1;
      }
    }
    return { items, page, pageSize, total };
  }

  /** The purchases tested from `from` to `to` (`yyyy-MM-dd`, both included), newest first, at most the limit. */
  byDate(from: string, to: string, limit = PURCHASES_BY_DATE_LIMIT): PurchasesByDate {
    const items: PurchaseRow[] = [];
    for (const { row } of this.entries) {
      if (!row.date || row.date > to) continue;
      // Newest first: the first purchase before the range ends it (undated ones come last).
      if (row.date < from) break;
      if (items.length === limit) return { items, truncated: true };
      items.push(row);
    }
    return { items, truncated: false };
  }

  /** Where an entry of this order is or belongs (binary search over the descending order). */
  private positionOf(order: string): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.entries[middle] as Entry).order > order) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
