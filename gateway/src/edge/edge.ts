import {
  bearerToken,
  errorBodyForStatus,
  JSON_BODY_LIMIT_BYTES,
  OidcVerifier,
  type AuthenticatedRequest,
} from '@agecheck/nest-common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { rateLimit } from 'express-rate-limit';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { RedisStore } from 'rate-limit-redis';
import type { GatewayConfig } from '../config';
import { hopByHopHeaders } from './hop-by-hop';
import { rateLimitKey } from './rate-limit-key';
import { RateLimitRedis } from './rate-limit-redis';
import { remoteFor, serviceFor } from './routes';
import { securityHeaders } from './security-headers';

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
 * The gateway's edge, in front of its own Nest routes: security headers, compression, the caller's token
 * verified once, rate limits per caller, then the domain services' path families streamed through (the
 * service verifies the token again), the remotes' files, and the built shell with its single-page fallback.
 */
export function installEdge(app: NestExpressApplication, config: GatewayConfig): void {
  const verifier = app.get(OidcVerifier);
  app.set('trust proxy', config.trustProxyHops);

  app.use(securityHeaders(config));

  // Phones in shops often have a weak signal: every text answer (shell, remotes, JSON) goes out compressed.
  app.use(compression());

  app.use(async (request: Request & AuthenticatedRequest, _response: Response, next: NextFunction) => {
    const token = bearerToken(request.headers.authorization);
    if (token) {
      const user = await verifier.verify(token).catch(() => undefined);
      if (user) request.user = user;
    }
    next();
  });

  app.use(
    rateLimit({
      windowMs: 60_000,
      limit: config.rateLimitPerMinute,
      keyGenerator: rateLimitKey,
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
    // Connections to the services are kept open and reused: a new one per call costs more than the call.
    agent: new Agent({ keepAlive: true }),
    on: {
      error: onProxyError,
      proxyReq: (proxyRequest: ClientRequest, request: Request) => {
        dropHopByHopRequestHeaders(proxyRequest, request);
        proxyRequest.setHeader('x-request-id', requestId(request));
      },
      proxyRes: dropHopByHopResponseHeaders,
    },
  });
  app.use((request: Request & AuthenticatedRequest, response: Response, next: NextFunction) => {
    if (!serviceFor(request.originalUrl)) return next();
    if (!request.user) return sendError(response, 401);
    // A JSON body larger than any endpoint accepts is refused before it is streamed to the service.
    if (request.is('application/json') && Number(request.headers['content-length']) > JSON_BODY_LIMIT_BYTES)
      return sendError(response, 413);
    return serviceProxy(request, response, next);
  });

  const remoteProxies = Object.entries(config.remoteServers).map(([remote, target]) => [
    remote,
    createProxyMiddleware<Request, Response>({
      target,
      pathRewrite: (path) => path.replace(`/remotes/${remote}`, '') || '/',
      agent: new Agent({ keepAlive: true }),
      on: {
        error: onProxyError,
        proxyReq: dropHopByHopRequestHeaders,
        proxyRes: dropHopByHopResponseHeaders,
      },
    }),
  ]);
  app.use((request: Request, response: Response, next: NextFunction) => {
    const remote = remoteFor(request.originalUrl);
    if (!remote) return next();
    const proxy = remoteProxies.find(([name]) => name === remote.name)?.[1];
    return typeof proxy === 'function' ? proxy(request, response, next) : sendError(response, 502);
  });

  app.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));

  if (config.shellDist) {
    const shellDist = config.shellDist;
    // The build writes each file brotli-compressed at the highest level beside it (`.br`); sent as they are.
    app.use(
      expressStaticGzip(shellDist, {
        enableBrotli: true,
        orderPreference: ['br'],
        index: false,
        serveStatic: { index: false, maxAge: '1h', setHeaders: noCacheFor(['sw.js']) },
      }),
    );
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

// Each side's connection headers belong to that connection: the client's and the service's are not passed on.
function dropHopByHopRequestHeaders(proxyRequest: ClientRequest, request: IncomingMessage): void {
  for (const header of hopByHopHeaders(request.headers.connection)) {
    // Node frames the outgoing body by this header; removing it would send a chunked body unframed.
    if (header !== 'transfer-encoding') proxyRequest.removeHeader(header);
  }
}

function dropHopByHopResponseHeaders(proxyResponse: IncomingMessage): void {
  for (const header of hopByHopHeaders(proxyResponse.headers.connection))
    delete proxyResponse.headers[header];
  delete proxyResponse.headers['x-powered-by'];
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
