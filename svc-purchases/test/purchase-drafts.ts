import type { PurchaseInputDraft, Shopper } from '@agecheck/contracts';
import { callApi } from '@agecheck/test-kit';
import type { Db } from 'mongodb';
import { randomUUID } from 'node:crypto';

// Purchases as the field app sends them, over the demo stores and the demo test buyer's shopper that the test
// run loads: shared by the integration tests that need a purchase of their own to save, control or count.

type StoreDocument = { _id: { toHexString(): string }; api: string; vst: string; name: string };

/** A demo store of a chain, outside Valais (whose own age rules would change the outcome a test expects). */
export async function demoStore(db: Db, api: string): Promise<StoreDocument> {
  const store = await db.collection<StoreDocument>('stores').findOne({ api, kanton: { $ne: 'VS' } });
  if (!store) throw new Error(`no demo ${api} store`);
  return store;
}

export async function ownShopper(token: string): Promise<Shopper> {
  const shopper = (await callApi<Shopper[]>('/api/shoppers', { token })).body[0];
  if (!shopper) throw new Error('the demo test buyer has no shopper');
  return shopper;
}

/** A purchase as the wizard sends it after step 1 (store chosen) and some of step 2. */
export async function startedPurchase(db: Db, token: string, api = 'coop'): Promise<PurchaseInputDraft> {
  const store = await demoStore(db, api);
  const shopper = await ownShopper(token);
  return {
    _id: randomUUID(),
    type: [{ api, name: api }],
    vst: store.vst,
    name: store.name,
    storeID: store._id.toHexString(),
    date: '2026-11-20',
    time: '10:15',
    shopper: { _id: shopper._id, name: shopper.name, date: shopper.date },
    testType: 'Alkohol',
  };
}

/** A complete report of a failed test at a bp store, the cashier having misread the ID. */
export async function failedTest(
  db: Db,
  token: string,
  changes: Partial<PurchaseInputDraft> = {},
): Promise<PurchaseInputDraft> {
  return {
    ...(await startedPurchase(db, token, 'bp')),
    cashier: { gender: 'm', name: 'Huber', firstname: 'Marco' },
    article: '570300000000000000000009',
    regulationsRespected: false,
    pass: false,
    age: false,
    reasonTMP: 'idMisread',
    signatures: {
      cashier: { problem: 'refused' },
      chief: { problem: 'absent', position: 'employee' },
    },
    noReceipt: true,
    noQuittReason: 'Kasse ohne Drucker',
    overriddenWarnings: ['notInSprint', 'shopperRecentlyTested'],
    ...changes,
  };
}
