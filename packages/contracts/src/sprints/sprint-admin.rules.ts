import type { StoreType } from '../stores/store-types';
import type { SprintFound, SprintRound } from './sprint-admin.schema';
import { isSprintTestType, type SprintEntry } from './sprint.schema';

/**
 * The round of the back office's list, summed over its store entries (at least one): back-office spec,
 * section 4: "Round completion compares doneTK with anzTK; progress percent is done divided by total". The
 * round's own fields come from its oldest entry (they are the same in every entry; decision 0016).
 */
export function sprintRoundOf(entries: readonly SprintEntry[]): SprintRound {
  const oldest = [...entries].sort((a, b) => a._id.localeCompare(b._id))[0];
  if (!oldest) throw new Error('a round has at least one entry');
  const anzTK = entries.reduce((sum, entry) => sum + entry.anzTK, 0);
  const doneTK = entries.reduce((sum, entry) => sum + entry.doneTK, 0);
  return {
    sprintID: oldest._id,
    sprintListID: oldest.sprintListID,
    name: oldest.name,
    start: oldest.start,
    end: oldest.end,
    archive: oldest.archive,
    types: [...new Set<StoreType>(entries.map((entry) => entry.type))].sort(),
    stores: entries.length,
    storesDone: entries.filter((entry) => entry.done).length,
    anzTK,
    doneTK,
    percent: anzTK === 0 ? 100 : Math.floor((doneTK / anzTK) * 100),
    complete: doneTK >= anzTK,
  };
}

/**
 * The store numbers that stand more than once in a round (back-office spec, section 2: "a notice for
 * duplicates"): the same store (`storeID`) in two entries, sorted.
 */
export function duplicateStoresOf(entries: readonly Pick<SprintEntry, 'storeID' | 'vst'>[]): string[] {
  const seen = new Map<string, number>();
  for (const entry of entries) seen.set(entry.storeID, (seen.get(entry.storeID) ?? 0) + 1);
  const twice = entries.filter((entry) => (seen.get(entry.storeID) ?? 0) > 1).map((entry) => entry.vst);
  return [...new Set(twice)].sort();
}

/** What the round detail reads of a purchase to tell whether it was recorded for a round entry. */
export type RecordedPurchase = {
  storeID: string;
  sprintListID?: string;
  testType?: string;
  /** yyyy-MM-dd; missing while a delayed purchase has none yet. */
  date?: string;
};

/**
 * True when a purchase was recorded for a round's entry, in any state (delayed ones too): at the entry's
 * store, and naming the round, or naming none and dated within the round's period (both days included),
 * as a purchase counts toward a round (`sprintCountOf`).
 */
export function isPurchaseOfEntry(
  purchase: RecordedPurchase,
  entry: Pick<SprintEntry, 'storeID' | 'sprintListID' | 'start' | 'end'>,
): boolean {
  if (purchase.storeID !== entry.storeID) return false;
  if (purchase.sprintListID) return purchase.sprintListID === entry.sprintListID;
  return purchase.date !== undefined && entry.start <= purchase.date && purchase.date <= entry.end;
}

/**
 * The purchases found for an entry per test type with targets (back-office spec, section 2: "counts alcohol,
 * tobacco and media as done, found and target"): done counts the completed tests, found every test recorded.
 */
export function foundOf(
  entry: Pick<SprintEntry, 'storeID' | 'sprintListID' | 'start' | 'end'>,
  purchases: readonly RecordedPurchase[],
): SprintFound {
  const found: SprintFound = { Alkohol: 0, Tabak: 0, Medien: 0 };
  for (const purchase of purchases) {
    if (purchase.testType && isSprintTestType(purchase.testType) && isPurchaseOfEntry(purchase, entry))
      found[purchase.testType] += 1;
  }
  return found;
}
