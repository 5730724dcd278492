import type { Timetrack } from '@agecheck/contracts';
import { recordRow, type RecordNames } from './record-row';

// Checklist A-R3 (B§2 L73): a row of /admin/timetracks shows the status pending or reviewed, user, type,
// customer and region, date, times, pause, payout and whether the record is complete.

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

const names: RecordNames = {
  customers: new Map([['c1', 'Coop Burgdorf']]),
  regions: new Map([['r1', 'Region Emmental']]),
  tkRegions: new Map([['k1', 'Coop Bern']]),
  users: new Map([['tk2', 'Muster Max']]),
};

function stored(changes: Partial<Timetrack>): Timetrack {
  return {
    _id: 'id-1',
    typ: 'testkaeufer',
    kunde: 'Testkäufe Jugendschutz',
    datum: '2026-11-23',
    start: '09:00',
    end: '17:00',
    pause: 1.5,
    index: 4,
    complete: true,
    reviewed: false,
    flags: [],
    userID: 'tk1',
    userName: 'Meier Anna',
    version: 1,
    createdAt: '2026-11-23T17:00:00.000Z',
    updatedAt: '2026-11-23T17:00:00.000Z',
    ...changes,
  };
}

describe('the row of a time record in the list of all records (A-R3)', () => {
  it("shows a test buyer's day with its customer type, test-purchase region, times, pause and payout", () =>
    expect(recordRow(stored({ region: 'k1', tk: { auszahlung: 35, pause: 0.5 } }), names, t)).toEqual({
      id: 'id-1',
      status: 'pending',
      user: 'Meier Anna',
      type: 'common:timetrack.types.testkaeufer',
      customer: 'common:timetrack.customerTypes.youthProtection · Coop Bern',
      date: '23.11.2026',
      day: '2026-11-23',
      times: '09:00–17:00',
      pause: '1.50',
      payout: '35.00',
      complete: true,
    }));

  it("names a detective's customer and region by their names, and a reviewed record as reviewed", () =>
    expect(
      recordRow(stored({ typ: 'detektiv', kunde: 'c1', region: 'r1', reviewed: true }), names, t),
    ).toMatchObject({ status: 'reviewed', customer: 'Coop Burgdorf · Region Emmental', payout: '' }));

  it('shows an id it has no name for as it is', () =>
    expect(recordRow(stored({ typ: 'detektiv', kunde: 'c9', region: 'r9' }), names, t).customer).toBe(
      'c9 · r9',
    ));

  it('counts a record dated before 2025-06-01 as reviewed (R-T14 c)', () =>
    expect(recordRow(stored({ datum: '2025-05-31' }), names, t).status).toBe('reviewed'));

  it("names the owner from the users when the record has no name, else by the owner's id", () => {
    expect(recordRow(stored({ userName: undefined, userID: 'tk2' }), names, t).user).toBe('Muster Max');
    expect(recordRow(stored({ userName: undefined, userID: 'tk3' }), names, t).user).toBe('tk3');
  });

  it('shows an absence with its type, its days and its hours, without times or pause', () =>
    expect(
      recordRow(
        stored({
          typ: 'sonder',
          kunde: 'Krankheit',
          datum: '2026-11-02',
          start: undefined,
          end: undefined,
          pause: undefined,
          sonder: { typ: 'Krankheit', start: '2026-11-02', end: '2026-11-04', hours: 24 },
        }),
        names,
        t,
      ),
    ).toMatchObject({
      customer: 'common:timetrack.sonderTypes.Krankheit',
      date: '02.11.2026 – 04.11.2026',
      day: '2026-11-02',
      times: 'admin:timetrackRecords.hours {"hours":"24.00"}',
      pause: '',
    }));

  it('shows an open record without times as incomplete with empty cells', () =>
    expect(
      recordRow(stored({ start: undefined, end: undefined, complete: false, kunde: 'Schulung' }), names, t),
    ).toMatchObject({ times: '', complete: false, customer: 'common:timetrack.customerTypes.training' }));
});
