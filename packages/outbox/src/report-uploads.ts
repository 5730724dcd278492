import { UPLOAD_FILE_FIELD } from '@agecheck/contracts';
import type { BlobInput } from './outbox';
import type { BodyPath } from './outbox-db';

/**
 * Where a form's photo or signature goes before its report is sent: its upload (`POST api/images` with its
 * kind, or `api/signature`) and the body field its stored name is written into.
 */
export type UploadSlot<Slot extends string> = {
  slot: Slot;
  url: string;
  kind?: 'image' | 'receipt';
  target: BodyPath;
};

/**
 * The files of a report: each photo taken since the last save, uploaded first naming the record it belongs
 * to (`purchaseID`, so that the server stores retried bytes once), its stored name (`img`) written into the
 * body at its slot's field. Slots without a photo are left out.
 */
export function reportUploads<Slot extends string>(
  recordId: string,
  slots: readonly UploadSlot<Slot>[],
  photos: Partial<Record<Slot, Blob>>,
): BlobInput[] {
  return slots.flatMap(({ slot, url, kind, target }) => {
    const data = photos[slot];
    if (!data) return [];
    return [
      {
        slot,
        data,
        upload: {
          url,
          fileField: UPLOAD_FILE_FIELD,
          fileName: data.type === 'image/png' ? 'signature.png' : 'photo.jpg',
          fields: { ...(kind ? { kind } : {}), purchaseID: recordId },
          answerKey: 'img',
        },
        target,
      },
    ];
  });
}
