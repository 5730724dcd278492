import { z } from 'zod';
import { MAX } from '../common';

/** Where a job stands: waiting to run, running, finished with a result, or ended with an error. */
export const JOB_STATES = ['waiting', 'active', 'completed', 'failed'] as const;
export const jobStateSchema = z.enum(JOB_STATES);
export type JobState = z.infer<typeof jobStateSchema>;

/** How far a job got: `done` of `total` steps (rows, stores, purchases: the job's own unit). */
export const jobProgressSchema = z.object({
  done: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

/**
 * One fault of an input a job refused, where it lies: the sheet's row (1-based, as Excel numbers them)
 * and column header, and the message key of what is wrong there.
 */
export const jobFaultSchema = z.object({
  row: z.number().int().min(1),
  column: z.string().max(MAX.name),
  key: z.string().max(MAX.name),
});
export type JobFault = z.infer<typeof jobFaultSchema>;

/** Why a job failed: the i18n message key, and where its input was at fault when that is the reason. */
export const jobErrorSchema = z.object({
  key: z.string().max(MAX.name),
  faults: z.array(jobFaultSchema).max(MAX.list).optional(),
});
export type JobError = z.infer<typeof jobErrorSchema>;

/** How many faults a failed job reports at most (a sheet with a wrong header would fault every row). */
export const JOB_FAULTS_MAX = 100;

/**
 * The answer of `GET /api/exports/jobs/:id` (a long job of svc-exports, BullMQ on Redis: decision 0022): the job's state, its progress, and its result once completed
 * (the job's own result type) or its error once failed.
 */
export const jobStatusSchema = z.object({
  id: z.string().max(MAX.id),
  /** The job's name (svc-exports' JOB_NAMES). */
  name: z.string().max(MAX.name),
  state: jobStateSchema,
  progress: jobProgressSchema,
  result: z.unknown().optional(),
  error: jobErrorSchema.optional(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** The answer of a call that starts a job: the id to poll `GET /api/exports/jobs/:id` with. */
export const jobStartedSchema = z.object({ jobId: z.string().max(MAX.id) });
export type JobStarted = z.infer<typeof jobStartedSchema>;

/** Path of `GET /api/exports/jobs/:id`. */
export const jobIdParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
