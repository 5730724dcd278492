import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { QueryClient } from '@tanstack/react-query';
import { keepAnswers, openKeptDb, KEPT_FOR_MS, type QueryKey } from './kept-answers';

// Issue 17, item 10: a wizard opened without a network finds what it asked the API for the last time.

const keep = (queryKey: QueryKey) => queryKey[0] === 'stores';
const waitFor = async (check: () => Promise<boolean>) => {
  const deadline = Date.now() + 3_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the answers kept on the phone', () => {
  it('keeps an answer that arrived and hands it to the same query after a reload, without the network', async () => {
    const name = `kept-${randomUUID()}`;
    const online = new QueryClient();
    const stop = await keepAnswers(online, { userId: 'u1', keep, db: openKeptDb(name) });
    await online.fetchQuery({ queryKey: ['stores', 'one', 's1'], queryFn: async () => ({ name: 'Kiosk' }) });
    await online.fetchQuery({ queryKey: ['mail', 'unread'], queryFn: async () => 3 });
    const db = openKeptDb(name);
    await waitFor(async () => (await db.answers.count()) === 1);
    stop();

    // the page loaded anew: nothing in memory, the query cannot reach the API
    const offline = new QueryClient();
    await keepAnswers(offline, { userId: 'u1', keep, db: openKeptDb(name) });
    expect(offline.getQueryData(['stores', 'one', 's1'])).toEqual({ name: 'Kiosk' });
    expect(offline.getQueryData(['mail', 'unread'])).toBeUndefined();
    // the time it arrived, so that online it is refreshed as any answer of that age
    expect(offline.getQueryState(['stores', 'one', 's1'])?.dataUpdatedAt).toBeLessThanOrEqual(Date.now());

    // another user of the phone gets none of it
    const other = new QueryClient();
    await keepAnswers(other, { userId: 'u2', keep, db: openKeptDb(name) });
    expect(other.getQueryData(['stores', 'one', 's1'])).toBeUndefined();
  });

  it('leaves a fresher answer in place and forgets answers not refreshed for a month', async () => {
    const name = `kept-${randomUUID()}`;
    const db = openKeptDb(name);
    const now = Date.now();
    await db.answers.bulkPut([
      {
        key: JSON.stringify(['u1', 'stores', 'one', 'a']),
        userId: 'u1',
        queryKey: ['stores', 'one', 'a'],
        data: 'old a',
        updatedAt: now - 1_000,
      },
      {
        key: 'b',
        userId: 'u1',
        queryKey: ['stores', 'one', 'b'],
        data: 'old b',
        updatedAt: now - KEPT_FOR_MS - 1,
      },
    ]);
    const client = new QueryClient();
    client.setQueryData(['stores', 'one', 'a'], 'fresh a');
    await keepAnswers(client, { userId: 'u1', keep, db });
    expect(client.getQueryData(['stores', 'one', 'a'])).toBe('fresh a');
    expect(client.getQueryData(['stores', 'one', 'b'])).toBeUndefined();
    // the fresher answer in memory is what the phone keeps from now on
    await waitFor(async () => (await db.answers.toArray()).map((answer) => answer.data).join() === 'fresh a');
  });
});
