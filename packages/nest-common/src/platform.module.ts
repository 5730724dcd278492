import { DynamicModule, Module, type Provider } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { LoggerModule } from 'nestjs-pino';
import { AuthGuard } from './auth/auth.guard';
import { OIDC_OPTIONS, OidcVerifier } from './auth/oidc-verifier';
import type { PlatformConfig } from './config/platform-env';
import { ApiExceptionFilter } from './errors/api-exception.filter';
import { HealthController } from './health/health.controller';
import { pinoParams } from './logging/logging';
import { MongoModule } from './mongo/mongo.module';
import { EventFactory } from './nats/event-factory';
import { NatsModule } from './nats/nats.module';
import { Clock } from './ports/clock';
import { IdGenerator } from './ports/id-generator';
import { ApiDescription } from './openapi/api-description';
import { ApiDescriptionController } from './openapi/api-description.controller';
import { ZodSerializerInterceptor, ZodValidationPipe } from './validation/zod-validation';

/**
 * What every back-end app has: structured logs, its own database, NATS (events, outbox relay,
 * request/reply), the ports a unit test replaces (clock, ids), token verification with a global fail-closed roles guard, zod validation, one
 * error format, health and readiness endpoints, and the app's own API description (`GET /openapi.json`).
 */
@Module({})
export class PlatformModule {
  static forRoot(config: PlatformConfig, options: { providers?: Provider[] } = {}): DynamicModule {
    return {
      module: PlatformModule,
      global: true,
      imports: [
        LoggerModule.forRoot(pinoParams(config.serviceName, config.logLevel)),
        TerminusModule.forRoot({ logger: false }),
        MongoModule.forRoot(config.mongo),
        NatsModule.forRoot({ url: config.nats.url, name: config.serviceName }),
      ],
      controllers: [HealthController, ApiDescriptionController],
      providers: [
        { provide: OIDC_OPTIONS, useValue: config.oidc },
        OidcVerifier,
        Clock,
        IdGenerator,
        EventFactory,
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_PIPE, useClass: ZodValidationPipe },
        { provide: APP_INTERCEPTOR, useClass: ZodSerializerInterceptor },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        ApiDescription,
        ...(options.providers ?? []),
      ],
      exports: [OidcVerifier, ApiDescription, Clock, IdGenerator, EventFactory, ...(options.providers ?? [])],
    };
  }
}
