import { EVENT_STREAMS, type EventEnvelope } from '@agecheck/contracts';
import { parseEvent, type ConsumeOptions, type EventBus, type FollowOptions } from '../nats/event-bus';
import type { Implementation } from './test-service';

/**
 * The event bus in memory, for unit tests of what publishes or reads a stream (the lists that follow the
 * purchases, the read models of svc-exports), or only needs a bus to be built: the test hands events over
 * when it says (`deliver`), checked against their contracts as JetStream's consumers check them; what is
 * published, followed and consumed is kept. The real bus is covered by the integration tests.
 */
export class InMemoryEventBus implements Implementation<EventBus> {
  readonly published: EventEnvelope<unknown>[] = [];
  readonly followers: FollowOptions[] = [];
  readonly consumers: ConsumeOptions[] = [];

  async publish(event: EventEnvelope<unknown>): Promise<void> {
    this.published.push(event);
  }

  async consume(options: ConsumeOptions): Promise<void> {
    this.consumers.push(options);
  }

  async follow(options: FollowOptions): Promise<void> {
    this.followers.push(options);
  }

  async onApplicationShutdown(): Promise<void> {}

  /** Hands the events to every follower and consumer of their stream, in order. */
  async deliver(events: readonly EventEnvelope<unknown>[]): Promise<void> {
    for (const envelope of events) {
      const event = parseEvent(envelope.subject, JSON.parse(JSON.stringify(envelope)));
      if (!event) throw new Error(`${envelope.subject} is not an event its contract accepts`);
      for (const reader of [...this.followers, ...this.consumers])
        if (event.subject.startsWith(EVENT_STREAMS[reader.stream].slice(0, -1))) await reader.handle(event);
    }
  }
}
