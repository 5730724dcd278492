import { endpointAt, ENDPOINTS, isTokenFree } from '@agecheck/contracts';
import {
  bearerToken,
  errorBodyForStatus,
  JSON_BODY_LIMIT_BYTES,
  OidcVerifier,
  type AuthenticatedRequest,
  type AuthUser,
} from '@agecheck/nest-common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { GatewayConfig } from '../config';
import { EformUrlsSource } from '../eforms/eform-urls.source';
import { EdgeRateLimit } from './rate-limit';
import { clientAddress, rateLimitKey } from './rate-limit-key';
import { remoteFor, serviceFor } from './routes';
import {
  ownFrameHeaders,
  securityHeaderList,
  setSecurityHeaders,
  SILENT_RENEWAL_PAGE,
} from './security-headers';
import { Upstream } from './upstream';

const OWN_PREFIXES = ['/api', '/remotes', '/health', '/config', '/openapi.json'];

function sendError(response: ServerResponse, statusCode: number): void {
  if (response.headersSent) return void response.end();
  response.writeHead(statusCode, { 'content-type': 'application/json' });
  response.end(JSON.stringify(errorBodyForStatus(statusCode)));
}

/** A public endpoint, or a signed file link the owning service checks itself (`<img src>` sends no token). */
function tokenFreeAt(method: string, url: string): boolean {
  const key = endpointAt(method, url);
  return key !== undefined && isTokenFree(ENDPOINTS[key]);
}

function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && given ? given : crypto.randomUUID();
}

/**
 * The gateway's edge: security headers, the caller's token verified once, rate limits per caller, then the
 * domain services' path families streamed through (the service verifies the token again), the remotes'
 * files, and the built shell with its single-page fallback.
 *
 * A service call is the gateway's hot path (issue 6: throughput >= 0.75x the direct call), so it is
 * answered before Express sees it: Express's own request handling costs about as much as the whole proxying
 * (docs/decisions/0007-gateway-edge.md). Everything else goes through Express as before.
 */
export function installEdge(app: NestExpressApplication, config: GatewayConfig): void {
  const verifier = app.get(OidcVerifier);
  const rateLimit = app.get(EdgeRateLimit);
  const upstream = app.get(Upstream);
  // The security headers, built again when the e-forms' addresses change (their origins are frame-src).
  const eforms = app.get(EformUrlsSource);
  let built = {
    version: -1,
    headers: [] as ReadonlyArray<readonly [string, string]>,
    silentPage: [] as ReadonlyArray<readonly [string, string]>,
  };
  const current = () => {
    if (built.version === eforms.version) return built;
    const version = eforms.version;
    const headers = securityHeaderList({ ...config, eforms: { ...config.eforms, urls: eforms.urls() } });
    built = { version, headers, silentPage: ownFrameHeaders(headers) };
    return built;
  };
  app.set('trust proxy', config.trustProxyHops);

  const callerOf = async (request: IncomingMessage): Promise<AuthUser | undefined> => {
    const token = bearerToken(request.headers.authorization);
    return token ? verifier.verify(token).catch(() => undefined) : undefined;
  };
  /** Counts the call; false (and the 429 sent) when the caller's allowance is used up. */
  const withinLimit = async (request: IncomingMessage, response: ServerResponse, user?: AuthUser) => {
    const allowance = await rateLimit.take(
      rateLimitKey({ ...(user ? { user } : {}), ip: clientAddress(request, config.trustProxyHops) }),
    );
    for (const [name, value] of allowance.headers) response.setHeader(name, value);
    if (!allowance.allowed) sendError(response, 429);
    return allowance.allowed;
  };

  const serveServiceCall = async (request: IncomingMessage, response: ServerResponse, origin: string) => {
    setSecurityHeaders(response, current().headers);
    const user = await callerOf(request);
    if (!(await withinLimit(request, response, user))) return;
    if (!user && !tokenFreeAt(request.method ?? 'GET', request.url ?? '/')) return sendError(response, 401);
    // A JSON body larger than any endpoint accepts is refused before it is streamed to the service.
    const isJson = String(request.headers['content-type'] ?? '').includes('json');
    if (isJson && Number(request.headers['content-length']) > JSON_BODY_LIMIT_BYTES)
      return sendError(response, 413);
    upstream.forward(
      request,
      response,
      { origin, path: request.url ?? '/', requestId: requestId(request) },
      (failed) => sendError(failed, 502),
    );
  };

  const server = app.getHttpServer() as Server;
  const [expressListener] = server.listeners('request') as RequestListener[];
  if (!expressListener) throw new Error('the HTTP server has no request handler to put the edge in front of');
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const origin = config.services[serviceFor(request.url ?? '/')?.name ?? ''];
    if (!origin) return expressListener(request, response);
    serveServiceCall(request, response, origin).catch(() => sendError(response, 502));
  });

  app.use((_request: Request, response: Response, next: NextFunction) => {
    setSecurityHeaders(response, current().headers);
    next();
  });

  app.use(async (request: Request & AuthenticatedRequest, response: Response, next: NextFunction) => {
    const user = await callerOf(request);
    if (user) request.user = user;
    if (request.path.startsWith('/health') || (await withinLimit(request, response, user))) next();
  });

  const remoteTargets = Object.fromEntries(
    Object.entries(config.remoteServers).map(([remote, server]) => {
      const url = new URL(server);
      return [remote, { origin: url.origin, basePath: url.pathname.replace(/\/$/, '') }];
    }),
  );
  app.use((request: Request, response: Response, next: NextFunction) => {
    const remote = remoteFor(request.originalUrl);
    if (!remote) return next();
    const target = remoteTargets[remote.name];
    if (!target) return sendError(response, 502);
    const path = request.originalUrl.replace(`/remotes/${remote.name}`, '') || '/';
    return upstream.forward(
      request,
      response,
      { origin: target.origin, path: `${target.basePath}${path}`, requestId: requestId(request) },
      (failed) => sendError(failed, 502),
    );
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
        serveStatic: {
          index: false,
          maxAge: '1h',
          setHeaders: (response: ServerResponse, path: string) => {
            noCacheFor(['sw.js', SILENT_RENEWAL_PAGE])(response, path);
            // the file sent may be its brotli-compressed copy beside it
            if (path.replace(/\.br$/, '').endsWith(SILENT_RENEWAL_PAGE))
              setSecurityHeaders(response, current().silentPage);
          },
        },
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

function noCacheFor(files: string[]) {
  return (response: ServerResponse, path: string) => {
    const sent = path.replace(/\.br$/, '');
    if (files.some((file) => sent.endsWith(file))) response.setHeader('cache-control', 'no-cache');
  };
}
