import type { INestApplication } from '@nestjs/common';
import { errorBodyForStatus, OidcVerifier } from '@agecheck/nest-common';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { RedisStore } from 'rate-limit-redis';
import type { GatewayConfig } from '../config';
import { RateLimitRedis } from './rate-limit-redis';
import { remoteFor, serviceFor } from './routes';

const OWN_PREFIXES = ['/api', '/remotes', '/health', '/config', '/openapi.json'];

function sendError(response: ServerResponse, statusCode: number): void {
  if (response.headersSent) return void response.end();
  response.writeHead(statusCode, { 'content-type': 'application/json' });
  response.end(JSON.stringify(errorBodyForStatus(statusCode)));
}

function onProxyError(_error: Error, _request: IncomingMessage, response: ServerResponse | Socket): void {
  if ('writeHead' in response) sendError(response, 502);
  else response.destroy();
}

/**
 * The gateway's edge, in front of its own Nest routes: rate limits, then the domain services' path
 * families (token verified here and again by the service) streamed through, the remotes' files, and the
 * built shell with its single-page fallback.
 */
export function installEdge(app: INestApplication, config: GatewayConfig): void {
  const verifier = app.get(OidcVerifier);

  // Phones in shops often have a weak signal: every text answer (shell, remotes, JSON) goes out compressed.
  app.use(compression());

  app.use(
    rateLimit({
      windowMs: 60_000,
      limit: config.rateLimitPerMinute,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      skip: (request) => request.path.startsWith('/health'),
      handler: (_request, response) => sendError(response, 429),
      ...(config.redisUrl
        ? {
            store: new RedisStore({
              prefix: 'gateway:rl:',
              sendCommand: (command: string, ...args: string[]) =>
                app.get(RateLimitRedis).client.call(command, ...args) as never,
            }),
          }
        : {}),
    }),
  );

  const serviceProxy = createProxyMiddleware<Request, Response>({
    router: (request) => config.services[serviceFor(request.originalUrl)?.name ?? ''] ?? '',
    changeOrigin: false,
    xfwd: true,
    proxyTimeout: 120_000,
    on: {
      error: onProxyError,
      proxyReq: (proxyRequest: ClientRequest, request: Request) =>
        proxyRequest.setHeader('x-request-id', requestId(request)),
    },
  });
  app.use(async (request: Request, response: Response, next: NextFunction) => {
    if (!serviceFor(request.originalUrl)) return next();
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return sendError(response, 401);
    try {
      await verifier.verify(token);
    } catch {
      return sendError(response, 401);
    }
    return serviceProxy(request, response, next);
  });

  const remoteProxies = Object.entries(config.remoteServers).map(([remote, target]) => [
    remote,
    createProxyMiddleware<Request, Response>({
      target,
      pathRewrite: (path) => path.replace(`/remotes/${remote}`, '') || '/',
      on: { error: onProxyError },
    }),
  ]);
  app.use((request: Request, response: Response, next: NextFunction) => {
    const remote = remoteFor(request.originalUrl);
    if (!remote) return next();
    const proxy = remoteProxies.find(([name]) => name === remote.name)?.[1];
    return typeof proxy === 'function' ? proxy(request, response, next) : sendError(response, 502);
  });

  app.use(express.json({ limit: '1mb' }));

  if (config.shellDist) {
    const shellDist = config.shellDist;
    app.use(express.static(shellDist, { index: false, maxAge: '1h', setHeaders: noCacheFor(['sw.js']) }));
    app.use((request: Request, response: Response, next: NextFunction) => {
      const own = OWN_PREFIXES.some(
        (prefix) => request.path === prefix || request.path.startsWith(`${prefix}/`),
      );
      if (request.method !== 'GET' || own) return next();
      response.setHeader('cache-control', 'no-cache');
      return response.sendFile(join(shellDist, 'index.html'));
    });
  }
}

function requestId(request: Request): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && given ? given : crypto.randomUUID();
}

function noCacheFor(files: string[]) {
  return (response: ServerResponse, path: string) => {
    if (files.some((file) => path.endsWith(file))) response.setHeader('cache-control', 'no-cache');
  };
}
