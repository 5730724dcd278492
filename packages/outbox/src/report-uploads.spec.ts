import { reportUploads, type UploadSlot } from './report-uploads';

// OFFLINE.md, point 2: a report's photos go before the report, each naming its record (the server stores
// retried bytes once) and each written into the body at its field from the upload's answer.

type Slot = 'photo' | 'receipt' | 'signature';
const SLOTS: UploadSlot<Slot>[] = [
  { slot: 'photo', url: '/api/images', kind: 'image', target: ['image'] },
  { slot: 'receipt', url: '/api/images', kind: 'receipt', target: ['spesen', 'beleg'] },
  { slot: 'signature', url: '/api/signature', target: ['tk', 'signature'] },
];
const jpeg = new Blob([new Uint8Array([1, 2])], { type: 'image/jpeg' });
const png = new Blob([new Uint8Array([3])], { type: 'image/png' });

describe('the uploads of a report', () => {
  it.each([
    ['no photo taken: nothing to upload', {}, []],
    ['only the slots with a photo', { receipt: jpeg }, ['receipt']],
    ['in the order of the slots, not of the photos', { signature: png, photo: jpeg }, ['photo', 'signature']],
  ] as const)('%s', (_case, photos, slots) => {
    expect(reportUploads('r-1', SLOTS, photos).map((file) => file.slot)).toEqual(slots);
  });

  it.each([
    ['photo', jpeg, '/api/images', { kind: 'image', purchaseID: 'r-1' }, 'photo.jpg', ['image']],
    [
      'receipt',
      jpeg,
      '/api/images',
      { kind: 'receipt', purchaseID: 'r-1' },
      'photo.jpg',
      ['spesen', 'beleg'],
    ],
    ['signature', png, '/api/signature', { purchaseID: 'r-1' }, 'signature.png', ['tk', 'signature']],
  ] as const)(
    'the %s goes to %s naming the record, its stored name into its field',
    (slot, data, url, fields, fileName, target) => {
      expect(reportUploads('r-1', SLOTS, { [slot]: data })).toEqual([
        { slot, data, upload: { url, fileField: 'file', fileName, fields, answerKey: 'img' }, target },
      ]);
    },
  );
});
