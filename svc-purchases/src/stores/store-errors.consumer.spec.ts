import { createEvent, type DomainEvent, type EventBus } from '@agecheck/nest-common';
import type { PurchaseEventSnapshot } from '@agecheck/contracts';
import { InMemoryStoresRepository } from '../../test/in-memory-stores.repository';
import type { StoresRepository } from './stores.repository';
import { StoreErrorsConsumer } from './store-errors.consumer';

const storeID = '0000000000000000000000aa';
const purchase = (id: string, fields: Partial<PurchaseEventSnapshot> = {}): PurchaseEventSnapshot => ({
  _id: id,
  userID: 'tk1',
  storeID,
  vst: '1001',
  storeType: 'kiosk',
  testType: 'Tabak',
  date: '2026-11-20',
  delayed: false,
  done: false,
  ...fields,
});
const actor = { id: 'tk1', name: 'Tina' };

function setup() {
  const repository = new InMemoryStoresRepository();
  repository.stores.set(storeID, { _id: storeID } as never);
  const consumer = new StoreErrorsConsumer({} as EventBus, repository as unknown as StoresRepository);
  return { repository, consumer };
}

// field-app spec, section 4: alkOverride asks whether "the store's errors include tobacco".
describe('store errors from the purchase events', () => {
  it('records a failed test once, even when its event comes twice, and forgets it when the purchase is deleted', async () => {
    const { repository, consumer } = setup();
    const failed = createEvent(
      'purchases.purchase.failed',
      { purchase: purchase('p1', { regulationsRespected: false }) },
      actor,
    ) as DomainEvent;
    await consumer.apply(failed);
    await consumer.apply(failed);
    await consumer.apply(
      createEvent('purchases.purchase.failed', { purchase: purchase('p2', { testType: 'Alkohol' }) }, actor),
    );
    expect(repository.errorsOf.get(storeID)).toEqual([
      { testType: 'Tabak', date: '2026-11-20', purchaseID: 'p1' },
      { testType: 'Alkohol', date: '2026-11-20', purchaseID: 'p2' },
    ]);
    await consumer.apply(createEvent('purchases.purchase.deleted', { purchase: purchase('p1') }, actor));
    expect(repository.errorsOf.get(storeID)?.map((error) => error.purchaseID)).toEqual(['p2']);
  });

  it.each([
    ['regulations respected', { regulationsRespected: true }],
    ['delayed again', { regulationsRespected: false, delayed: true }],
    [
      'finished by a special reason',
      { regulationsRespected: false, specialReason: 'productsMissing' as const },
    ],
    ['without an outcome yet', { delayed: true }],
  ])('takes the error away when the failed test is saved again %s', async (_case, change) => {
    const { repository, consumer } = setup();
    const failed = purchase('p3', { regulationsRespected: false });
    await consumer.apply(createEvent('purchases.purchase.saved', { purchase: failed, created: true }, actor));
    await consumer.apply(createEvent('purchases.purchase.failed', { purchase: failed }, actor));
    expect(repository.errorsOf.get(storeID)?.map((error) => error.purchaseID)).toEqual(['p3']);

    await consumer.apply(
      createEvent('purchases.purchase.saved', { purchase: { ...failed, ...change }, created: false }, actor),
    );
    expect(repository.errorsOf.get(storeID)).toEqual([]);
  });

  it('keeps the error of a failed test saved again unchanged, and another purchase’s error', async () => {
    const { repository, consumer } = setup();
    const failed = purchase('p4', { regulationsRespected: false });
    await consumer.apply(createEvent('purchases.purchase.failed', { purchase: failed }, actor));
    await consumer.apply(
      createEvent('purchases.purchase.saved', { purchase: failed, created: false }, actor),
    );
    await consumer.apply(
      createEvent(
        'purchases.purchase.saved',
        { purchase: purchase('p5', { regulationsRespected: true }), created: true },
        actor,
      ),
    );
    expect(repository.errorsOf.get(storeID)?.map((error) => error.purchaseID)).toEqual(['p4']);
  });
});
