import type { Shopper } from '@agecheck/contracts';
import { createEvent, EventBus } from '@agecheck/nest-common';
import { newTestService, standIn } from '@agecheck/nest-common/testing';
import { InMemoryShopperRowsRepository } from '../../test/in-memory-shopper-rows.repository';
import { ShopperRowsRepository } from './shopper-rows.repository';
import { ShoppersConsumer } from './shoppers.consumer';

const shopper: Shopper = {
  _id: '0123456789abcdef01234567',
  name: 'Muster Anna',
  nachname: 'Muster',
  vorname: 'Anna',
  date: '2010-05-01',
  gender: 'w',
  address: { street: 'Bahnhofstrasse 1', zip: '8001', city: 'Zürich' },
  userID: 'tk1',
  updatedAt: '2026-11-23T09:00:00.000Z',
};
const actor = { id: 'tk1', name: 'Tina' };
const at = (time: string) => ({ id: `event-${time}`, occurredAt: new Date(`2026-11-23T${time}:00Z`) });

function setup() {
  const rows = new InMemoryShopperRowsRepository();
  const consumers: string[] = [];
  const bus = standIn(EventBus, {
    publish: async () => {},
    consume: async ({ durable }) => void consumers.push(durable),
    follow: async () => {},
    onApplicationShutdown: async () => {},
  });
  return {
    ...newTestService(ShoppersConsumer, [standIn(ShopperRowsRepository, rows), bus]),
    rows,
    consumers,
  };
}

describe('the shopper rows of svc-exports, kept from purchases.shopper.* events', () => {
  it('reads the purchases stream with its own durable consumer', async () => {
    const { sut, consumers } = setup();
    await sut.onApplicationBootstrap();
    expect(consumers).toEqual(['exports-shoppers']);
  });

  it('keeps what an export needs of a saved shopper', async () => {
    const { sut, rows } = setup();
    await sut.apply(createEvent('purchases.shopper.saved', { shopper, created: true }, actor, at('09:00')));
    expect(await rows.findById(shopper._id)).toEqual({
      _id: shopper._id,
      name: 'Muster Anna',
      date: '2010-05-01',
      gender: 'w',
      zip: '8001',
      city: 'Zürich',
      userID: 'tk1',
      deleted: false,
      version: '2026-11-23T09:00:00.000Z',
    });
  });

  it('marks a deleted shopper, and a late save does not bring it back', async () => {
    const { sut, rows } = setup();
    const saved = createEvent('purchases.shopper.saved', { shopper, created: true }, actor, at('09:00'));
    await sut.apply(saved);
    const deleted = { shopperId: shopper._id, name: shopper.name, userID: 'tk1' };
    await sut.apply(createEvent('purchases.shopper.deleted', deleted, actor, at('09:05')));
    await sut.apply(saved);
    expect(await rows.findById(shopper._id)).toMatchObject({ deleted: true, city: 'Zürich' });
  });
});
