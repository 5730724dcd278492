import { z } from 'zod';
import { pageQuerySchema } from '../common';

/** A protocol (audit log) entry (back-office spec, section 3, "Protocol entry"). */
export const protocolEntrySchema = z.object({
  _id: z.string(),
  date: z.string(),
  module: z.string(),
  type: z.string(),
  /** i18n key of the short text, with its parameters. */
  short: z.string(),
  params: z.record(z.string(), z.string()),
  /** The event's payload as readable JSON, shown when the row is expanded. */
  detail: z.string(),
  eventId: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }),
});
export type ProtocolEntry = z.infer<typeof protocolEntrySchema>;

/** Filters and sort of `GET api/protocols/` (back-office spec, "Protocol": filter and sort by date, module, type). */
export const protocolQuerySchema = pageQuerySchema.extend({
  module: z.string().trim().optional(),
  type: z.string().trim().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  sort: z.enum(['date', 'module', 'type']).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ProtocolQuery = z.infer<typeof protocolQuerySchema>;
