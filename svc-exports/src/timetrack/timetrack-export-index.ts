import { isTimetrackSavedAfterDelete, isTimetrackStateNotOlder, type Timetrack } from '@agecheck/contracts';
import {
  slimTimetrack,
  timetrackRowDatum,
  type TimetrackExportRecord,
  type TimetrackRowsQuery,
} from './timetrack-row';

// The time records of the exports in memory (decision 0039): FerretDB 1.24 reads and decodes every document of
// the collection for every find (decisions 0015, 0021), so a month's export over 200 000 records waited tens of
// seconds for its rows; here a period is found by binary search in a list sorted by date.

/** A live record: its slim copy and the day it is exported under (a special absence's first day). */
class Entry {
  constructor(
    readonly day: string,
    readonly record: TimetrackExportRecord,
  ) {}
}

/** The exports' order: by date (a special absence by its first day), then user, then id. */
function compare(a: Entry, b: Entry): number {
  if (a.day !== b.day) return a.day < b.day ? -1 : 1;
  const [ra, rb] = [a.record, b.record];
  if (ra.userID !== rb.userID) return ra.userID < rb.userID ? -1 : 1;
  return ra._id < rb._id ? -1 : ra._id > rb._id ? 1 : 0;
}

/**
 * The live time records dated from `from` on (the window of months kept in memory, decision 0039), sorted by
 * date, user and id. A record is put as its save or review stored it and removed when deleted; the newer state
 * wins by `updatedAt`, then `version`, and a deleted record stays out unless saved again after its deletion (the
 * rules svc-timetrack's admin list keeps, decision 0036), so a late or repeated event changes nothing. A record
 * dated before the window is not kept (one moved there leaves, and its state is remembered so that a late event
 * of before the move does not bring it back). While loading, the records are sorted once at its end.
 */
export class TimetrackExportIndex {
  private readonly byId = new Map<string, Entry>();
  private sorted: Entry[] = [];
  /** The texts that recur across records (dates, users, customers, times), each kept once. */
  private readonly texts = new Map<string, string>();
  private readonly pool = (text: string) => this.texts.get(text) ?? (this.texts.set(text, text), text);
  /** When each deleted record was deleted. */
  private readonly deletedAt = new Map<string, string>();
  /** The state of each record that was moved before the window (a late event of before the move changes nothing). */
  private readonly movedOut = new Map<string, Pick<Timetrack, 'updatedAt' | 'version'>>();
  private loading = true;

  /** @param from the first day the index holds (`yyyy-MM-dd`) */
  constructor(private from: string) {}

  /** Whether the records of a period starting on `start` are all here. */
  holds(start: string): boolean {
    return start >= this.from;
  }

  /** Moves the window's first day on to `day` (months passed), dropping the records before it. */
  forgetBefore(day: string): void {
    if (day <= this.from) return;
    this.loaded();
    this.from = day;
    const before = this.firstAfter((entry) => entry.day < day);
    for (const entry of this.sorted.splice(0, before)) this.byId.delete(entry.record._id);
    this.movedOut.clear();
  }

  get size(): number {
    return this.byId.size;
  }

  put(record: Timetrack): void {
    if (!isTimetrackSavedAfterDelete(record, this.deletedAt.get(record._id))) return;
    const moved = this.movedOut.get(record._id);
    if (moved && !isTimetrackStateNotOlder(record, moved)) return;
    const stored = this.byId.get(record._id);
    if (stored && !isTimetrackStateNotOlder(record, stored.record)) return;
    if (stored) this.drop(stored);
    this.deletedAt.delete(record._id);
    this.movedOut.delete(record._id);
    const day = timetrackRowDatum(record);
    if (day < this.from) {
      if (stored) this.movedOut.set(record._id, { updatedAt: record.updatedAt, version: record.version });
      return;
    }
    const entry = new Entry(this.pool(day), slimTimetrack(record, this.pool));
    this.byId.set(record._id, entry);
    if (!this.loading)
      this.sorted.splice(
        this.firstAfter((other) => compare(other, entry) < 0),
        0,
        entry,
      );
  }

  /** A record deleted at `at` (its delete event's time). */
  remove(id: string, at: string): void {
    const stored = this.byId.get(id);
    if (stored) this.drop(stored);
    const deleted = this.deletedAt.get(id);
    if (deleted === undefined || deleted < at) this.deletedAt.set(id, at);
  }

  /** Ends the load: sorts what it put; later changes keep the order as they come. */
  loaded(): void {
    if (!this.loading) return;
    this.sorted = [...this.byId.values()];
    this.sorted.sort(compare);
    this.loading = false;
  }

  /**
   * The live records of the period (both days included; its start within the window, `holds`), optionally of
   * one type and one user, in order: the records kept, not copies (an export reads them, never changes them).
   */
  records({ start, end, typ, userID }: TimetrackRowsQuery): TimetrackExportRecord[] {
    this.loaded();
    const from = this.firstAfter((entry) => entry.day < start);
    const to = this.firstAfter((entry) => entry.day <= end);
    const found: TimetrackExportRecord[] = [];
    for (let at = from; at < to; at += 1) {
      const { record } = this.sorted[at] as Entry;
      if (typ !== undefined && record.typ !== typ) continue;
      if (userID !== undefined && record.userID !== userID) continue;
      found.push(record);
    }
    return found;
  }

  private drop(entry: Entry): void {
    this.byId.delete(entry.record._id);
    if (this.loading) return; // the list is made from byId when the load ends
    const at = this.firstAfter((other) => compare(other, entry) < 0);
    if (this.sorted[at] === entry) this.sorted.splice(at, 1);
  }

  /** The first position whose entry is not `before` (binary search; `before` holds for a prefix). */
  private firstAfter(before: (entry: Entry) => boolean): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(this.sorted[middle] as Entry)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
