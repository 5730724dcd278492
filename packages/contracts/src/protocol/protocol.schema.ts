import { z } from 'zod';
import { pageQuerySchema, MAX } from '../common';

/** A protocol (audit log) entry (back-office spec, section 3, "Protocol entry"). */
export const protocolEntrySchema = z.object({
  _id: z.string().max(MAX.id),
  date: z.string().max(MAX.name),
  module: z.string().max(MAX.name),
  type: z.string().max(MAX.name),
  /** i18n key of the short text, with its parameters. */
  short: z.string().max(MAX.text),
  params: z.record(z.string().max(MAX.name), z.string().max(MAX.text)),
  /** The event's payload as readable JSON, shown when the row is expanded. */
  detail: z.string().max(MAX.document),
  eventId: z.string().max(MAX.id),
  actor: z.object({ id: z.string().max(MAX.id), name: z.string().max(MAX.name) }),
});
export type ProtocolEntry = z.infer<typeof protocolEntrySchema>;

/** Filters and sort of `GET api/protocols/` (back-office spec, "Protocol": filter and sort by date, module, type). */
export const protocolQuerySchema = pageQuerySchema.extend({
  module: z.string().max(MAX.name).trim().optional(),
  type: z.string().max(MAX.name).trim().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  sort: z.enum(['date', 'module', 'type']).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ProtocolQuery = z.infer<typeof protocolQuerySchema>;
