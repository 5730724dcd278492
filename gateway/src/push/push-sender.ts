import type { PushMessage, PushSubscriptionJson } from '@agecheck/contracts';

/** How a push service answered: delivered (accepted), the subscription is gone (404/410), or it failed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** The VAPID keys the server signs its pushes with (RFC 8292); the public key is the shell's too. */
export type VapidConfig = { publicKey: string; privateKey: string; subject: string };

/**
 * The push-service port (decision 0048): posts one push, encrypted for the subscription (RFC 8291), to its
 * endpoint. `WebPushSender` speaks the Web Push protocol; local runs and the tests point subscriptions at the
 * stand-in push service of infra/push-service, and the unit tests use an in-memory sender.
 */
export abstract class PushSender {
  /** Whether pushes can be sent at all (VAPID keys configured). */
  abstract readonly enabled: boolean;
  abstract send(subscription: PushSubscriptionJson, message: PushMessage): Promise<PushOutcome>;
}
