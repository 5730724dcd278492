import { DynamicModule, Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { PushConsumer } from './push.consumer';
import { PushController } from './push.controller';
import { PushRepository } from './push.repository';
import { PushSender, type VapidConfig } from './push-sender';
import { PushService, PushSettings } from './push.service';
import { WebPushSender } from './web-push.sender';

export type PushOptions = { vapid?: VapidConfig; endpointOrigins: readonly string[] };

/** Web Push (checklist D.9, decision D-C15; decision 0048): the registrations, and the pushes of new mail. */
@Module({})
export class PushModule {
  static forRoot(options: PushOptions): DynamicModule {
    return {
      module: PushModule,
      imports: [IdentityModule],
      controllers: [PushController],
      providers: [
        PushService,
        PushRepository,
        PushConsumer,
        { provide: PushSender, useValue: new WebPushSender(options.vapid) },
        { provide: PushSettings, useValue: new PushSettings(options.endpointOrigins) },
      ],
      exports: [PushService],
    };
  }
}
