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

/** A copy of the live records kept in memory: a state put, a record removed at its delete event's time. */
export type TimetrackCopy = {
  put(record: Timetrack): void;
  remove(id: string, deletedAt: string): void;
};

/**
 * Applies one event of the TIMETRACK stream (validated by the bus against its subject's schema) to a copy: a
 * save or review puts the record as stored, a delete removes it; other subjects change nothing.
 */
export function applyTimetrackEvent(
  copy: TimetrackCopy,
  event: { subject: string; occurredAt: string; data: unknown },
): void {
  const { record } = event.data as { record: Timetrack };
  if (event.subject === 'timetrack.record.saved' || event.subject === 'timetrack.record.reviewed')
    copy.put(record);
  else if (event.subject === 'timetrack.record.deleted') copy.remove(record._id, event.occurredAt);
}
