import { createEvent, EventBus } from '@agecheck/nest-common';
import { InMemoryEventBus, newTestService, standIn } from '@agecheck/nest-common/testing';
import { InMemoryPurchaseRowsRepository } from '../../test/in-memory-purchase-rows.repository';
import { failedTestRow } from '../../test/purchase-row.fixture';
import { PurchaseRowsRepository } from './purchase-rows.repository';
import { PurchasesConsumer } from './purchases.consumer';

const { store, userName: _userName, deleted: _deleted, version: _version, ...row } = failedTestRow();
// the purchase as svc-purchases stored it (its save counter is not the row's)
const stored = { ...row, version: 3 };
const snapshot = {
  _id: stored._id,
  userID: 'tk1',
  storeID: stored.storeID,
  vst: stored.vst,
  storeType: 'coop' as const,
  delayed: false,
  done: false,
};
const actor = { id: 'pl1', name: 'Paula Planer' };
const at = (time: string) => ({ id: `event-${time}`, occurredAt: new Date(`2026-11-23T${time}:00Z`) });
const saved = (time: string, changes = {}) =>
  createEvent(
    'purchases.purchase.saved',
    { purchase: snapshot, created: false, stored: { ...stored, ...changes }, store },
    actor,
    at(time),
  );

function setup() {
  const rows = new InMemoryPurchaseRowsRepository();
  const bus = new InMemoryEventBus();
  const service = newTestService(PurchasesConsumer, [
    standIn(PurchaseRowsRepository, rows),
    standIn(EventBus, bus),
  ]);
  service.requests.answer('identity.user.get', ({ id }) => ({
    _id: id,
    name: 'Tina Tester',
    role: ['testkaeufer'],
    deleted: false,
  }));
  return { ...service, rows, bus };
}

describe('the purchase rows of svc-exports, kept from purchases.purchase.* events', () => {
  it('reads the purchases stream with its own durable consumer', async () => {
    const { sut, bus } = setup();
    await sut.onApplicationBootstrap();
    expect(bus.consumers.map(({ durable }) => durable)).toEqual(['exports-purchases']);
  });

  it('keeps the purchase as stored, its store and the name of the tester (not of who saved it)', async () => {
    const { sut, rows } = setup();
    await sut.apply(saved('09:00'));
    expect(await rows.findById(stored._id)).toEqual({
      ...failedTestRow(),
      userName: 'Tina Tester',
      version: '2026-11-23T09:00:00.000Z',
    });
  });

  it('takes the tester’s name the purchase keeps, without asking identity', async () => {
    const { sut, rows, requests } = setup();
    await sut.apply(saved('09:00', { userName: 'Tina T.' }));
    expect(await rows.findById(stored._id)).toMatchObject({ userName: 'Tina T.' });
    expect(requests.sent).toEqual([]);
  });

  it('keeps the newest save, and a deleted purchase stays deleted when an old save comes late', async () => {
    const { sut, rows } = setup();
    await sut.apply(saved('09:05', { done: true }));
    await sut.apply(saved('09:00'));
    expect(await rows.findById(stored._id)).toMatchObject({ done: true });
    await sut.apply(createEvent('purchases.purchase.deleted', { purchase: snapshot }, actor, at('09:10')));
    await sut.apply(saved('09:05', { done: true }));
    expect(await rows.findById(stored._id)).toBeNull();
  });

  it('skips a save published before the event carried the purchase', async () => {
    const { sut, rows } = setup();
    await sut.apply(
      createEvent('purchases.purchase.saved', { purchase: snapshot, created: true }, actor, at('09:00')),
    );
    expect(rows.rows.size).toBe(0);
  });
});
