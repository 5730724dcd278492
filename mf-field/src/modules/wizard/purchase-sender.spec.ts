import type { PurchaseInput } from '@agecheck/contracts';
import { purchaseReport, saveResultOf } from './purchase-sender';

// Decision 0018: every save of the wizard is an outbox report, its photos uploaded before the PUT that
// names them (issue 7, svc-files: multipart with purchaseID and kind, the answer's `img` is the stored name).

const ID = '0196b2f0-0000-7000-8000-000000000001';
const input = {
  _id: ID,
  signatures: { cashier: { name: 'Muster' }, chief: {} },
} as unknown as PurchaseInput;

describe('the outbox report of a purchase save', () => {
  it('is the PUT of the id made on the phone, with the whole purchase as its body', () => {
    const { report, files } = purchaseReport('user-1', input, {});
    expect(report).toEqual({
      id: ID,
      kind: 'purchase',
      userId: 'user-1',
      request: { method: 'PUT', url: `/api/purchases/${ID}`, body: input },
    });
    expect(files).toEqual([]);
  });

  it.each([
    ['image', '/api/images', { kind: 'image', purchaseID: ID }, ['image'], 'photo.jpg', 'image/jpeg'],
    ['bill', '/api/images', { kind: 'receipt', purchaseID: ID }, ['bill'], 'photo.jpg', 'image/jpeg'],
    [
      'cashierSignature',
      '/api/signature',
      { purchaseID: ID },
      ['signatures', 'cashier', 'img'],
      'signature.png',
      'image/png',
    ],
    [
      'chiefSignature',
      '/api/signature',
      { purchaseID: ID },
      ['signatures', 'chief', 'img'],
      'signature.png',
      'image/png',
    ],
  ])('the %s goes to %s with %j and its stored name into %j', (slot, url, fields, target, fileName, type) => {
    const data = new Blob([new Uint8Array([1, 2, 3])], { type });
    const { files } = purchaseReport('user-1', input, { [slot]: data });
    expect(files).toEqual([
      {
        slot,
        data,
        upload: { url, fileField: 'file', fileName, fields, answerKey: 'img' },
        target,
      },
    ]);
  });

  it('uploads photos in the order of the form: report image, receipt, cashier, chief', () => {
    const blob = new Blob([new Uint8Array([1])], { type: 'image/jpeg' });
    const { files } = purchaseReport('user-1', input, {
      chiefSignature: blob,
      bill: blob,
      cashierSignature: blob,
      image: blob,
    });
    expect(files.map((file) => file.slot)).toEqual(['image', 'bill', 'cashierSignature', 'chiefSignature']);
  });
});

describe("what the wizard makes of the outbox's delivery", () => {
  it("a sent save carries the server's purchase (which decides delayed)", () => {
    expect(saveResultOf({ state: 'sent', answer: { _id: ID, delayed: true } })).toEqual({
      state: 'sent',
      purchase: { _id: ID, delayed: true },
    });
  });

  it("a refused save carries the server's message key", () => {
    const result = saveResultOf({
      state: 'needsAttention',
      error: {
        status: 400,
        message: 'purchase.find.notfound',
        answer: { message: 'purchase.find.notfound' },
      },
    });
    expect(result.state).toBe('refused');
    expect(result.state === 'refused' && [result.error.status, result.error.message]).toEqual([
      400,
      'purchase.find.notfound',
    ]);
  });

  it('a save still on the phone is queued', () => {
    expect(saveResultOf({ state: 'waiting' })).toEqual({ state: 'queued' });
  });
});
