import type { PushSubscriptionJson } from '@agecheck/contracts';
import { createEvent, EventBus, type AuthUser } from '@agecheck/nest-common';
import { InMemoryEventBus, newTestService, standIn, testUser } from '@agecheck/nest-common/testing';
import { InMemoryPushRepository } from '../../test/in-memory-push.repository';
import { InMemoryPushSender } from '../../test/in-memory-push.sender';
import { InMemoryUsersRepository } from '../../test/in-memory-users.repository';
import { UsersRepository } from '../identity/users.repository';
import { PushConsumer } from './push.consumer';
import { PushRepository } from './push.repository';
import { PushSender } from './push-sender';
import { PushService, PushSettings } from './push.service';

// Web Push (checklist D.9, decision D-C15; decision 0048): `PUT users/{id}/push {token}` (F§7 L194) for
// oneself with a subscription or a marker (F§4 L132), and one push per recipient of a new message.

const person = (id: string, name: string, roles: AuthUser['roles']): AuthUser => ({
  ...testUser(id, roles),
  name,
});
const peter = person('pl1', 'Peter Planung', ['planung']);
const tim = person('tk1', 'Tim Testkäufer', ['testkaeufer']);
const tina = person('tk2', 'Tina Testkäuferin', ['testkaeufer']);
const dora = person('dt1', 'Dora Detektiv', ['detektiv']);

const STAND_IN = 'http://127.0.0.1:8095';
const subscription = (name: string): PushSubscriptionJson => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
  expirationTime: null,
  keys: { p256dh: `key${name}`, auth: `auth${name}` },
});

async function setup() {
  const pushes = new InMemoryPushRepository();
  const users = new InMemoryUsersRepository();
  const sender = new InMemoryPushSender();
  const bus = new InMemoryEventBus();
  for (const each of [peter, tim, tina, dora]) await users.upsertFromToken(each, new Date());
  await users.updateSettings(tina.id, { lang: 'fr' });
  await users.updateSettings(dora.id, { lang: 'it' });
  const standIns = [
    standIn(PushRepository, pushes),
    standIn(UsersRepository, users),
    standIn(PushSender, sender),
    standIn(PushSettings, new PushSettings([STAND_IN])),
    standIn(EventBus, bus),
  ];
  const { sut } = newTestService(PushService, standIns);
  const { sut: consumer } = newTestService(PushConsumer, [...standIns, standIn(PushService, sut)]);
  await consumer.onApplicationBootstrap();
  return { sut, pushes, sender, bus };
}

const mailSent = (id: string, to: string[], subject = 'Neue Tour') =>
  createEvent(
    'platform.mail.sent',
    {
      mail: {
        _id: id,
        from: peter.id,
        fromName: peter.name,
        to,
        toAll: false,
        subject,
        date: '2026-11-23T09:00:00.000Z',
      },
    },
    { id: peter.id, name: peter.name },
  );

describe('the push registration (F§7 L194, F§4 L132)', () => {
  it('keeps one’s own subscriptions, one per endpoint, and answers what it holds', async () => {
    const { sut, pushes } = await setup();
    expect(await sut.state(tim, tim.id)).toEqual({ status: 'none', devices: 0 });
    expect(await sut.register(tim, tim.id, subscription('phone'))).toEqual({
      status: 'subscribed',
      devices: 1,
    });
    expect(await sut.register(tim, tim.id, subscription('laptop'))).toEqual({
      status: 'subscribed',
      devices: 2,
    });
    // the same endpoint again (new keys): it replaces the earlier one
    const renewed = { ...subscription('phone'), keys: { p256dh: 'newkey', auth: 'newauth' } };
    expect(await sut.register(tim, tim.id, renewed)).toEqual({ status: 'subscribed', devices: 2 });
    expect(pushes.subscriptions.get(renewed.endpoint)?.subscription.keys.p256dh).toBe('newkey');
    // another user subscribes in the same browser: the endpoint is theirs now
    expect(await sut.register(tina, tina.id, renewed)).toEqual({ status: 'subscribed', devices: 1 });
    expect(await sut.state(tim, tim.id)).toEqual({ status: 'subscribed', devices: 1 });
  });

  it('keeps the markers refused and error; a subscription afterwards replaces the marker', async () => {
    const { sut } = await setup();
    expect(await sut.register(dora, dora.id, 'refused')).toEqual({ status: 'refused', devices: 0 });
    expect(await sut.register(dora, dora.id, 'error')).toEqual({ status: 'error', devices: 0 });
    expect(await sut.register(dora, dora.id, subscription('d'))).toEqual({
      status: 'subscribed',
      devices: 1,
    });
    expect(await sut.state(dora, dora.id)).toEqual({ status: 'subscribed', devices: 1 });
  });

  it('refuses another user’s registration (403), also to read it', async () => {
    const { sut, pushes } = await setup();
    await expect(sut.register(peter, tim.id, subscription('x'))).rejects.toMatchObject({
      code: 'PUSH_FORBIDDEN',
      status: 403,
    });
    await expect(sut.register(peter, tim.id, 'refused')).rejects.toMatchObject({ status: 403 });
    await expect(sut.state(peter, tim.id)).rejects.toMatchObject({ status: 403 });
    expect(pushes.subscriptions.size + pushes.markers.size).toBe(0);
  });

  it('refuses an endpoint that is no push service, but takes the configured stand-in', async () => {
    const { sut, pushes } = await setup();
    const internal = { ...subscription('x'), endpoint: 'http://10.0.0.5:27017/' };
    await expect(sut.register(tim, tim.id, internal)).rejects.toMatchObject({
      code: 'PUSH_ENDPOINT_REFUSED',
      status: 400,
    });
    expect(pushes.subscriptions.size).toBe(0);
    const local = { ...subscription('x'), endpoint: `${STAND_IN}/push/abc` };
    expect(await sut.register(tim, tim.id, local)).toEqual({ status: 'subscribed', devices: 1 });
  });
});

