import { getOutbox, withStoredNames, type Draft, type OutboxBlob, type OutboxReport } from '@agecheck/outbox';
import {
  TIMETRACK_PHOTO_SLOTS,
  type TimetrackDraft,
  type TimetrackForm,
  type TimetrackFormState,
  type TimetrackPhotos,
} from '@agecheck/timetrack-form';
import type { TimetrackStep } from '@agecheck/contracts';
import { TIMETRACK_REPORT_KIND } from './timetrack-list';

/**
 * What the phone keeps of a record the server has not (all) of: the form typed or saved and its images not
 * sent; for a draft (typed, not saved) the step it was typed at.
 */
export type LocalTimetrack = TimetrackFormState & { step?: TimetrackStep; unsaved?: boolean };

/** The draft's form as the outbox keeps it between saves. */
type DraftForm = { form: TimetrackForm; step: TimetrackStep };

const isSlot = (slot: string): slot is keyof TimetrackPhotos =>
  (TIMETRACK_PHOTO_SLOTS as readonly string[]).includes(slot);

function fromDraft(draft: Draft): LocalTimetrack {
  const { form, step } = draft.form as DraftForm;
  const photos: TimetrackPhotos = {};
  for (const [slot, file] of Object.entries(draft.files))
    if (isSlot(slot)) photos[slot] = new Blob([file.data], { type: file.type });
  return { form, photos, step, unsaved: true };
}

/**
 * What the phone keeps of a record (decisions A-C4 and 0035): the draft typed since the last save if there is
 * one (the newest, with its images taken and not saved), else a save still waiting on the phone or refused: its
 * body with the names of the images already uploaded, and the images not uploaded yet as images to send.
 * Nothing for a report sent, or none. The payout's shopper comes back by id only (the wizard names it from the
 * user's shoppers).
 */
export function localTimetrackOf(
  report: OutboxReport | undefined,
  blobs: readonly OutboxBlob[],
): LocalTimetrack | undefined {
  if (!report) return undefined;
  if (report.draft) return fromDraft(report.draft);
  if (!report.request || report.state === 'sent' || report.state === 'draft') return undefined;
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

/** Keeps the form as typed on the phone until it is saved (the outbox's draft): a reload loses nothing. */
export function keepTimetrackDraft(userId: string, { form, photos, step }: TimetrackDraft): Promise<void> {
  const draftForm: DraftForm = { form, step };
  const files = Object.fromEntries(
    Object.entries(photos).filter((entry): entry is [string, Blob] => entry[1] !== undefined),
  );
  return getOutbox().saveDraft({ id: form._id, kind: TIMETRACK_REPORT_KIND, userId, form: draftForm }, files);
}

/** Drops what was typed and not saved (the user left without saving). */
export function discardTimetrackDraft(id: string): Promise<void> {
  return getOutbox().deleteDraft(id);
}
