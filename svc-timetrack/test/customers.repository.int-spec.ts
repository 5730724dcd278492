import type { EventEnvelope } from '@agecheck/contracts';
import {
  describeRepositoryContract,
  relayRecordingEvents,
  type Implementation,
} from '@agecheck/nest-common/testing';
import { CustomersRepository } from '../src/customers/customers.repository';
import type { MasterData } from '../src/customers/master-data';
import { InMemoryCustomersRepository } from './in-memory-customers.repository';

// Customers and regions: the in-memory stand-in of the customers service's unit tests answers as the MongoDB
// repository on the real server (lists in their order, saves and removes with their events, the customers of
// a region; checklist A.8).

type Subject = { items: Implementation<CustomersRepository>; events: EventEnvelope<unknown>[] };

const DELETED_AT = new Date('2026-11-23T09:00:00.000Z');
const oid = (n: number) => n.toString(16).padStart(24, '0');

function region(n: number, changes: Partial<MasterData['region']> = {}): MasterData['region'] {
  return {
    _id: oid(n),
    order: n,
    name: `Region ${n}`,
    vstort: 'Bern',
    referenz: 'R',
    lieferadresse: 'Postfach',
    kst: '4711',
    price: { normal: 80, sonntag: 120 },
    ...changes,
  };
}

function customer(n: number, changes: Partial<MasterData['customer']> = {}): MasterData['customer'] {
  return { _id: oid(n), name: `Kunde ${n}`, vst: n, region: oid(1), kind: 'cashRegister', ...changes };
}

function event(n: number): EventEnvelope<unknown> {
  return {
    id: `event-${n}`,
    subject: 'timetrack.region.saved',
    occurredAt: '2026-11-23T09:00:00.000Z',
    actor: { id: 'ad1', name: 'Ada' },
    data: { n },
  };
}

describeRepositoryContract<Subject>(
  'CustomersRepository',
  {
    inMemory: () => {
      const items = new InMemoryCustomersRepository();
      return { items, events: items.events };
    },
    mongo: async (db) => {
      const { relay, events } = relayRecordingEvents(db);
      const items = new CustomersRepository(db, relay);
      await items.onModuleInit();
      return { items, events };
    },
  },
  {
    'a created item is found by its id as saved, in its own kind only, and its event is published': async (
      subject,
    ) => {
      expect(await subject.items.save('region', region(1), event(1), true)).toBe(true);
      expect(await subject.items.findById('region', oid(1))).toEqual(region(1));
      expect(await subject.items.findById('tkRegion', oid(1))).toBeUndefined();
      expect(await subject.items.findById('region', 'not-an-id')).toBeUndefined();
      expect(subject.events).toEqual([event(1)]);
    },

    'regions list by order, customers by name as the database sorts, ties by id': async (subject) => {
      await subject.items.save('region', region(2, { order: 1 }), event(1), true);
      await subject.items.save('region', region(1, { order: 2 }), event(2), true);
      await subject.items.save('customer', customer(3, { name: 'Zoo' }), event(3), true);
      await subject.items.save('customer', customer(4, { name: 'Ärni' }), event(4), true);
      await subject.items.save('customer', customer(5, { name: 'Bär' }), event(5), true);
      expect((await subject.items.list('region')).map((each) => each._id)).toEqual([oid(2), oid(1)]);
      expect((await subject.items.list('customer')).map((each) => each.name)).toEqual(['Bär', 'Zoo', 'Ärni']);
    },

    'an update replaces the item, dropping fields it no longer has; an unknown one answers false': async (
      subject,
    ) => {
      await subject.items.save('region', region(1, { address1: 'Weg 1' }), event(1), true);
      expect(await subject.items.save('region', region(1, { name: 'Neu' }), event(2), false)).toBe(true);
      expect(await subject.items.findById('region', oid(1))).toEqual(region(1, { name: 'Neu' }));
      expect(await subject.items.save('region', region(9), event(3), false)).toBe(false);
      expect(subject.events).toEqual([event(1), event(2)]);
    },

    'a removed item is gone and cannot be changed or removed again; a region’s customers count while live':
      async (subject) => {
        await subject.items.save('region', region(1), event(1), true);
        await subject.items.save('customer', customer(2), event(2), true);
        expect(await subject.items.customersInRegion(oid(1))).toBe(true);
        expect(await subject.items.remove('customer', oid(2), event(3), DELETED_AT)).toBe(true);
        expect(await subject.items.customersInRegion(oid(1))).toBe(false);
        expect(await subject.items.list('customer')).toEqual([]);
        expect(await subject.items.remove('customer', oid(2), event(4), DELETED_AT)).toBe(false);
        expect(await subject.items.save('customer', customer(2), event(5), false)).toBe(false);
        expect(subject.events).toEqual([event(1), event(2), event(3)]);
      },
  },
);
