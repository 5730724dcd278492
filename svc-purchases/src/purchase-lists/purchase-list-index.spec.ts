import type { PurchaseRow } from '@agecheck/contracts';
import { PurchaseListIndex, searchTextOf } from './purchase-list-index';

const row = (id: string, changes: Partial<PurchaseRow> = {}): PurchaseRow => ({
  _id: id,
  date: '2026-11-20',
  time: '10:00',
  type: [{ api: 'coop', name: 'Coop' }],
  vst: '1234',
  name: 'Coop Bahnhof',
  storeID: 'store-1',
  userID: 'user-1',
  userName: 'Anna Muster',
  shopper: { _id: 'shopper-1', name: 'Lea Meier', date: '2010-05-01' },
  testType: 'Alkohol',
  delayed: false,
  done: false,
  createdAt: '2026-11-20T10:05:00.000Z',
  ...changes,
});

const ids = (rows: readonly PurchaseRow[]) => rows.map(({ _id }) => _id);

/** The index after a load of these rows. */
function indexOf(...rows: PurchaseRow[]): PurchaseListIndex {
  const index = new PurchaseListIndex();
  for (const each of rows) index.put(each);
  index.loaded();
  return index;
}

describe('the purchase list index', () => {
  it('keeps purchases newest first by date and time, undated ones last, whatever the order they come in', () => {
    const index = indexOf(
      row('b', { date: '2026-11-20', time: '09:00' }),
      row('undated', { date: undefined, time: undefined }),
      row('c', { date: '2026-11-21', time: '08:00' }),
      row('a', { date: '2026-11-20', time: '11:00' }),
    );
    expect(ids(index.page(1, 10).items)).toEqual(['c', 'a', 'b', 'undated']);
  });

  it('pages with the total, and an empty page past the end', () => {
    const index = indexOf(...Array.from({ length: 5 }, (_, n) => row(`p${n}`, { time: `1${n}:00` })));
    expect(index.page(1, 2)).toMatchObject({ page: 1, pageSize: 2, total: 5 });
    expect(ids(index.page(1, 2).items)).toEqual(['p4', 'p3']);
    expect(ids(index.page(3, 2).items)).toEqual(['p0']);
    expect(index.page(4, 2).items).toEqual([]);
  });

  it('replaces a purchase saved again and moves it to its new place; a removed one is gone', () => {
    const index = indexOf(row('a', { time: '08:00' }), row('b', { time: '09:00' }));
    index.put(row('a', { time: '12:00', done: true }));
    expect(index.size).toBe(2);
    expect(index.page(1, 10).items.map(({ _id, done }) => [_id, done])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    index.remove('a');
    index.remove('unknown');
    expect(ids(index.page(1, 10).items)).toEqual(['b']);
  });

  // issue 8: "search over user name, store number, store name, shopper, test type..."
  it.each([
    ['anna', ['a']],
    ['MUSTER', ['a']],
    ['4711', ['b']],
    ['zürich', ['b']],
    ['zurich bahnhof', ['b']],
    ['lea', ['a', 'b']],
    ['tabak', ['b']],
    ['20.11.2026', ['a']],
    ['uster', []],
    [' ', []],
  ])('finds %j in %j', (term, found) => {
    const index = indexOf(
      row('a'),
      row('b', {
        date: '2026-11-21',
        vst: '4711',
        name: 'Kiosk Zürich Bahnhof',
        userName: 'Beat Keller',
        testType: 'Tabak',
      }),
    );
    expect(ids(index.search(term, 1, 10).items).sort()).toEqual(found);
  });

  it('pages a search, newest first, with the number of matches', () => {
    const index = indexOf(...Array.from({ length: 5 }, (_, n) => row(`p${n}`, { time: `1${n}:00` })));
    expect(index.search('coop', 2, 2)).toMatchObject({ total: 5, page: 2 });
    expect(ids(index.search('coop', 2, 2).items)).toEqual(['p2', 'p1']);
  });

  it('answers a date range with both days included, and says when it cut the range', () => {
    const index = indexOf(
      row('before', { date: '2026-11-01' }),
      row('first', { date: '2026-11-02' }),
      row('last', { date: '2026-11-05' }),
      row('after', { date: '2026-11-06' }),
      row('undated', { date: undefined }),
    );
    expect(index.byDate('2026-11-02', '2026-11-05')).toEqual({
      items: [expect.objectContaining({ _id: 'last' }), expect.objectContaining({ _id: 'first' })],
      truncated: false,
    });
    expect(index.byDate('2026-11-01', '2026-11-06', 3)).toMatchObject({ truncated: true });
    expect(ids(index.byDate('2026-11-01', '2026-11-06', 3).items)).toEqual(['after', 'last', 'first']);
    expect(index.byDate('2026-12-01', '2026-12-31').items).toEqual([]);
  });

  it('finds a word only at its beginning', () => {
    expect(searchTextOf(row('a'))).toContain(' anna muster ');
  });

  it('gives back every field of a purchase as it was put', () => {
    const full = row('a', {
      shopperAge: 16,
      kks: 'Kasse',
      regulationsRespected: false,
      pass: false,
      age: true,
      reasonTMP: 'estimatedOlder',
      reason: 'Sagte "zu jung"',
      articleName: 'Smirnoff Ice',
      alkOverride: true,
      specialReason: 'storeClosed',
      sprintListID: 'round-2026',
      autoExport: { exported: false },
      manualExport: { exported: true, date: '2026-11-21' },
    });
    expect(indexOf(full).page(1, 1).items).toEqual([full]);
  });

  it('keeps what purchases share once, and frozen', () => {
    const index = indexOf(row('a'), row('b'));
    const [a, b] = index.page(1, 2).items as [PurchaseRow, PurchaseRow];
    expect(a.type).toBe(b.type);
    expect(a.shopper).toBe(b.shopper);
    expect(Object.isFrozen(a.type[0])).toBe(true);
  });

  it('keeps the order through changes after the load, and a purchase listed twice in the load once', () => {
    const index = new PurchaseListIndex();
    index.put(row('x', { time: '08:00' }));
    index.put(row('x', { time: '13:00' }));
    index.put(row('y', { time: '12:00' }));
    index.loaded();
    index.put(row('z', { time: '12:30' }));
    index.put(row('y', { time: '14:00' }));
    expect(index.size).toBe(3);
    expect(ids(index.page(1, 10).items)).toEqual(['y', 'x', 'z']);
  });
});
