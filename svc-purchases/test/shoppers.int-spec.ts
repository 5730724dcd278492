import type { CurrentUser, Page, ProtocolEntry, Shopper } from '@agecheck/contracts';
import { callApi, eventually, testDatabase, tokenFor } from '@agecheck/test-kit';
import { ObjectId } from 'mongodb';

// Shoppers through the gateway, with real Keycloak tokens, real svc-purchases, FerretDB and NATS
// (field-app spec, sections 3, 5 and 7; back-office spec, "Shopper administration").

const purchases = testDatabase('purchases');
const unique = () => Math.random().toString(36).slice(2, 8);
const validShopper = (nachname = `Muster${unique()}`) => ({
  nachname,
  vorname: 'Anna',
  date: '2010-05-04',
  gender: 'w',
  address: { street: 'Bahnhofstrasse 1', zip: '8001', city: 'Zürich' },
});

async function userId(username: string): Promise<string> {
  const me = await callApi<CurrentUser>('/api/users/me', { token: await tokenFor(username) });
  return me.body._id;
}

async function ownShoppers(username: string): Promise<Shopper[]> {
  const answer = await callApi<Shopper[]>('/api/shoppers', { token: await tokenFor(username) });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The stored document of a shopper in svc-purchases' own database (for what the API does not show). */
async function storedShopper(id: string): Promise<{ outbox?: unknown[]; outboxPending?: boolean } | null> {
  return purchases
    .collection<{ _id: ObjectId; outbox?: unknown[]; outboxPending?: boolean }>('shoppers')
    .findOne({ _id: new ObjectId(id) });
}

async function protocolEntries(type: string): Promise<ProtocolEntry[]> {
  const answer = await callApi<Page<ProtocolEntry>>(
    `/api/protocols/?module=purchases&type=${type}&pageSize=200`,
    {
      token: await tokenFor('admin'),
    },
  );
  expect(answer.status).toBe(200);
  return answer.body.items;
}

describe('shoppers through the gateway', () => {
  it('a test buyer saves a shopper: it is stored, listed with the joined name, and its event reaches the protocol', async () => {
    const token = await tokenFor('testkaeufer');
    const input = validShopper();
    const saved = await callApi<Shopper>('/api/shoppers', { token, method: 'POST', body: input });

    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ name: `${input.nachname} Anna`, userID: await userId('testkaeufer') });
    expect((await ownShoppers('testkaeufer')).map((shopper) => shopper._id)).toContain(saved.body._id);

    const entry = await eventually(async () => {
      const found = (await protocolEntries('shopper.saved')).find(
        (item) => item.params.name === saved.body.name,
      );
      if (!found) throw new Error('not in the protocol yet');
      return found;
    });
    expect(entry).toMatchObject({
      module: 'purchases',
      type: 'shopper.saved',
      actor: { name: expect.any(String) },
    });
    // the event left the document's outbox once published
    await eventually(async () => {
      const stored = await storedShopper(saved.body._id);
      expect(stored?.outbox).toEqual([]);
      expect(stored?.outboxPending).toBeUndefined();
    });
  });

  it.each([
    [
      'a 3-digit zip',
      { address: { street: 'Weg 1', zip: '800', city: 'Bern' } },
      ['address.zip:shopper.zipErr'],
    ],
    ['no last name', { nachname: '' }, ['nachname:shopper.nameErr']],
    ['a gender other than w or m', { gender: 'x' }, ['gender:shopper.genderErr']],
    ['a birth date not in yyyy-MM-dd', { date: '04.05.2010' }, ['date:shopper.dateErr']],
    ['no address', { address: undefined }, ['address:util.invalid']],
    // issue 17, item 4: a surname of 1 000 000 characters was stored, and every shopper list answered 3.8 MB
    ['a surname of 1 000 000 characters', { nachname: 'x'.repeat(1_000_000) }, ['nachname:shopper.nameErr']],
    [
      'a street of 201 characters',
      { address: { street: 'x'.repeat(201), zip: '8001', city: 'Bern' } },
      ['address.street:shopper.streetErr'],
    ],
  ])('rejects %s with 400 and field errors, and stores nothing', async (_case, change, expected) => {
    const before = await ownShoppers('testkaeufer');
    const answer = await callApi<{ code: string; errors: { path: string; key: string }[] }>('/api/shoppers', {
      token: await tokenFor('testkaeufer'),
      method: 'POST',
      body: { ...validShopper(), ...change },
    });

    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION');
    expect(answer.body.errors.map(({ path, key }) => `${path}:${key}`)).toEqual(expected);
    expect(await ownShoppers('testkaeufer')).toEqual(before);
  });

  it('rejects a birth date in the future with shopper.dateErr', async () => {
    const answer = await callApi<{ message: string }>('/api/shoppers', {
      token: await tokenFor('testkaeufer'),
      method: 'POST',
      body: { ...validShopper(), date: '2999-01-01' },
    });
    expect(answer).toMatchObject({ status: 400, body: { message: 'shopper.dateErr' } });
  });

  it('answers 401 without a token and 403 to a portal user', async () => {
    expect((await callApi('/api/shoppers')).status).toBe(401);
    expect((await callApi('/api/shoppers', { token: 'not-a-token' })).status).toBe(401);
    const portal = await tokenFor('portaluser');
    expect((await callApi('/api/shoppers', { token: portal })).status).toBe(403);
    expect(
      (await callApi('/api/shoppers', { token: portal, method: 'POST', body: validShopper() })).status,
    ).toBe(403);
  });

  it("keeps a test buyer away from another user's shoppers", async () => {
    const other = await callApi<Shopper>('/api/shoppers', {
      token: await tokenFor('multi'),
      method: 'POST',
      body: validShopper(),
    });
    expect(other.status).toBe(201);
    const token = await tokenFor('testkaeufer');

    expect((await callApi(`/api/shoppers/${other.body._id}`, { token })).status).toBe(404);
    expect((await callApi(`/api/shoppers/${other.body._id}`, { token, method: 'DELETE' })).status).toBe(404);
    expect(
      (
        await callApi('/api/shoppers', {
          token,
          method: 'POST',
          body: { ...validShopper(), _id: other.body._id },
        })
      ).status,
    ).toBe(404);
    expect((await callApi('/api/shoppers/all', { token })).status).toBe(403);
    expect((await ownShoppers('testkaeufer')).map((shopper) => shopper._id)).not.toContain(other.body._id);
  });

  it('lets an admin save for a test buyer they pick, and only for a test buyer', async () => {
    const admin = await tokenFor('admin');
    const buyerId = await userId('testkaeufer');
    const portalId = await userId('portaluser');

    const withoutUser = await callApi<{ message: string }>('/api/shoppers', {
      token: admin,
      method: 'POST',
      body: validShopper(),
    });
    expect(withoutUser).toMatchObject({ status: 400, body: { message: 'shopper.userErr' } });
    const forPortalUser = await callApi<{ message: string }>('/api/shoppers', {
      token: admin,
      method: 'POST',
      body: { ...validShopper(), userID: portalId },
    });
    expect(forPortalUser).toMatchObject({ status: 400, body: { message: 'shopper.userErr' } });

    const saved = await callApi<Shopper>('/api/shoppers', {
      token: admin,
      method: 'POST',
      body: { ...validShopper(), userID: buyerId },
    });
    expect(saved).toMatchObject({ status: 201, body: { userID: buyerId } });
    expect((await ownShoppers('testkaeufer')).map((shopper) => shopper._id)).toContain(saved.body._id);
  });

  it('lets a planner search every shopper, filter by user and page', async () => {
    const nachname = `Seite${unique()}`;
    for (let index = 0; index < 3; index += 1) {
      const saved = await callApi('/api/shoppers', {
        token: await tokenFor('testkaeufer'),
        method: 'POST',
        body: validShopper(nachname),
      });
      expect(saved.status).toBe(201);
    }
    const planner = await tokenFor('planung');
    const buyerId = await userId('testkaeufer');

    const first = await callApi<Page<Shopper>>(
      `/api/shoppers/all?q=${nachname}&userID=${buyerId}&pageSize=2`,
      { token: planner },
    );
    const second = await callApi<Page<Shopper>>(
      `/api/shoppers/all?q=${nachname.toLowerCase()}&pageSize=2&page=2`,
      { token: planner },
    );

    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.items).toHaveLength(2);
    expect(second.body.items).toHaveLength(1);
    expect(new Set([...first.body.items, ...second.body.items].map((shopper) => shopper._id)).size).toBe(3);

    const city = `Ort${unique()}`;
    const inCity = await callApi<Shopper>('/api/shoppers', {
      token: await tokenFor('testkaeufer'),
      method: 'POST',
      body: { ...validShopper(), address: { street: 'Weg 2', zip: '3000', city } },
    });
    const byCity = await callApi<Page<Shopper>>(`/api/shoppers/all?q=${city.toUpperCase()}`, {
      token: planner,
    });
    expect(byCity.body.items.map((shopper) => shopper._id)).toEqual([inCity.body._id]);
  });

  it('deletes a shopper: gone from the list, recorded in the protocol', async () => {
    const token = await tokenFor('testkaeufer');
    const saved = await callApi<Shopper>('/api/shoppers', { token, method: 'POST', body: validShopper() });

    expect((await callApi(`/api/shoppers/${saved.body._id}`, { token, method: 'DELETE' })).status).toBe(204);
    expect((await ownShoppers('testkaeufer')).map((shopper) => shopper._id)).not.toContain(saved.body._id);
    expect((await callApi(`/api/shoppers/${saved.body._id}`, { token, method: 'DELETE' })).status).toBe(404);
    await eventually(async () => {
      const found = (await protocolEntries('shopper.deleted')).find(
        (item) => item.params.name === saved.body.name,
      );
      if (!found) throw new Error('not in the protocol yet');
    });
    // the tombstone is removed once its event is out
    await eventually(async () => expect(await storedShopper(saved.body._id)).toBeNull());
  });
});
