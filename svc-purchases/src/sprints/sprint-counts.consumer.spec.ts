import type { DomainEvent } from '@agecheck/nest-common';
import { eventSnapshot } from '../../test/purchase-event.fixture';
import { purchaseChangeOf } from './sprint-counts.consumer';

const purchase = eventSnapshot({ sprintListID: 'herbst' });
const envelope = { id: 'e-1', occurredAt: '2026-11-23T10:00:00.000Z', actor: { id: 'tk1', name: 'Tina' } };

describe('what a purchase event means for the round counters', () => {
  it('a save carries the purchase as it now counts', () => {
    const event = { ...envelope, subject: 'purchases.purchase.saved', data: { purchase, created: true } };
    expect(purchaseChangeOf(event as DomainEvent)).toEqual({
      purchaseId: 'p-1',
      at: envelope.occurredAt,
      storeID: 'store-1',
      purchase: {
        storeID: 'store-1',
        sprintListID: 'herbst',
        testType: 'Alkohol',
        date: '2026-11-23',
        delayed: false,
      },
    });
  });

  it.each([
    ['a delete', 'purchases.purchase.deleted', { purchase }],
    [
      'a save without a test type yet',
      'purchases.purchase.saved',
      { purchase: { ...purchase, testType: undefined }, created: true },
    ],
    [
      'a save without a date yet',
      'purchases.purchase.saved',
      { purchase: { ...purchase, date: undefined }, created: true },
    ],
  ])('%s counts nowhere (the counters move back if it counted)', (_case, subject, data) => {
    expect(purchaseChangeOf({ ...envelope, subject, data } as DomainEvent)).toMatchObject({
      purchaseId: 'p-1',
      storeID: 'store-1',
      purchase: null,
    });
  });

  it('other events do not concern the counters', () => {
    const event = { ...envelope, subject: 'purchases.purchase.failed', data: { purchase } };
    expect(purchaseChangeOf(event as DomainEvent)).toBeUndefined();
  });
});
