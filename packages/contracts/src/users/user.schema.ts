import { z } from 'zod';
import { languageSchema } from '../common';
import { roleSchema } from '../roles';

/** User settings (field-app spec, section 3: User.settings). */
export const userSettingsSchema = z.object({
  lang: languageSchema.optional(),
  signature: z.string().optional(),
  autoComplete: z.array(z.string()).default([]),
  showIntro: z.boolean().default(true),
  doNotShowTrans: z.boolean().default(false),
  tryNewRapportView: z.boolean().default(false),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** What a user may change of their settings with `PUT users/{id}/settings`. */
export const userSettingsUpdateSchema = userSettingsSchema.partial().strict();
export type UserSettingsUpdate = z.infer<typeof userSettingsUpdateSchema>;

/** The signed-in user as `GET users/me` returns it: identity from the token plus the stored profile. */
export const currentUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.array(roleSchema),
  timeRole: z.enum(['testkaeufer', 'detektiv', 'multi']),
  vl: z.string().optional(),
  deleted: z.boolean(),
  settings: userSettingsSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** A user as lists of users show it (user pickers, filters). */
export const userSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.array(roleSchema),
});
export type UserSummary = z.infer<typeof userSummarySchema>;
