import 'reflect-metadata';
import type { DynamicModule, INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import { Logger } from 'nestjs-pino';
import type { PlatformConfig } from './config/platform-env';
import { ApiDescription, describeApp } from './openapi/api-description';

/**
 * Starts an app: HTTP on the configured port, NATS request/reply handlers (`@MessagePattern`) in a queue
 * group named after the app, pino as the logger, a graceful shutdown on SIGTERM and SIGINT, and the app's
 * API description generated from its routes.
 * `beforeListen` installs Express middleware that must run before the app's routes.
 */
export async function bootstrapApp(
  module: DynamicModule,
  config: PlatformConfig,
  options: { bodyParser?: boolean; beforeListen?: (app: INestApplication) => void } = {},
) {
  const app = await NestFactory.create(module, { bufferLogs: true, bodyParser: options.bodyParser ?? true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  app.connectMicroservice<MicroserviceOptions>(
    {
      transport: Transport.NATS,
      options: { servers: config.nats.url.split(','), queue: config.serviceName },
    },
    { inheritAppConfig: true },
  );
  await app.startAllMicroservices();
  app
    .get(ApiDescription)
    .set(describeApp(app, { title: `agecheck ${config.serviceName}`, issuer: config.oidc.issuer }));
  options.beforeListen?.(app);
  await app.listen(config.http.port, config.http.host);
  return app;
}
