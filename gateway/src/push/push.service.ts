import { Injectable, Logger } from '@nestjs/common';
import {
  isAllowedPushEndpoint,
  type Language,
  type PushMessage,
  type PushState,
  type PushToken,
} from '@agecheck/contracts';
import { Clock, type AuthUser } from '@agecheck/nest-common';
import { UsersRepository } from '../identity/users.repository';
import { PushException } from './push.exception';
import { PushRepository } from './push.repository';
import { PushSender } from './push-sender';

/** The push module's settings: the origins beside the push services a subscription may name (local stand-in). */
export class PushSettings {
  constructor(readonly endpointOrigins: readonly string[] = []) {}
}

/**
 * Web Push (checklist D.9, decision D-C15; decision 0048): each user keeps the subscriptions of their browsers
 * or the marker of a refusal or failure, and `pushTo` pushes to every browser of the users, once per thing
 * pushed and user.
 */
@Injectable()
export class PushService {
  private readonly logger = new Logger(PushService.name);

  constructor(
    private readonly pushes: PushRepository,
    private readonly users: UsersRepository,
    private readonly sender: PushSender,
    private readonly settings: PushSettings,
    private readonly clock: Clock,
  ) {}

  /** `PUT /api/users/{id}/push` (F§7 L194): only one's own; a subscription replaces one of its endpoint. */
  async register(user: AuthUser, id: string, token: PushToken): Promise<PushState> {
    if (id !== user.id) throw new PushException('PUSH_FORBIDDEN');
    if (typeof token === 'string') await this.pushes.saveMarker(user.id, token, this.clock.now());
    else {
      if (!isAllowedPushEndpoint(token.endpoint, this.settings.endpointOrigins))
        throw new PushException('PUSH_ENDPOINT_REFUSED', undefined, [
          { path: 'token.endpoint', key: 'push.invalidEndpoint' },
        ]);
      await this.pushes.saveSubscription(user.id, token, this.clock.now());
    }
    return this.state(user, id);
  }

  /** What the server holds for the caller: subscribed (how many devices), else the last marker, else none. */
  async state(user: AuthUser, id: string): Promise<PushState> {
    if (id !== user.id) throw new PushException('PUSH_FORBIDDEN');
    const { devices, marker } = await this.pushes.holding(user.id);
    return { status: devices > 0 ? 'subscribed' : (marker ?? 'none'), devices };
  }

  /**
   * Pushes one thing (`key`, e.g. `mail:<id>`) to every subscribed browser of each user, in the user's
   * language, once per key and user however often it is asked (a redelivered event, a second replica).
   * Subscriptions their push service answers gone are removed. The areas that push call this from the
   * consumer of their event (decision 0048). Answers the number of pushes the push services accepted.
   */
  async pushTo(
    userIds: readonly string[],
    key: string,
    message: (language: Language) => PushMessage,
  ): Promise<number> {
    if (!this.sender.enabled) return 0;
    let sent = 0;
    for (const userId of new Set(userIds)) {
      const subscriptions = await this.pushes.subscriptionsOf(userId);
      if (subscriptions.length === 0) continue;
      if (!(await this.pushes.claim(key, userId, this.clock.now()))) continue;
      const profile = await this.users.findById(userId);
      const push = message(profile?.settings.lang ?? 'de');
      for (const subscription of subscriptions) {
        const outcome = await this.sender.send(subscription, push);
        if (outcome === 'sent') sent += 1;
        if (outcome === 'gone') await this.pushes.removeSubscription(subscription.endpoint);
      }
    }
    if (sent > 0) this.logger.log(`${key}: ${sent} push(es) sent`);
    return sent;
  }
}
