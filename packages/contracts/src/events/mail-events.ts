import { z } from 'zod';
import { MAX } from '../common';
import { ROLES, roleSchema } from '../roles';

// The events of the gateway's mail (stream PLATFORM, `platform.>`; checklist D.4 and E.2).

/**
 * `platform.mail.sent`: who wrote to whom, the subject and when, never the message itself (the protocol
 * stores an event's data as its detail). The recipients' ids let a subscriber tell them (the push of D.9).
 */
export const mailSentEventSchema = z.object({
  mail: z.object({
    _id: z.string().max(MAX.id),
    from: z.string().max(MAX.id),
    fromName: z.string().max(MAX.name),
    to: z.array(z.string().max(MAX.id)).max(MAX.list),
    toAll: z.boolean(),
    toRoles: z.array(roleSchema).max(ROLES.length).optional(),
    subject: z.string().max(MAX.name),
    date: z.iso.datetime(),
    replyTo: z.string().max(MAX.id).optional(),
  }),
});

export const MAIL_EVENT_SUBJECTS = {
  'platform.mail.sent': mailSentEventSchema,
} as const;
