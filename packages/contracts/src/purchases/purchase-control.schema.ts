import { z } from 'zod';
import { pageQuerySchema, pageSchema, MAX } from '../common';
import { storeTypeSchema, testTypeSchema } from '../stores/store-types';
import {
  purchaseInputSchema,
  purchaseSchema,
  purchaseStampSchema,
  purchaseWarningSchema,
  type PurchaseInput,
} from './purchase.schema';
import { PURCHASE_WARNINGS } from './warnings';

// The control of test purchases (back-office spec, sections 2, 4 and 5; issue 8, "Control"):
// docs/decisions/0026-control.md records the choices.

/** The version a control save read: the server answers 409 when the purchase has moved on since. */
const versionSchema = z.number().int().min(0);

/**
 * `PUT api/purchases/control/:id`: the purchase as control corrected it (none: "mark correct", the stored
 * one unchanged), the version it was read at, and `done` (ready for export, back-office spec, section 4).
 * `auto`: saved by the automatic mode, which the server refuses for a purchase that needs manual
 * verification (back-office spec, section 5). `acceptedWarnings`: warnings in force the planner overrides,
 * as the tester overrides them in the wizard (issue 17: a later test of the same shopper at the same store
 * warns on the earlier purchase); the history records who accepted which, and when.
 */
export const controlSaveSchema = z.object({
  purchase: purchaseInputSchema.optional(),
  version: versionSchema,
  done: z.boolean().default(false),
  auto: z.boolean().default(false),
  acceptedWarnings: z.array(purchaseWarningSchema).max(PURCHASE_WARNINGS.length).default([]),
});
export type ControlSave = z.infer<typeof controlSaveSchema>;
export type ControlSaveDraft = z.input<typeof controlSaveSchema>;

/** `POST api/purchases/control/:id/rejectReason`: the special reason is not accepted; the tester reads why. */
export const controlRejectSchema = z.object({
  version: versionSchema,
  notice: z.string().trim().min(1, { error: 'control.reject.noticeErr' }).max(2000),
});
export type ControlReject = z.infer<typeof controlRejectSchema>;

/** The outcomes the control list filters by. */
export const CONTROL_OUTCOMES = ['respected', 'notRespected', 'specialReason'] as const;
export type ControlOutcome = (typeof CONTROL_OUTCOMES)[number];

/** `GET api/purchases/control`: the purchases awaiting control (complete, not done), filtered and paged. */
export const controlListQuerySchema = pageQuerySchema.extend({
  /** Test dates from and to, `yyyy-MM-dd`, both included. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  userID: z.string().trim().max(200).optional(),
  storeType: storeTypeSchema.optional(),
  testType: testTypeSchema.optional(),
  outcome: z.enum(CONTROL_OUTCOMES).optional(),
});
export type ControlListQuery = z.infer<typeof controlListQuerySchema>;
export const controlPageSchema = pageSchema(purchaseSchema);

/** What a control changed in one field: the dotted path, the value before and after (absent: undefined). */
export const purchaseChangeSchema = z.object({
  field: z.string().max(MAX.name),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type PurchaseChange = z.infer<typeof purchaseChangeSchema>;

/** What a back-office action did to a purchase. */
export const HISTORY_ACTIONS = ['controlled', 'markedCorrect', 'reasonRejected'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** One entry of a purchase's control history: who, when, what, and the version it made. */
export const purchaseHistoryEntrySchema = purchaseStampSchema.extend({
  action: z.enum(HISTORY_ACTIONS),
  version: versionSchema,
  done: z.boolean(),
  changes: z.array(purchaseChangeSchema).max(MAX.list),
  notice: z.string().max(MAX.text).optional(),
  /** The warnings this control overrode (`acceptedWarnings` of the save). */
  acceptedWarnings: z.array(purchaseWarningSchema).max(MAX.shortList).optional(),
});
export type PurchaseHistoryEntry = z.infer<typeof purchaseHistoryEntrySchema>;

/**
 * The sha256 of each evidence file (report, receipt, signatures) as svc-files received its bytes (a list: a
 * file name has a dot, which a document key may not).
 */
export const evidenceHashesSchema = z
  .array(z.object({ file: z.string().max(MAX.id), sha256: z.string().max(MAX.id) }))
  .max(MAX.list);
export type EvidenceHashes = z.infer<typeof evidenceHashesSchema>;

/**
 * `GET api/purchases/control/:id/history`: the report as the tester submitted it (kept at the first
 * control, never overwritten), the sha256 of its evidence files, and every control since, oldest first.
 */
export const purchaseHistorySchema = z.object({
  original: z
    .object({
      purchase: purchaseInputSchema,
      version: versionSchema,
      keptAt: z.string().max(MAX.name),
      evidence: evidenceHashesSchema,
    })
    .optional(),
  entries: z.array(purchaseHistoryEntrySchema).max(MAX.list),
});
export type PurchaseHistory = z.infer<typeof purchaseHistorySchema>;

/** The fields of a stored purchase that are the report (the input), without what the server decides. */
export function reportOf<P extends PurchaseInput>(purchase: P): PurchaseInput {
  return purchaseInputSchema.parse(purchase);
}
