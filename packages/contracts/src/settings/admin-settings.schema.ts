import { z } from 'zod';
import { eformUrlsSchema } from '../eforms/eform.schema';
import { DEFAULT_TIMETRACK_SETTINGS, timetrackSettingsSchema } from '../timetrack/timetrack.schema';

/**
 * Who hears of a failed test that control approved (issue 20, beyond the spec; docs/decisions/0051): the
 * planner responsible (the one who approved it), all administrators, or both.
 */
export const FAILED_TEST_NOTICE_TO = ['planner', 'admins', 'both'] as const;
export type FailedTestNoticeTo = (typeof FAILED_TEST_NOTICE_TO)[number];

/**
 * The global admin settings (back-office spec, section 3, "Admin settings": "Global: checkStoreTypes,
 * eov_types"; section 2, "Settings (admin)": "A global switch to check for current rounds on a new
 * purchase"). One document for the whole platform, kept by svc-purchases, whose rules read it
 * (docs/decisions/0029-stores-admin-geocoding-settings.md). Further global switches join this schema with their default.
 */
export const adminSettingsSchema = z.object({
  /** Check for a current round on a new purchase: the wizard's and the server's 'notInSprint' warning. */
  checkStoreTypes: z.boolean(),
  /** The rounds propose re-tests of stores that failed (docs/decisions/0028-retest-proposals.md). */
  retestProposals: z.boolean(),
  /**
   * The lock age of time records (decision A-C5, docs/decisions/0033): the owner may change a record until this
   * day of the month after its date, 0 meaning the last day of its own month; from 0 to 28
   * ('settings.timetrackEditDaysErr'). svc-timetrack follows it (`purchases.adminSettings.saved`).
   */
  timetrackEditDays: timetrackSettingsSchema.shape.timetrackEditDays,
  /**
   * The e-forms' addresses by form and language that replace those of the Helm values (decision 0047), each
   * https ('settings.eformUrlErr'); a save sends them all. Missing in settings saved before them: none. The
   * gateway follows them (`purchases.adminSettings.saved`).
   */
  eformUrls: eformUrlsSchema.optional(),
  /** A failed test that control approves sends an in-app message (docs/decisions/0051). */
  failedTestNotice: z.boolean(),
  /** Who gets that message (docs/decisions/0051). */
  failedTestNoticeTo: z.enum(FAILED_TEST_NOTICE_TO),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/**
 * What a platform that nobody has configured yet does: it checks for a current round (as before issue 8),
 * proposes re-tests, lets the owner change a time record until the 5th of the next month (the lock
 * setting's one default, `DEFAULT_TIMETRACK_SETTINGS`) and tells the approving planner and the administrators
 * of a failed test (decision 0051).
 */
export const DEFAULT_ADMIN_SETTINGS: AdminSettings = {
  checkStoreTypes: true,
  retestProposals: true,
  timetrackEditDays: DEFAULT_TIMETRACK_SETTINGS.timetrackEditDays,
  eformUrls: {},
  failedTestNotice: true,
  failedTestNoticeTo: 'both',
};

/** Body of `PUT api/adminSettings`: the settings to change; the others stay as they are. */
export const adminSettingsUpdateSchema = adminSettingsSchema
  .partial()
  .strict()
  .refine((update) => Object.keys(update).length > 0, { error: 'util.invalid' });
export type AdminSettingsUpdate = z.infer<typeof adminSettingsUpdateSchema>;
