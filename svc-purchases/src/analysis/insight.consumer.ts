import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus } from '@agecheck/nest-common';
import { InsightProjector } from './insight.projector';

/** Keeps the insight read model up to date from `purchases.purchase.saved` and `.deleted` (a durable consumer). */
@Injectable()
export class InsightConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly projector: InsightProjector,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume({
      durable: 'purchases-insight',
      stream: 'PURCHASES',
      handle: async (event) => {
        if (event.subject === 'purchases.purchase.saved' || event.subject === 'purchases.purchase.deleted')
          await this.projector.refresh(event.data.purchase._id);
      },
    });
  }
}
