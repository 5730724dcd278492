import type { EventEnvelope, Shopper, ShopperListQuery } from '@agecheck/contracts';
import {
  describeRepositoryContract,
  relayRecordingEvents,
  type Implementation,
} from '@agecheck/nest-common/testing';
import { ShoppersRepository } from '../src/shoppers/shoppers.repository';
import { InMemoryShoppersRepository } from './in-memory-shoppers.repository';

// Shoppers: the in-memory stand-in of the shoppers service's unit tests answers as the MongoDB repository
// on the real server (a tester's own list, the back office's paged search, saves and removes with their
// events; field-app spec, sections 5 to 7; back-office spec, "Shopper administration").

type Subject = { shoppers: Implementation<ShoppersRepository>; events: EventEnvelope<unknown>[] };

const DELETED_AT = new Date('2026-11-23T09:00:00.000Z');

function shopper(n: number, changes: Partial<Shopper> = {}): Shopper {
  return {
    _id: n.toString(16).padStart(24, '0'),
    name: `Muster ${n}`,
    nachname: 'Muster',
    vorname: String(n),
    date: '2010-05-01',
    gender: 'w',
    address: { street: 'Bahnhofstrasse 1', zip: '8001', city: 'Zürich' },
    userID: 'tk1',
    updatedAt: '2026-11-23T09:00:00.000Z',
    ...changes,
  };
}

function event(n: number): EventEnvelope<unknown> {
  return {
    id: `event-${n}`,
    subject: 'purchases.shopper.saved',
    occurredAt: '2026-11-23T09:00:00.000Z',
    actor: { id: 'tk1', name: 'Tina' },
    data: { n },
  };
}

async function create(subject: Subject, ...shoppers: Shopper[]): Promise<void> {
  for (const [index, each] of shoppers.entries()) await subject.shoppers.save(each, event(100 + index), true);
  subject.events.length = 0;
}

const query = (changes: Partial<ShopperListQuery> = {}): ShopperListQuery => ({
  page: 1,
  pageSize: 20,
  ...changes,
});

const names = (shoppers: readonly Shopper[]) => shoppers.map((each) => each.name);

