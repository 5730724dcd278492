import type { Purchase, PurchaseInput } from '@agecheck/contracts';
import type { ApiError } from '@agecheck/ui';
import {
  awaitPageDelivery,
  getOutbox,
  refusalError,
  reportUploads,
  type BlobInput,
  type Delivery,
  type ReportInput,
  type UploadSlot,
} from '@agecheck/outbox';

/** Photos and signatures taken in the wizard and not sent yet, by the purchase field that names them. */
export type PurchasePhotos = {
  image?: Blob;
  bill?: Blob;
  cashierSignature?: Blob;
  chiefSignature?: Blob;
};

/** Where each photo goes: its upload (`POST api/images` with its kind, or `api/signature`) and its field. */
const SLOTS: ReadonlyArray<UploadSlot<keyof PurchasePhotos>> = [
  { slot: 'image', url: '/api/images', kind: 'image', target: ['image'] },
  { slot: 'bill', url: '/api/images', kind: 'receipt', target: ['bill'] },
  { slot: 'cashierSignature', url: '/api/signature', target: ['signatures', 'cashier', 'img'] },
  { slot: 'chiefSignature', url: '/api/signature', target: ['signatures', 'chief', 'img'] },
];

/** How long a save waits for the server's answer before the wizard says it waits on the phone. */
export const DELIVERY_WAIT_MS = 10_000;

/**
 * The outbox report of a purchase save: `PUT api/purchases/{id}` (an idempotent upsert of the id made on the
 * phone) with the photos taken since the last save, each uploaded first naming the purchase (the server
 * stores retried bytes once) and its stored name (`img`) written into the body at its field.
 */
export function purchaseReport(
  userId: string,
  input: PurchaseInput,
  photos: PurchasePhotos,
  { autosave = false }: { autosave?: boolean } = {},
): { report: ReportInput; files: BlobInput[] } {
  const id = input._id;
  return {
    report: {
      id,
      kind: 'purchase',
      userId,
      request: { method: 'PUT', url: `/api/purchases/${encodeURIComponent(id)}`, body: input },
      // the wizard's autosave is sent too, but only "Speichern" counts as a report waiting (issue 17, item 13)
      ...(autosave ? { autosave } : {}),
    },
    files: reportUploads(id, SLOTS, photos),
  };
}

/** What became of a save: stored by the server (its answer tells `delayed`), refused by it, or waiting on the phone. */
export type SaveResult =
  { state: 'sent'; purchase: Purchase } | { state: 'refused'; error: ApiError } | { state: 'queued' };

/** The wizard's view of the outbox's delivery. */
export function saveResultOf(delivery: Delivery): SaveResult {
  if (delivery.state === 'sent') return { state: 'sent', purchase: delivery.answer as Purchase };
  if (delivery.state === 'needsAttention') return { state: 'refused', error: refusalError(delivery.error) };
  return { state: 'queued' };
}

/**
 * Saves a purchase through the outbox (decision 0018): queued on the phone with its photos in one
 * transaction (it survives a reload and goes when the network is there), then waits up to `waitMs` for the
 * sender. The wizard saves only through this function.
 */
export async function savePurchase(
  userId: string,
  input: PurchaseInput,
  photos: PurchasePhotos,
  { autosave = false, waitMs = DELIVERY_WAIT_MS }: { autosave?: boolean; waitMs?: number } = {},
): Promise<SaveResult> {
  const { report, files } = purchaseReport(userId, input, photos, { autosave });
  await getOutbox().enqueue(report, files);
  return saveResultOf(await awaitPageDelivery(report.id, waitMs));
}
