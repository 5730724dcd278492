import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { EventEnvelope } from '@agecheck/contracts';
import type { Db, ObjectId } from 'mongodb';
import { MONGO_DB } from '../mongo/mongo.module';
import { EventBus } from './event-bus';

/**
 * The part of a document that carries its pending events. A write stores the document and its event in
 * one single-document operation; the relay publishes the event and then removes it. `outboxPending` marks
 * (indexed) the documents whose outbox is not drained yet, so the sweep finds them without a scan. A
 * document marked `deletedAt` is a tombstone: it is removed once its events are out.
 */
export type OutboxFields = { outbox?: EventEnvelope<unknown>[]; outboxPending?: true; deletedAt?: string };

/** The outbox fields of a new document carrying `event` (spread into the inserted document). */
export function outboxOnInsert(
  event: EventEnvelope<unknown>,
): Required<Pick<OutboxFields, 'outbox' | 'outboxPending'>> {
  return { outbox: [event], outboxPending: true };
}

/** The update that adds `event` to a document's outbox, together with the fields the write sets. */
export function outboxOnUpdate<T extends object>(event: EventEnvelope<unknown>, set: T) {
  return { $set: { ...set, outboxPending: true as const }, $push: { outbox: event } };
}

const SWEEP_INTERVAL_MS = 5_000;
const SWEEP_BATCH = 500;
/** The sweep rests at least this many times as long as it took, so that it never takes over the database. */
const SWEEP_REST_FACTOR = 4;

/**
 * How long the relay waits after a sweep before the next: the interval, or longer after a slow sweep. On
 * MongoDB the sweep reads the index of pending marks in milliseconds; FerretDB 1.x reads every document for
 * it (about 25 s for 200 000 purchases), and sweeps started every 5 s regardless piled up until the database
 * did nothing else. The sweep is for events a crash or a NATS outage left behind, so a later one costs little.
 */
export function restAfterSweep(sweepMs: number): number {
  return Math.max(SWEEP_INTERVAL_MS, SWEEP_REST_FACTOR * sweepMs);
}

/** Documents are keyed by ObjectId, or by an id the client made (a purchase's UUID from the phone). */
type OutboxDocument = { _id: ObjectId | string } & OutboxFields;

/** Publishes the events waiting in documents' outboxes: right after each write, and by a periodic sweep. */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly collections = new Set<string>();
  private timer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    @Inject(MONGO_DB) private readonly db: Db,
    private readonly bus: EventBus,
  ) {}

  /** Adds a collection whose documents carry an outbox to the sweep, and indexes its pending marks. */
  async watch(collection: string): Promise<void> {
    this.collections.add(collection);
    await this.db.collection<OutboxDocument>(collection).createIndex({ outboxPending: 1 });
  }

  /**
   * Publishes the pending events of one document, then removes them (and the document, if a tombstone).
   * Never throws: the write it follows has succeeded, and what fails here is retried by the sweep.
   */
  async flush(collection: string, id: ObjectId | string): Promise<void> {
    try {
      await this.publishPending(collection, id);
    } catch (error) {
      this.logger.warn(`events of ${collection}/${String(id)} wait for the next sweep: ${String(error)}`);
    }
  }

  private async publishPending(collection: string, id: ObjectId | string): Promise<void> {
    const documents = this.db.collection<OutboxDocument>(collection);
    const document = await documents.findOne({ _id: id }, { projection: { outbox: 1, deletedAt: 1 } });
    if (!document) return;
    for (const event of document.outbox ?? []) {
      await this.bus.publish(event);
      // The exact stored value: FerretDB 1.x's $pull ignores conditions and matches whole values only.
      await documents.updateOne({ _id: id }, { $pull: { outbox: event } });
    }
    // Only once the outbox is empty (a write may have added an event meanwhile; the mark then stays).
    const drained = { _id: id, outbox: { $size: 0 } };
    if (document.deletedAt) await documents.deleteOne({ ...drained, deletedAt: { $exists: true } });
    else await documents.updateOne(drained, { $unset: { outboxPending: '' } });
  }

  /** Publishes whatever is still pending in the watched collections (after a crash or a NATS outage). */
  async sweep(): Promise<void> {
    for (const collection of this.collections) {
      const pending = await this.db
        .collection<OutboxDocument>(collection)
        .find({ outboxPending: true }, { projection: { _id: 1 } })
        .limit(SWEEP_BATCH)
        .toArray();
      for (const { _id } of pending) await this.publishPending(collection, _id);
    }
  }

  /** Sweeps one after the other, never two at once, each after the rest the one before earned. */
  onApplicationBootstrap(): void {
    const next = (restMs: number) => {
      if (this.stopped) return;
      this.timer = setTimeout(() => {
        const started = Date.now();
        this.sweep()
          .catch((error: unknown) => this.logger.warn(`outbox sweep failed: ${String(error)}`))
          .finally(() => next(restAfterSweep(Date.now() - started)));
      }, restMs);
      this.timer.unref();
    };
    next(SWEEP_INTERVAL_MS);
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }
}
