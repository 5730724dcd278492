import { z } from 'zod';
import { MAX } from '../common';
import { purchaseSchema, specialReasonSchema } from '../purchases/purchase.schema';
import { storeSchema } from '../stores/store.schema';
import { storeTypeSchema, testTypeSchema } from '../stores/store-types';

/**
 * What the purchase events carry of a purchase: what the read models need (the round counters of
 * svc-purchases, svc-exports' rows, the protocol, the store errors) without the evidence. `testType`, `date`
 * and the outcome are missing while a delayed purchase has none yet; with `delayed` and `specialReason`, the
 * outcome tells whether the test failed (`isFailedTest`), so a read model sees a failed test become respected.
 */
export const purchaseEventSnapshotSchema = z.object({
  _id: z.string().max(MAX.id).min(1),
  userID: z.string().max(MAX.id),
  storeID: z.string().max(MAX.id).min(1),
  vst: z.string().max(MAX.name),
  storeType: storeTypeSchema,
  testType: testTypeSchema.optional(),
  /** yyyy-MM-dd */
  date: z.string().max(MAX.name).optional(),
  sprintListID: z.string().max(MAX.id).optional(),
  /** The outcome: false when the regulations were not respected. */
  regulationsRespected: z.boolean().optional(),
  /** A special reason finished the purchase (it is then no failed test). */
  specialReason: specialReasonSchema.optional(),
  delayed: z.boolean(),
  done: z.boolean(),
});
export type PurchaseEventSnapshot = z.infer<typeof purchaseEventSnapshotSchema>;

/**
 * The store as it was when a purchase was saved: where the test took place, for svc-exports' purchase rows
 * (the overview export) and the PDF report, which never ask svc-purchases (the purchase itself keeps only
 * the store's number, name and type).
 */
export const purchaseStoreSnapshotSchema = storeSchema.pick({
  street: true,
  plz: true,
  city: true,
  kanton: true,
  region: true,
});
export type PurchaseStoreSnapshot = z.infer<typeof purchaseStoreSnapshotSchema>;

/**
 * `purchases.purchase.saved`: the snapshot every read model uses and, for svc-exports' purchase rows, the
 * whole purchase as stored with its store (`stored`, `store`). Those two are optional only because events
 * published before issue 8 lack them; every save of svc-purchases sends them (decision 0020).
 */
export const purchaseSavedEventSchema = z.object({
  purchase: purchaseEventSnapshotSchema,
  created: z.boolean(),
  stored: purchaseSchema.optional(),
  store: purchaseStoreSnapshotSchema.optional(),
});
