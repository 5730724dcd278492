import type { PurchaseEventSnapshot } from '@agecheck/contracts';

/** The snapshot a purchase event carries, of a completed alcohol test at a coop (unit tests of the consumers). */
export function eventSnapshot(changes: Partial<PurchaseEventSnapshot> = {}): PurchaseEventSnapshot {
  return {
    _id: 'p-1',
    userID: 'tk1',
    storeID: 'store-1',
    vst: '1001',
    storeType: 'coop',
    testType: 'Alkohol',
    date: '2026-11-23',
    delayed: false,
    done: false,
    ...changes,
  };
}
