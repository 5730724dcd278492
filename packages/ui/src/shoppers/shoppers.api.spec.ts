import { QueryClient } from '@tanstack/react-query';
import { shopperKeys, testBuyersKey } from './shoppers.api';

describe('shopper query keys', () => {
  it('let a save or a delete refresh the field list, every administration page and the form, not the test buyers', async () => {
    const client = new QueryClient();
    const shopperQueries = [
      shopperKeys.mine(),
      shopperKeys.page({ page: 1, pageSize: 25 }),
      shopperKeys.page({ q: 'Muster', userID: 'u1', page: 2, pageSize: 25 }),
      shopperKeys.one('65a000000000000000000001'),
    ];
    for (const key of [...shopperQueries, testBuyersKey]) client.setQueryData(key, []);

    await client.invalidateQueries({ queryKey: shopperKeys.all });

    expect(shopperQueries.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(client.getQueryState(testBuyersKey)?.isInvalidated).toBe(false);
  });
});