describeRepositoryContract<Subject>(
  'ShoppersRepository',
  {
    inMemory: () => {
      const shoppers = new InMemoryShoppersRepository();
      return { shoppers, events: shoppers.events };
    },
    mongo: async (db) => {
      const { relay, events } = relayRecordingEvents(db);
      const shoppers = new ShoppersRepository(db, relay);
      await shoppers.onModuleInit();
      return { shoppers, events };
    },
  },
  {
    'a created shopper is found by its id as it was saved, and its event is published': async (subject) => {
      expect(await subject.shoppers.save(shopper(1), event(1), true)).toBe(true);
      expect(await subject.shoppers.findById(shopper(1)._id)).toEqual(shopper(1));
      expect(subject.events).toEqual([event(1)]);
    },

    'an unknown or malformed id finds nothing': async (subject) => {
      await create(subject, shopper(1));
      expect(await subject.shoppers.findById(shopper(2)._id)).toBeUndefined();
      expect(await subject.shoppers.findById('not-an-id')).toBeUndefined();
    },

    'an update replaces the shopper and publishes its event': async (subject) => {
      await create(subject, shopper(1));
      const changed = shopper(1, {
        name: 'Meier Lea',
        address: { street: 'Weg 2', zip: '3011', city: 'Bern' },
      });
      expect(await subject.shoppers.save(changed, event(2), false)).toBe(true);
      expect(await subject.shoppers.findById(changed._id)).toEqual(changed);
      expect(subject.events).toEqual([event(2)]);
    },

    'an update of a shopper that does not exist answers false, stores and publishes nothing': async (
      subject,
    ) => {
      expect(await subject.shoppers.save(shopper(1), event(1), false)).toBe(false);
      expect(await subject.shoppers.findById(shopper(1)._id)).toBeUndefined();
      expect(subject.events).toEqual([]);
    },

    'a removed shopper is gone from every read, and cannot be updated or removed again': async (subject) => {
      await create(subject, shopper(1), shopper(2));
      expect(await subject.shoppers.remove(shopper(1)._id, event(1), DELETED_AT)).toBe(true);
      expect(await subject.shoppers.findById(shopper(1)._id)).toBeUndefined();
      expect(names(await subject.shoppers.findByUser('tk1'))).toEqual(['Muster 2']);
      expect(await subject.shoppers.findPage(query())).toMatchObject({ total: 1 });
      expect(await subject.shoppers.save(shopper(1), event(2), false)).toBe(false);
      expect(await subject.shoppers.remove(shopper(1)._id, event(3), DELETED_AT)).toBe(false);
      expect(subject.events).toEqual([event(1)]);
    },

    'a tester’s shoppers are theirs only, sorted by name as the database sorts': async (subject) => {
      await create(
        subject,
        shopper(1, { name: 'Zürcher Ida' }),
        shopper(2, { name: 'Ärni Max', userID: 'tk1' }),
        shopper(3, { name: 'Meier Lea', userID: 'tk2' }),
        shopper(4, { name: 'müller Anna' }),
        shopper(5, { name: 'Bauer Eva' }),
      );
      // by code point, as MongoDB and FerretDB sort without a collation: capitals, small letters, umlauts
      expect(names(await subject.shoppers.findByUser('tk1'))).toEqual([
        'Bauer Eva',
        'Zürcher Ida',
        'müller Anna',
        'Ärni Max',
      ]);
      expect(names(await subject.shoppers.findByUser('tk3'))).toEqual([]);
    },

    'the list searches name or city, in any case, text taken literally, of one tester if asked': async (
      subject,
    ) => {
      await create(
        subject,
        shopper(1, { name: 'Meier Lea' }),
        shopper(2, { name: 'Keller Tom', address: { street: 'Weg 1', zip: '3011', city: 'Bern' } }),
        shopper(3, { name: 'Bernasconi Gia', userID: 'tk2' }),
        shopper(4, { name: 'Frey (alt) Urs' }),
      );
      expect(names((await subject.shoppers.findPage(query({ q: 'BERN' }))).items)).toEqual([
        'Bernasconi Gia',
        'Keller Tom',
      ]);
      expect(names((await subject.shoppers.findPage(query({ q: 'bern', userID: 'tk1' }))).items)).toEqual([
        'Keller Tom',
      ]);
      expect(names((await subject.shoppers.findPage(query({ q: '(alt)' }))).items)).toEqual([
        'Frey (alt) Urs',
      ]);
      expect(await subject.shoppers.findPage(query({ q: '.*' }))).toMatchObject({ items: [], total: 0 });
      expect(names((await subject.shoppers.findPage(query({ userID: 'tk2' }))).items)).toEqual([
        'Bernasconi Gia',
      ]);
    },

    'the list is paged by name, then id, with the total of all matching': async (subject) => {
      await create(
        subject,
        shopper(5, { name: 'Muster Anna' }),
        shopper(3, { name: 'Muster Anna' }),
        shopper(4, { name: 'Bauer Eva' }),
        shopper(1, { name: 'Zoller Kai' }),
        shopper(2, { name: 'Muster Anna' }),
      );
      const first = await subject.shoppers.findPage(query({ pageSize: 2 }));
      const second = await subject.shoppers.findPage(query({ page: 2, pageSize: 2 }));
      const third = await subject.shoppers.findPage(query({ page: 3, pageSize: 2 }));
      const beyond = await subject.shoppers.findPage(query({ page: 4, pageSize: 2 }));
      const ids = (page: { items: Shopper[] }) => page.items.map((each) => Number.parseInt(each._id, 16));
      expect([ids(first), ids(second), ids(third), ids(beyond)]).toEqual([[4, 2], [3, 5], [1], []]);
      expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect(beyond).toMatchObject({ total: 5, page: 4, pageSize: 2 });
    },
  },
);
