import type { Purchase, PurchaseInput, UploadedFile } from '@agecheck/contracts';
import { UPLOAD_FILE_FIELD } from '@agecheck/contracts';
import type { ApiClient } from '@agecheck/ui';

/** Photos and signatures taken in the wizard and not sent yet, by the purchase field that names them. */
export type PurchasePhotos = {
  image?: Blob;
  bill?: Blob;
  cashierSignature?: Blob;
  chiefSignature?: Blob;
};

function upload(api: ApiClient, path: string, purchaseID: string, file: Blob, kind?: 'image' | 'receipt') {
  const form = new FormData();
  if (kind) form.append('kind', kind);
  form.append('purchaseID', purchaseID);
  form.append(UPLOAD_FILE_FIELD, file, file.type === 'image/png' ? 'signature.png' : 'photo.jpg');
  return api.postForm<UploadedFile>(path, form);
}

/**
 * Sends a purchase: its photos first (`POST api/images`, receipts with kind=receipt; signatures
 * `POST api/signature`), each naming the purchase so that a retried upload stores nothing twice, then the
 * purchase itself with the stored names (`PUT api/purchases/{id}`, an idempotent upsert of the id made on
 * the phone). The wizard saves only through this function.
 */
export async function sendPurchase(
  api: ApiClient,
  input: PurchaseInput,
  photos: PurchasePhotos,
): Promise<Purchase> {
  const id = input._id;
  const body: PurchaseInput = { ...input, signatures: { ...input.signatures } };
  if (photos.image) body.image = (await upload(api, '/api/images', id, photos.image, 'image')).img;
  if (photos.bill) body.bill = (await upload(api, '/api/images', id, photos.bill, 'receipt')).img;
  if (photos.cashierSignature) {
    const { img } = await upload(api, '/api/signature', id, photos.cashierSignature);
    body.signatures.cashier = { ...body.signatures.cashier, img };
  }
  if (photos.chiefSignature) {
    const { img } = await upload(api, '/api/signature', id, photos.chiefSignature);
    body.signatures.chief = { ...body.signatures.chief, img };
  }
  return api.put<Purchase>(`/api/purchases/${encodeURIComponent(id)}`, body);
}
