import { isAllowedPushEndpoint, isGonePushStatus } from './push.rules';
import { pushRegistrationSchema } from './push.schema';

// Checklist D.9, decision D-C15 (decision 0048): the token of `PUT users/{id}/push` (field-app spec, section 7,
// L194) is a PushSubscription or a marker (section 4, L132); the server posts only to the push services.

describe('the push token (F§7 L194, F§4 L132)', () => {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    expirationTime: null,
    keys: { p256dh: 'BNBaseMqjbMWMb5F-j4fT90tCeL1NyemjxkiUADRU6A', auth: 'tBHItJI5svbpez7KI4CCXg' },
  };

  it.each([
    ['the marker refused', { token: 'refused' }, true],
    ['the marker error', { token: 'error' }, true],
    ['a subscription', { token: subscription }, true],
    ['another marker', { token: 'granted' }, false],
    ['no token', {}, false],
    ['a subscription without keys', { token: { endpoint: subscription.endpoint } }, false],
    ['an endpoint that is no URL', { token: { ...subscription, endpoint: 'fcm' } }, false],
    ['an endpoint of another scheme', { token: { ...subscription, endpoint: 'file:///etc/passwd' } }, false],
    [
      'a key that is not base64url',
      { token: { ...subscription, keys: { p256dh: 'a b', auth: 'x' } } },
      false,
    ],
    [
      'an endpoint of 3000 characters',
      { token: { ...subscription, endpoint: `https://a.ch/${'x'.repeat(3000)}` } },
      false,
    ],
    ['a field more', { token: 'refused', extra: 1 }, false],
  ])('%s: accepted %s', (_label, body, accepted) => {
    expect(pushRegistrationSchema.safeParse(body).success).toBe(accepted);
  });
});

describe('where the server posts a push (decision 0048)', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', [], true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', [], true],
    ['https://web.push.apple.com/QGuQ', [], true],
    ['https://wns2-par02p.notify.windows.com/w/?token=abc', [], true],
    ['http://fcm.googleapis.com/fcm/send/abc', [], false],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', [], false],
    ['https://user:pw@fcm.googleapis.com/fcm/send/abc', [], false],
    ['https://fcm.googleapis.com.evil.ch/abc', [], false],
    ['https://push.apple.com.evil.ch/abc', [], false],
    ['http://127.0.0.1:27017/', [], false],
    ['http://10.0.0.5/internal', [], false],
    ['http://127.0.0.1:8095/push/abc', ['http://127.0.0.1:8095'], true],
    ['http://127.0.0.1:8096/push/abc', ['http://127.0.0.1:8095'], false],
    ['not a url', [], false],
  ])('%s with the extra origins %j: %s', (endpoint, extra, allowed) => {
    expect(isAllowedPushEndpoint(endpoint, extra)).toBe(allowed);
  });

  it.each([
    [404, true],
    [410, true],
    [201, false],
    [429, false],
    [500, false],
  ])('a push service answering %s means the subscription is gone: %s', (status, gone) => {
    expect(isGonePushStatus(status)).toBe(gone);
  });
});
