import type { OutboxBlob, OutboxReport } from '@agecheck/outbox';
import { localPurchaseOf } from './local-purchase';

// Decision 0018: a reload or a closed tab loses nothing; the wizard goes on from what the phone keeps.

const ID = '0196b2f0-0000-7000-8000-000000000002';
const purchase = { _id: ID, storeID: 'store-1', signatures: { chief: {}, cashier: {} } };
const bytes = new Uint8Array([0xff, 0xd8, 0xff, 1]).buffer;

function report(patch: Partial<OutboxReport>): OutboxReport {
  return {
    id: ID,
    kind: 'purchase',
    userId: 'user-1',
    state: 'queued',
    attempts: 0,
    createdAt: 1,
    updatedAt: 1,
    ...patch,
  };
}

function blob(slot: string, target: string[], storedName?: string): OutboxBlob {
  return {
    id: `${ID}:${slot}`,
    reportId: ID,
    data: bytes,
    type: 'image/jpeg',
    sha256: 'x',
    upload: { url: '/api/images', fileField: 'file', fileName: 'photo.jpg', answerKey: 'img' },
    target,
    ...(storedName ? { storedName } : {}),
  };
}

const request = { method: 'PUT' as const, url: `/api/purchases/${ID}`, body: purchase };

describe('what the phone keeps of a purchase', () => {
  it('nothing when the outbox never saw it: the server copy counts', () => {
    expect(localPurchaseOf(undefined, [])).toBeUndefined();
  });

  it('nothing once it was sent without changes since: the server copy counts', () => {
    expect(localPurchaseOf(report({ state: 'sent', request }), [])).toBeUndefined();
  });

  it('the draft typed since the last save, with its photos and step, before any queued save', async () => {
    const local = localPurchaseOf(
      report({
        state: 'sent',
        request,
        draft: {
          form: { purchase: { ...purchase, vst: '123' }, step: 4 },
          files: { bill: { data: bytes, type: 'image/jpeg' } },
          savedAt: 2,
        },
      }),
      [],
    );
    expect(local?.draft).toEqual({ ...purchase, vst: '123' });
    expect(local?.step).toBe(4);
    expect(local?.photos.bill?.type).toBe('image/jpeg');
    expect(await local?.photos.bill?.arrayBuffer()).toEqual(bytes);
  });

  it.each(['queued', 'sending', 'needsAttention'] as const)(
    'a save still %s: its body with the names of uploaded photos, the others to send again',
    (state) => {
      const local = localPurchaseOf(report({ state, request }), [
        blob('bill', ['bill'], 'stored-bill.jpg'),
        blob('cashierSignature', ['signatures', 'cashier', 'img']),
      ]);
      expect(local?.draft).toEqual({ ...purchase, bill: 'stored-bill.jpg' });
      expect(Object.keys(local?.photos ?? {})).toEqual(['cashierSignature']);
      expect(local?.step).toBe(2);
    },
  );
});
