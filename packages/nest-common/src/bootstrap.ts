import 'reflect-metadata';
import type { DynamicModule, INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import { Logger } from 'nestjs-pino';
import type { PlatformConfig } from './config/platform-env';

/**
 * Starts an app: HTTP on the configured port, NATS request/reply handlers (`@MessagePattern`) in a queue
 * group named after the app, pino as the logger, and a graceful shutdown on SIGTERM and SIGINT.
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
  options.beforeListen?.(app);
  await app.listen(config.http.port, config.http.host);
  return app;
}
