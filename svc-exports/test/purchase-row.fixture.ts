import type { PurchaseRow } from '../src/purchases/purchase-row';

/** A red 8 × 6 px JPEG: stands for a photo or a signature in the report's tests. */
export const TINY_JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCOACqH/9k=',
  'base64',
);

/** A complete failed alcohol test at a coop in Bern, as svc-exports keeps it. */
export function failedTestRow(changes: Partial<PurchaseRow> = {}): PurchaseRow {
  return {
    _id: '6f1c2b1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    date: '2026-11-20',
    time: '10:15',
    type: [{ api: 'coop', name: 'Coop' }],
    vst: '1001',
    name: 'Coop Bern Bahnhof',
    storeID: '0000000000000000000000aa',
    shopper: { _id: 's1', name: 'Meier Lea', date: '2010-05-01' },
    shopperAge: 16,
    cashier: { gender: 'w', name: 'Müller', firstname: 'Anna', number: '123456' },
    kks: 'Kasse',
    testType: 'Alkohol',
    article: 'a1',
    articleName: 'Smirnoff Ice',
    regulationsRespected: false,
    pass: true,
    age: false,
    reasonTMP: 'other',
    reason: 'Kasse überlastet',
    remarks: 'Sehr viel Betrieb',
    signatures: { cashier: { img: 'sig-c.jpg' }, chief: { img: 'sig-h.jpg', position: 'manager' } },
    image: 'report.jpg',
    bill: 'bill.jpg',
    sprintListID: 'round-1',
    overriddenWarnings: [],
    userID: 'tk1',
    delayed: false,
    done: false,
    createdAt: '2026-11-20T09:20:00.000Z',
    updatedAt: '2026-11-20T09:20:00.000Z',
    store: { street: 'Bahnhofplatz 1', plz: '3011', city: 'Bern', kanton: 'BE' },
    userName: 'Tina Tester',
    deleted: false,
    version: '2026-11-20T09:20:00.000Z',
    ...changes,
  };
}
