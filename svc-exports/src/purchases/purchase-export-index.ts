import type { ExportRecord } from './export-record';

/** The texts of a record most purchases share a few values of (a store's, a tester's, a day's), kept once. */
const SHARED = [
  'date',
  'time',
  'userName',
  'typeName',
  'typeSpamia',
  'vst',
  'name',
  'plz',
  'city',
  'kanton',
  'testType',
  'reasonTMP',
  'shopperName',
  'cashierName',
  'cashierFirstname',
  'kks',
  'articleName',
  'specialReason',
  'sprintListID',
  'exported',
] as const satisfies readonly (keyof ExportRecord)[];
/** Yes, no or not answered: 2, 1, 0. */
const FLAGS = [
  'regulationsRespected',
  'done',
  'delayed',
  'pass',
  'age',
] as const satisfies readonly (keyof ExportRecord)[];
/** Free texts, rarely given: kept as they are. */
const FREE = ['reason', 'remarks'] as const satisfies readonly (keyof ExportRecord)[];
/** No shopper age. */
const NO_AGE = -1;
const FIRST_CAPACITY = 1024;

/** Every field of a record, as the columns keep it. */
export const RECORD_FIELDS = [...SHARED, ...FLAGS, ...FREE, 'shopperAge'] as const;
// a field of ExportRecord without a column does not compile
const everyField: Exclude<keyof ExportRecord, (typeof RECORD_FIELDS)[number]> extends never ? true : never =
  true;
void everyField;

/** An event's time (ISO 8601, as events carry it) in milliseconds: kept as a number, not as a text. */
function eventTime(version: string): number {
  const time = Date.parse(version);
  if (Number.isNaN(time)) throw new Error(`not an event time: ${version}`);
  return time;
}

/** The columns a range reads, as they are when it begins (a column that grows later is a new array). */
type Columns = {
  readonly texts: readonly (string | undefined)[];
  readonly shared: readonly Int32Array[];
  readonly flags: readonly Uint8Array[];
  readonly freeTexts: readonly (readonly (string | undefined)[])[];
  readonly shopperAge: Int16Array;
};

/**
 * A purchase's record read in place from the columns, a field when it is asked for: one view is moved from
 * slot to slot through a range, so an export of 100 000 rows makes no object per row and reads only the
 * fields of its columns.
 */
class RecordView {
  slot = 0;
  constructor(readonly columns: Columns) {}
}
const field = (name: string, get: (this: RecordView) => unknown) =>
  Object.defineProperty(RecordView.prototype, name, { get, enumerable: true });
SHARED.forEach((name, column) =>
  field(name, function () {
    return this.columns.texts[this.columns.shared[column]![this.slot]!];
  }),
);
FLAGS.forEach((name, column) =>
  field(name, function () {
    const value = this.columns.flags[column]![this.slot];
    return value === 0 ? undefined : value === 2;
  }),
);
FREE.forEach((name, column) =>
  field(name, function () {
    return this.columns.freeTexts[column]![this.slot];
  }),
);
field('shopperAge', function () {
  const age = this.columns.shopperAge[this.slot]!;
  return age === NO_AGE ? undefined : age;
});

/** The purchases of a range as the export writes them: how many, and their records in order. */
export type ExportRange = {
  total: number;
  /**
   * Each record of the range in order, given to `each`: the record is read in place and holds only during
   * the call (what is kept of it must be copied).
   */
  map<T>(each: (record: ExportRecord) => T): Iterable<T>;
};

/**
 * Every purchase's export record in memory, in the export's order (test date, time, id), as it will be
 * written (decision 0020): FerretDB 1.x reads every document of a collection for any filter or sort, so a
 * range of 100 000 purchases costs tens of seconds there and a few milliseconds here.
 *
 * The records are kept by column in typed arrays, one slot per purchase: the shared texts as numbers into one
 * list of texts, yes/no answers as bytes, so 200 000 purchases take about 20 MB besides their ids and the
 * garbage collector has almost nothing to walk. A change applies only when it is newer than what is kept
 * (the time of its event), a delete included, so a late or repeated event changes nothing. A change never
 * writes over a slot: it takes a new one, and the old one is reused only once no export reads a range.
 */
