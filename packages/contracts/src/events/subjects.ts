import { z } from 'zod';
import { MAX } from '../common';
import { adminSettingsSchema } from '../settings/admin-settings.schema';
import { shopperSchema } from '../shoppers/shopper.schema';
import { purchaseEventSnapshotSchema, purchaseSavedEventSchema } from './purchase-events';
import { TIMETRACK_EVENT_SUBJECTS } from './timetrack-events';
import { MAIL_EVENT_SUBJECTS } from './mail-events';
import { DOWNLOAD_EVENT_SUBJECTS } from './download-events';
import { USER_EVENT_SUBJECTS } from './user-events';
import { EXPORT_EVENT_SUBJECTS } from './export-events';

/**
 * Every domain event subject (`<service>.<entity>.<event>`) with the zod schema of its payload.
 * Publishing and consuming both validate against this map.
 */
export const EVENT_SUBJECTS = {
  'purchases.shopper.saved': z.object({ shopper: shopperSchema, created: z.boolean() }),
  'purchases.shopper.deleted': z.object({
    shopperId: z.string().max(MAX.id),
    name: z.string().max(MAX.name),
    userID: z.string().max(MAX.id),
  }),
  'purchases.purchase.saved': purchaseSavedEventSchema,
  'purchases.purchase.deleted': z.object({ purchase: purchaseEventSnapshotSchema }),
  /** A failed test: regulations not respected, complete (issue 7). */
  'purchases.purchase.failed': z.object({ purchase: purchaseEventSnapshotSchema }),
  /**
   * The global admin settings were saved (decision 0029): all of them as they are now and as they were, so
   * that svc-timetrack follows the lock age of time records (decision A-C5) and the protocol shows the change.
   */
  'purchases.adminSettings.saved': z.object({
    settings: adminSettingsSchema,
    before: adminSettingsSchema,
  }),
  ...TIMETRACK_EVENT_SUBJECTS,
  ...MAIL_EVENT_SUBJECTS,
  ...DOWNLOAD_EVENT_SUBJECTS,
  ...USER_EVENT_SUBJECTS,
  ...EXPORT_EVENT_SUBJECTS,
} as const;

export type EventSubject = keyof typeof EVENT_SUBJECTS;
export type EventPayload<S extends EventSubject> = z.infer<(typeof EVENT_SUBJECTS)[S]>;

/** True when the string names a declared subject. */
export function isEventSubject(subject: string): subject is EventSubject {
  return Object.hasOwn(EVENT_SUBJECTS, subject);
}

/**
 * One JetStream stream per owning service; each holds the subjects under its prefix.
 * Publishers and consumers both make sure the streams exist, so start order does not matter.
 */
export const EVENT_STREAMS = {
  PURCHASES: 'purchases.>',
  PROMO: 'promo.>',
  TIMETRACK: 'timetrack.>',
  FILES: 'files.>',
  EXPORTS: 'exports.>',
  PLATFORM: 'platform.>',
} as const;

export type EventStreamName = keyof typeof EVENT_STREAMS;
