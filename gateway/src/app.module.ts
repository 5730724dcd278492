import { DynamicModule, Module, type Provider } from '@nestjs/common';
import { PlatformModule, READINESS_CHECKS } from '@agecheck/nest-common';
import { ApiDescriptionController } from './api-description/api-description.controller';
import { ServiceDescriptions } from './api-description/service-descriptions';
import type { GatewayConfig } from './config';
import { downstreamChecks } from './edge/downstream.checks';
import { EdgeRateLimit } from './edge/rate-limit';
import { Upstream } from './edge/upstream';
import { ShellConfigController } from './edge/shell-config.controller';
import { GATEWAY_CONFIG } from './gateway-config.token';
import { DashboardModule } from './dashboard/dashboard.module';
import { EformsModule } from './eforms/eforms.module';
import { IdentityModule } from './identity/identity.module';
import { MailModule } from './mail/mail.module';
import { ProtocolModule } from './protocol/protocol.module';
import { PushModule } from './push/push.module';

/** The gateway: the single HTTP entry, plus the platform modules identity, mail, protocol and push. */
@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    const providers: Provider[] = [
      { provide: GATEWAY_CONFIG, useValue: config },
      { provide: READINESS_CHECKS, useValue: downstreamChecks(config) },
      Upstream,
      {
        provide: EdgeRateLimit,
        useFactory: () => new EdgeRateLimit(config.rateLimitPerMinute, config.redisUrl),
      },
    ];
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config, { providers }),
        IdentityModule,
        MailModule,
        ProtocolModule.forRoot({
          retentionMonths: config.protocolRetentionMonths,
          ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
        }),
        DashboardModule,
        EformsModule,
        PushModule.forRoot(config.push),
      ],
      controllers: [ShellConfigController, ApiDescriptionController],
      providers: [ServiceDescriptions],
    };
  }
}
