import { Logger } from '@nestjs/common';
import { isGonePushStatus, type PushMessage, type PushSubscriptionJson } from '@agecheck/contracts';
import webPush from 'web-push';
import { PushSender, type PushOutcome, type VapidConfig } from './push-sender';

/** How long a push service may take to answer, and how long it keeps an undelivered push (seconds). */
const TIMEOUT_MS = 10_000;
const TIME_TO_LIVE_S = 24 * 60 * 60;

/**
 * The Web Push protocol (RFC 8030; the body encrypted with aes128gcm, RFC 8291; signed with VAPID, RFC 8292):
 * the `web-push` library builds the request, `fetch` posts it (the library's own transport speaks https
 * only, the local stand-in push service plain http).
 */
export class WebPushSender extends PushSender {
  private readonly logger = new Logger(WebPushSender.name);

  constructor(private readonly vapid: VapidConfig | undefined) {
    super();
  }

  get enabled(): boolean {
    return this.vapid !== undefined;
  }

  async send(subscription: PushSubscriptionJson, message: PushMessage): Promise<PushOutcome> {
    if (!this.vapid) return 'failed';
    const origin = new URL(subscription.endpoint).origin;
    try {
      const request = webPush.generateRequestDetails(subscription, JSON.stringify(message), {
        vapidDetails: this.vapid,
        TTL: TIME_TO_LIVE_S,
        contentEncoding: 'aes128gcm',
        ...(message.tag ? { topic: topicOf(message.tag) } : {}),
      });
      const response = await fetch(request.endpoint, {
        method: request.method,
        // fetch sets the body's length itself (the gateway's fetch refuses one given)
        headers: Object.fromEntries(
          Object.entries(request.headers)
            .filter(([name]) => name.toLowerCase() !== 'content-length')
            .map(([name, value]) => [name, String(value)]),
        ),
        body: request.body,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (response.ok) return 'sent';
      if (isGonePushStatus(response.status)) return 'gone';
      this.logger.warn(`the push service ${origin} answered ${response.status}`);
      return 'failed';
    } catch (error) {
      const cause = error instanceof Error && error.cause ? ` (${String(error.cause)})` : '';
      this.logger.warn(`push to ${origin} failed: ${String(error)}${cause}`);
      return 'failed';
    }
  }
}

/** A push's Topic header: at most 32 characters of the URL-safe base64 alphabet (RFC 8030, section 5.4). */
function topicOf(tag: string): string {
  return tag.replace(/[^A-Za-z0-9_-]/g, '').slice(-32);
}
