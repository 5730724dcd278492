import type { EventEnvelope, Timetrack } from '@agecheck/contracts';
import {
  describeRepositoryContract,
  relayRecordingEvents,
  type Implementation,
} from '@agecheck/nest-common/testing';
import { TimetrackRepository } from '../src/timetrack/timetrack.repository';
import { InMemoryTimetrackRepository } from './in-memory-timetrack.repository';

// Time records: the in-memory stand-in of the records service's unit tests answers as the MongoDB repository
// on the real server (the idempotent save by id and version, removes and their events, the owner's lists, the
// admin's page with its filters, the use of customers and regions; checklist A.2, A.7, A.9).

type Subject = { records: Implementation<TimetrackRepository>; events: EventEnvelope<unknown>[] };

const DELETED_AT = new Date('2026-11-23T09:00:00.000Z');

function record(n: number, changes: Partial<Timetrack> = {}): Timetrack {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    typ: 'testkaeufer',
    kunde: 'Schulung',
    datum: '2026-11-20',
    start: '09:00',
    end: '12:00',
    pause: 0,
    tag: 'Wochentag',
    index: 4,
    complete: true,
    reviewed: false,
    flags: [],
    userID: 'tk1',
    userName: 'Tina',
    version: 1,
    createdAt: '2026-11-23T09:00:00.000Z',
    updatedAt: '2026-11-23T09:00:00.000Z',
    ...changes,
  };
}

function event(n: number): EventEnvelope<unknown> {
  return {
    id: `event-${n}`,
    subject: 'timetrack.record.saved',
    occurredAt: '2026-11-23T09:00:00.000Z',
    actor: { id: 'tk1', name: 'Tina' },
    data: { n },
  };
}

async function create(subject: Subject, ...records: Timetrack[]): Promise<void> {
  for (const [index, each] of records.entries())
    expect(await subject.records.save(each, [event(100 + index)], undefined)).toBe('stored');
  subject.events.length = 0;
}

const ids = (records: readonly Timetrack[]) => records.map((each) => Number(each._id.slice(-4)));

describeRepositoryContract<Subject>(
  'TimetrackRepository',
  {
    inMemory: () => {
      const records = new InMemoryTimetrackRepository();
      return { records, events: records.events };
    },
    mongo: async (db) => {
      const { relay, events } = relayRecordingEvents(db);
      const records = new TimetrackRepository(db, relay);
      await records.onModuleInit();
      return { records, events };
    },
  },
  {
    'a new record is found by its id as saved, and its events are published': async (subject) => {
      expect(await subject.records.save(record(1), [event(1)], undefined)).toBe('stored');
      expect(await subject.records.findById(record(1)._id)).toEqual(record(1));
      expect(subject.events).toEqual([event(1)]);
    },

    'a save at the stored version replaces the record, dropping fields it no longer has': async (subject) => {
      await create(subject, record(1, { beschreibung: 'alt' }));
      const { beschreibung: _gone, ...rest } = record(1);
      const next = { ...rest, end: '13:00', version: 2 };
      expect(await subject.records.save(next, [event(2)], 1)).toBe('stored');
      expect(await subject.records.findById(next._id)).toEqual(next);
      expect(subject.events).toEqual([event(2)]);
    },

    'a save at an old version, or a second first save, answers changed and stores nothing': async (
      subject,
    ) => {
      await create(subject, record(1));
      expect(await subject.records.save(record(1, { end: '13:00', version: 2 }), [event(2)], 0)).toBe(
        'changed',
      );
      expect(await subject.records.save(record(1, { end: '14:00' }), [event(3)], undefined)).toBe('changed');
      expect(await subject.records.findById(record(1)._id)).toEqual(record(1));
      expect(subject.events).toEqual([]);
    },

    'a save of another owner’s record answers missing': async (subject) => {
      await create(subject, record(1));
      expect(await subject.records.save(record(1, { userID: 'tk2' }), [event(2)], 1)).toBe('missing');
      expect(await subject.records.save(record(1, { userID: 'tk2' }), [event(3)], undefined)).toBe('missing');
      expect(subject.events).toEqual([]);
    },

    'a removed record is gone from every read and cannot be saved or removed again': async (subject) => {
      await create(subject, record(1), record(2, { kunde: 'K1' }));
      expect(await subject.records.remove(record(2)._id, event(1), DELETED_AT)).toBe(true);
      expect(await subject.records.findById(record(2)._id)).toBeUndefined();
      expect(ids(await subject.records.listOf('tk1'))).toEqual([1]);
      expect(await subject.records.isUsed('kunde', 'K1')).toBe(false);
      expect(await subject.records.remove(record(2)._id, event(2), DELETED_AT)).toBe(false);
      expect(await subject.records.save(record(2), [event(3)], 1)).toBe('missing');
      expect(subject.events).toEqual([event(1)]);
    },

    'the owner’s lists: their records only, newest first (date, last save, id), the open ones apart': async (
      subject,
    ) => {
      await create(
        subject,
        record(1, { datum: '2026-11-20' }),
        record(2, { datum: '2026-11-22', complete: false }),
        record(3, { datum: '2026-11-20', updatedAt: '2026-11-24T09:00:00.000Z' }),
        record(4, { datum: '2026-11-21', userID: 'tk2' }),
        record(5, { datum: '2026-11-20' }),
      );
      expect(ids(await subject.records.listOf('tk1'))).toEqual([2, 3, 1, 5]);
      expect(ids(await subject.records.listOf('tk1', true))).toEqual([2]);
      expect(ids(await subject.records.listOf('tk1', false, 2))).toEqual([2, 3]);
    },

    'every live record for the admin list (decision 0036), without its outbox; not a deleted one': async (
      subject,
    ) => {
      await create(subject, record(1), record(2, { userID: 'tk2' }), record(3));
      expect(await subject.records.remove(record(3)._id, event(9), DELETED_AT)).toBe(true);
      const live = await subject.records.allLive();
      expect(ids(live).sort()).toEqual([1, 2]);
      expect(live.find((each) => each._id === record(2)._id)).toEqual(record(2, { userID: 'tk2' }));
    },

    'a customer or region is in use while a live record names it': async (subject) => {
      await create(subject, record(1, { typ: 'detektiv', kunde: 'c1', region: 'r1' }));
      expect(await subject.records.isUsed('kunde', 'c1')).toBe(true);
      expect(await subject.records.isUsed('region', 'r1')).toBe(true);
      expect(await subject.records.isUsed('region', 'c1')).toBe(false);
    },
  },
);
