import type { TimetrackInput } from '@agecheck/contracts';
import { TIMETRACK_SHOPPER, timetrackShopperRecord, TT_ID } from '@agecheck/contracts/testing';

// Time records for svc-timetrack's tests: one complete record per flow, which a test then changes (as
// svc-purchases' purchase-drafts.ts; the rule tables keep their own in packages/contracts).

export { TT_ID };
export const OTHER_TT_ID = '7e2f1c4b-3d5f-4a6b-8c9d-0e1f2a3b4c5d';
/** A shopper born 2010-05-01: 16 on 2026-11-23, so 3 h with 0.5 h pause pays 35.00 (decision A-C1). */
export const LEA = { _id: TIMETRACK_SHOPPER._id, name: TIMETRACK_SHOPPER.name, date: TIMETRACK_SHOPPER.date };

/** A test buyer's day of 'Testkäufe Jugendschutz' with a payout card, saved complete at step 4 (the rule
 * tables' record without its expenses). */
export function shopperDay(changes: Partial<TimetrackInput> = {}, id = TT_ID): TimetrackInput {
  const { spesen: _spesen, ...day } = timetrackShopperRecord();
  return { ...day, _id: id, ...changes };
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
