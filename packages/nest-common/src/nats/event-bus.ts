import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import {
  EVENT_SUBJECTS,
  eventEnvelopeSchema,
  isEventSubject,
  type Actor,
  type EventEnvelope,
  type EventPayload,
  type EventStreamName,
  type EventSubject,
} from '@agecheck/contracts';
import { randomUUID } from 'node:crypto';
import { AckPolicy, DeliverPolicy, JSONCodec, type ConsumerMessages, type NatsConnection } from 'nats';
import { NATS_CONNECTION } from './nats.tokens';

const codec = JSONCodec<unknown>();

/** A validated event as a handler receives it. */
export type DomainEvent = {
  [S in EventSubject]: EventEnvelope<EventPayload<S>> & { subject: S };
}[EventSubject];

export type ConsumeOptions = {
  /** Durable consumer name: one per reading module, so each module reads every event once. */
  durable: string;
  stream: EventStreamName;
  /** Handles one event; must be idempotent (an event may come twice). Throwing redelivers it later. */
  handle: (event: DomainEvent) => Promise<void>;
};

export type FollowOptions = {
  stream: EventStreamName;
  /** The first events handed over are those published from this moment on. */
  since: Date;
  /** Handles one event; an error is logged and the event is not handed over again. */
  handle: (event: DomainEvent) => Promise<void>;
};

/**
 * Builds the envelope of a new event, validating its payload against the subject's schema. `id` and
 * `occurredAt` default to a new UUID and now; services pass them from their `IdGenerator` and `Clock`
 * (`EventFactory`), so unit tests see predictable events.
 */
export function createEvent<S extends EventSubject>(
  subject: S,
  data: EventPayload<S>,
  actor: Actor,
  meta: { id: string; occurredAt: Date } = { id: randomUUID(), occurredAt: new Date() },
): EventEnvelope<EventPayload<S>> & { subject: S } {
  const envelope = { id: meta.id, subject, occurredAt: meta.occurredAt.toISOString(), actor, data };
  return eventEnvelopeSchema(EVENT_SUBJECTS[subject]).parse(envelope) as EventEnvelope<EventPayload<S>> & {
    subject: S;
  };
}

/** Parses an incoming message into a declared event, or undefined when it is not one. */
export function parseEvent(subject: string, raw: unknown): DomainEvent | undefined {
  if (!isEventSubject(subject)) return undefined;
  const result = eventEnvelopeSchema(EVENT_SUBJECTS[subject]).safeParse(raw);
  return result.success && result.data.subject === subject ? (result.data as DomainEvent) : undefined;
}

/** Publishes domain events to JetStream and runs durable consumers. */
@Injectable()
export class EventBus implements OnApplicationShutdown {
  private readonly logger = new Logger(EventBus.name);
  private readonly running: ConsumerMessages[] = [];

  constructor(@Inject(NATS_CONNECTION) private readonly connection: NatsConnection) {}

  /** Publishes an envelope; the event id is the message id, so JetStream drops a repeated publish. */
  async publish(event: EventEnvelope<unknown>): Promise<void> {
    if (!parseEvent(event.subject, event))
      throw new Error(`refusing to publish an invalid ${event.subject} event`);
    await this.connection.jetstream().publish(event.subject, codec.encode(event), { msgID: event.id });
  }

  /** Starts a durable consumer that runs in the background until shutdown. */
  async consume(options: ConsumeOptions): Promise<void> {
    const jsm = await this.connection.jetstreamManager();
    await jsm.consumers.add(options.stream, {
      durable_name: options.durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: 30_000_000_000,
      max_deliver: -1,
    });
    const consumer = await this.connection.jetstream().consumers.get(options.stream, options.durable);
    const messages = await consumer.consume({ max_messages: 64 });
    this.running.push(messages);
    void (async () => {
      for await (const message of messages) {
        const event = parseEvent(message.subject, safeDecode(message.data));
        if (!event) {
          this.logger.warn(`dropping an undeclared or invalid message on ${message.subject}`);
          message.term();
          continue;
        }
        try {
          await options.handle(event);
          message.ack();
        } catch (error) {
          this.logger.error(`${options.durable} failed on ${event.subject} ${event.id}: ${String(error)}`);
          message.nak(5_000);
        }
      }
    })();
  }

  /**
   * Follows a stream from a moment on with an ordered consumer of this process alone (nothing stored on the
   * server, no acknowledgements): every replica sees every event, for what each keeps in memory.
   */
  async follow(options: FollowOptions): Promise<void> {
    const consumer = await this.connection.jetstream().consumers.get(options.stream, {
      deliver_policy: DeliverPolicy.StartTime,
      opt_start_time: options.since.toISOString(),
    });
    const messages = await consumer.consume();
    this.running.push(messages);
    void (async () => {
      for await (const message of messages) {
        const event = parseEvent(message.subject, safeDecode(message.data));
        if (!event) continue;
        await options.handle(event).catch((error: unknown) => {
          this.logger.warn(
            `following ${options.stream} failed on ${event.subject} ${event.id}: ${String(error)}`,
          );
        });
      }
    })();
  }

  async onApplicationShutdown(): Promise<void> {
    for (const messages of this.running) messages.stop();
  }
}

function safeDecode(data: Uint8Array): unknown {
  try {
    return codec.decode(data);
  } catch {
    return undefined;
  }
}
