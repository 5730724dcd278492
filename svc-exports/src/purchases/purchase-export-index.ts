import type { ExportRecord } from './export-record';

/** A record as the index keeps it: with its purchase's id and the time of the event it comes from. */
type Kept = ExportRecord & { readonly id: string; readonly version: string };

/** The purchases of a range as the export writes them: how many, and the records in order. */
export type ExportRange = { total: number; records: Iterable<ExportRecord> };

/** The export's order: test date, then time (none first), then purchase id. */
function compare(a: Kept, b: Kept): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const [timeA, timeB] = [a.time ?? '', b.time ?? ''];
  if (timeA !== timeB) return timeA < timeB ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Every purchase's export record in memory, in the export's order (test date, time, id), as it will be
 * written (decision 0020): FerretDB 1.x reads every document of a collection for any filter or sort, so a
 * range of 100 000 purchases costs tens of seconds there and a few milliseconds here. The texts most
 * purchases share (a store's, a tester's, a round's) are kept once. A change applies only when it is
 * newer than what is kept (the time of its event), a delete included, so a late or repeated event changes
 * nothing.
 */
export class PurchaseExportIndex {
  /** Ascending in the export's order. */
  private readonly sorted: Kept[] = [];
  /** The live purchases' records by id. */
  private readonly byId = new Map<string, Kept>();
  /** The deleted purchases' delete times by id. */
  private readonly deleted = new Map<string, string>();
  /** One copy of each shared text. */
  private readonly texts = new Map<string, string>();
  /** While loading, records are appended and sorted once at the end. */
  private loading = true;

  get size(): number {
    return this.byId.size;
  }

  /** Keeps a purchase's record, unless what is kept of it is as new or newer; whether it applied. */
  put(id: string, version: string, record: ExportRecord): boolean {
    if (!this.isNewer(id, version)) return false;
    this.drop(id);
    const kept = this.keep(id, version, record);
    if (this.loading) this.sorted.push(kept);
    else this.sorted.splice(this.positionOf(kept), 0, kept);
    this.byId.set(id, kept);
    return true;
  }

  /** Marks a purchase deleted at `version`, unless what is kept of it is newer; whether it applied. */
  remove(id: string, version: string): boolean {
    if (!this.isNewer(id, version)) return false;
    this.drop(id);
    this.deleted.set(id, version);
    return true;
  }

  /** Ends the load: sorts what was appended; later changes keep the order as they come. */
  loaded(): void {
    if (!this.loading) return;
    this.sorted.sort(compare);
    this.loading = false;
  }

  /**
   * The purchases tested from `start` to `end` (`yyyy-MM-dd`, both included) as they are now: later changes
   * do not alter a range already taken (an export writes what it counted).
   */
  range(start: string, end: string): ExportRange {
    const records = this.sorted.slice(
      this.firstAfter((kept) => kept.date < start),
      this.firstAfter((kept) => kept.date <= end),
    );
    return { total: records.length, records };
  }

  /**
   * The record as kept: one object literal with every field in the same order, so all records share one
   * shape and stay small (an object spread gave each its own dictionary: five times the memory), and the
   * shared texts once.
   */
  private keep(id: string, version: string, r: ExportRecord): Kept {
    const s = <T extends string | undefined>(text: T): T => {
      if (text === undefined) return text;
      const kept = this.texts.get(text);
      if (kept !== undefined) return kept as T;
      this.texts.set(text, text);
      return text;
    };
    return {
      id,
      version,
      date: s(r.date),
      time: s(r.time),
      userName: s(r.userName),
      typeName: s(r.typeName),
      typeSpamia: s(r.typeSpamia),
      vst: s(r.vst),
      name: s(r.name),
      plz: s(r.plz),
      city: s(r.city),
      kanton: s(r.kanton),
      testType: s(r.testType),
      regulationsRespected: r.regulationsRespected,
      done: r.done,
      delayed: r.delayed,
      pass: r.pass,
      age: r.age,
      reasonTMP: s(r.reasonTMP),
      reason: r.reason,
      shopperName: s(r.shopperName),
      shopperAge: r.shopperAge,
      cashierName: s(r.cashierName),
      cashierFirstname: s(r.cashierFirstname),
      kks: s(r.kks),
      articleName: s(r.articleName),
      specialReason: s(r.specialReason),
      exported: r.exported,
      sprintListID: s(r.sprintListID),
      remarks: r.remarks,
    };
  }

  private isNewer(id: string, version: string): boolean {
    const keptVersion = this.byId.get(id)?.version ?? this.deleted.get(id);
    return keptVersion === undefined || keptVersion < version;
  }

  private drop(id: string): void {
    const kept = this.byId.get(id);
    if (kept === undefined) return;
    this.byId.delete(id);
    // while loading (an id twice in the load, rare) the appended records are not sorted yet
    this.sorted.splice(this.loading ? this.sorted.indexOf(kept) : this.positionOf(kept), 1);
  }

  /** Where a record is or belongs. */
  private positionOf(kept: Kept): number {
    return this.firstAfter((other) => compare(other, kept) < 0);
  }

  /** The first position whose record is not `before` (binary search; `before` holds for a prefix). */
  private firstAfter(before: (kept: Kept) => boolean): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(this.sorted[middle] as Kept)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
