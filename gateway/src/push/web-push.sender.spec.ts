import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import webPush from 'web-push';
import { PushSubscriber } from '../../test/support/push-subscriber';
import { WebPushSender } from './web-push.sender';

// The Web Push adapter (decision 0048) against a push endpoint on a local port: it posts the push encrypted
// for the subscription (aes128gcm, RFC 8291) and signed (VAPID, RFC 8292), and tells a gone subscription.

describe('WebPushSender', () => {
  let server: Server;
  let url: string;
  let answer = 201;
  const received: { path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:support@agecheck.ch' };
  const message = { title: 'Neue Nachricht von Peter Planung', body: 'Grüezi', url: '/mail', tag: 'mail-m1' };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  beforeEach(() => {
    received.length = 0;
    answer = 201;
  });

  it('posts the push encrypted for the subscription and signed with the VAPID key', async () => {
    const subscriber = new PushSubscriber(url);
    expect(await new WebPushSender(vapid).send(subscriber.subscription, message)).toBe('sent');
    expect(received).toHaveLength(1);
    const [push] = received;
    expect(push?.path).toBe(`/push/${subscriber.id}`);
    expect(push?.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', topic: 'mail-m1' });
    expect(push?.headers.authorization).toContain(`k=${vapid.publicKey}`);
    expect(JSON.parse(subscriber.decrypt(push!.body.toString('base64')))).toEqual(message);
  });

  it.each([
    [404, 'gone'],
    [410, 'gone'],
    [429, 'failed'],
    [500, 'failed'],
  ])('tells a push service answering %s: %s', async (status, outcome) => {
    answer = status;
    expect(await new WebPushSender(vapid).send(new PushSubscriber(url).subscription, message)).toBe(outcome);
  });

  it('fails without VAPID keys or a push service, and sends nothing', async () => {
    const subscriber = new PushSubscriber(url);
    const disabled = new WebPushSender(undefined);
    expect(disabled.enabled).toBe(false);
    expect(await disabled.send(subscriber.subscription, message)).toBe('failed');
    expect(received).toEqual([]);
    const nowhere = new PushSubscriber('http://127.0.0.1:1');
    expect(await new WebPushSender(vapid).send(nowhere.subscription, message)).toBe('failed');
  });
});
