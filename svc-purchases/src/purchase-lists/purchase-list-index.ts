import {
  normalizeForSearch,
  PURCHASES_BY_DATE_LIMIT,
  queryWords,
  type PurchasePage,
  type PurchaseRow,
  type PurchasesByDate,
} from '@agecheck/contracts';

type Entry = { readonly row: PurchaseRow; readonly text: string };

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Newest first: by test date and time, then by when it was first saved; the id keeps pages from overlapping
 * (negative when `a` comes before `b`). Undated purchases come last, a purchase without a time first of its day.
 */
export function newestFirst(a: PurchaseRow, b: PurchaseRow): number {
  return (
    compareText(b.date ?? '', a.date ?? '') ||
    compareText(b.time ?? '', a.time ?? '') ||
    compareText(b.createdAt, a.createdAt) ||
    compareText(b._id, a._id)
  );
}

/**
 * The texts and parts many purchases share (a store's, a tester's, a day's, a round's), each kept once: rows
 * read from the database or carried by events hold copies of their own, which at 200 000 purchases took
 * most of the lists' memory.
 */
class SharedValues {
  private readonly texts = new Map<string, string>();
  private readonly parts = new Map<string, object>();

  text<T extends string | undefined>(value: T): T {
    if (value === undefined) return value;
    const kept = this.texts.get(value);
    if (kept !== undefined) return kept as T;
    this.texts.set(value, value);
    return value;
  }

  /** A part (the store type, the shopper) equal to one kept is that one; the parts kept are frozen. */
  part<T extends object | undefined>(value: T): T {
    if (value === undefined) return value;
    const key = JSON.stringify(value);
    const kept = this.parts.get(key);
    if (kept !== undefined) return kept as T;
    this.parts.set(key, deepFreeze(value));
    return value;
  }
}

function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value))
    if (typeof inner === 'object' && inner !== null) deepFreeze(inner);
  return Object.freeze(value);
}

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
  /** Newest first. */
  private readonly entries: Entry[] = [];
  private readonly byId = new Map<string, Entry>();
  private readonly shared = new SharedValues();
  /** While loading, rows are appended and sorted once at the end (an insert each would move half the list). */
  private loading = true;

  get size(): number {
    return this.entries.length;
  }

  /** Adds a purchase or replaces the one with its id. */
  put(row: PurchaseRow): void {
    this.remove(row._id);
    const kept = this.compact(row);
    const entry: Entry = { row: kept, text: searchTextOf(kept) };
    if (this.loading) this.entries.push(entry);
    else this.entries.splice(this.positionOf(kept), 0, entry);
    this.byId.set(row._id, entry);
  }

  /** Ends the load: sorts what was appended; later changes keep the order as they come. */
  loaded(): void {
    if (!this.loading) return;
    this.entries.sort((a, b) => newestFirst(a.row, b.row));
    this.loading = false;
  }

  remove(id: string): void {
    const entry = this.byId.get(id);
    if (!entry) return;
    this.byId.delete(id);
    // while loading (a purchase twice in the load, rare) the appended entries are not sorted yet
    this.entries.splice(this.loading ? this.entries.indexOf(entry) : this.positionOf(entry.row), 1);
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

  /** Where a row is or belongs (binary search over the order, newest first). */
  private positionOf(row: PurchaseRow): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (newestFirst((this.entries[middle] as Entry).row, row) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * The row as kept: every field in one shape (a row built field by field is a dictionary in V8, about
   * 1.5 KB), its shared texts and parts kept once.
   */
  private compact(row: PurchaseRow): PurchaseRow {
    const shared = this.shared;
    return {
      _id: row._id,
      date: shared.text(row.date),
      time: shared.text(row.time),
      type: shared.part(row.type),
      vst: shared.text(row.vst),
      name: shared.text(row.name),
      storeID: shared.text(row.storeID),
      userID: shared.text(row.userID),
      userName: shared.text(row.userName),
      shopper: shared.part(row.shopper),
      shopperAge: row.shopperAge,
      kks: shared.text(row.kks),
      testType: shared.text(row.testType),
      regulationsRespected: row.regulationsRespected,
      pass: row.pass,
      age: row.age,
      reasonTMP: shared.text(row.reasonTMP),
      reason: row.reason,
      articleName: shared.text(row.articleName),
      alkOverride: row.alkOverride,
      specialReason: shared.text(row.specialReason),
      sprintListID: shared.text(row.sprintListID),
      delayed: row.delayed,
      done: row.done,
      autoExport: row.autoExport,
      manualExport: row.manualExport,
      createdAt: row.createdAt,
    } satisfies Record<keyof PurchaseRow, unknown>;
  }
}
