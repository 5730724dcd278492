import { describeRepositoryContract } from '@agecheck/nest-common/testing';
import { ShopperRowsRepository } from '../src/shoppers/shopper-rows.repository';
import { InMemoryShopperRowsRepository } from './in-memory-shopper-rows.repository';

// The shopper rows of svc-exports' read model: the in-memory stand-in of the consumer's unit tests answers
// as the MongoDB repository on the real server. A repeated or late event (JetStream delivers at least once,
// and redeliveries may overtake) never overwrites a newer row (decision 0004).

type Rows = Pick<ShopperRowsRepository, 'findById' | 'upsertIfNewer'>;

describeRepositoryContract<Rows>(
  'ShopperRowsRepository',
  {
    inMemory: () => new InMemoryShopperRowsRepository(),
    mongo: async (db) => {
      const rows = new ShopperRowsRepository(db);
      await rows.onModuleInit();
      return rows;
    },
  },
  {
    'answers null for a shopper it has no row of': async (rows) => {
      expect(await rows.findById('unknown')).toBeNull();
    },

    'keeps the newest version whatever order the changes come in': async (rows) => {
      await rows.upsertIfNewer('s1', { city: 'Olten', deleted: false, version: '2026-11-23T09:05:00.000Z' });
      await rows.upsertIfNewer('s1', {
        city: 'Solothurn',
        deleted: false,
        version: '2026-11-23T09:00:00.000Z',
      });
      await rows.upsertIfNewer('s1', { city: 'Olten', deleted: false, version: '2026-11-23T09:05:00.000Z' });
      expect(await rows.findById('s1')).toEqual({
        _id: 's1',
        city: 'Olten',
        deleted: false,
        version: '2026-11-23T09:05:00.000Z',
      });
      await rows.upsertIfNewer('s1', { deleted: true, version: '2026-11-23T09:10:00.000Z' });
      expect(await rows.findById('s1')).toMatchObject({ city: 'Olten', deleted: true });
    },

    'a change of the same time as the stored one changes nothing (a repeated event)': async (rows) => {
      await rows.upsertIfNewer('s1', { city: 'Olten', deleted: false, version: '2026-11-23T09:05:00.000Z' });
      await rows.upsertIfNewer('s1', { city: 'Aarau', deleted: false, version: '2026-11-23T09:05:00.000Z' });
      expect(await rows.findById('s1')).toMatchObject({ city: 'Olten' });
    },

    'a delete of a shopper never saved keeps a tombstone a late save cannot overwrite': async (rows) => {
      await rows.upsertIfNewer('s2', { deleted: true, version: '2026-11-23T09:10:00.000Z' });
      await rows.upsertIfNewer('s2', { city: 'Bern', deleted: false, version: '2026-11-23T09:00:00.000Z' });
      expect(await rows.findById('s2')).toEqual({
        _id: 's2',
        deleted: true,
        version: '2026-11-23T09:10:00.000Z',
      });
    },

    'rows of other shoppers stay as they are': async (rows) => {
      await rows.upsertIfNewer('s1', { city: 'Olten', deleted: false, version: '2026-11-23T09:05:00.000Z' });
      await rows.upsertIfNewer('s2', { city: 'Bern', deleted: false, version: '2026-11-23T09:06:00.000Z' });
      expect(await rows.findById('s1')).toMatchObject({ city: 'Olten' });
      expect(await rows.findById('s2')).toMatchObject({ city: 'Bern' });
    },
  },
);
