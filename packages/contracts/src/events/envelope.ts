import { z } from 'zod';

/** Who caused an event. */
export const actorSchema = z.object({ id: z.string(), name: z.string() });
export type Actor = z.infer<typeof actorSchema>;

/** Wraps every domain event: `id` deduplicates (it is the JetStream message id), `data` is the subject's payload. */
export function eventEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    id: z.string().min(1),
    subject: z.string().min(1),
    occurredAt: z.iso.datetime(),
    actor: actorSchema,
    data,
  });
}

export type EventEnvelope<T> = {
  id: string;
  subject: string;
  occurredAt: string;
  actor: Actor;
  data: T;
};
