import { z } from 'zod';
import { specialReasonSchema } from '../purchases/purchase.schema';
import { storeTypeSchema, testTypeSchema } from '../stores/store-types';

/**
 * What the purchase events carry of a purchase: what the read models need (the round counters of
 * svc-purchases, svc-exports' rows, the protocol, the store errors) without the evidence. `testType`, `date`
 * and the outcome are missing while a delayed purchase has none yet; with `delayed` and `specialReason`, the
 * outcome tells whether the test failed (`isFailedTest`), so a read model sees a failed test become respected.
 */
export const purchaseEventSnapshotSchema = z.object({
  _id: z.string().min(1),
  userID: z.string(),
  storeID: z.string().min(1),
  vst: z.string(),
  storeType: storeTypeSchema,
  testType: testTypeSchema.optional(),
  /** yyyy-MM-dd */
  date: z.string().optional(),
  sprintListID: z.string().optional(),
  /** The outcome: false when the regulations were not respected. */
  regulationsRespected: z.boolean().optional(),
  /** A special reason finished the purchase (it is then no failed test). */
  specialReason: specialReasonSchema.optional(),
  delayed: z.boolean(),
  done: z.boolean(),
});
export type PurchaseEventSnapshot = z.infer<typeof purchaseEventSnapshotSchema>;
