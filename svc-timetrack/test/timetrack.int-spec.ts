import { randomUUID } from 'node:crypto';
import type {
  CurrentUser,
  Page,
  ProtocolEntry,
  Shopper,
  Timetrack,
  TimetrackCustomer,
  TimetrackInput,
  TimetrackPage,
  TimetrackRegion,
} from '@agecheck/contracts';
import { timetrackDetectiveRecord } from '@agecheck/contracts/testing';
import { callApi, eventually, testDatabase, tokenFor } from '@agecheck/test-kit';
import { trainingDay as trainingMorning } from './timetrack-drafts';

// Time records, customers and regions through the gateway, with real Keycloak tokens, svc-timetrack,
// svc-purchases (the shopper over NATS), FerretDB and NATS (checklist A.2–A.11; decisions 0031–0034).

const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
/** Today as the services see it (same machine, same time zone). */
const TODAY = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const unique = () => Math.random().toString(36).slice(2, 8);
/** svc-timetrack's own database: a record of a closed month is put there (no one may create one through the API). */
const timetrackDb = testDatabase('timetrack');
/** The first day of the month before the last: its edit deadline (the 5th of the next month) has passed. */
const CLOSED_DAY = (() => {
  const day = new Date(now.getFullYear(), now.getMonth() - 2, 1);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-01`;
})();

async function userId(username: string): Promise<string> {
  const me = await callApi<CurrentUser>('/api/users/me', { token: await tokenFor(username) });
  return me.body._id;
}

/** A shopper of `username`, 16 today (born on 1 January sixteen years ago). */
async function shopperOf(username: string): Promise<Shopper> {
  const answer = await callApi<Shopper>('/api/shoppers', {
    token: await tokenFor(username),
    method: 'POST',
    body: {
      nachname: `Zeit${unique()}`,
      vorname: 'Lea',
      date: `${now.getFullYear() - 16}-01-01`,
      gender: 'w',
      address: { street: 'Bahnhofstrasse 1', zip: '3011', city: 'Bern' },
    },
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

/** A test buyer's day of 'Testkäufe Jugendschutz' paying the shopper for 3 h with 0.5 h pause (decision A-C1). */
function payoutDay(id: string, shopperID: string, changes: Partial<TimetrackInput> = {}): TimetrackInput {
  return {
    _id: id,
    typ: 'testkaeufer',
    kunde: 'Testkäufe Jugendschutz',
    datum: TODAY,
    start: '09:00',
    end: '17:00',
    pauseH: 1,
    pauseM: 0,
    index: 4,
    beschreibung: 'Testkäufe in Bern',
    tk: {
      obj: { _id: shopperID },
      start: '10:00',
      end: '13:00',
      pauseH: 0,
      pauseM: 30,
      auszahlung: 35,
      signature: 'sig-tk.jpg',
    },
    ...changes,
  };
}

/** The training morning of `timetrack-drafts.ts` on today, under the id given. */
const trainingDay = (id: string, changes: Partial<TimetrackInput> = {}): TimetrackInput =>
  trainingMorning({ datum: TODAY, ...changes }, id);

async function put(username: string, input: TimetrackInput) {
  return callApi<Timetrack & { errors?: { path: string; key: string }[]; code?: string }>(
    `/api/timetrack/${input._id}`,
    { token: await tokenFor(username), method: 'PUT', body: input },
  );
}

async function protocolEntries(type: string): Promise<ProtocolEntry[]> {
  const answer = await callApi<Page<ProtocolEntry>>(
    `/api/protocols/?module=timetrack&type=${type}&pageSize=200`,
    { token: await tokenFor('admin') },
  );
  expect(answer.status).toBe(200);
  return answer.body.items;
}

describe('time records through the gateway', () => {
  it('stores the A-C1 payout example with the shopper’s snapshot; the same save again makes no new version', async () => {
    const shopper = await shopperOf('testkaeufer');
    const id = randomUUID();
    const saved = await put('testkaeufer', payoutDay(id, shopper._id));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      _id: id,
      userID: await userId('testkaeufer'),
      complete: true,
      reviewed: false,
      version: 1,
      tk: { obj: { _id: shopper._id, name: shopper.name, date: shopper.date }, auszahlung: 35, pause: 0.5 },
      flags: [],
    });
    const again = await put('testkaeufer', payoutDay(id, shopper._id));
    expect(again).toEqual({ status: 200, body: saved.body });
    const read = await callApi<Timetrack>(`/api/timetrack/${id}`, { token: await tokenFor('testkaeufer') });
    expect(read.body.version).toBe(1);
  });

  it('refuses with 400 timetrack.shopperErr a payout whose shopper is another tester’s', async () => {
    const foreign = await shopperOf('multi');
    const answer = await put('testkaeufer', payoutDay(randomUUID(), foreign._id));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ path: 'tk.obj', key: 'timetrack.shopperErr' }]);
  });

  it('the owner sees only their own records; another user’s answers 404', async () => {
    const id = randomUUID();
    expect((await put('testkaeufer', trainingDay(id))).status).toBe(200);
    const own = await callApi<Timetrack[]>('/api/timetrack/all/', { token: await tokenFor('testkaeufer') });
    expect(own.status).toBe(200);
    expect(own.body.map((record) => record._id)).toContain(id);
    const theirs = await callApi<Timetrack[]>('/api/timetrack/all/', { token: await tokenFor('detektiv') });
    expect(theirs.body.map((record) => record._id)).not.toContain(id);
    expect(theirs.body.every((record) => record.userID === theirs.body[0]?.userID)).toBe(true);
    const foreign = await callApi(`/api/timetrack/${id}`, { token: await tokenFor('detektiv') });
    expect(foreign.status).toBe(404);
    const change = await put('detektiv', trainingDay(id, { end: '13:00' }));
    expect(change.status).toBe(404);
  });

  it('lists the owner’s open records (getOpen) and refuses to review an incomplete one (A-C11)', async () => {
    const shopper = await shopperOf('testkaeufer');
    const id = randomUUID();
    const draft = await put('testkaeufer', payoutDay(id, shopper._id, { index: 1 }));
    expect(draft.body.complete).toBe(false);
    const open = await callApi<Timetrack[]>('/api/timetrack/getOpen', {
      token: await tokenFor('testkaeufer'),
    });
    expect(open.body.map((record) => record._id)).toContain(id);
    const review = await callApi<{ errors: unknown[] }>('/api/timetrack/admin/review', {
      token: await tokenFor('admin'),
      method: 'PUT',
      body: { ids: [id], reviewed: true },
    });
    expect(review.status).toBe(400);
    expect(review.body.errors).toEqual([{ path: `${id}.reviewed`, key: 'timetrack.notComplete' }]);
  });

  it('a reviewed record is locked for its owner with the text, but admin corrects it and the protocol shows before and after (A-C5, A-C6)', async () => {
    const id = randomUUID();
    expect((await put('testkaeufer', trainingDay(id))).status).toBe(200);
    const review = await callApi<Timetrack[]>('/api/timetrack/admin/review', {
      token: await tokenFor('admin'),
      method: 'PUT',
      body: { ids: [id], reviewed: true },
    });
    expect(review.status).toBe(200);
    expect(review.body[0]).toMatchObject({ _id: id, reviewed: true });

    const refused = await put('testkaeufer', trainingDay(id, { end: '13:00' }));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'TIMETRACK_LOCKED',
      errors: [{ path: 'datum', key: 'timetrack.locked' }],
    });
    const deleting = await callApi(`/api/timetrack/${id}`, {
      token: await tokenFor('testkaeufer'),
      method: 'DELETE',
    });
    expect(deleting.status).toBe(403);

    const corrected = await put('admin', trainingDay(id, { end: '13:00' }));
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({
      end: '13:00',
      reviewed: true,
      userID: await userId('testkaeufer'),
    });

    const entry = await eventually(async () => {
      const found = (await protocolEntries('record.saved')).find((item) => {
        const detail = JSON.parse(item.detail) as { record: Timetrack; before?: Timetrack };
        return detail.record._id === id && detail.before !== undefined;
      });
      expect(found).toBeDefined();
      return found as ProtocolEntry;
    });
    const detail = JSON.parse(entry.detail) as { record: Timetrack; before: Timetrack };
    expect(detail.before.end).toBe('12:00');
    expect(detail.record.end).toBe('13:00');
    expect(entry.short).toBe('protocol.timetrack.record.saved');
  });

  it('a complete record past the lock age cannot be changed or deleted by its owner, but admin changes and deletes it, and the protocol shows the change before and after (A-C5, A-C6)', async () => {
    const id = randomUUID();
    const stamp = new Date().toISOString();
    const { tk: _none, ...day } = trainingDay(id, { datum: CLOSED_DAY });
    await timetrackDb.collection<Timetrack>('timetracks').insertOne({
      ...day,
      typ: 'testkaeufer',
      pause: 0,
      tag: 'Wochentag',
      complete: true,
      reviewed: false,
      flags: [],
      userID: await userId('testkaeufer'),
      userName: 'Tim Testkäufer',
      version: 1,
      createdAt: stamp,
      updatedAt: stamp,
    });
    const read = await callApi<Timetrack>(`/api/timetrack/${id}`, { token: await tokenFor('testkaeufer') });
    expect(read.status).toBe(200);

    const refused = await put('testkaeufer', trainingDay(id, { datum: CLOSED_DAY, end: '13:00' }));
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([{ path: 'datum', key: 'timetrack.locked' }]);
    const deleting = await callApi(`/api/timetrack/${id}`, {
      token: await tokenFor('testkaeufer'),
      method: 'DELETE',
    });
    expect(deleting.status).toBe(403);

    const corrected = await put('admin', trainingDay(id, { datum: CLOSED_DAY, end: '13:00' }));
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ end: '13:00', version: 2 });
    const entry = await eventually(async () => {
      const found = (await protocolEntries('record.saved')).find((item) => {
        const detail = JSON.parse(item.detail) as { record: Timetrack; before?: Timetrack };
        return detail.record._id === id && detail.before !== undefined;
      });
      expect(found).toBeDefined();
      return found as ProtocolEntry;
    });
    const detail = JSON.parse(entry.detail) as { record: Timetrack; before: Timetrack };
    expect(detail.before).toMatchObject({ datum: CLOSED_DAY, end: '12:00', version: 1 });
    expect(detail.record).toMatchObject({ datum: CLOSED_DAY, end: '13:00', version: 2 });
    expect(entry.actor.id).toBe(await userId('admin'));

    const deleted = await callApi(`/api/timetrack/${id}`, {
      token: await tokenFor('admin'),
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
    expect((await callApi(`/api/timetrack/${id}`, { token: await tokenFor('admin') })).status).toBe(404);
  });

  it('admin pages all records 50 a page, newest first, filtered by user', async () => {
    const id = randomUUID();
    expect((await put('testkaeufer', trainingDay(id))).status).toBe(200);
    const page = await callApi<TimetrackPage>(
      `/api/timetrack/admin/page/1?user=${await userId('testkaeufer')}`,
      { token: await tokenFor('admin') },
    );
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, pageSize: 50 });
    expect(page.body.items.map((record) => record._id)).toContain(id);
    const dates = page.body.items.map((record) => record.datum ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('customers and regions through the gateway (A.8)', () => {
  it('admin creates a region and a customer; the field reads them; deleting the customer a record uses answers 409 timetrack.inUse', async () => {
    const admin = await tokenFor('admin');
    const region = await callApi<TimetrackRegion>('/api/timetrack/regionen', {
      token: admin,
      method: 'POST',
      body: {
        order: 1,
        name: `Region ${unique()}`,
        vstort: 'Bern',
        referenz: 'R-1',
        lieferadresse: 'Coop Bern, Postfach',
        kst: '4711',
        price: { normal: 80, sonntag: 120 },
      },
    });
    expect(region.status).toBe(201);
    const customer = await callApi<TimetrackCustomer>('/api/timetrack/kunden', {
      token: admin,
      method: 'POST',
      body: { name: `Kunde ${unique()}`, vst: 1234, region: region.body._id, kind: 'cashRegister' },
    });
    expect(customer.status).toBe(201);
    const listed = await callApi<TimetrackCustomer[]>('/api/timetrack/kunden', {
      token: await tokenFor('detektiv'),
    });
    expect(listed.body).toContainEqual(customer.body);
    // the literal paths win over the records' `/:id` (checklist A.9)
    const regions = await callApi<TimetrackRegion[]>('/api/timetrack/regionen', {
      token: await tokenFor('testkaeufer'),
    });
    expect(regions.status).toBe(200);
    expect(regions.body).toContainEqual(region.body);
    for (const path of ['/api/tk/regionen', '/api/promoCheck/regionen'])
      expect((await callApi<unknown[]>(path, { token: admin })).body).toEqual(expect.any(Array));

    const id = randomUUID();
    const record = await put(
      'detektiv',
      timetrackDetectiveRecord({
        _id: id,
        kunde: customer.body._id,
        region: region.body._id,
        datum: TODAY,
      }),
    );
    expect(record.status).toBe(200);

    const refused = await callApi<{ key: string }>(`/api/timetrack/kunden/${customer.body._id}`, {
      token: admin,
      method: 'DELETE',
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CUSTOMER_IN_USE' });

    expect((await callApi(`/api/timetrack/${id}`, { token: admin, method: 'DELETE' })).status).toBe(204);
    expect(
      (await callApi(`/api/timetrack/kunden/${customer.body._id}`, { token: admin, method: 'DELETE' }))
        .status,
    ).toBe(204);
  });
});
