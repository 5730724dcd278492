import {
  failedTestNoticeLink,
  type CurrentUser,
  type EventEnvelope,
  type EventPayload,
  type Mail,
  type Page,
  type Purchase,
} from '@agecheck/contracts';
import { callApi, eventually, testDatabase, testPlatform, tokenFor } from '@agecheck/test-kit';
import { ObjectId } from 'mongodb';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { failedTest } from './purchase-drafts';

// Issue 20, "Beyond the spec: the failed test reaches the people who act on it" (decision 0051), on the real
// platform: the planner approves a failed test in control; the gateway's durable consumer of
// purchases.purchase.failed puts one message in the planner's and in each admin's inbox, and no second one when
// the event is delivered again (a second message with the same event: what JetStream does when an
// acknowledgement is lost) or a later save publishes it anew.

const db = testDatabase('purchases');
const codec = JSONCodec<unknown>();

type Caller = { token: string; id: string; name: string };

async function signIn(username: string): Promise<Caller> {
  const token = await tokenFor(username);
  const me = (await callApi<CurrentUser>('/api/users/me', { token })).body;
  return { token, id: me._id, name: me.name };
}

/** The caller's messages that point to the purchase. */
const noticesOf = async (caller: Caller, purchaseId: string) =>
  (await callApi<Page<Mail>>('/api/mails?box=inbox&pageSize=200', { token: caller.token })).body.items.filter(
    ({ link }) => link === failedTestNoticeLink(purchaseId),
  );

const settings = async (body: object) =>
  callApi('/api/adminSettings', { token: await tokenFor('admin'), method: 'PUT', body });

describe('the failed-test notice', () => {
  let nats: NatsConnection;
  let planner: Caller;
  let admin: Caller;

  beforeAll(async () => {
    nats = await connect({ servers: testPlatform().natsUrl });
    planner = await signIn('planung');
    admin = await signIn('admin');
    expect((await settings({ failedTestNotice: true, failedTestNoticeTo: 'both' })).status).toBe(200);
  });
  afterAll(async () => {
    await nats.close();
  });

  /** A failed test the demo test buyer submitted and the planner approved in control. */
  async function approvedFailedTest(): Promise<Purchase> {
    const token = await tokenFor('testkaeufer');
    const body = await failedTest(db, token);
    const saved = await callApi<Purchase>(`/api/purchases/${body._id}`, { token, method: 'PUT', body });
    expect(saved).toMatchObject({ status: 200, body: { delayed: false, done: false } });
    const approved = await callApi<Purchase>(`/api/purchases/control/${body._id}`, {
      token: planner.token,
      method: 'PUT',
      body: { version: saved.body.version, done: true },
    });
    expect(approved).toMatchObject({ status: 200, body: { done: true, regulationsRespected: false } });
    return approved.body;
  }

  it('puts one message in the planner’s and in the admin’s inbox, once, even when the event comes again', async () => {
    const purchase = await approvedFailedTest();
    const [forPlanner] = await eventually(async () => {
      const found = await noticesOf(planner, purchase._id);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(forPlanner).toMatchObject({
      from: { _id: 'system', name: 'System' },
      subject: `Nicht bestandener Testkauf: ${purchase.vst} (bp) (Alkohol)`,
      read: false,
    });
    expect(forPlanner?.message).toContain(`Freigegeben von: ${planner.name}`);
    await eventually(async () => expect(await noticesOf(admin, purchase._id)).toHaveLength(1));

    // the same approval delivered twice more
    const event: EventEnvelope<EventPayload<'purchases.purchase.failed'>> = {
      id: new ObjectId().toHexString(),
      subject: 'purchases.purchase.failed',
      occurredAt: new Date().toISOString(),
      actor: { id: planner.id, name: planner.name },
      data: {
        purchase: {
          _id: purchase._id,
          userID: purchase.userID,
          storeID: purchase.storeID,
          vst: purchase.vst,
          storeType: 'bp',
          testType: 'Alkohol',
          date: purchase.date,
          regulationsRespected: false,
          delayed: false,
          done: true,
        },
      },
    };
    for (const delivery of [1, 2])
      await nats
        .jetstream()
        .publish(event.subject, codec.encode(event), { msgID: `${event.id}-${delivery}` });
    // a later approval's notice arrives after them (one consumer reads the stream in order)
    const later = await approvedFailedTest();
    await eventually(async () => expect(await noticesOf(planner, later._id)).toHaveLength(1));
    await eventually(async () => expect(await noticesOf(admin, later._id)).toHaveLength(1));
    expect(await noticesOf(planner, purchase._id)).toHaveLength(1);
    expect(await noticesOf(admin, purchase._id)).toHaveLength(1);
    // the system's message is in no one's sent folder, and the planner can open it
    const opened = await callApi(`/api/mails/${forPlanner?._id}`, {
      token: planner.token,
      method: 'PUT',
      body: { read: true },
    });
    expect(opened.status).toBe(204);
  });
});
