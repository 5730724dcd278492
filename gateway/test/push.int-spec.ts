import type { Mail, PushState } from '@agecheck/contracts';
import { callApi, eventually } from '@agecheck/test-kit';
import { randomUUID } from 'node:crypto';
import { PushSubscriber } from './support/push-subscriber';
import { signIn, type Caller } from './support/sign-in';

// Web Push through the gateway against the real platform (checklist D.9, decision D-C15; decision 0048):
// `PUT /api/users/{id}/push` for oneself only, with a subscription or a marker; a message to a subscribed
// user reaches the stand-in push service once, encrypted for the subscription, in the user's language, with
// the sender, the subject and /mail; a subscription the push service answers gone is removed.

const serviceUrl = () => {
  const url = process.env.PUSH_SERVICE_URL;
  if (!url) throw new Error('PUSH_SERVICE_URL is not set: the stand-in push service runs with npm test');
  return url;
};

const register = (caller: Caller, id: string, token: unknown) =>
  callApi<PushState>(`/api/users/${id}/push`, { token: caller.token, method: 'PUT', body: { token } });

const TITLES: Record<string, (from: string) => string> = {
  de: (from) => `Neue Nachricht von ${from}`,
  fr: (from) => `Nouveau message de ${from}`,
  it: (from) => `Nuovo messaggio da ${from}`,
};

describe('web push through the gateway', () => {
  let planner: Caller;
  let tester: Caller;
  // (not the users of the end-to-end test push.e2e.ts, which run on the same platform after this one)
  let checker: Caller;

  beforeAll(async () => {
    planner = await signIn('planung');
    tester = await signIn('testkaeufer');
    checker = await signIn('promocheck');
  });

  it('stores one’s own markers and subscription; another user’s answers 403; an endpoint of no push service 400', async () => {
    expect((await register(checker, checker.id, 'refused')).body).toEqual({
      status: 'refused',
      devices: 0,
    });
    expect((await register(checker, checker.id, 'error')).body).toEqual({ status: 'error', devices: 0 });
    const state = await callApi<PushState>(`/api/users/${checker.id}/push`, { token: checker.token });
    expect(state).toMatchObject({ status: 200, body: { status: 'error', devices: 0 } });

    const forbidden = await register(planner, checker.id, 'refused');
    expect(forbidden.status).toBe(403);
    expect((await callApi(`/api/users/${checker.id}/push`, { token: planner.token })).status).toBe(403);
    const subscriber = new PushSubscriber(serviceUrl());
    expect((await register(planner, checker.id, subscriber.subscription)).status).toBe(403);

    const internal = { ...subscriber.subscription, endpoint: 'http://127.0.0.1:1/push/x' };
    expect((await register(checker, checker.id, internal)).status).toBe(400);
    expect((await register(checker, checker.id, 'granted')).status).toBe(400);

    const subscribed = await register(checker, checker.id, subscriber.subscription);
    expect(subscribed).toMatchObject({ status: 200, body: { status: 'subscribed' } });
    // the same endpoint again: replaced, not a second device
    const again = await register(checker, checker.id, subscriber.subscription);
    expect(again.body.devices).toBe(subscribed.body.devices);
  });

  it('pushes a new message once to the recipient’s subscription, and removes a subscription gone (410)', async () => {
    const subscriber = new PushSubscriber(serviceUrl());
    const before = (await callApi<PushState>(`/api/users/${tester.id}/push`, { token: tester.token })).body;
    expect((await register(tester, tester.id, subscriber.subscription)).body).toEqual({
      status: 'subscribed',
      devices: before.devices + 1,
    });

    const send = async (subject: string) => {
      const sent = await callApi<Mail>('/api/mails', {
        token: planner.token,
        method: 'POST',
        body: { to: [tester.id], subject, message: 'Bitte die Tour vom Montag übernehmen.' },
      });
      expect(sent.status).toBe(201);
      return sent.body;
    };
    const first = await send(`Tour ${randomUUID()}`);
    const [push] = await eventually(async () => {
      const received = await subscriber.received();
      expect(received).toHaveLength(1);
      return received;
    });
    expect(push?.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400' });
    expect(push?.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    expect(JSON.parse(subscriber.decrypt(push!.body))).toEqual({
      title: TITLES[tester.lang]!(planner.name),
      body: first.subject,
      url: '/mail',
      tag: `mail-${first._id}`,
    });

    // a second message comes after the first through the same consumer: the first was pushed once only
    const second = await send(`Tour ${randomUUID()}`);
    const pushed = await eventually(async () => {
      const received = await subscriber.received();
      expect(received).toHaveLength(2);
      return received.map((each) => JSON.parse(subscriber.decrypt(each.body)) as { tag: string });
    });
    expect(pushed.map(({ tag }) => tag)).toEqual([`mail-${first._id}`, `mail-${second._id}`]);

    // the browser unsubscribed: the push service answers 410 and the gateway forgets the subscription
    await subscriber.goAway();
    await send(`Tour ${randomUUID()}`);
    await eventually(async () => {
      const state = await callApi<PushState>(`/api/users/${tester.id}/push`, { token: tester.token });
      expect(state.body.devices).toBe(before.devices);
    });
    expect(await subscriber.received()).toHaveLength(2);
  }, 120_000);
});
