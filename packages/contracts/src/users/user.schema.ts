import { z } from 'zod';
import { languageSchema, MAX } from '../common';
import { roleSchema } from '../roles';

/** The settings fields (field-app spec, section 3: User.settings), without defaults. */
const userSettingsFields = z.object({
  lang: languageSchema,
  signature: z.string().max(MAX.name),
  autoComplete: z.array(z.string().max(MAX.name)).max(MAX.shortList),
  showIntro: z.boolean(),
  doNotShowTrans: z.boolean(),
  tryNewRapportView: z.boolean(),
});

/** What a setting is until the user changes it (no language: the browser's is used). */
export const DEFAULT_USER_SETTINGS: {
  autoComplete: string[];
  showIntro: boolean;
  doNotShowTrans: boolean;
  tryNewRapportView: boolean;
} = {
  autoComplete: [],
  showIntro: true,
  doNotShowTrans: false,
  tryNewRapportView: false,
};

/** A user's settings; what is not stored takes its default (the pipe describes the result in the API). */
export const userSettingsSchema = userSettingsFields
  .partial()
  .transform((settings) => ({ ...DEFAULT_USER_SETTINGS, ...settings }))
  .pipe(userSettingsFields.partial({ lang: true, signature: true }));
export type UserSettings = z.output<typeof userSettingsSchema>;

/**
 * What a user changes with `PUT users/{id}/settings`: only the settings it names (no defaults, so a change
 * of one setting leaves the others as they are).
 */
export const userSettingsUpdateSchema = userSettingsFields.partial().strict();
export type UserSettingsUpdate = z.infer<typeof userSettingsUpdateSchema>;

/** The signed-in user as `GET users/me` returns it: identity from the token plus the stored profile. */
export const currentUserSchema = z.object({
  _id: z.string().max(MAX.id),
  name: z.string().max(MAX.name),
  email: z.string().max(MAX.email),
  role: z.array(roleSchema).max(MAX.list),
  timeRole: z.enum(['testkaeufer', 'detektiv', 'multi']),
  vl: z.string().max(MAX.name).optional(),
  deleted: z.boolean(),
  settings: userSettingsSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** A user as lists of users show it (user pickers, filters). */
export const userSummarySchema = z.object({
  _id: z.string().max(MAX.id),
  name: z.string().max(MAX.name),
  role: z.array(roleSchema).max(MAX.list),
});
export type UserSummary = z.infer<typeof userSummarySchema>;
