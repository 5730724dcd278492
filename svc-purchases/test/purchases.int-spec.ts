import {
  DEFAULT_TESTER_PROTECTION,
  type Page,
  type ProtocolEntry,
  type PurchaseInputDraft,
  type Purchase,
  type ShopperTestsAnswer,
  type StoreErrorsAnswer,
} from '@agecheck/contracts';
import { callApi, eventually, testDatabase, tokenFor } from '@agecheck/test-kit';
import { failedTest, ownShopper, startedPurchase } from './purchase-drafts';

// Test purchases through the gateway, with real Keycloak tokens, svc-purchases, FerretDB and NATS, over the
// demo stores the test run loads (issue 7, "Purchases" and its "Must show").

const db = testDatabase('purchases');

const demoPurchaseId = (n: number) => `de0a0000-0000-4000-8000-00000000000${n}`;

const save = (token: string, body: PurchaseInputDraft & Record<string, unknown>) =>
  callApi<Purchase>(`/api/purchases/${body._id}`, { token, method: 'PUT', body });

describe('test purchases through the gateway', () => {
  it('stores an incomplete purchase as delayed and lists it among the delayed, not the completed', async () => {
    const token = await tokenFor('testkaeufer');
    const body = await startedPurchase(db, token);
    const saved = await save(token, body);

    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ _id: body._id, delayed: true, done: false, storeID: body.storeID });
    expect(saved.body.shopperAge).toEqual(expect.any(Number));
    const delayed = await callApi<Purchase[]>('/api/purchases/delayed', { token });
    const completed = await callApi<Purchase[]>('/api/purchases/completed', { token });
    expect(delayed.body.map((purchase) => purchase._id)).toContain(body._id);
    expect(completed.body.map((purchase) => purchase._id)).not.toContain(body._id);
  });

  it('ignores done and delayed sent by the client: the server decides them', async () => {
    const token = await tokenFor('testkaeufer');
    const body = {
      ...(await startedPurchase(db, token)),
      done: true,
      delayed: false,
      userID: 'someone-else',
    };
    const saved = await save(token, body);

    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ done: false, delayed: true });
    const stored = await db.collection('purchases').findOne({ _id: body._id as never });
    expect(stored).toMatchObject({ done: false, delayed: true });
    expect(stored?.userID).not.toBe('someone-else');
  });

  it('a retried save with the same id leaves one purchase, with the latest content', async () => {
    const token = await tokenFor('testkaeufer');
    const body = await startedPurchase(db, token);
    const answers = await Promise.all([save(token, body), save(token, body)]);
    const again = await save(token, { ...body, time: '11:45' });

    expect([...answers, again].map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await db.collection('purchases').countDocuments({ _id: body._id as never })).toBe(1);
    expect((await callApi<Purchase>(`/api/purchases/${body._id}`, { token })).body.time).toBe('11:45');
  });

  it("another tester's purchase answers 404 to read, save and delete, and stays unchanged; a planner sees it", async () => {
    const owner = await tokenFor('testkaeufer');
    const body = await startedPurchase(db, owner);
    expect((await save(owner, body)).status).toBe(200);

    const other = await tokenFor('multi');
    expect((await callApi(`/api/purchases/${body._id}`, { token: other })).status).toBe(404);
    expect((await save(other, { ...body, time: '23:59' })).status).toBe(404);
    expect((await callApi(`/api/purchases/${body._id}`, { token: other, method: 'DELETE' })).status).toBe(
      404,
    );

    const seen = await callApi<Purchase>(`/api/purchases/${body._id}`, { token: await tokenFor('planung') });
    expect(seen.status).toBe(200);
    expect(seen.body.time).toBe(body.time);
  });

  it('refuses a purchase at a store that does not exist with purchase.find.notfound, storing nothing', async () => {
    const token = await tokenFor('testkaeufer');
    const body = { ...(await startedPurchase(db, token)), storeID: '0123456789abcdef01234567' };
    const answer = await callApi<{ message: string }>(`/api/purchases/${body._id}`, {
      token,
      method: 'PUT',
      body,
    });
    expect(answer).toMatchObject({ status: 400, body: { message: 'purchase.find.notfound' } });
    expect(await db.collection('purchases').countDocuments({ _id: body._id as never })).toBe(0);
  });

  // Issue 17, item 1: the probe's two requests, a save naming another tester's shopper and one naming an
  // invented shopper whose birth date would have decided the age bands.
  it.each([
    ["another tester's shopper", async () => ownShopper(await tokenFor('multi'))],
    [
      'an invented shopper',
      async () => ({ _id: 'ffffffffffffffffffffffff', name: 'Erfunden Eva', date: '2012-01-01' }),
    ],
  ])('refuses a purchase with %s (purchase.main.shopperErr), storing nothing', async (_case, shopperOf) => {
    const token = await tokenFor('testkaeufer');
    const { _id, name, date } = await shopperOf();
    const body = { ...(await startedPurchase(db, token)), shopper: { _id, name, date } };
    const answer = await callApi<{ message: string; errors: unknown }>(`/api/purchases/${body._id}`, {
      token,
      method: 'PUT',
      body,
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        message: 'purchase.main.shopperErr',
        errors: [{ path: 'shopper', key: 'purchase.main.shopperErr' }],
      },
    });
    expect(await db.collection('purchases').countDocuments({ _id: body._id as never })).toBe(0);
  });

  it("stores the shopper's name and birth date as the server keeps them, not as the request says", async () => {
    const token = await tokenFor('testkaeufer');
    const shopper = await ownShopper(token);
    const body = await startedPurchase(db, token);
    const saved = await save(token, {
      ...body,
      shopper: { _id: shopper._id, name: 'Anders', date: '2000-01-01' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.shopper).toEqual({ _id: shopper._id, name: shopper.name, date: shopper.date });
    const stored = await db.collection('purchases').findOne({ _id: body._id as never });
    expect(stored?.shopper).toEqual({ _id: shopper._id, name: shopper.name, date: shopper.date });
  });

  // Issue 17, item 12: the first report ended at version 13 after 12 lost answers.
  it('a resend of the same content answers as before: one version, one saved event in the protocol', async () => {
    const token = await tokenFor('testkaeufer');
    const body = await startedPurchase(db, token);
    const first = await save(token, body);
    const resends = [];
    for (let resend = 0; resend < 12; resend += 1) resends.push(await save(token, body));
    expect(resends.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(resends.map((answer) => answer.body.version)).toEqual(Array(12).fill(1));
    expect(resends.at(-1)?.body).toEqual(first.body);
    const stored = await db.collection('purchases').findOne({ _id: body._id as never });
    expect(stored).toMatchObject({ version: 1, updatedAt: first.body.updatedAt });
    const changed = await save(token, { ...body, time: '12:30' });
    expect(changed.body.version).toBe(2);
  });

  it("answers the caller's tests at a store with their shoppers (the wizard's tester protection), not another tester's", async () => {
    const owner = await tokenFor('testkaeufer');
    const body = await startedPurchase(db, owner);
    await save(owner, body);
    const tests = (token: string) =>
      callApi<ShopperTestsAnswer>(`/api/purchases/shopperTests/${body.storeID}`, { token });
    const answer = (await tests(owner)).body;
    // the tester protection the service applies, so that the wizard warns as the save will
    expect(answer.protection).toEqual(DEFAULT_TESTER_PROTECTION);
    expect(answer.tests).toContainEqual({
      _id: body._id,
      storeID: body.storeID,
      shopperID: body.shopper?._id,
      date: body.date,
    });
    const others = await tests(await tokenFor('multi'));
    expect(others.status).toBe(200);
    expect(others.body.tests.map((test) => test._id)).not.toContain(body._id);
  });

  it('a saved and a deleted purchase reach the protocol', async () => {
    const token = await tokenFor('testkaeufer');
    const body = await startedPurchase(db, token);
    expect((await save(token, body)).status).toBe(200);
    expect((await callApi(`/api/purchases/${body._id}`, { token, method: 'DELETE' })).status).toBe(204);
    expect((await callApi(`/api/purchases/${body._id}`, { token })).status).toBe(404);

    const admin = await tokenFor('admin');
    for (const type of ['purchase.saved', 'purchase.deleted']) {
      await eventually(async () => {
        const entries = await callApi<Page<ProtocolEntry>>(
          `/api/protocols/?module=purchases&type=${type}&pageSize=200`,
          { token: admin },
        );
        const found = entries.body.items.find((entry) => entry.params.vst === body.vst);
        if (!found) throw new Error(`${type} not in the protocol yet`);
      });
    }
  });

  it('gives the demo test buyer the demo purchases (infra/platform/demo-purchases.mjs) as the server decided them', async () => {
    const token = await tokenFor('testkaeufer');
    const ids = async (list: 'completed' | 'delayed') =>
      (await callApi<Purchase[]>(`/api/purchases/${list}`, { token })).body
        .map((purchase) => purchase._id)
        .filter((id) => id.startsWith('de0a0000-'));
    expect((await ids('completed')).sort()).toEqual([1, 2, 3, 4].map(demoPurchaseId));
    expect((await ids('delayed')).sort()).toEqual([5, 6].map(demoPurchaseId));

    // the failed test is on its store's errors, through purchases.purchase.failed
    const failed = await callApi<Purchase>(`/api/purchases/${demoPurchaseId(3)}`, { token });
    expect(failed.body).toMatchObject({ regulationsRespected: false, delayed: false, done: false });
    await eventually(async () => {
      const errors = await callApi<StoreErrorsAnswer>(`/api/stores/errors/${failed.body.storeID}`, { token });
      expect(errors.body.errors).toContainEqual(expect.objectContaining({ purchaseID: demoPurchaseId(3) }));
    });
  });

  it('a failed test adds its store error, which goes away when the purchase is changed to respected or deleted (decision 0015)', async () => {
    const token = await tokenFor('testkaeufer');
    const body = await failedTest(db, token);
    const errorsOfStore = async () =>
      (await callApi<StoreErrorsAnswer>(`/api/stores/errors/${body.storeID}`, { token })).body.errors.map(
        (error) => error.purchaseID,
      );

    expect((await save(token, body)).body).toMatchObject({ delayed: false, regulationsRespected: false });
    await eventually(async () => expect(await errorsOfStore()).toContain(body._id));

    const respected = { ...body, regulationsRespected: true, pass: true, age: true };
    expect((await save(token, respected)).body).toMatchObject({ delayed: false, regulationsRespected: true });
    await eventually(async () => expect(await errorsOfStore()).not.toContain(body._id));

    // failed again, then deleted: the error comes back once and goes with the purchase
    expect((await save(token, body)).body).toMatchObject({ regulationsRespected: false });
    await eventually(async () => expect(await errorsOfStore()).toContain(body._id));
    expect((await callApi(`/api/purchases/${body._id}`, { token, method: 'DELETE' })).status).toBe(204);
    await eventually(async () => expect(await errorsOfStore()).not.toContain(body._id));
  });
});
