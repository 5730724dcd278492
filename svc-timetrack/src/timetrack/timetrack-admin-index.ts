import {
  isTimetrackSavedAfterDelete,
  isTimetrackStateNotOlder,
  TIMETRACK_LIMITS,
  timetrackOverviewCounts,
  type DashboardTimetrackPart,
  type Timetrack,
  type TimetrackListQuery,
  type TimetrackPage,
} from '@agecheck/contracts';

// The back office's list of all time records in memory (decision 0036): FerretDB 1.24 reads and decodes every
// record for any filter, sort or count (decisions 0015, 0021), so the admin page over 200 000 records took
// seconds to minutes; here it is one pass over a sorted list.

/** What the order reads of a record. */
type OrderKeys = Pick<Timetrack, '_id' | 'datum' | 'updatedAt'>;
/** What the filters read of a record. */
type FilterKeys = Pick<Timetrack, 'userID' | 'kunde' | 'datum' | 'reviewed' | 'complete'>;

const descending = (a: string | undefined, b: string | undefined) =>
  a === b ? 0 : a === undefined ? 1 : b === undefined ? -1 : a < b ? 1 : -1;

/**
 * Newest first, as the list has always been ordered: by date, then by the time of the last save, ties by id; a
 * record without a date (a special absence) last, where the database sorted a missing date.
 */
export function adminListOrder(a: OrderKeys, b: OrderKeys): number {
  return (
    descending(a.datum, b.datum) ||
    descending(a.updatedAt, b.updatedAt) ||
    (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)
  );
}

/**
 * The filters of the admin list (A.7): user, customer, period (both ends included) and status. A record dated
 * before the review cut-off counts as reviewed (R-T14 c), so 'pending' means not reviewed and on or after it; a
 * record without a date is in no period and neither pending nor reviewed by its date; 'open' means not saved
 * complete (R-T13).
 */
export function adminListFilter(query: TimetrackListQuery): (record: FilterKeys) => boolean {
  // read once per page, not once per record
  const cutoff = TIMETRACK_LIMITS.reviewCutoff;
  const { user, customer, from, to, status } = query;
  return (record) => {
    const { datum } = record;
    if (user && record.userID !== user) return false;
    if (customer && record.kunde !== customer) return false;
    if (from && !(datum !== undefined && datum >= from)) return false;
    if (to && !(datum !== undefined && datum <= to)) return false;
    if (status === 'pending' && !(!record.reviewed && datum !== undefined && datum >= cutoff)) return false;
    if (status === 'reviewed' && !(record.reviewed || (datum !== undefined && datum < cutoff))) return false;
    if (status === 'open' && record.complete) return false;
    return true;
  };
}

/**
 * A record with the fields the order and the filters read beside it, all entries of one shape: the records
 * themselves come in many shapes (a card or not, other expenses), and reading a field of 200 000 of them cost
 * the page about 100 ms (the benchmark, issue 19); of the entries a few ms. Equal texts are kept once.
 */
class Entry {
  readonly _id: string;
  readonly datum: string | undefined;
  readonly updatedAt: string;
  readonly version: number;
  readonly userID: string;
  readonly kunde: string | undefined;
  readonly reviewed: boolean;
  readonly complete: boolean;

  constructor(
    readonly record: Timetrack,
    texts: Map<string, string>,
  ) {
    const once = (text: string) => texts.get(text) ?? (texts.set(text, text), text);
    this._id = record._id;
    this.datum = record.datum === undefined ? undefined : once(record.datum);
    this.updatedAt = record.updatedAt;
    this.version = record.version;
    this.userID = once(record.userID);
    this.kunde = record.kunde === undefined ? undefined : once(record.kunde);
    this.reviewed = record.reviewed;
    this.complete = record.complete;
  }
}

/**
 * The live time records, kept sorted by `adminListOrder`. A record is put as its save or review stored it and
 * removed when deleted; the newer state wins by `updatedAt`, then `version` (an event that comes late changes nothing), and a
 * deleted record stays out unless saved again after its deletion (the rules of @agecheck/contracts, shared with
 * svc-exports' time exports).
 */
export class TimetrackAdminIndex {
  private readonly byId = new Map<string, Entry>();
  private readonly sorted: Entry[] = [];
  /** The dates, users and customers, each text once. */
  private readonly texts = new Map<string, string>();
  /** When each deleted record was deleted. */
  private readonly deletedAt = new Map<string, string>();

  get size(): number {
    return this.sorted.length;
  }

  /** The records as read at start, sorted once (putting 200 000 one by one would move the list each time). */
  static of(records: Iterable<Timetrack>): TimetrackAdminIndex {
    const index = new TimetrackAdminIndex();
    for (const record of records) {
      const stored = index.byId.get(record._id);
      if (!stored || isTimetrackStateNotOlder(record, stored))
        index.byId.set(record._id, new Entry(record, index.texts));
    }
    for (const entry of index.byId.values()) index.sorted.push(entry); // not spread: 200 000 arguments overflow the stack
    index.sorted.sort(adminListOrder);
    return index;
  }

  put(record: Timetrack): void {
    if (!isTimetrackSavedAfterDelete(record, this.deletedAt.get(record._id))) return;
    const stored = this.byId.get(record._id);
    if (stored && !isTimetrackStateNotOlder(record, stored)) return;
    if (stored) this.sorted.splice(this.positionOf(stored), 1);
    this.deletedAt.delete(record._id);
    const entry = new Entry(record, this.texts);
    this.byId.set(record._id, entry);
    this.sorted.splice(this.positionOf(entry), 0, entry);
  }

  remove(id: string, at: string): void {
    const stored = this.byId.get(id);
    if (stored) {
      this.sorted.splice(this.positionOf(stored), 1);
      this.byId.delete(id);
    }
    this.deletedAt.set(id, at);
  }

  /** One page of the records matching the filters, newest first, with how many match in all. */
  page(query: TimetrackListQuery, page: number, pageSize: number): TimetrackPage {
    const start = (page - 1) * pageSize;
    const items: Timetrack[] = [];
    let total = 0;
    // the user and the customer asked for as the entries keep them: one text compared by identity (a text
    // from the address compared with 200 000 others by its characters cost about 50 ms); one no entry
    // names matches nothing
    const user = query.user ? this.texts.get(query.user) : query.user;
    const customer = query.customer ? this.texts.get(query.customer) : query.customer;
    if ((query.user && !user) || (query.customer && !customer)) return { items, page, pageSize, total };
    const matches = adminListFilter({ ...query, user, customer });
    for (const entry of this.sorted) {
      if (!matches(entry)) continue;
      if (total >= start && items.length < pageSize) items.push(entry.record);
      total += 1;
    }
    return { items, page, pageSize, total };
  }

  /** The admin overview's counts (decision 0050): to review, and of the month of `today`; one pass. */
  overviewCounts(today: string): DashboardTimetrackPart {
    return timetrackOverviewCounts(this.sorted, today);
  }

  /** Where the record is, or would go, in the sorted list (binary search). */
  private positionOf(record: Entry): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (adminListOrder(this.sorted[middle] as Entry, record) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
