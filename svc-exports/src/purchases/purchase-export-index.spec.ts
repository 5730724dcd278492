import { failedTestRow } from '../../test/purchase-row.fixture';
import { exportRecordOf, type ExportRecord } from './export-record';
import { PurchaseExportIndex, RECORD_FIELDS } from './purchase-export-index';

const record = (date: string, time?: string, changes: Partial<ExportRecord> = {}): ExportRecord => ({
  ...exportRecordOf(failedTestRow({ date, time })),
  ...changes,
});
const V1 = '2026-11-20T09:00:00.000Z';
const V2 = '2026-11-20T10:00:00.000Z';
const V3 = '2026-11-20T11:00:00.000Z';

/** The index after a load of these purchases, id by id. */
function loadedIndex(rows: [id: string, date: string, time?: string][]): PurchaseExportIndex {
  const index = new PurchaseExportIndex();
  for (const [id, date, time] of rows) index.put(id, V1, record(date, time, { name: id }));
  index.loaded();
  return index;
}
/** A copy of a record read in place. */
const copy = (record: ExportRecord) =>
  Object.fromEntries(RECORD_FIELDS.map((field) => [field, record[field]])) as ExportRecord;
/** What an export of the range reads. */
const read = (index: PurchaseExportIndex, start: string, end: string) =>
  index.withRange(start, end, async ({ total, map }) => ({ total, records: [...map(copy)] }));
const namesIn = async (index: PurchaseExportIndex, start: string, end: string) =>
  (await read(index, start, end)).records.map(({ name }) => name);

