import type { Timetrack, TimetrackCustomer, TimetrackRegion } from '@agecheck/contracts';

// Stored time records, a customer and a region as svc-timetrack's events carry them, for svc-exports' tests.

export const REGION_ID = '65f0c0ffee0000000000aaaa';
export const CUSTOMER_ID = '65f0c0ffee0000000000cccc';

/** A test buyer's complete day of 'Testkäufe Jugendschutz' paying Lea 35.00, not reviewed. */
export function storedTimetrack(changes: Partial<Timetrack> = {}): Timetrack {
  return {
    _id: '6d1f0b3a-2c4e-4f5a-9b8c-7d6e5f4a3b2c',
    typ: 'testkaeufer',
    kunde: 'Testkäufe Jugendschutz',
    datum: '2026-11-23',
    tag: 'Wochentag',
    start: '09:00',
    end: '17:00',
    pauseH: 1,
    pauseM: 0,
    pause: 1,
    index: 4,
    beschreibung: 'Testkäufe in Bern',
    tk: {
      obj: { _id: '65f0c0ffee00000000005001', name: 'Meier Lea', date: '2010-05-01' },
      start: '10:00',
      end: '13:00',
      pauseH: 0,
      pauseM: 30,
      pause: 0.5,
      auszahlung: 35,
      signature: 'sig-tk.jpg',
    },
    spesen: { reisen: 12.4, mahlzeit: 8, beleg: 'receipt-1.jpg' },
    complete: true,
    reviewed: false,
    flags: [],
    userID: 'tk1',
    userName: 'Tina Test',
    version: 1,
    createdAt: '2026-11-23T17:00:00.000Z',
    updatedAt: '2026-11-23T17:00:00.000Z',
    ...changes,
  };
}

export const customer: TimetrackCustomer = {
  _id: CUSTOMER_ID,
  name: 'Warenhaus Bern',
  vst: 1234,
  region: REGION_ID,
  kind: 'storeCheck',
};

export const region: TimetrackRegion = {
  _id: REGION_ID,
  order: 1,
  name: 'Region Bern',
  vstort: 'Bern',
  referenz: 'R-1',
  lieferadresse: 'Bahnhofplatz 1, 3011 Bern',
  kst: 'KST-1',
  price: { normal: 50, sonntag: 70 },
};
