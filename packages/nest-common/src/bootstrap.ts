import 'reflect-metadata';
import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { Logger } from 'nestjs-pino';
import type { PlatformConfig } from './config/platform-env';
import { ApiDescription, describeApp } from './openapi/api-description';

const KEEP_ALIVE_MS = 65_000;

/** The largest JSON body an endpoint accepts; a larger one answers 413 (the gateway refuses it first). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Starts an app: HTTP on the configured port, NATS request/reply handlers (`@MessagePattern`) in a queue
 * group named after the app, pino as the logger, a graceful shutdown on SIGTERM and SIGINT, and the app's
 * API description generated from its routes.
 * `beforeListen` installs Express middleware that must run before the app's routes.
 */
export async function bootstrapApp(
  module: DynamicModule,
  config: PlatformConfig,
  options: { bodyParser?: boolean; beforeListen?: (app: NestExpressApplication) => void } = {},
) {
  const app = await NestFactory.create<NestExpressApplication>(module, {
    bufferLogs: true,
    bodyParser: false,
  });
  if (options.bodyParser ?? true) {
    app.useBodyParser('json', { limit: JSON_BODY_LIMIT_BYTES });
    app.useBodyParser('urlencoded', { limit: JSON_BODY_LIMIT_BYTES, extended: true });
  }
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
  // Says nothing about the server to whoever asks (security headers, docs/decisions/0007-gateway-edge.md).
  app.disable('x-powered-by');
  // Phones in shops often have a weak signal: every text answer goes out compressed. Each app compresses its
  // own answers, so the gateway passes a service's answer through as it comes.
  app.use(compression());
  options.beforeListen?.(app);
  await app.listen(config.http.port, config.http.host);
  // Idle connections stay open longer than a load balancer's usual 60 s, so it never reuses one the app closes.
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return app;
}
