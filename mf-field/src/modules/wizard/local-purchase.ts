import { getOutbox, withStoredNames, type Draft, type OutboxBlob, type OutboxReport } from '@agecheck/outbox';
import type { PurchasePhotos } from './purchase-sender';
import type { PurchaseDraft } from './wizard-form';
import type { WizardStep } from './wizard-steps';

/** What the phone keeps of a purchase the server has not (all) of: the form, its photos and the step shown. */
export type LocalPurchase = { draft: PurchaseDraft; photos: PurchasePhotos; step: WizardStep };

/** The wizard's form as the outbox keeps it between saves (a draft). */
type DraftForm = { purchase: PurchaseDraft; step: WizardStep };

const PHOTO_SLOTS: ReadonlyArray<keyof PurchasePhotos> = [
  'image',
  'bill',
  'cashierSignature',
  'chiefSignature',
];

function isPhotoSlot(slot: string): slot is keyof PurchasePhotos {
  return (PHOTO_SLOTS as readonly string[]).includes(slot);
}

function photosOf(files: ReadonlyArray<[slot: string, data: ArrayBuffer, type: string]>): PurchasePhotos {
  const photos: PurchasePhotos = {};
  for (const [slot, data, type] of files) if (isPhotoSlot(slot)) photos[slot] = new Blob([data], { type });
  return photos;
}

/**
 * The purchase as the phone last had it (decision 0018): the draft typed since the last save if there is
 * one (the newest), else a save still waiting to be sent or refused (its photos not uploaded yet come back
 * as photos to send), else nothing (the server's copy counts).
 */
export function localPurchaseOf(
  report: OutboxReport | undefined,
  blobs: readonly OutboxBlob[],
): LocalPurchase | undefined {
  if (!report) return undefined;
  if (report.draft) return fromDraft(report.draft);
  if (!report.request || report.state === 'sent') return undefined;
  const slotOf = (blob: OutboxBlob) => blob.id.slice(report.id.length + 1);
  return {
    draft: withStoredNames(report.request.body, blobs) as PurchaseDraft,
    photos: photosOf(
      blobs.filter((blob) => !blob.storedName).map((blob) => [slotOf(blob), blob.data, blob.type]),
    ),
    step: 2,
  };
}

function fromDraft(draft: Draft): LocalPurchase {
  const form = draft.form as DraftForm;
  return {
    draft: form.purchase,
    photos: photosOf(Object.entries(draft.files).map(([slot, file]) => [slot, file.data, file.type])),
    step: form.step,
  };
}

/** Reads what the phone keeps of a purchase (see `localPurchaseOf`). */
export async function loadLocalPurchase(id: string): Promise<LocalPurchase | undefined> {
  const outbox = getOutbox();
  const [report, blobs] = await Promise.all([
    outbox.get(id),
    outbox.db.blobs.where('reportId').equals(id).toArray(),
  ]);
  return localPurchaseOf(report, blobs);
}

/** Keeps the form as typed on the phone until it is saved: a reload or a closed tab loses nothing. */
export function keepDraft(
  userId: string,
  purchase: PurchaseDraft,
  step: WizardStep,
  photos: PurchasePhotos,
): Promise<void> {
  const form: DraftForm = { purchase, step };
  const files = Object.fromEntries(Object.entries(photos).filter(([, blob]) => blob !== undefined)) as Record<
    string,
    Blob
  >;
  return getOutbox().saveDraft({ id: purchase._id, kind: 'purchase', userId, form }, files);
}
