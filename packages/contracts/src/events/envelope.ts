import { z } from 'zod';
import { MAX } from '../common';

/** Who caused an event. */
export const actorSchema = z.object({ id: z.string().max(MAX.id), name: z.string().max(MAX.name) });
export type Actor = z.infer<typeof actorSchema>;

/** Wraps every domain event: `id` deduplicates (it is the JetStream message id), `data` is the subject's payload. */
export function eventEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    id: z.string().max(MAX.id).min(1),
    subject: z.string().max(MAX.name).min(1),
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
