import { z } from 'zod';
import { storeTypeSchema, testTypeSchema } from '../stores/store-types';

/**
 * What the purchase events carry of a purchase: what the read models need (the round counters of
 * svc-purchases, svc-exports' rows, the protocol) without the evidence. `testType` and `date` are missing
 * while a delayed purchase has none yet.
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
  delayed: z.boolean(),
  done: z.boolean(),
});
export type PurchaseEventSnapshot = z.infer<typeof purchaseEventSnapshotSchema>;
