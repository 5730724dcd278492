import type { Timetrack } from './timetrack.schema';
import {
  applyTimetrackEvent,
  isTimetrackSavedAfterDelete,
  isTimetrackStateNotOlder,
} from './timetrack-newer.rules';

// decisions 0036 and 0039: the admin list and the time exports keep the newer state of a record
const state = (updatedAt: string, version: number) => ({
  updatedAt: `2026-11-23T${updatedAt}:00.000Z`,
  version,
});

describe('isTimetrackStateNotOlder: the newer state wins by its last save, then by version', () => {
  it.each([
    ['a later save', state('09:05', 1), state('09:00', 2), true],
    ['an earlier save', state('09:00', 3), state('09:05', 1), false],
    ['the same save, a higher version', state('09:00', 2), state('09:00', 1), true],
    ['the same save, a lower version', state('09:00', 1), state('09:00', 2), false],
    ['the same state again (a redelivery)', state('09:00', 1), state('09:00', 1), true],
  ])('%s', (_, record, kept, expected) => {
    expect(isTimetrackStateNotOlder(record, kept)).toBe(expected);
  });
});

describe('isTimetrackSavedAfterDelete: a deleted record stays out unless saved again after its deletion', () => {
  const deletedAt = '2026-11-23T09:05:00.000Z';
  it.each([
    ['never deleted', state('09:00', 1), undefined, true],
    ['a late event of before the delete', state('09:00', 1), deletedAt, false],
    ['saved at the same instant as deleted', state('09:05', 1), deletedAt, false],
    ['saved again after the delete', state('09:10', 2), deletedAt, true],
  ])('%s', (_, record, deleted, expected) => {
    expect(isTimetrackSavedAfterDelete(record, deleted)).toBe(expected);
  });
});

describe('applyTimetrackEvent: what an event of the TIMETRACK stream does to a copy in memory', () => {
  const record = { _id: 'tt-1' } as Timetrack;
  it.each([
    ['timetrack.record.saved', ['put tt-1']],
    ['timetrack.record.reviewed', ['put tt-1']],
    ['timetrack.record.deleted', ['remove tt-1 at 2026-11-23T10:00:00.000Z']],
    ['timetrack.customer.saved', []],
  ])('%s: %j', (subject, calls) => {
    const seen: string[] = [];
    applyTimetrackEvent(
      { put: (put) => seen.push(`put ${put._id}`), remove: (id, at) => seen.push(`remove ${id} at ${at}`) },
      { subject, occurredAt: '2026-11-23T10:00:00.000Z', data: { record } },
    );
    expect(seen).toEqual(calls);
  });
});
