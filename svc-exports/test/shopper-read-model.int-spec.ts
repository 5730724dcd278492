import type { Shopper } from '@agecheck/contracts';
import { callApi, eventually, testDatabase, tokenFor } from '@agecheck/test-kit';
import type { ShopperRow } from '../src/shoppers/shopper-row';

// svc-exports keeps read models built from the domain events, so an export never loads the owning
// service (ARCHITECTURE.md, svc-exports). Saves and deletes in svc-purchases reach its shopper rows.

const exportsDb = testDatabase('exports');
const row = (id: string) => exportsDb.collection<ShopperRow>('shoppers').findOne({ _id: id });

describe('the exports read model of shoppers', () => {
  it('follows a shopper through save, change and delete', async () => {
    const token = await tokenFor('testkaeufer');
    const input = {
      nachname: `Export${Date.now().toString(36)}`,
      vorname: 'Mia',
      date: '2009-09-09',
      gender: 'w',
      address: { street: 'Hauptgasse 5', zip: '4500', city: 'Solothurn' },
    };
    const saved = await callApi<Shopper>('/api/shoppers', { token, method: 'POST', body: input });
    expect(saved.status).toBe(201);
    await eventually(async () =>
      expect(await row(saved.body._id)).toMatchObject({
        name: saved.body.name,
        zip: '4500',
        city: 'Solothurn',
        deleted: false,
      }),
    );

    const changed = await callApi<Shopper>('/api/shoppers', {
      token,
      method: 'POST',
      body: { ...input, _id: saved.body._id, address: { ...input.address, city: 'Olten', zip: '4600' } },
    });
    expect(changed.status).toBe(200);
    await eventually(async () =>
      expect(await row(saved.body._id)).toMatchObject({ city: 'Olten', zip: '4600' }),
    );

    expect((await callApi(`/api/shoppers/${saved.body._id}`, { token, method: 'DELETE' })).status).toBe(204);
    await eventually(async () =>
      expect(await row(saved.body._id)).toMatchObject({ deleted: true, city: 'Olten' }),
    );
  });
});
