import { storedTimetrack } from '../../test/timetrack-row.fixture';
import { TimetrackExportIndex } from './timetrack-export-index';

// decision 0039: the time exports' records in memory, as svc-exports' read model answered them
const record = (id: string, datum: string, userID: string, changes = {}) =>
  storedTimetrack({ _id: id, datum, userID, ...changes });
const ids = (index: TimetrackExportIndex, query: Parameters<TimetrackExportIndex['records']>[0]) =>
  index.records(query).map(({ _id }) => _id);
const november = { start: '2026-11-01', end: '2026-11-30' };

function loaded(...records: ReturnType<typeof storedTimetrack>[]) {
  const index = new TimetrackExportIndex();
  for (const each of records) index.put(each);
  index.loaded();
  return index;
}

describe('TimetrackExportIndex: the time records of the exports in memory', () => {
  it('answers by date, then user, then id, whether loaded or put later', () => {
    const index = loaded(
      record('c', '2026-11-23', 'tk1'),
      record('b', '2026-11-02', 'tk2'),
      record('a', '2026-11-23', 'tk1'),
    );
    index.put(record('d', '2026-11-02', 'tk1'));
    index.put(record('e', '2026-11-23', 'dk1'));
    expect(ids(index, november)).toEqual(['d', 'b', 'e', 'a', 'c']);
  });

  it('finds the period with both days included, and a special absence by its first day', () => {
    const index = loaded(
      record('before', '2026-10-31', 'tk1'),
      record('first', '2026-11-01', 'tk1'),
      record('last', '2026-11-30', 'tk1'),
      record('after', '2026-12-01', 'tk1'),
      record('sonder', undefined as unknown as string, 'tk1', {
        typ: 'sonder',
        sonder: { art: 'Ferien', start: '2026-11-10', end: '2026-11-12' },
      }),
    );
    expect(ids(index, november)).toEqual(['first', 'sonder', 'last']);
    expect(ids(index, { start: '2026-12-01', end: '2026-12-31' })).toEqual(['after']);
    expect(ids(index, { start: '2027-01-01', end: '2027-01-31' })).toEqual([]);
  });

  it('selects by type and user within the period', () => {
    const index = loaded(
      record('tk', '2026-11-05', 'tk1'),
      record('dk', '2026-11-05', 'dk1', { typ: 'detektiv' }),
    );
    expect(ids(index, { ...november, typ: 'detektiv' })).toEqual(['dk']);
    expect(ids(index, { ...november, userID: 'tk1' })).toEqual(['tk']);
    expect(ids(index, { ...november, userID: 'nobody' })).toEqual([]);
  });

  it('keeps the newer state by updatedAt, then version: a late event changes nothing', () => {
    const first = record('a', '2026-11-23', 'tk1', { updatedAt: '2026-11-23T09:00:00.000Z', version: 1 });
    const moved = record('a', '2026-11-24', 'tk1', { updatedAt: '2026-11-23T10:00:00.000Z', version: 2 });
    const index = loaded(first);
    index.put(moved);
    index.put(first);
    expect(index.records(november)).toEqual([moved]);
    const reviewed = { ...moved, reviewed: true, version: 3 };
    index.put(reviewed);
    expect(index.records(november)).toEqual([reviewed]);
    expect(index.size).toBe(1);
  });

  it('drops a deleted record, and a late save of before the delete does not bring it back; a later one does', () => {
    const saved = record('a', '2026-11-23', 'tk1', { updatedAt: '2026-11-23T09:00:00.000Z' });
    const index = loaded(saved, record('b', '2026-11-23', 'tk2'));
    index.remove('a', '2026-11-23T09:05:00.000Z');
    index.put(saved);
    expect(ids(index, november)).toEqual(['b']);
    index.put({ ...saved, updatedAt: '2026-11-23T09:10:00.000Z', version: 2 });
    expect(ids(index, november)).toEqual(['a', 'b']);
  });

  it('keeps out a record the load read as deleted, whatever order the load read it in', () => {
    const saved = record('a', '2026-11-23', 'tk1', { updatedAt: '2026-11-23T09:00:00.000Z' });
    const index = new TimetrackExportIndex();
    index.put(saved);
    index.remove('a', '2026-11-23T09:05:00.000Z');
    index.put(saved);
    index.loaded();
    expect(ids(index, november)).toEqual([]);
    expect(index.size).toBe(0);
  });
});
