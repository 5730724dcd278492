import type { Timetrack, TimetrackInput } from '@agecheck/contracts';
import { TIMETRACK_RECEIPT_SLOTS } from '@agecheck/contracts';
import {
  awaitPageDelivery,
  getOutbox,
  refusalError,
  reportUploads,
  type BlobInput,
  type BodyPath,
  type Delivery,
  type ReportInput,
  type UploadSlot,
} from '@agecheck/outbox';
import type { TimetrackPhotos, TimetrackSaveResult } from '@agecheck/timetrack-form';
import { TIMETRACK_REPORT_KIND } from './timetrack-list';

export type { TimetrackPhotos, TimetrackSaveResult };

/** Where each image goes: receipts `POST api/images` kind=receipt (2000 px, F§5 L171), signatures `api/signature`. */
const SLOTS: ReadonlyArray<UploadSlot<keyof TimetrackPhotos>> = [
  { slot: 'tkSignature', url: '/api/signature', target: ['tk', 'signature'] },
  { slot: 'detektivSignature', url: '/api/signature', target: ['detektiv', 'signature'] },
  ...TIMETRACK_RECEIPT_SLOTS.map((slot) => ({
    slot,
    url: '/api/images',
    kind: 'receipt' as const,
    target: ['spesen', slot] as BodyPath,
  })),
];

/** How long a save waits for the server's answer before the wizard says it waits on the phone. */
export const TIMETRACK_DELIVERY_WAIT_MS = 10_000;

/**
 * The outbox report of a time record save: `PUT api/timetrack/{id}` (an upsert of the id made on the phone,
 * so a retried save never makes a second record) with the images taken since the last save, each uploaded
 * first (naming the record, so that retried bytes are stored once) and its stored name written into the body.
 */
export function timetrackReport(
  userId: string,
  input: TimetrackInput,
  photos: TimetrackPhotos,
): { report: ReportInput; files: BlobInput[] } {
  const id = input._id;
  return {
    report: {
      id,
      kind: TIMETRACK_REPORT_KIND,
      userId,
      request: { method: 'PUT', url: `/api/timetrack/${encodeURIComponent(id)}`, body: input },
    },
    files: reportUploads(id, SLOTS, photos),
  };
}

function saveResultOf(delivery: Delivery): TimetrackSaveResult {
  if (delivery.state === 'sent') return { state: 'sent', record: delivery.answer as Timetrack };
  if (delivery.state === 'needsAttention') return { state: 'refused', error: refusalError(delivery.error) };
  return { state: 'queued' };
}

/**
 * Saves a time record through the outbox (decision A-C4, OFFLINE.md): queued on the phone with its images in
 * one transaction, sent once when the network is there; waits up to `waitMs` for the sender.
 */
export async function saveTimetrack(
  userId: string,
  input: TimetrackInput,
  photos: TimetrackPhotos,
  { waitMs = TIMETRACK_DELIVERY_WAIT_MS }: { waitMs?: number } = {},
): Promise<TimetrackSaveResult> {
  const { report, files } = timetrackReport(userId, input, photos);
  await getOutbox().enqueue(report, files);
  return saveResultOf(await awaitPageDelivery(report.id, waitMs));
}
