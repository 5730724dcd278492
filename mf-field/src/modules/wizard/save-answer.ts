import type { Purchase } from '@agecheck/contracts';
import type { PurchasePhotos } from './purchase-sender';
import type { PurchaseDraft } from './wizard-form';

/** The wizard's form as it is now: what is typed and the photos not sent yet. */
export type WizardForm = { draft: PurchaseDraft; photos: PurchasePhotos };

type Slot = keyof PurchasePhotos;

/** Where the server's answer names the stored file of each photo slot, and where the form keeps that name. */
const STORED_NAME: Record<
  Slot,
  {
    of: (purchase: Purchase) => string | undefined;
    into: (draft: PurchaseDraft, name: string | undefined) => PurchaseDraft;
  }
> = {
  image: { of: (purchase) => purchase.image, into: (draft, image) => ({ ...draft, image }) },
  bill: { of: (purchase) => purchase.bill, into: (draft, bill) => ({ ...draft, bill }) },
  cashierSignature: {
    of: (purchase) => purchase.signatures.cashier.img,
    into: (draft, img) => ({
      ...draft,
      signatures: { chief: draft.signatures?.chief ?? {}, cashier: { ...draft.signatures?.cashier, img } },
    }),
  },
  chiefSignature: {
    of: (purchase) => purchase.signatures.chief.img,
    into: (draft, img) => ({
      ...draft,
      signatures: { cashier: draft.signatures?.cashier ?? {}, chief: { ...draft.signatures?.chief, img } },
    }),
  },
};

/**
 * The form after the server's answer to a save: only what the server assigned comes from the answer, the
 * stored names of the photos uploaded with that save, and only where the slot still holds the very photo that
 * was sent. Everything else is what the user has now (a chief position, a signature problem, a photo or
 * signature taken while the save was on its way), since the answer knows only what was sent. The fields the
 * server decides (`delayed`, `done`, ...) are not part of the form; they come from the answer itself.
 */
export function withSaveAnswer(now: WizardForm, sent: PurchasePhotos, answer: Purchase): WizardForm {
  let draft = now.draft;
  const photos: PurchasePhotos = { ...now.photos };
  for (const slot of Object.keys(STORED_NAME) as Slot[]) {
    const blob = sent[slot];
    if (!blob || now.photos[slot] !== blob) continue;
    const name = STORED_NAME[slot].of(answer);
    if (!name) continue;
    draft = STORED_NAME[slot].into(draft, name);
    delete photos[slot];
  }
  return { draft, photos };
}
