import {
  SPRINT_COUNTERS,
  SPRINT_TEST_TYPES,
  isSprintTestType,
  type SprintEntry,
  type SprintTestType,
  type StoredSprintEntry,
} from './sprint.schema';

/** Purchases recorded for an entry that its done counters do not hold yet, per test type. */
export type RecordedPurchases = Partial<Record<SprintTestType, number>>;

/**
 * What the API shows of a stored round entry (back-office spec, sections 2 to 4): per test type the target,
 * the done count (done counter plus recorded purchases, as the round detail shows "done, found and target")
 * and what is still open; `anzTK` the sum of targets, `doneTK` the done purchases each type counted up to its
 * target (a fourth alcohol test does not stand in for a missing tobacco one), and `done`: "A store entry
 * counts as done when done plus recorded purchases reach the sum of targets" (section 2, "Rounds").
 */
export function sprintEntryView(entry: StoredSprintEntry, recorded: RecordedPurchases = {}): SprintEntry {
  const progress = Object.fromEntries(
    SPRINT_TEST_TYPES.map((testType) => {
      const { target: targetField, done: doneField } = SPRINT_COUNTERS[testType];
      const target = entry[targetField];
      const done = entry[doneField] + (recorded[testType] ?? 0);
      return [testType, { target, done, open: Math.max(0, target - done) }];
    }),
  ) as SprintEntry['progress'];
  const types = Object.values(progress);
  const anzTK = types.reduce((sum, { target }) => sum + target, 0);
  const doneTK = types.reduce((sum, { target, done }) => sum + Math.min(target, done), 0);
  const doneAndRecorded = types.reduce((sum, { done }) => sum + done, 0);
  return { ...entry, anzTK, doneTK, done: doneAndRecorded >= anzTK, progress };
}

/**
 * True when the entry belongs on the test buyer's open list on `today` (yyyy-MM-dd): assigned to the user,
 * its round active (not archived, back-office spec, section 4) and running (start to end, both days
 * included), and the entry not done (docs/decisions, "Rounds").
 */
export function isOpenEntryOf(entry: SprintEntry, userID: string, today: string): boolean {
  return (
    entry.userID === userID && !entry.archive && entry.start <= today && today <= entry.end && !entry.done
  );
}

/** What a purchase event tells about a purchase that may count toward a round. */
export type CountablePurchase = {
  storeID: string;
  /** The round the purchase was recorded for, when the field app knew it. */
  sprintListID?: string | null;
  testType: string;
  /** yyyy-MM-dd */
  date: string;
  delayed: boolean;
};

/** Where a purchase counts: the round entry and the test type whose done counter it moves. */
export type SprintCount = { entryId: string; testType: SprintTestType };

/**
 * Where a purchase counts, or `null`: a completed purchase (not delayed, that is not zurückgestellt) of a
 * test type with round targets counts once toward the entry of its store in the round it names
 * (`sprintListID`), or, without one, in the active round whose period holds the purchase date. A deleted
 * purchase (pass `null`) counts nowhere, so a delete or a change moves the counter back.
 */
export function sprintCountOf(
  purchase: CountablePurchase | null,
  entriesOfStore: readonly Pick<StoredSprintEntry, '_id' | 'sprintListID' | 'archive' | 'start' | 'end'>[],
): SprintCount | null {
  if (!purchase || purchase.delayed || !isSprintTestType(purchase.testType)) return null;
  const entry = purchase.sprintListID
    ? entriesOfStore.find((candidate) => candidate.sprintListID === purchase.sprintListID)
    : entriesOfStore.find(
        (candidate) =>
          !candidate.archive && candidate.start <= purchase.date && purchase.date <= candidate.end,
      );
  return entry ? { entryId: entry._id, testType: purchase.testType } : null;
}
