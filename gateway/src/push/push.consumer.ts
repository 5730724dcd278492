import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, type DomainEvent } from '@agecheck/nest-common';
import { PushService } from './push.service';
import { mailPush } from './push.texts';

/**
 * What is pushed (decision D-C15): a new message to each of its recipients. One durable consumer for all
 * gateway replicas, so each event reaches one of them; `pushTo` pushes each message once per recipient even
 * when an event comes again. The online purchases and the complaints call `pushTo` from their events when
 * those areas land (decision 0048).
 */
@Injectable()
export class PushConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly push: PushService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume({
      durable: 'gateway-push',
      stream: 'PLATFORM',
      handle: (event) => this.handle(event),
    });
  }

  async handle(event: DomainEvent): Promise<void> {
    if (event.subject !== 'platform.mail.sent') return;
    const { mail } = event.data;
    await this.push.pushTo(
      mail.to.filter((id) => id !== mail.from),
      `mail:${mail._id}`,
      (language) => mailPush(language, mail),
    );
  }
}
