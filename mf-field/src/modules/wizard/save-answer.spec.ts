import type { Purchase } from '@agecheck/contracts';
import type { PurchasePhotos } from './purchase-sender';
import { withSaveAnswer, type WizardForm } from './save-answer';
import { newDraft, type PurchaseDraft } from './wizard-form';

const sentImage = new Blob(['report'], { type: 'image/jpeg' });
const sentBill = new Blob(['receipt'], { type: 'image/jpeg' });
const sentCashier = new Blob(['cashier'], { type: 'image/png' });
const sentChief = new Blob(['chief'], { type: 'image/png' });
const newerChief = new Blob(['chief again'], { type: 'image/png' });

/** The form as it was when the save was queued: a store, nothing signed yet. */
const queued: PurchaseDraft = {
  ...newDraft('0b8f5c2e-6d1a-4a57-9a8e-3c1f2d4b5a69', new Date(2026, 10, 23, 9, 5)),
  storeID: '65f0c0ffee0000000000abcd',
  vst: '1234',
  name: 'Filiale',
};

/** The server's answer to that save: the stored names of what was uploaded with it, and its own decisions. */
function answerTo(draft: PurchaseDraft, stored: Partial<Purchase>): Purchase {
  return {
    ...(draft as unknown as Purchase),
    userID: 'u1',
    delayed: true,
    done: false,
    createdAt: '2026-11-23T08:05:00.000Z',
    updatedAt: '2026-11-23T08:05:09.000Z',
    ...stored,
  };
}

const allStored = answerTo(queued, {
  image: 'report-1.jpg',
  bill: 'bill-1.jpg',
  signatures: { cashier: { img: 'sig-c-1.jpg' }, chief: { img: 'sig-h-1.jpg' } },
});
const allSent: PurchasePhotos = {
  image: sentImage,
  bill: sentBill,
  cashierSignature: sentCashier,
  chiefSignature: sentChief,
};

type Row = [what: string, now: WizardForm, sent: PurchasePhotos, answer: Purchase, expected: WizardForm];

// Issue 7 ("nothing typed in a shop is lost", decision 0018): the answer to a save fills in only what the
// server assigned; what the user changed while the save was on its way stays.
const rows: Row[] = [
  [
    'takes the stored names of the photos sent and drops them from the photos to send',
    { draft: queued, photos: allSent },
    allSent,
    allStored,
    {
      draft: {
        ...queued,
        image: 'report-1.jpg',
        bill: 'bill-1.jpg',
        signatures: { cashier: { img: 'sig-c-1.jpg' }, chief: { img: 'sig-h-1.jpg' } },
      },
      photos: {},
    },
  ],
  [
    'keeps a chief position and a cashier signature problem chosen while the save was on its way',
    {
      draft: { ...queued, signatures: { cashier: { problem: 'refused' }, chief: { position: 'deputy' } } },
      photos: { chiefSignature: sentChief },
    },
    { chiefSignature: sentChief },
    answerTo(queued, { signatures: { cashier: {}, chief: { img: 'sig-h-1.jpg' } } }),
    {
      draft: {
        ...queued,
        signatures: { cashier: { problem: 'refused' }, chief: { position: 'deputy', img: 'sig-h-1.jpg' } },
      },
      photos: {},
    },
  ],
  [
    'keeps a signature drawn again while the save was on its way, to be sent with the next save',
    { draft: queued, photos: { chiefSignature: newerChief } },
    { chiefSignature: sentChief },
    answerTo(queued, { signatures: { cashier: {}, chief: { img: 'sig-h-1.jpg' } } }),
    { draft: queued, photos: { chiefSignature: newerChief } },
  ],
  [
    'keeps a signature taken while a save without signatures was on its way',
    { draft: queued, photos: { cashierSignature: sentCashier } },
    {},
    answerTo(queued, {}),
    { draft: queued, photos: { cashierSignature: sentCashier } },
  ],
  [
    'leaves a photo cleared while the save was on its way cleared',
    { draft: queued, photos: {} },
    { image: sentImage },
    answerTo(queued, { image: 'report-1.jpg' }),
    { draft: queued, photos: {} },
  ],
  [
    'keeps text typed since the save and ignores what the answer carries for it',
    { draft: { ...queued, remarks: 'typed later', noReceipt: true }, photos: {} },
    {},
    answerTo({ ...queued, remarks: 'old' }, {}),
    { draft: { ...queued, remarks: 'typed later', noReceipt: true }, photos: {} },
  ],
  [
    'keeps the photo when the answer names no stored file for it',
    { draft: queued, photos: { bill: sentBill } },
    { bill: sentBill },
    answerTo(queued, {}),
    { draft: queued, photos: { bill: sentBill } },
  ],
];

describe('the form after the answer to a save', () => {
  it.each(rows)('%s', (_what, now, sent, answer, expected) => {
    const result = withSaveAnswer(now, sent, answer);
    expect(result.draft).toEqual(expected.draft);
    expect(result.photos).toEqual(expected.photos);
    // the photos still to send are the very blobs the user took
    for (const [slot, blob] of Object.entries(expected.photos))
      expect(result.photos[slot as keyof PurchasePhotos]).toBe(blob);
  });

  it('never takes the server-decided fields into the form', () => {
    const { draft } = withSaveAnswer({ draft: queued, photos: allSent }, allSent, allStored);
    expect(draft).not.toHaveProperty('delayed');
    expect(draft).not.toHaveProperty('done');
    expect(draft).not.toHaveProperty('userID');
  });
});
