import type { Timetrack } from '@agecheck/contracts';
import { storedTimetrack } from '../../test/timetrack-row.fixture';
import { reportTranslator } from '../report/report-translator';
import {
  isTimetrackPayoutRecord,
  timetrackNames,
  timetrackPayoutRow,
  timetrackSalaryRows,
  timetrackSheetRow,
} from '../timetrack-export/timetrack-sheet';
import { TimetrackExportIndex } from './timetrack-export-index';
import { slimTimetrack } from './timetrack-row';

// decision 0039: the time exports' records in memory, as svc-exports' read model answered them
const record = (id: string, datum: string, userID: string, changes = {}) =>
  storedTimetrack({ _id: id, datum, userID, ...changes });
const ids = (index: TimetrackExportIndex, query: Parameters<TimetrackExportIndex['records']>[0]) =>
  index.records(query).map(({ _id }) => _id);
const november = { start: '2026-11-01', end: '2026-11-30' };
const slim = (whole: Timetrack) => slimTimetrack(whole, (text) => text);

function loaded(...records: ReturnType<typeof storedTimetrack>[]) {
  const index = new TimetrackExportIndex('2026-01-01');
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
    expect(index.records(november)).toEqual([slim(moved)]);
    const reviewed = { ...moved, reviewed: true, version: 3 };
    index.put(reviewed);
    expect(index.records(november)).toEqual([slim(reviewed)]);
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
    const index = new TimetrackExportIndex('2026-01-01');
    index.put(saved);
    index.remove('a', '2026-11-23T09:05:00.000Z');
    index.put(saved);
    index.loaded();
    expect(ids(index, november)).toEqual([]);
    expect(index.size).toBe(0);
  });
});

describe('TimetrackExportIndex: the window of months kept (decision 0039)', () => {
  const window = () => new TimetrackExportIndex('2026-11-01');

  it('keeps no record dated before its first day, and holds the periods that start within it', () => {
    const index = window();
    index.put(record('october', '2026-10-31', 'tk1'));
    index.put(record('november', '2026-11-01', 'tk1'));
    index.loaded();
    expect(ids(index, { start: '2026-10-01', end: '2026-11-30' })).toEqual(['november']);
    expect(index.size).toBe(1);
    expect(index.holds('2026-11-01')).toBe(true);
    expect(index.holds('2026-10-31')).toBe(false);
  });

  it('lets a record moved before the window go, and a late event of before the move does not bring it back', () => {
    const index = window();
    const first = record('a', '2026-11-23', 'tk1', { updatedAt: '2026-11-23T09:00:00.000Z', version: 1 });
    const moved = record('a', '2026-10-23', 'tk1', { updatedAt: '2026-11-23T10:00:00.000Z', version: 2 });
    index.put(first);
    index.loaded();
    index.put(moved);
    index.put(first);
    expect(index.size).toBe(0);
    index.put(record('a', '2026-11-24', 'tk1', { updatedAt: '2026-11-23T11:00:00.000Z', version: 3 }));
    expect(ids(index, november)).toEqual(['a']);
  });

  it('moves on as months pass, dropping the records before its new first day', () => {
    const index = window();
    index.put(record('early', '2026-11-02', 'tk1'));
    index.put(record('late', '2026-12-02', 'tk1'));
    index.loaded();
    index.forgetBefore('2026-12-01');
    expect(index.size).toBe(1);
    expect(index.holds('2026-11-01')).toBe(false);
    expect(ids(index, { start: '2026-12-01', end: '2026-12-31' })).toEqual(['late']);
    index.forgetBefore('2026-11-01');
    expect(index.holds('2026-12-01')).toBe(true);
  });
});

describe('slimTimetrack: what the exports keep of a record (decision 0039)', () => {
  const t = reportTranslator('de');
  const names = timetrackNames([], []);
  // each kind of record, and one whose pause was stored only as hours and minutes
  const kinds: [string, Timetrack][] = [
    ['a test buyer with a payout and expenses', storedTimetrack()],
    [
      'a detective with counts, a signature and expenses',
      storedTimetrack({
        typ: 'detektiv',
        kunde: 'c1',
        region: 'r1',
        tk: undefined,
        detektiv: {
          ladendiebe: 2,
          betrag: 48.9,
          hausverbot: 1,
          hausfriedensbruch: 0,
          signature: 'sig-d.jpg',
        },
        spesen: { reisen: 18.6, mahlzeit: 14.5, allgemein: 3, km: 12, reisemittel: 'ÖV', zone: 'A' },
      }),
    ],
    [
      'a special absence',
      storedTimetrack({
        typ: 'sonder',
        kunde: 'Ferien',
        datum: undefined,
        start: undefined,
        end: undefined,
        tk: undefined,
        spesen: undefined,
        sonder: { typ: 'Ferien', start: '2026-11-10', end: '2026-11-12', hours: 25.2 },
      }),
    ],
    ['a pause of hours and minutes only', storedTimetrack({ pause: undefined, pauseH: 1, pauseM: 15 })],
  ];

  it.each(kinds)(
    '%s: the tt/admin row, the payout row and the payroll line are those of the whole record',
    (_, whole) => {
      const kept = slim(whole);
      expect(timetrackSheetRow(kept, names, t)).toEqual(timetrackSheetRow(whole, names, t));
      expect(timetrackSalaryRows([kept])).toEqual(timetrackSalaryRows([whole]));
      expect(isTimetrackPayoutRecord(kept)).toBe(isTimetrackPayoutRecord(whole));
      if (isTimetrackPayoutRecord(kept) && isTimetrackPayoutRecord(whole))
        expect(timetrackPayoutRow(kept, t)).toEqual(timetrackPayoutRow(whole, t));
      expect(kept.detektiv).toEqual(
        whole.detektiv && expect.objectContaining({ signature: whole.detektiv.signature }),
      );
    },
  );

  it('keeps no text of the form, no receipt, no shopper birth date, no flags', () => {
    const kept = slim(storedTimetrack({ flags: ['payoutTooHigh'] }));
    const json = JSON.stringify(kept);
    for (const dropped of ['Testkäufe in Bern', 'receipt-1.jpg', '2010-05-01', 'payoutTooHigh', 'createdAt'])
      expect(json).not.toContain(dropped);
  });

  it('keeps one copy of a text that recurs across records', () => {
    const texts = new Map<string, string>();
    const pool = (text: string) => texts.get(text) ?? (texts.set(text, text), text);
    const first = slimTimetrack(storedTimetrack({ _id: 'a', userName: ['Tina', 'Test'].join(' ') }), pool);
    const second = slimTimetrack(storedTimetrack({ _id: 'b', userName: ['Tina', 'Test'].join(' ') }), pool);
    expect(second.userName).toBe(first.userName);
    expect(texts.has('Tina Test')).toBe(true);
  });
});