describe('the push of a new message (decision D-C15)', () => {
  it('pushes to every browser of each subscribed recipient, in their language, with the sender, subject and /mail', async () => {
    const { sut, sender, bus } = await setup();
    await sut.register(tim, tim.id, subscription('tim-phone'));
    await sut.register(tim, tim.id, subscription('tim-laptop'));
    await sut.register(tina, tina.id, subscription('tina'));
    await sut.register(dora, dora.id, subscription('dora'));
    await sut.register(peter, peter.id, subscription('peter'));

    await bus.deliver([mailSent('m1', [tim.id, tina.id, dora.id], 'Tour vom Montag')]);

    expect(sender.sent).toHaveLength(4);
    expect(sender.sent).toEqual(
      expect.arrayContaining([
        {
          endpoint: subscription('tim-laptop').endpoint,
          message: {
            title: 'Neue Nachricht von Peter Planung',
            body: 'Tour vom Montag',
            url: '/mail',
            tag: 'mail-m1',
          },
        },
        {
          endpoint: subscription('tim-phone').endpoint,
          message: {
            title: 'Neue Nachricht von Peter Planung',
            body: 'Tour vom Montag',
            url: '/mail',
            tag: 'mail-m1',
          },
        },
        {
          endpoint: subscription('tina').endpoint,
          message: {
            title: 'Nouveau message de Peter Planung',
            body: 'Tour vom Montag',
            url: '/mail',
            tag: 'mail-m1',
          },
        },
        {
          endpoint: subscription('dora').endpoint,
          message: {
            title: 'Nuovo messaggio da Peter Planung',
            body: 'Tour vom Montag',
            url: '/mail',
            tag: 'mail-m1',
          },
        },
      ]),
    );
  });

  it('pushes nothing to a recipient without a subscription (a marker, or none) nor to the sender', async () => {
    const { sut, sender, bus } = await setup();
    await sut.register(tim, tim.id, 'refused');
    await sut.register(peter, peter.id, subscription('peter'));
    await bus.deliver([mailSent('m1', [tim.id, tina.id])]);
    expect(sender.sent).toEqual([]);
  });

  it('pushes a message once per recipient when its event comes again (redelivered, or to a second replica)', async () => {
    const { sut, sender, bus } = await setup();
    await sut.register(tim, tim.id, subscription('tim'));
    const event = mailSent('m1', [tim.id]);
    await bus.deliver([event, event]);
    await bus.deliver([mailSent('m1', [tim.id])]);
    expect(sender.sent).toHaveLength(1);
    await bus.deliver([mailSent('m2', [tim.id])]);
    expect(sender.sent.map(({ message }) => message.tag)).toEqual(['mail-m1', 'mail-m2']);
  });

  it('removes a subscription its push service answers gone (410), and keeps the others', async () => {
    const { sut, sender, bus, pushes } = await setup();
    await sut.register(tim, tim.id, subscription('old'));
    await sut.register(tim, tim.id, subscription('new'));
    sender.gone.add(subscription('old').endpoint);
    await bus.deliver([mailSent('m1', [tim.id])]);
    expect(sender.sent.map(({ endpoint }) => endpoint)).toEqual([subscription('new').endpoint]);
    expect([...pushes.subscriptions.keys()]).toEqual([subscription('new').endpoint]);
    expect(await sut.state(tim, tim.id)).toEqual({ status: 'subscribed', devices: 1 });
  });

  it('sends nothing, and claims nothing, while no VAPID keys are configured', async () => {
    const { sut, sender, bus, pushes } = await setup();
    await sut.register(tim, tim.id, subscription('tim'));
    sender.enabled = false;
    await bus.deliver([mailSent('m1', [tim.id])]);
    expect(sender.sent).toEqual([]);
    expect(pushes.deliveries.size).toBe(0);
  });
});
