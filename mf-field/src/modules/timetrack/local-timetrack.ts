import { getOutbox, withStoredNames, type OutboxBlob, type OutboxReport } from '@agecheck/outbox';
import {
  TIMETRACK_PHOTO_SLOTS,
  type TimetrackForm,
  type TimetrackFormState,
  type TimetrackPhotos,
} from '@agecheck/timetrack-form';

/** What the phone keeps of a record the server has not (all) of: the form saved and its images not sent. */
export type LocalTimetrack = TimetrackFormState;

const isSlot = (slot: string): slot is keyof TimetrackPhotos =>
  (TIMETRACK_PHOTO_SLOTS as readonly string[]).includes(slot);

/**
 * A save still waiting on the phone or refused (decision A-C4): its body with the names of the images already
 * uploaded, and the images not uploaded yet as images to send. Nothing for a report sent, or none. The
 * payout's shopper comes back by id only (the wizard names it from the user's shoppers).
 */
export function localTimetrackOf(
  report: OutboxReport | undefined,
  blobs: readonly OutboxBlob[],
): LocalTimetrack | undefined {
  if (!report?.request || report.state === 'sent' || report.state === 'draft') return undefined;
  const photos: TimetrackPhotos = {};
  for (const blob of blobs) {
    const slot = blob.id.slice(report.id.length + 1);
    if (!blob.storedName && isSlot(slot)) photos[slot] = new Blob([blob.data], { type: blob.type });
  }
  return { form: withStoredNames(report.request.body, blobs) as TimetrackForm, photos };
}

/** Reads what the phone keeps of a record (see `localTimetrackOf`). */
export async function loadLocalTimetrack(id: string): Promise<LocalTimetrack | undefined> {
  const outbox = getOutbox();
  const [report, blobs] = await Promise.all([
    outbox.get(id),
    outbox.db.blobs.where('reportId').equals(id).toArray(),
  ]);
  return localTimetrackOf(report, blobs);
}
