import {
  PURCHASE_PAGE_SIZE,
  type Purchase,
  type PurchaseInputDraft,
  type PurchasePage,
  type PurchasesByDate,
  type Shopper,
} from '@agecheck/contracts';
import { callApi, eventually, testDatabase, tokenFor } from '@agecheck/test-kit';
import { randomUUID } from 'node:crypto';

// The back office's purchase lists through the gateway (back-office spec, sections 2, 6 and 7; issue 8):
// all purchases paged and searched for admin, the date range for planung, the delete for admin; the lists
// are kept in memory by svc-purchases from the purchases stream (decision 0021).

/** A day no demo purchase is tested on, so that the range and the search find only this file's purchases. */
const DAY = '2019-03-07';

const purchases = testDatabase('purchases');

async function demoPurchase(token: string, time: string): Promise<PurchaseInputDraft> {
  const store = await purchases.collection('stores').findOne({ api: 'coop', kanton: 'ZH' });
  if (!store) throw new Error('no demo coop store in Zürich');
  const shopper = (await callApi<Shopper[]>('/api/shoppers', { token })).body[0];
  if (!shopper) throw new Error('the demo test buyer has no shopper');
  return {
    _id: randomUUID(),
    type: [{ api: 'coop', name: 'Coop' }],
    vst: store.vst as string,
    name: store.name as string,
    storeID: store._id.toHexString(),
    date: DAY,
    time,
    shopper: { _id: shopper._id, name: shopper.name, date: shopper.date },
    testType: 'Alkohol',
  };
}

const ids = (answer: { items: { _id: string }[] }) => answer.items.map(({ _id }) => _id);

describe('the purchase lists of the back office', () => {
  let buyer: string;
  let admin: string;
  let planner: string;
  let morning: PurchaseInputDraft;
  let evening: PurchaseInputDraft;

  beforeAll(async () => {
    [buyer, admin, planner] = await Promise.all([
      tokenFor('testkaeufer'),
      tokenFor('admin'),
      tokenFor('planung'),
    ]);
    morning = await demoPurchase(buyer, '08:10');
    evening = await demoPurchase(buyer, '19:40');
    for (const body of [morning, evening]) {
      const saved = await callApi<Purchase>(`/api/purchases/${body._id}`, {
        token: buyer,
        method: 'PUT',
        body,
      });
      expect(saved.status).toBe(200);
    }
  });

  it('answers the date range to planung, newest first, with the test buyer’s name', async () => {
    await eventually(async () => {
      const range = await callApi<PurchasesByDate>(`/api/purchases/byDate/${DAY}/${DAY}`, { token: planner });
      expect(range.status).toBe(200);
      expect(ids(range.body)).toEqual([evening._id, morning._id]);
      expect(range.body.truncated).toBe(false);
      expect(range.body.items[0]).toMatchObject({ vst: evening.vst, delayed: true, done: false });
      expect(range.body.items[0]?.userName).toEqual(expect.any(String));
    });
  });

  it('answers all purchases to admin page by page with the total, and finds them by date and store', async () => {
    const first = await callApi<PurchasePage>('/api/purchases/', { token: admin });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: PURCHASE_PAGE_SIZE });
    expect(first.body.total).toBeGreaterThanOrEqual(2);
    const second = await callApi<PurchasePage>('/api/purchases/page/2', { token: admin });
    expect(second.body.page).toBe(2);

    await eventually(async () => {
      const found = await callApi<PurchasePage>(
        `/api/purchases/search/${encodeURIComponent(`07.03.2019 ${morning.vst}`)}`,
        { token: admin },
      );
      expect(ids(found.body)).toEqual([evening._id, morning._id]);
      expect(found.body.total).toBe(2);
    });
    const none = await callApi<PurchasePage>('/api/purchases/search/zzzqqq', { token: admin });
    expect(none.body).toMatchObject({ items: [], total: 0 });
  });

  it.each([
    ['/api/purchases/page/0'],
    ['/api/purchases/page/abc'],
    ['/api/purchases/search/%20%20?page=0'],
    ['/api/purchases/byDate/2026-11-05/2026-11-01'],
    ['/api/purchases/byDate/05.11.2026/2026-11-30'],
  ])('refuses %s with 400', async (path) => {
    const token = path.includes('byDate') ? planner : admin;
    const answer = await callApi(path, { token });
    expect(answer.status).toBe(400);
  });

  it('keeps all purchases and the delete from planung (403); admin deletes, and the lists forget it', async () => {
    expect((await callApi('/api/purchases/', { token: planner })).status).toBe(403);
    expect((await callApi(`/api/purchases/search/coop`, { token: planner })).status).toBe(403);
    expect((await callApi(`/api/purchases/byDate/${DAY}/${DAY}`, { token: buyer })).status).toBe(403);
    expect(
      (await callApi(`/api/purchases/${morning._id}`, { token: planner, method: 'DELETE' })).status,
    ).toBe(403);

    expect((await callApi(`/api/purchases/${morning._id}`, { token: admin, method: 'DELETE' })).status).toBe(
      204,
    );
    await eventually(async () => {
      const range = await callApi<PurchasesByDate>(`/api/purchases/byDate/${DAY}/${DAY}`, { token: planner });
      expect(ids(range.body)).toEqual([evening._id]);
    });
  });
});
