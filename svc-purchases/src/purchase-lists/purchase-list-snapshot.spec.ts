import type { Purchase } from '@agecheck/contracts';
import type { DomainEvent } from '@agecheck/nest-common';
import { eventSnapshot } from '../../test/purchase-event.fixture';
import { changeOf } from './purchase-list-snapshot';

// Decision 0021: after the load, the lists apply what a purchase event carries instead of reading the
// purchase again (a read by id that FerretDB answers by scanning every purchase).

const snapshot = eventSnapshot();
const stored = {
  _id: 'p-1',
  userID: 'tk1',
  userName: 'Tina Tester',
  storeID: 'store-1',
  vst: '1001',
  name: 'Coop Bern 1001',
  type: [{ api: 'coop', name: 'Coop' }],
  date: '2026-11-23',
  time: '10:15',
  testType: 'Alkohol',
  delayed: false,
  done: true,
  version: 3,
  cashier: { gender: 'w', name: 'Muster', firstname: 'Anna' },
  createdAt: '2026-11-23T10:20:00.000Z',
} as unknown as Purchase;
// what the lists keep of it: all but the save counter and the cashier
const { version: _saves, cashier: _cashier, ...rowFields } = stored;
const envelope = { id: 'e-1', occurredAt: '2026-11-23T10:20:00.000Z', actor: { id: 'tk1', name: 'Tina' } };
const event = (subject: string, data: unknown) => ({ ...envelope, subject, data }) as DomainEvent;

describe.each<[string, DomainEvent, ReturnType<typeof changeOf>]>([
  [
    "a save carrying the stored purchase puts its row, with the row's fields only",
    event('purchases.purchase.saved', { purchase: snapshot, created: false, stored }),
    { put: rowFields },
  ],
  [
    'a save of an older shape, without the stored purchase, must be read',
    event('purchases.purchase.saved', { purchase: snapshot, created: true }),
    undefined,
  ],
  [
    'a delete removes the row',
    event('purchases.purchase.deleted', { purchase: snapshot }),
    { remove: 'p-1' },
  ],
  [
    'a failed test changes nothing (its save comes with it)',
    event('purchases.purchase.failed', { purchase: snapshot }),
    'none',
  ],
])('%s', (_, given, expected) => {
  it('is applied as such', () => {
    expect(changeOf(given)).toEqual(expected);
  });
});
