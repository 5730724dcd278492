import { z } from 'zod';
import { MAX } from '../common';
import { roleSchema } from '../roles';

/** A user as the user events carry it: never a password (D.1, D.3). */
export const userEventSnapshotSchema = z.object({
  _id: z.string().max(MAX.id),
  name: z.string().max(MAX.name),
  email: z.string().max(MAX.email),
  mail: z.string().max(MAX.email),
  role: z.array(roleSchema).max(MAX.list),
  pNr: z.string().max(MAX.id).optional(),
  vl: z.string().max(MAX.name).optional(),
  deleted: z.boolean(),
});
export type UserEventSnapshot = z.infer<typeof userEventSnapshotSchema>;

/**
 * The gateway's user administration (D.1) and password change (D.3): `before` is the user as it was before an
 * edit, so the protocol shows before and after; `passwordReset` says that the administrator set a new password
 * (the password itself is never in an event).
 */
export const USER_EVENT_SUBJECTS = {
  'platform.user.created': z.object({ user: userEventSnapshotSchema }),
  'platform.user.updated': z.object({
    user: userEventSnapshotSchema,
    before: userEventSnapshotSchema,
    passwordReset: z.boolean(),
  }),
  'platform.user.deleted': z.object({ user: userEventSnapshotSchema }),
  'platform.user.passwordChanged': z.object({
    userId: z.string().max(MAX.id),
    name: z.string().max(MAX.name),
  }),
} as const;
