import { Injectable } from '@nestjs/common';
import type { Actor, EventEnvelope, EventPayload, EventSubject } from '@agecheck/contracts';
import { Clock } from '../ports/clock';
import { IdGenerator } from '../ports/id-generator';
import { createEvent } from './event-bus';

/** Creates domain events with the app's clock and id generator (see `createEvent`). */
@Injectable()
export class EventFactory {
  constructor(
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  create<S extends EventSubject>(
    subject: S,
    data: EventPayload<S>,
    actor: Actor,
  ): EventEnvelope<EventPayload<S>> & { subject: S } {
    return createEvent(subject, data, actor, { id: this.ids.uuid(), occurredAt: this.clock.now() });
  }
}