// Back-office spec, section 2: the purchases overview exports a date range; the export's order is the
// test date, then the time, then the purchase, newest first as the grid and its CSV (decision 0020; issue 17,
// item 20: "one order").
describe('the export records in memory', () => {
  it('gives a record as it was put: every column the export writes', async () => {
    const kept = record('2026-11-20', '10:15', {
      remarks: 'Sagte "zu jung";\nging weiter – ça va',
      exported: 'manual',
      specialReason: 'storeClosed',
    });
    const index = new PurchaseExportIndex();
    index.put('id-1', V1, kept);
    index.loaded();
    expect((await read(index, '2026-11-20', '2026-11-20')).records).toEqual([kept]);
  });

  it('gives back what a purchase does not have as not there', async () => {
    const {
      time: _time,
      reasonTMP: _preset,
      reason: _reason,
      remarks: _remarks,
      ...rest
    } = record('2026-11-20');
    const kept: ExportRecord = { ...rest, regulationsRespected: undefined, shopperAge: undefined };
    const index = new PurchaseExportIndex();
    index.put('id-1', V1, kept);
    index.loaded();
    const [given] = (await read(index, '2026-11-20', '2026-11-20')).records;
    expect(given).toEqual(kept);
    expect(given?.regulationsRespected).toBeUndefined();
  });

  it.each<[string, string, string, string[]]>([
    ['one day', '2026-11-20', '2026-11-20', ['evening', 'noon-2', 'noon-1']],
    ['both days included', '2026-11-19', '2026-11-21', ['late', 'evening', 'noon-2', 'noon-1', 'early']],
    ['a range without purchases', '2026-12-01', '2026-12-31', []],
    ['a later day first', '2026-11-18', '2026-11-19', ['early', 'no-time']],
  ])('gives %s in the export order', async (_case, start, end, names) => {
    const index = loadedIndex([
      ['late', '2026-11-21', '08:00'],
      ['evening', '2026-11-20', '18:00'],
      // the same time: by purchase id
      ['noon-2', '2026-11-20', '12:00'],
      ['noon-1', '2026-11-20', '12:00'],
      ['early', '2026-11-19', '23:59'],
      ['no-time', '2026-11-18'],
    ]);
    expect(await namesIn(index, start, end)).toEqual(names);
    expect((await read(index, start, end)).total).toBe(names.length);
  });

  it('keeps the order as purchases come, go and move after the load', async () => {
    const index = loadedIndex([
      ['x', '2026-11-20', '12:00'],
      ['y', '2026-11-21', '12:00'],
    ]);
    index.put('z', V2, record('2026-11-20', '08:00', { name: 'z' }));
    index.put('x', V2, record('2026-11-22', '12:00', { name: 'x' }));
    index.remove('y', V2);
    expect(await namesIn(index, '2026-11-01', '2026-11-30')).toEqual(['x', 'z']);
    expect(index.size).toBe(2);
  });

  it.each<[string, (index: PurchaseExportIndex) => boolean, string[]]>([
    [
      'a newer save replaces',
      (index) => index.put('x', V3, record('2026-11-20', '12:00', { name: 'new' })),
      ['new'],
    ],
    [
      'an older save changes nothing',
      (index) => index.put('x', V1, record('2026-11-20', '12:00', { name: 'old' })),
      ['x'],
    ],
    [
      'the same event again changes nothing',
      (index) => index.put('x', V2, record('2026-11-20', '12:00', { name: 'again' })),
      ['x'],
    ],
    ['a newer delete removes', (index) => index.remove('x', V3), []],
    ['an older delete changes nothing', (index) => index.remove('x', V1), ['x']],
  ])('%s', async (_case, change, names) => {
    const index = new PurchaseExportIndex();
    index.put('x', V2, record('2026-11-20', '12:00', { name: 'x' }));
    index.loaded();
    const applied = change(index);
    expect(await namesIn(index, '2026-11-20', '2026-11-20')).toEqual(names);
    expect(applied).toBe(names[0] !== 'x');
  });

  it('does not bring back a deleted purchase with an older save (a late event)', async () => {
    const index = new PurchaseExportIndex();
    index.loaded();
    expect(index.remove('x', V2)).toBe(true);
    expect(index.put('x', V1, record('2026-11-20'))).toBe(false);
    expect((await read(index, '2026-11-20', '2026-11-20')).total).toBe(0);
    expect(index.put('x', V3, record('2026-11-20'))).toBe(true);
    expect((await read(index, '2026-11-20', '2026-11-20')).total).toBe(1);
  });

  it('takes a purchase listed twice in the load once, as its newer state', async () => {
    const index = new PurchaseExportIndex();
    index.put('x', V1, record('2026-11-20', '12:00', { name: 'old' }));
    index.put('x', V2, record('2026-11-21', '12:00', { name: 'new' }));
    index.loaded();
    expect(await namesIn(index, '2026-11-01', '2026-11-30')).toEqual(['new']);
  });

  it('writes a range as it was when the export took it, whatever changes meanwhile', async () => {
    const index = loadedIndex([
      ['x', '2026-11-20', '12:00'],
      ['z', '2026-11-20', '14:00'],
    ]);
    const read = await index.withRange('2026-11-20', '2026-11-20', async ({ total, map }) => {
      // a delete, a new purchase and a change while the export runs: none takes the slots it reads
      index.remove('x', V2);
      index.put('y', V2, record('2026-11-20', '13:00', { name: 'y' }));
      index.put('z', V2, record('2026-11-20', '14:00', { name: 'z changed' }));
      return { total, names: [...map(({ name }) => name)] };
    });
    expect(read).toEqual({ total: 2, names: ['z', 'x'] });
    expect(await namesIn(index, '2026-11-20', '2026-11-20')).toEqual(['z changed', 'y']);
    // once no export reads, the slots given up are used again
    index.put('w', V3, record('2026-11-20', '15:00', { name: 'w' }));
    expect(await namesIn(index, '2026-11-20', '2026-11-20')).toEqual(['w', 'z changed', 'y']);
  });

  it('writes the free texts of a range as they were, though the purchase changes meanwhile', async () => {
    const index = new PurchaseExportIndex();
    index.put('x', V1, record('2026-11-20', '12:00', { remarks: 'vorher', reason: 'alt' }));
    index.loaded();
    const during = await index.withRange('2026-11-20', '2026-11-20', async ({ map }) => {
      index.put('x', V2, record('2026-11-20', '12:00', { remarks: 'nachher', reason: 'neu' }));
      return [...map(({ remarks, reason }) => [remarks, reason])];
    });
    expect(during).toEqual([['vorher', 'alt']]);
    expect((await read(index, '2026-11-20', '2026-11-20')).records.map(({ remarks }) => remarks)).toEqual([
      'nachher',
    ]);
  });

  it('keeps its order through many changes (its columns grow as purchases come)', async () => {
    const index = new PurchaseExportIndex();
    index.loaded();
    const expected: string[] = [];
    for (let n = 0; n < 3000; n += 1) {
      const id = `id-${String((n * 7919) % 3000).padStart(4, '0')}`;
      index.put(id, V1, record('2026-11-20', '12:00', { name: id }));
      expected.push(id);
    }
    for (let n = 0; n < 3000; n += 3) index.remove(`id-${String(n).padStart(4, '0')}`, V2);
    expect(index.size).toBe(2000);
    expect(await namesIn(index, '2026-11-20', '2026-11-20')).toEqual(
      expected
        .sort()
        .reverse()
        .filter((id) => Number(id.slice(3)) % 3 !== 0),
    );
  });

  it('keeps every record when its columns shrink to the load and grow again after it', async () => {
    const index = new PurchaseExportIndex();
    const id = (n: number) => `id-${String(n).padStart(5, '0')}`;
    for (let n = 0; n < 5000; n += 1) index.put(id(n), V1, record('2026-11-20', '12:00', { name: id(n) }));
    index.loaded();
    for (let n = 5000; n < 9000; n += 1) index.put(id(n), V1, record('2026-11-20', '12:00', { name: id(n) }));
    const names = await namesIn(index, '2026-11-20', '2026-11-20');
    expect(names).toHaveLength(9000);
    expect(names).toEqual(Array.from({ length: 9000 }, (_, n) => id(8999 - n)));
  });

  it('refuses a change whose time is not an event time (nothing kept)', () => {
    const index = new PurchaseExportIndex();
    index.loaded();
    expect(() => index.put('x', 'gestern', record('2026-11-20'))).toThrow('not an event time: gestern');
    expect(index.size).toBe(0);
  });
});