export class PurchaseExportIndex {
  private capacity: number;
  /** Slots in the export's order; the first `count` are live. */
  private order: Int32Array;
  private count = 0;
  private nextSlot = 0;
  private readonly free: number[] = [];
  /** Slots given up while a range was being read: free once no range is. */
  private retired: number[] = [];
  private openRanges = 0;

  private readonly shared: Record<(typeof SHARED)[number], Int32Array>;
  private readonly flags: Record<(typeof FLAGS)[number], Uint8Array>;
  private shopperAge: Int16Array;
  private readonly freeTexts = Object.fromEntries(
    FREE.map((field) => [field, [] as (string | undefined)[]]),
  ) as Record<(typeof FREE)[number], (string | undefined)[]>;
  private readonly ids: string[] = [];
  /** The time of the event each slot's record is as of (milliseconds since 1970). */
  private versions: Float64Array;
  /** The texts by number; 0 is none. */
  private readonly texts: (string | undefined)[] = [undefined];
  private readonly textNumbers = new Map<string, number>();
  /** The live purchases' slots by id. */
  private readonly byId = new Map<string, number>();
  /** The deleted purchases' delete times by id. */
  private readonly deleted = new Map<string, number>();
  /** While loading, slots are appended and sorted once at the end. */
  private loading = true;

  constructor() {
    this.capacity = FIRST_CAPACITY;
    this.order = new Int32Array(this.capacity);
    this.shared = Object.fromEntries(SHARED.map((field) => [field, new Int32Array(this.capacity)])) as Record<
      (typeof SHARED)[number],
      Int32Array
    >;
    this.flags = Object.fromEntries(FLAGS.map((field) => [field, new Uint8Array(this.capacity)])) as Record<
      (typeof FLAGS)[number],
      Uint8Array
    >;
    this.shopperAge = new Int16Array(this.capacity);
    this.versions = new Float64Array(this.capacity);
  }

  get size(): number {
    return this.byId.size;
  }

  /** Keeps a purchase's record, unless what is kept of it is as new or newer; whether it applied. */
  put(id: string, version: string, record: ExportRecord): boolean {
    const time = eventTime(version);
    if (!this.isNewer(id, time)) return false;
    this.drop(id);
    const slot = this.write(id, time, record);
    if (this.loading) this.order[this.count] = slot;
    else {
      const at = this.firstAfter((other) => this.compare(other, slot) < 0);
      this.order.copyWithin(at + 1, at, this.count);
      this.order[at] = slot;
    }
    this.count += 1;
    this.byId.set(id, slot);
    return true;
  }

  /** Marks a purchase deleted at `version`, unless what is kept of it is newer; whether it applied. */
  remove(id: string, version: string): boolean {
    const time = eventTime(version);
    if (!this.isNewer(id, time)) return false;
    this.drop(id);
    this.deleted.set(id, time);
    return true;
  }

  /** Ends the load: sorts what was appended; later changes keep the order as they come. */
  loaded(): void {
    if (!this.loading) return;
    this.order.subarray(0, this.count).sort((a, b) => this.compare(a, b));
    this.loading = false;
    // what the doubling left unused beyond a sixteenth for the changes to come
    const fit = this.nextSlot + Math.max(FIRST_CAPACITY, this.nextSlot >> 4);
    if (fit < this.capacity) this.resize(fit);
  }

  /**
   * Reads the purchases tested from `start` to `end` (`yyyy-MM-dd`, both included), newest first, as they are
   * when it begins: later changes do not alter a range being read (an export writes what it counted).
   */
  async withRange<T>(start: string, end: string, read: (range: ExportRange) => Promise<T>): Promise<T> {
    const date = this.shared.date;
    // newest first, as the overview's grid and its CSV list them (issue 17, item 20)
    const slots = this.order
      .slice(
        this.firstAfter((slot) => (this.texts[date[slot] as number] as string) < start),
        this.firstAfter((slot) => (this.texts[date[slot] as number] as string) <= end),
      )
      .reverse();
    const view = new RecordView({
      texts: this.texts,
      shared: SHARED.map((name) => this.shared[name]),
      flags: FLAGS.map((name) => this.flags[name]),
      freeTexts: FREE.map((name) => this.freeTexts[name]),
      shopperAge: this.shopperAge,
    });
    const record = view as RecordView & ExportRecord;
    this.openRanges += 1;
    try {
      return await read({
        total: slots.length,
        *map(each) {
          for (const slot of slots) {
            view.slot = slot;
            yield each(record);
          }
        },
      });
    } finally {
      this.openRanges -= 1;
      if (this.openRanges === 0) {
        for (const slot of this.retired) this.release(slot);
        this.retired = [];
      }
    }
  }

