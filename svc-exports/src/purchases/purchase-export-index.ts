import {
  dayEnd,
  dayStart,
  decodeRecord,
  encodeRecord,
  keyOf,
  type EncodedRecord,
  type ExportRecord,
} from './export-record';

/** The purchases of a range as the export writes them: how many, and the records in order. */
export type ExportRange = { total: number; records: Iterable<ExportRecord> };

/**
 * Every purchase's export record in memory, in the export's order (test date, time, id), one string each
 * (decision 0020): FerretDB 1.x reads every document of a collection for any filter or sort but `_id`, so a
 * range of 100 000 purchases costs tens of seconds there and a few milliseconds here. A change applies only
 * when it is newer than what is kept (the time of its event), a delete included, so a late or repeated
 * event changes nothing.
 */
export class PurchaseExportIndex {
  /** Ascending: the encoded records sort as the export does. */
  private readonly sorted: EncodedRecord[] = [];
  /** The live purchases' records by id. */
  private readonly byId = new Map<string, EncodedRecord>();
  /** The deleted purchases' delete times by id. */
  private readonly deleted = new Map<string, string>();
  /** While loading, records are appended and sorted once at the end. */
  private loading = true;

  get size(): number {
    return this.byId.size;
  }

  /** Keeps a purchase's record, unless what is kept of it is as new or newer; whether it applied. */
  put(id: string, version: string, record: ExportRecord): boolean {
    if (!this.isNewer(id, version)) return false;
    this.drop(id);
    const encoded = encodeRecord(id, version, record);
    if (this.loading) this.sorted.push(encoded);
    else this.sorted.splice(this.positionOf(encoded), 0, encoded);
    this.byId.set(id, encoded);
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
    this.sorted.sort();
    this.loading = false;
  }

  /**
   * The purchases tested from `start` to `end` (`yyyy-MM-dd`, both included) as they are now: later changes
   * do not alter a range already taken (an export writes what it counted).
   */
  range(start: string, end: string): ExportRange {
    const slice = this.sorted.slice(this.positionOf(dayStart(start)), this.positionOf(dayEnd(end)));
    return {
      total: slice.length,
      records: (function* () {
        for (const encoded of slice) yield decodeRecord(encoded);
      })(),
    };
  }

  private isNewer(id: string, version: string): boolean {
    const kept = this.byId.get(id);
    const keptVersion = kept === undefined ? this.deleted.get(id) : keyOf(kept).version;
    return keptVersion === undefined || keptVersion < version;
  }

  private drop(id: string): void {
    const kept = this.byId.get(id);
    if (kept === undefined) return;
    this.byId.delete(id);
    if (this.loading) {
      // rare (an id twice in the load): the appended list is not sorted yet
      this.sorted.splice(this.sorted.indexOf(kept), 1);
      return;
    }
    this.sorted.splice(this.positionOf(kept), 1);
  }

  /** Where a record is or belongs (binary search over the ascending order). */
  private positionOf(encoded: EncodedRecord): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.sorted[middle] as EncodedRecord) < encoded) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
