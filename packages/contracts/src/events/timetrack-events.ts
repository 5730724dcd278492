import { z } from 'zod';
import {
  timetrackCustomerSchema,
  timetrackRegionSchema,
  timetrackTkRegionSchema,
  timetrackValoraRegionSchema,
} from '../timetrack/timetrack-admin.schema';
import { timetrackSchema } from '../timetrack/timetrack.schema';

// The events of svc-timetrack (stream TIMETRACK, `timetrack.>`): each carries the whole record, customer or
// region as stored, so that svc-exports builds its read models (payroll, invoices, statistics) from them and
// never asks svc-timetrack for rows (issue 19), and the protocol shows what changed.

/**
 * `timetrack.record.saved`: the record as stored. `before` is the record as it was when an administrator
 * changed another user's record (decision A-C6: every admin correction in the protocol, before and after).
 */
export const timetrackSavedEventSchema = z.object({
  record: timetrackSchema,
  created: z.boolean(),
  before: timetrackSchema.optional(),
});

/** `timetrack.record.reviewed`: the record with its new `reviewed` mark and `review` (R-T16, A-C11). */
export const timetrackReviewedEventSchema = z.object({ record: timetrackSchema });

/** `timetrack.record.deleted`: the record as it was (a read model drops it by `_id`). */
export const timetrackDeletedEventSchema = z.object({ record: timetrackSchema });

export const TIMETRACK_EVENT_SUBJECTS = {
  'timetrack.record.saved': timetrackSavedEventSchema,
  'timetrack.record.reviewed': timetrackReviewedEventSchema,
  'timetrack.record.deleted': timetrackDeletedEventSchema,
  'timetrack.customer.saved': z.object({ customer: timetrackCustomerSchema, created: z.boolean() }),
  'timetrack.customer.deleted': z.object({ customer: timetrackCustomerSchema }),
  'timetrack.region.saved': z.object({ region: timetrackRegionSchema, created: z.boolean() }),
  'timetrack.region.deleted': z.object({ region: timetrackRegionSchema }),
  'timetrack.valoraRegion.saved': z.object({ region: timetrackValoraRegionSchema, created: z.boolean() }),
  'timetrack.valoraRegion.deleted': z.object({ region: timetrackValoraRegionSchema }),
  'timetrack.tkRegion.saved': z.object({ region: timetrackTkRegionSchema, created: z.boolean() }),
  'timetrack.tkRegion.deleted': z.object({ region: timetrackTkRegionSchema }),
} as const;