  /** Writes a record into a free slot. */
  private write(id: string, time: number, record: ExportRecord): number {
    const slot = this.free.pop() ?? this.newSlot();
    for (const field of SHARED) this.shared[field][slot] = this.numberOf(record[field]);
    for (const field of FLAGS) {
      const value = record[field];
      this.flags[field][slot] = value === undefined ? 0 : value ? 2 : 1;
    }
    for (const field of FREE) this.freeTexts[field][slot] = record[field];
    this.shopperAge[slot] = record.shopperAge ?? NO_AGE;
    this.ids[slot] = id;
    this.versions[slot] = time;
    return slot;
  }

  private newSlot(): number {
    if (this.nextSlot === this.capacity) this.grow();
    return this.nextSlot++;
  }

  /** Doubles every column. */
  private grow(): void {
    this.resize(this.capacity * 2);
  }

  /** Moves every column into arrays of `capacity` slots (at least the slots taken so far). */
  private resize(capacity: number): void {
    this.capacity = capacity;
    const grown = <A extends Int32Array | Uint8Array | Int16Array | Float64Array>(array: A): A => {
      const resized = new (array.constructor as new (length: number) => A)(capacity);
      resized.set(array.subarray(0, Math.min(array.length, capacity)));
      return resized;
    };
    this.order = grown(this.order);
    for (const field of SHARED) this.shared[field] = grown(this.shared[field]);
    for (const field of FLAGS) this.flags[field] = grown(this.flags[field]);
    this.shopperAge = grown(this.shopperAge);
    this.versions = grown(this.versions);
  }

  private numberOf(text: string | undefined): number {
    if (text === undefined) return 0;
    let number = this.textNumbers.get(text);
    if (number === undefined) {
      number = this.texts.length;
      this.texts.push(text);
      this.textNumbers.set(text, number);
    }
    return number;
  }

  private isNewer(id: string, time: number): boolean {
    const slot = this.byId.get(id);
    const kept = slot === undefined ? this.deleted.get(id) : this.versions[slot];
    return kept === undefined || kept < time;
  }

  private drop(id: string): void {
    const slot = this.byId.get(id);
    if (slot === undefined) return;
    this.byId.delete(id);
    // while loading (an id twice in the load, rare) the appended slots are not sorted yet
    const at = this.loading
      ? this.order.subarray(0, this.count).indexOf(slot)
      : this.firstAfter((other) => this.compare(other, slot) < 0);
    this.order.copyWithin(at, at + 1, this.count);
    this.count -= 1;
    if (this.openRanges > 0) this.retired.push(slot);
    else this.release(slot);
  }

  /** A slot no range reads any more: free for the next record (its free texts go now). */
  private release(slot: number): void {
    for (const name of FREE) this.freeTexts[name][slot] = undefined;
    this.free.push(slot);
  }

  /** The export's order: test date, then time (none first), then purchase id. */
  private compare(a: number, b: number): number {
    const { date, time } = this.shared;
    const [dateA, dateB] = [this.texts[date[a] as number] as string, this.texts[date[b] as number] as string];
    if (dateA !== dateB) return dateA < dateB ? -1 : 1;
    const [timeA, timeB] = [this.texts[time[a] as number] ?? '', this.texts[time[b] as number] ?? ''];
    if (timeA !== timeB) return timeA < timeB ? -1 : 1;
    const [idA, idB] = [this.ids[a] as string, this.ids[b] as string];
    return idA < idB ? -1 : idA > idB ? 1 : 0;
  }

  /** The first position in the order whose slot is not `before` (binary search; `before` holds for a prefix). */
  private firstAfter(before: (slot: number) => boolean): number {
    let low = 0;
    let high = this.count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(this.order[middle] as number)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
