import type { Timetrack } from '@agecheck/contracts';
import { TimetrackAdminIndex } from './timetrack-admin-index';

// The admin list (A.7) as the back office pages it: newest first, filtered by user, customer, period and status.
// The cases the MongoDB query answered before (timetrack.repository.int-spec.ts), now from memory (decision 0036).

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

const ids = (records: readonly Timetrack[]) => records.map((each) => Number(each._id.slice(-4)));

describe('TimetrackAdminIndex', () => {
  const four = () => [
    record(1, { datum: '2026-11-01' }),
    record(2, { datum: '2026-11-02', reviewed: true, kunde: 'Planung' }),
    record(3, { datum: '2025-05-31', userID: 'tk2' }),
    record(4, { datum: '2026-10-31', userID: 'tk2' }),
  ];

  it('filters the open records (not saved complete, R-T13), alone and with a user', () => {
    const index = TimetrackAdminIndex.of([...four(), record(5, { datum: '2026-10-30', complete: false })]);
    expect(ids(index.page({ status: 'open' }, 1, 50).items)).toEqual([5]);
    expect(ids(index.page({ status: 'open', user: 'tk2' }, 1, 50).items)).toEqual([]);
    expect(ids(index.page({ status: 'pending' }, 1, 50).items)).toEqual([1, 4, 5]);
  });

  it('filters by user, customer, period and status (before 2025-06-01 counts as reviewed), paged', () => {
    for (const index of [TimetrackAdminIndex.of(four()), one(four())]) {
      const page = (query: Parameters<TimetrackAdminIndex['page']>[0], n = 1, size = 50) =>
        index.page(query, n, size);
      expect(ids(page({}).items)).toEqual([2, 1, 4, 3]);
      expect(page({}, 2, 3)).toMatchObject({ page: 2, pageSize: 3, total: 4 });
      expect(ids(page({}, 2, 3).items)).toEqual([3]);
      expect(ids(page({ user: 'tk2' }).items)).toEqual([4, 3]);
      expect(ids(page({ customer: 'Planung' }).items)).toEqual([2]);
      expect(ids(page({ from: '2026-10-31', to: '2026-11-01' }).items)).toEqual([1, 4]);
      expect(ids(page({ status: 'pending' }).items)).toEqual([1, 4]);
      expect(ids(page({ status: 'reviewed' }).items)).toEqual([2, 3]);
      expect(ids(page({ status: 'pending', user: 'tk2', from: '2025-01-01' }).items)).toEqual([4]);
      expect(page({ user: 'tk3' })).toEqual({ items: [], page: 1, pageSize: 50, total: 0 });
      expect(page({ customer: 'Ferien' })).toEqual({ items: [], page: 1, pageSize: 50, total: 0 });
      expect(ids(page({ user: ' tk2'.trim(), customer: 'Schulung' }).items)).toEqual([4, 3]);
    }
  });

  it('orders by date, then the last save, ties by id; a record without a date (a special absence) last', () => {
    const index = one([
      record(1, { datum: '2026-11-20' }),
      record(2, { typ: 'sonder', datum: undefined, sonder: { typ: 'Ferien', start: '2026-12-01' } }),
      record(3, { datum: '2026-11-20', updatedAt: '2026-11-24T09:00:00.000Z' }),
      record(4, { datum: '2026-11-21' }),
      record(5, { datum: '2026-11-20' }),
    ]);
    expect(ids(index.page({}, 1, 50).items)).toEqual([4, 3, 1, 5, 2]);
    // no date: in no period, and not pending or reviewed by its date
    expect(ids(index.page({ from: '2026-01-01' }, 1, 50).items)).toEqual([4, 3, 1, 5]);
    expect(ids(index.page({ status: 'pending' }, 1, 50).items)).toEqual([4, 3, 1, 5]);
  });

  it('loads 200 000 records at once, sorted (the benchmark’s size, issue 19)', () => {
    const many = Array.from({ length: 200_000 }, (_, n) =>
      record(n, { datum: `2026-${String((n % 12) + 1).padStart(2, '0')}-10` }),
    );
    const index = TimetrackAdminIndex.of(many);
    expect(index.size).toBe(200_000);
    const first = index.page({}, 1, 50);
    expect(first.total).toBe(200_000);
    expect(first.items.map((each) => each.datum)).toEqual(Array(50).fill('2026-12-10'));
  });

  it('keeps the newer state of a record: a late event changes nothing, a save moves the record', () => {
    const index = one([record(1, { datum: '2026-11-01' }), record(2, { datum: '2026-11-02' })]);
    const moved = record(1, { datum: '2026-11-03', version: 2, updatedAt: '2026-11-24T09:00:00.000Z' });
    index.put(moved);
    index.put(record(1, { datum: '2026-11-01' }));
    expect(ids(index.page({}, 1, 50).items)).toEqual([1, 2]);
    expect(index.page({}, 1, 50).items[0]).toBe(moved);
    expect(index.size).toBe(2);
  });

  it('drops a deleted record and keeps it out against a late save, unless saved again after the delete', () => {
    const index = one([record(1), record(2)]);
    index.remove(record(1)._id, '2026-11-24T10:00:00.000Z');
    index.put(record(1));
    expect(ids(index.page({}, 1, 50).items)).toEqual([2]);
    index.put(record(1, { updatedAt: '2026-11-25T08:00:00.000Z' }));
    expect(ids(index.page({}, 1, 50).items)).toEqual([1, 2]);
    expect(index.page({}, 1, 50).total).toBe(2);
  });
});

/** The records put one after the other, as events put them (the load sorts once: `of`). */
function one(records: Timetrack[]): TimetrackAdminIndex {
  const index = new TimetrackAdminIndex();
  for (const each of records) index.put(each);
  return index;
}
