import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'undici';
import { hopByHopHeaders } from './hop-by-hop';

/** How long a service may take before the gateway gives up on it (a large export, say). */
const UPSTREAM_TIMEOUT_MS = 120_000;

/**
 * The request headers passed on to a service or remote: the client's, without its connection headers and
 * without `host` and `expect` (this hop has its own), plus where the call came from and its request id.
 */
export function upstreamRequestHeaders(
  headers: IncomingHttpHeaders,
  from: { address?: string; encrypted: boolean; requestId: string },
): Record<string, string | string[]> {
  const dropped = new Set([...hopByHopHeaders(headers.connection), 'host', 'expect']);
  const passed: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !dropped.has(name)) passed[name] = value;
  }
  const forwardedFor = [headers['x-forwarded-for'], from.address].flat().filter(Boolean).join(', ');
  if (forwardedFor) passed['x-forwarded-for'] = forwardedFor;
  passed['x-forwarded-proto'] = headers['x-forwarded-proto'] ?? (from.encrypted ? 'https' : 'http');
  if (headers.host) passed['x-forwarded-host'] = headers['x-forwarded-host'] ?? headers.host;
  passed['x-request-id'] = from.requestId;
  return passed;
}

/** The answer headers passed back to the client: the service's, without its connection headers. */
export function clientAnswerHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const dropped = new Set([...hopByHopHeaders(headers.connection), 'x-powered-by']);
  const passed: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !dropped.has(name)) passed[name] = value;
  }
  return passed;
}

/**
 * Streams calls through to the services and remotes over kept-open connections (one pool per origin):
 * bodies both ways are streamed, never held whole; a client that goes away cancels the call upstream.
 */
@Injectable()
export class Upstream implements OnApplicationShutdown {
  private readonly pools = new Map<string, Pool>();

  /**
   * Sends `request` to `origin` + `path` and streams the answer into `response`; `onFailure` answers when
   * the upstream cannot be reached or fails before its answer began.
   */
  forward(
    request: IncomingMessage,
    response: ServerResponse,
    target: { origin: string; path: string; requestId: string },
    onFailure: (response: ServerResponse) => void,
  ): void {
    const cancel = new AbortController();
    response.once('close', () => {
      if (!response.writableFinished) cancel.abort();
    });
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    this.pool(target.origin)
      .stream(
        {
          path: target.path,
          method: request.method as 'GET',
          headers: upstreamRequestHeaders(request.headers, {
            address: request.socket.remoteAddress,
            encrypted: 'encrypted' in request.socket,
            requestId: target.requestId,
          }),
          body: hasBody ? request : null,
          signal: cancel.signal,
        },
        ({ statusCode, headers }) => {
          response.writeHead(statusCode, clientAnswerHeaders(headers as IncomingHttpHeaders));
          return response;
        },
      )
      .catch(() => {
        if (response.headersSent) response.destroy();
        else onFailure(response);
      });
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.close()));
  }

  private pool(origin: string): Pool {
    let pool = this.pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, { headersTimeout: UPSTREAM_TIMEOUT_MS, bodyTimeout: UPSTREAM_TIMEOUT_MS });
      this.pools.set(origin, pool);
    }
    return pool;
  }
}
