import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus } from '@agecheck/nest-common';
import { FailedTestNoticeService } from './failed-test-notice.service';

/**
 * Reads `purchases.purchase.failed` with one durable consumer shared by the gateway's replicas (each event goes
 * to one of them, and again only when it was not acknowledged); the notices' ids make a second handling
 * store nothing (decision 0051).
 */
@Injectable()
export class FailedTestNoticeConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly notices: FailedTestNoticeService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume({
      durable: 'gateway-failed-test-notice',
      stream: 'PURCHASES',
      handle: async (event) => {
        if (event.subject === 'purchases.purchase.failed') await this.notices.handle(event);
      },
    });
  }
}
