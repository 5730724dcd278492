import { testDatabase } from '@agecheck/test-kit';
import { ShopperRowsRepository } from '../src/shoppers/shopper-rows.repository';

// The newer-wins write of the read model on the real MongoDB-protocol server: a repeated or late event
// (JetStream delivers at least once, and redeliveries may overtake) never overwrites a newer row.

const db = testDatabase(`exports-rows-${Date.now().toString(36)}`, async (made) => {
  await made.dropDatabase();
});

describe('ShopperRowsRepository', () => {
  it('keeps the newest version whatever order the changes come in', async () => {
    const rows = new ShopperRowsRepository(db);
    await rows.onModuleInit();
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
  });
});
