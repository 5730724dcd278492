import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EVENT_STREAMS, type EventStreamName } from '@agecheck/contracts';
import { EventBus } from '@agecheck/nest-common';
import { describeEvent } from './protocol.describe';
import { ProtocolRepository } from './protocol.repository';

/** Records every domain event of every stream in the protocol, through one durable consumer per stream. */
@Injectable()
export class ProtocolConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly protocol: ProtocolRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const stream of Object.keys(EVENT_STREAMS) as EventStreamName[]) {
      await this.bus.consume({
        durable: 'gateway-protocol',
        stream,
        handle: (event) => this.protocol.record(describeEvent(event)),
      });
    }
  }
}
