import { createEvent } from '@agecheck/nest-common';
import { describeEvent } from './protocol.describe';

const actor = { id: 'tk1', name: 'Tina Käufer' };
const shopper = {
  _id: '0123456789abcdef01234567',
  name: 'Muster Anna',
  nachname: 'Muster',
  vorname: 'Anna',
  date: '2010-05-04',
  gender: 'w' as const,
  address: { street: 'Bahnhofstrasse 1', zip: '8001', city: 'Zürich' },
  userID: 'tk1',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

describe('protocol entry of an event (back-office spec, "Protocol")', () => {
  it.each([
    [createEvent('purchases.shopper.saved', { shopper, created: true }, actor), 'purchases', 'shopper.saved'],
    [
      createEvent(
        'purchases.shopper.deleted',
        { shopperId: shopper._id, name: shopper.name, userID: 'tk1' },
        actor,
      ),
      'purchases',
      'shopper.deleted',
    ],
  ])('%#: module %s, type %s, with the name and the actor', (event, module, type) => {
    const entry = describeEvent(event as never);
    expect(entry).toMatchObject({
      _id: event.id,
      eventId: event.id,
      date: event.occurredAt,
      module,
      type,
      short: `protocol.${module}.${type}`,
      params: { name: 'Muster Anna', actor: 'Tina Käufer' },
      actor,
    });
    expect(JSON.parse(entry.detail)).toEqual(event.data);
  });
});
