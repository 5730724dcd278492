import type { PushMessage, PushSubscriptionJson } from '@agecheck/contracts';
import { PushSender, type PushOutcome } from '../src/push/push-sender';

/** A push service in memory: keeps what it was handed; endpoints listed in `gone` answer 410. */
export class InMemoryPushSender extends PushSender {
  readonly sent: { endpoint: string; message: PushMessage }[] = [];
  readonly gone = new Set<string>();
  enabled = true;

  async send(subscription: PushSubscriptionJson, message: PushMessage): Promise<PushOutcome> {
    if (this.gone.has(subscription.endpoint)) return 'gone';
    this.sent.push({ endpoint: subscription.endpoint, message });
    return 'sent';
  }
}
