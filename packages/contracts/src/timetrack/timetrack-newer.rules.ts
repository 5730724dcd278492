import type { Timetrack } from './timetrack.schema';

// Which of two states of a time record a copy kept in memory holds (decisions 0036, 0039): svc-timetrack's
// admin list and svc-exports' time exports follow the TIMETRACK stream, whose events may come late or twice
// (the load's overlap, a redelivery), so both keep the newer state by the same rule.

/** The stamps of a record's state: the time of its last save and its version. */
export type TimetrackState = Pick<Timetrack, 'updatedAt' | 'version'>;

/** Whether `record` is the same state as `kept` or a later one: by the last save, then by version. */
export function isTimetrackStateNotOlder(record: TimetrackState, kept: TimetrackState): boolean {
  return (
    record.updatedAt > kept.updatedAt ||
    (record.updatedAt === kept.updatedAt && record.version >= kept.version)
  );
}

/**
 * Whether a record deleted at `deletedAt` (its delete event's time) comes back with this state: only when it
 * was saved again after its deletion; a late event of a state before the delete leaves it out.
 */
export function isTimetrackSavedAfterDelete(record: TimetrackState, deletedAt: string | undefined): boolean {
  return deletedAt === undefined || record.updatedAt > deletedAt;
}
