import type { TimetrackForRules } from './timetrack.rules';
import type { TimetrackInput } from './timetrack.schema';

// Time records for the rule tables: one complete record per flow, which a row then changes.

export const TT_ID = '6d1f0b3a-2c4e-4f5a-9b8c-7d6e5f4a3b2c';
export const REGION_ID = '65f0c0ffee0000000000aaaa';
export const CUSTOMER_ID = '65f0c0ffee0000000000cccc';
/** A shopper born 2010-05-01: 16 on 2026-11-23. */
export const LEA = { _id: '65f0c0ffee00000000005001', name: 'Meier Lea', date: '2010-05-01', userID: 'tk1' };

/** A test buyer's day of 'Testkäufe Jugendschutz' with a payout card, saved complete at step 4. */
export function shopperRecord(changes: Partial<TimetrackInput> = {}): TimetrackInput {
  return {
    _id: TT_ID,
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
    spesen: { reisen: 12.4, beleg: 'receipt-1.jpg' },
    ...changes,
  };
}

/** A detective's Monday at a customer of the region, saved complete at step 4. */
export function detectiveRecord(changes: Partial<TimetrackInput> = {}): TimetrackInput {
  return {
    _id: TT_ID,
    typ: 'detektiv',
    kunde: CUSTOMER_ID,
    region: REGION_ID,
    datum: '2026-11-23',
    start: '08:00',
    end: '16:30',
    pauseH: 0,
    pauseM: 45,
    index: 4,
    detektiv: {
      ladendiebe: 2,
      betrag: 48.9,
      umtrieb: 0,
      hausverbot: 1,
      hausfriedensbruch: 0,
      signature: 'sig-d.jpg',
    },
    spesen: { reisemittel: 'ÖV', zone: 'B' },
    ...changes,
  };
}

/** A week of holidays, saved complete at step 1. */
export function sonderRecord(changes: Partial<TimetrackInput> = {}): TimetrackInput {
  return {
    _id: TT_ID,
    typ: 'sonder',
    kunde: 'Ferien',
    index: 1,
    sonder: { typ: 'Ferien', start: '2026-11-16', end: '2026-11-20', hours: 42 },
    ...changes,
  };
}

/** The record as the rules read it: the shopper named by id replaced by Lea's snapshot. */
export function forRules(input: TimetrackInput): TimetrackForRules {
  const { tk, ...rest } = input;
  if (!tk) return rest;
  const { obj, ...card } = tk;
  return {
    ...rest,
    tk: { ...card, ...(obj ? { obj: { _id: LEA._id, name: LEA.name, date: LEA.date } } : {}) },
  };
}
