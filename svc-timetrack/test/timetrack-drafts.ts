import type { TimetrackInput } from '@agecheck/contracts';

// Time records for svc-timetrack's tests: one complete record per flow, which a test then changes (as
// svc-purchases' purchase-drafts.ts; the rule tables keep their own in packages/contracts).

export const TT_ID = '6d1f0b3a-2c4e-4f5a-9b8c-7d6e5f4a3b2c';
export const OTHER_TT_ID = '7e2f1c4b-3d5f-4a6b-8c9d-0e1f2a3b4c5d';
/** A shopper born 2010-05-01: 16 on 2026-11-23, so 3 h with 0.5 h pause pays 35.00 (decision A-C1). */
export const LEA = { _id: '65f0c0ffee00000000005001', name: 'Meier Lea', date: '2010-05-01' };

/** A test buyer's day of 'Testkäufe Jugendschutz' with a payout card, saved complete at step 4. */
export function shopperDay(changes: Partial<TimetrackInput> = {}, id = TT_ID): TimetrackInput {
  return {
    _id: id,
    typ: 'testkaeufer',
    kunde: 'Testkäufe Jugendschutz',
    datum: '2026-11-23',
    start: '09:00',
    end: '17:00',
    pauseH: 1,
    pauseM: 0,
    index: 4,
    beschreibung: 'Testkäufe in Bern',
    tk: {
      obj: { _id: LEA._id },
      start: '10:00',
      end: '13:00',
      pauseH: 0,
      pauseM: 30,
      auszahlung: 35,
      signature: 'sig-tk.jpg',
    },
    ...changes,
  };
}

/** A test buyer's day of training without payout, saved complete at step 4. */
export function trainingDay(changes: Partial<TimetrackInput> = {}, id = TT_ID): TimetrackInput {
  return {
    _id: id,
    typ: 'testkaeufer',
    kunde: 'Schulung',
    datum: '2026-11-23',
    start: '09:00',
    end: '12:00',
    pauseH: 0,
    pauseM: 0,
    index: 4,
    beschreibung: 'Schulung',
    ...changes,
  };
}
