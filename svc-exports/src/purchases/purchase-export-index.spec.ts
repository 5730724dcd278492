import { failedTestRow } from '../../test/purchase-row.fixture';
import { exportRecordOf, type ExportRecord } from './export-record';
import { PurchaseExportIndex } from './purchase-export-index';

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
const namesIn = (index: PurchaseExportIndex, start: string, end: string) =>
  [...index.range(start, end).records].map(({ name }) => name);

// Back-office spec, section 2: the purchases overview exports a date range; the export's order is the
// test date, then the time, then the purchase (decision 0020).
describe('the export records in memory', () => {
  it('gives a record as it was put: every column the export writes', () => {
    const kept = record('2026-11-20', '10:15', {
      remarks: 'Sagte "zu jung";\nging weiter – ça va',
      exported: 'manual',
      specialReason: 'storeClosed',
    });
    const index = new PurchaseExportIndex();
    index.put('id-1', V1, kept);
    index.loaded();
    expect([...index.range('2026-11-20', '2026-11-20').records]).toEqual([
      { ...kept, id: 'id-1', version: V1 },
    ]);
  });

  it.each<[string, string, string, string[]]>([
    ['one day', '2026-11-20', '2026-11-20', ['noon-1', 'noon-2', 'evening']],
    ['both days included', '2026-11-19', '2026-11-21', ['early', 'noon-1', 'noon-2', 'evening', 'late']],
    ['a range without purchases', '2026-12-01', '2026-12-31', []],
    ['no time first', '2026-11-18', '2026-11-19', ['no-time', 'early']],
  ])('gives %s in the export order', (_case, start, end, names) => {
    const index = loadedIndex([
      ['late', '2026-11-21', '08:00'],
      ['evening', '2026-11-20', '18:00'],
      // the same time: by purchase id
      ['noon-2', '2026-11-20', '12:00'],
      ['noon-1', '2026-11-20', '12:00'],
      ['early', '2026-11-19', '23:59'],
      ['no-time', '2026-11-18'],
    ]);
    expect(namesIn(index, start, end)).toEqual(names);
    expect(index.range(start, end).total).toBe(names.length);
  });

  it('keeps the order as purchases come, go and move after the load', () => {
    const index = loadedIndex([
      ['x', '2026-11-20', '12:00'],
      ['y', '2026-11-21', '12:00'],
    ]);
    index.put('z', V2, record('2026-11-20', '08:00', { name: 'z' }));
    index.put('x', V2, record('2026-11-22', '12:00', { name: 'x' }));
    index.remove('y', V2);
    expect(namesIn(index, '2026-11-01', '2026-11-30')).toEqual(['z', 'x']);
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
  ])('%s', (_case, change, names) => {
    const index = new PurchaseExportIndex();
    index.put('x', V2, record('2026-11-20', '12:00', { name: 'x' }));
    index.loaded();
    const applied = change(index);
    expect(namesIn(index, '2026-11-20', '2026-11-20')).toEqual(names);
    expect(applied).toBe(names[0] !== 'x');
  });

  it('does not bring back a deleted purchase with an older save (a late event)', () => {
    const index = new PurchaseExportIndex();
    index.loaded();
    expect(index.remove('x', V2)).toBe(true);
    expect(index.put('x', V1, record('2026-11-20'))).toBe(false);
    expect(index.range('2026-11-20', '2026-11-20').total).toBe(0);
    expect(index.put('x', V3, record('2026-11-20'))).toBe(true);
    expect(index.range('2026-11-20', '2026-11-20').total).toBe(1);
  });

  it('takes a purchase listed twice in the load once, as its newer state', () => {
    const index = new PurchaseExportIndex();
    index.put('x', V1, record('2026-11-20', '12:00', { name: 'old' }));
    index.put('x', V2, record('2026-11-21', '12:00', { name: 'new' }));
    index.loaded();
    expect(namesIn(index, '2026-11-01', '2026-11-30')).toEqual(['new']);
  });

  it('writes a range as it was when the export took it', () => {
    const index = loadedIndex([['x', '2026-11-20', '12:00']]);
    const range = index.range('2026-11-20', '2026-11-20');
    index.remove('x', V2);
    index.put('y', V2, record('2026-11-20', '13:00', { name: 'y' }));
    expect(range.total).toBe(1);
    expect([...range.records].map(({ name }) => name)).toEqual(['x']);
  });
});
