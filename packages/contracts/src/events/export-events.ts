import { z } from 'zod';
import { MAX } from '../common';

// The events of svc-exports (stream EXPORTS, `exports.>`; checklist D.8: "export run" is logged).

/**
 * `exports.export.done`: an export job ended with its file (once per job, decision 0051): which export, the
 * period it covers, how many rows it holds, and the job, never the file or its content. Who started it is the
 * event's actor.
 */
export const exportDoneEventSchema = z.object({
  export: z.object({
    /** The job's id (`GET api/exports/jobs/{id}`). */
    jobId: z.string().max(MAX.id).min(1),
    /** The export: `purchases` (the purchases overview) or the time export's kind (`tt/admin`, `salary`, ...). */
    kind: z.string().max(MAX.name).min(1),
    format: z.enum(['xlsx', 'csv', 'pdf']),
    /** The period, yyyy-MM-dd. */
    start: z.iso.date(),
    end: z.iso.date(),
    rows: z.number().int().min(0),
  }),
});
export type ExportDoneEvent = z.infer<typeof exportDoneEventSchema>;

export const EXPORT_EVENT_SUBJECTS = {
  'exports.export.done': exportDoneEventSchema,
} as const;
