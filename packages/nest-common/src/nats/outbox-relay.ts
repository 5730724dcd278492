import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { EventEnvelope } from '@agecheck/contracts';
import type { Db, ObjectId } from 'mongodb';
import { MONGO_DB } from '../mongo/mongo.module';
import { EventBus } from './event-bus';

/**
 * The part of a document that carries its pending events. A write stores the document and its event in
 * one single-document operation; the relay publishes the event and then removes it. A document marked
 * `deletedAt` is a tombstone: it is removed once its events are out.
 */
export type OutboxFields = { outbox?: EventEnvelope<unknown>[]; deletedAt?: string };

const SWEEP_INTERVAL_MS = 5_000;

/** Publishes the events waiting in documents' outboxes: right after each write, and by a periodic sweep. */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly collections = new Set<string>();
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(MONGO_DB) private readonly db: Db,
    private readonly bus: EventBus,
  ) {}

  /** Adds a collection whose documents carry an outbox to the sweep. */
  watch(collection: string): void {
    this.collections.add(collection);
  }

  /**
   * Publishes the pending events of one document, then removes them (and the document, if a tombstone).
   * Never throws: the write it follows has succeeded, and what fails here is retried by the sweep.
   */
  async flush(collection: string, id: ObjectId): Promise<void> {
    try {
      await this.publishPending(collection, id);
    } catch (error) {
      this.logger.warn(
        `events of ${collection}/${id.toHexString()} wait for the next sweep: ${String(error)}`,
      );
    }
  }

  private async publishPending(collection: string, id: ObjectId): Promise<void> {
    const documents = this.db.collection<{ _id: ObjectId } & OutboxFields>(collection);
    const document = await documents.findOne({ _id: id }, { projection: { outbox: 1, deletedAt: 1 } });
    if (!document) return;
    for (const event of document.outbox ?? []) {
      await this.bus.publish(event);
      // The exact stored value: FerretDB 1.x's $pull ignores conditions and matches whole values only.
      await documents.updateOne({ _id: id }, { $pull: { outbox: event } });
    }
    if (document.deletedAt)
      await documents.deleteOne({ _id: id, deletedAt: { $exists: true }, outbox: { $size: 0 } });
  }

  /** Publishes whatever is still pending in the watched collections (after a crash or a NATS outage). */
  async sweep(): Promise<void> {
    for (const collection of this.collections) {
      const pending = await this.db
        .collection<{ _id: ObjectId } & OutboxFields>(collection)
        .find(
          { $or: [{ 'outbox.0': { $exists: true } }, { deletedAt: { $exists: true } }] },
          { projection: { _id: 1 } },
        )
        .limit(500)
        .toArray();
      for (const { _id } of pending) await this.publishPending(collection, _id);
    }
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) => this.logger.warn(`outbox sweep failed: ${String(error)}`));
    }, SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
