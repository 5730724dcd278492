import type { PushMarker, PushSubscriptionJson } from '@agecheck/contracts';
import type { Implementation } from '@agecheck/nest-common/testing';
import type { PushHolding, PushRepository } from '../src/push/push.repository';

/**
 * The push registrations in memory for the unit tests: the same answers as the MongoDB repository, which
 * push.repository.int-spec.ts checks against this one.
 */
export class InMemoryPushRepository implements Implementation<PushRepository> {
  /** By endpoint. */
  readonly subscriptions = new Map<string, { userId: string; subscription: PushSubscriptionJson }>();
  readonly markers = new Map<string, PushMarker>();
  readonly deliveries = new Set<string>();

  async onModuleInit(): Promise<void> {}

  async saveSubscription(userId: string, subscription: PushSubscriptionJson): Promise<void> {
    this.subscriptions.set(subscription.endpoint, { userId, subscription });
    this.markers.delete(userId);
  }

  async saveMarker(userId: string, marker: PushMarker): Promise<void> {
    this.markers.set(userId, marker);
  }

  async subscriptionsOf(userId: string): Promise<PushSubscriptionJson[]> {
    return [...this.subscriptions.values()]
      .filter((entry) => entry.userId === userId)
      .map(({ subscription }) => subscription);
  }

  async holding(userId: string): Promise<PushHolding> {
    const marker = this.markers.get(userId);
    return { devices: (await this.subscriptionsOf(userId)).length, ...(marker ? { marker } : {}) };
  }

  async removeSubscription(endpoint: string): Promise<void> {
    this.subscriptions.delete(endpoint);
  }

  async claim(key: string, userId: string): Promise<boolean> {
    const id = `${key}:${userId}`;
    if (this.deliveries.has(id)) return false;
    this.deliveries.add(id);
    return true;
  }
}
