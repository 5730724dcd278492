import {
  TIMETRACK_RECEIPT_SLOTS,
  UPLOAD_FILE_FIELD,
  type Timetrack,
  type TimetrackInput,
} from '@agecheck/contracts';
import { isApiError, type ApiClient } from '@agecheck/ui';
import type { TimetrackPhotos, TimetrackSaveResult } from '@agecheck/timetrack-form';

type Upload = {
  slot: keyof TimetrackPhotos;
  url: string;
  kind?: 'receipt';
  /** The card and field of the body that names the stored image. */
  target: readonly ['tk' | 'detektiv' | 'spesen', string];
};

/** Where each image goes, as on the phone: receipts `POST api/images` kind=receipt, signatures `api/signature`. */
const UPLOADS: readonly Upload[] = [
  { slot: 'tkSignature', url: '/api/signature', target: ['tk', 'signature'] },
  { slot: 'detektivSignature', url: '/api/signature', target: ['detektiv', 'signature'] },
  ...TIMETRACK_RECEIPT_SLOTS.map((slot): Upload => ({
    slot,
    url: '/api/images',
    kind: 'receipt',
    target: ['spesen', slot],
  })),
];

/**
 * The back office's save of a record (A-R6): the images taken in the dialog uploaded first (naming the
 * record), their stored names written into the body, then `PUT api/timetrack/{id}` as the administrator (no
 * outbox: the back office works online). A refusal of the server (4xx) goes back to the wizard with its
 * field errors; anything else is thrown (the wizard says 'Es ist ein Fehler aufgetreten.').
 */
export async function saveRecordAsAdmin(
  api: ApiClient,
  input: TimetrackInput,
  photos: TimetrackPhotos,
): Promise<TimetrackSaveResult> {
  try {
    const body = structuredClone(input) as Record<string, Record<string, unknown> | undefined> &
      TimetrackInput;
    for (const { slot, url, kind, target } of UPLOADS) {
      const data = photos[slot];
      if (!data) continue;
      const form = new FormData();
      if (kind) form.append('kind', kind);
      form.append('purchaseID', input._id);
      form.append(UPLOAD_FILE_FIELD, data, data.type === 'image/png' ? 'signature.png' : 'photo.jpg');
      const { img } = await api.postForm<{ img: string }>(url, form);
      const [card, field] = target;
      body[card] = { ...body[card], [field]: img };
    }
    const record = await api.put<Timetrack>(`/api/timetrack/${encodeURIComponent(input._id)}`, body);
    return { state: 'sent', record };
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return { state: 'refused', error };
    throw error;
  }
}
