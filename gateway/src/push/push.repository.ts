import { Injectable, OnModuleInit } from '@nestjs/common';
import type { PushMarker, PushSubscriptionJson } from '@agecheck/contracts';
import { InjectDb, isDuplicateKey } from '@agecheck/nest-common';
import type { Collection, Db } from 'mongodb';
import { createHash } from 'node:crypto';

export const PUSH_SUBSCRIPTION_COLLECTION = 'push_subscriptions';
export const PUSH_MARKER_COLLECTION = 'push_markers';
export const PUSH_DELIVERY_COLLECTION = 'push_deliveries';

/** One browser's subscription, keyed by its endpoint: an endpoint has one owner, the last to subscribe it. */
type SubscriptionDocument = {
  _id: string;
  userId: string;
  subscription: PushSubscriptionJson;
  savedAt: string;
};
/** The last marker a user's browser sent (F§4 L132: refused or error). */
type MarkerDocument = { _id: string; marker: PushMarker; savedAt: string };
/** A push handed out: `<what>:<user>`, so a redelivered event or a second replica pushes it once. */
type DeliveryDocument = { _id: string; at: string };

/** What the server holds for a user: the devices subscribed and the last marker. */
export type PushHolding = { devices: number; marker?: PushMarker };

const endpointId = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

/** The push registrations (decision 0048) in MongoDB: the push module's own collections. */
@Injectable()
export class PushRepository implements OnModuleInit {
  private readonly subscriptions: Collection<SubscriptionDocument>;
  private readonly markers: Collection<MarkerDocument>;
  private readonly deliveries: Collection<DeliveryDocument>;

  constructor(@InjectDb() db: Db) {
    this.subscriptions = db.collection<SubscriptionDocument>(PUSH_SUBSCRIPTION_COLLECTION);
    this.markers = db.collection<MarkerDocument>(PUSH_MARKER_COLLECTION);
    this.deliveries = db.collection<DeliveryDocument>(PUSH_DELIVERY_COLLECTION);
  }

  async onModuleInit(): Promise<void> {
    await this.subscriptions.createIndex({ userId: 1 });
  }

  /** Keeps the subscription for the user, in the place of any earlier one of the same endpoint (whoever's). */
  async saveSubscription(userId: string, subscription: PushSubscriptionJson, at: Date): Promise<void> {
    await this.subscriptions.replaceOne(
      { _id: endpointId(subscription.endpoint) },
      { userId, subscription, savedAt: at.toISOString() },
      { upsert: true },
    );
    await this.markers.deleteOne({ _id: userId });
  }

  async saveMarker(userId: string, marker: PushMarker, at: Date): Promise<void> {
    await this.markers.replaceOne({ _id: userId }, { marker, savedAt: at.toISOString() }, { upsert: true });
  }

  /** The user's subscriptions, in no particular order. */
  async subscriptionsOf(userId: string): Promise<PushSubscriptionJson[]> {
    const found = await this.subscriptions.find({ userId }).toArray();
    return found.map(({ subscription }) => subscription);
  }

  async holding(userId: string): Promise<PushHolding> {
    const [devices, marker] = await Promise.all([
      this.subscriptions.countDocuments({ userId }),
      this.markers.findOne({ _id: userId }),
    ]);
    return { devices, ...(marker ? { marker: marker.marker } : {}) };
  }

  /** Forgets a subscription its push service answered gone (404/410). */
  async removeSubscription(endpoint: string): Promise<void> {
    await this.subscriptions.deleteOne({ _id: endpointId(endpoint) });
  }

  /** Claims the push `key` for the user: true the first time only. */
  async claim(key: string, userId: string, at: Date): Promise<boolean> {
    try {
      await this.deliveries.insertOne({ _id: `${key}:${userId}`, at: at.toISOString() });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }
}
