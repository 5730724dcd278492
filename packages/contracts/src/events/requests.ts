import { z } from 'zod';
import { roleSchema } from '../roles';

/**
 * Request/reply subjects over NATS (core NATS through the Nest transport), each with the zod schemas of
 * its request and its reply. Both sides validate against this map.
 */
export const REQUEST_SUBJECTS = {
  /** The identity of one user, owned by the gateway's identity module; `null` when unknown. */
  'identity.user.get': {
    request: z.object({ id: z.string().min(1) }),
    reply: z
      .object({ _id: z.string(), name: z.string(), role: z.array(roleSchema), deleted: z.boolean() })
      .nullable(),
  },
} as const;

export type RequestSubject = keyof typeof REQUEST_SUBJECTS;
export type RequestOf<S extends RequestSubject> = z.infer<(typeof REQUEST_SUBJECTS)[S]['request']>;
export type ReplyOf<S extends RequestSubject> = z.infer<(typeof REQUEST_SUBJECTS)[S]['reply']>;
