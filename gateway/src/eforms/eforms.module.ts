import { Module } from '@nestjs/common';
import type { GatewayConfig } from '../config';
import { GATEWAY_CONFIG } from '../gateway-config.token';
import { EformSettings } from './eform-settings';
import { EformUrlsSource } from './eform-urls.source';
import { EformsController } from './eforms.controller';
import { EformsService } from './eforms.service';

/** The electronic forms (checklist D.6, decision D-C14). */
@Module({
  controllers: [EformsController],
  providers: [
    EformsService,
    EformUrlsSource,
    {
      provide: EformSettings,
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) =>
        new EformSettings(config.eforms.urls, config.eforms.tokenSecret, config.eforms.tokenSeconds),
    },
  ],
  exports: [EformUrlsSource],
})
export class EformsModule {}
