import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildUrl, createApiClient } from './api-client';
import { isApiError, isNetworkError, isNotFound } from './api-error';
import { getListUntilServiceExists } from './list-until-service-exists';

type Seen = { method?: string; url?: string; authorization?: string; contentType?: string; body: string };

const readRequestBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

describe('api client against a real HTTP server', () => {
  let server: Server;
  let baseUrl: string;
  let seen: Seen;

  beforeAll(async () => {
    server = createServer((request, response) => {
      void readRequestBody(request).then((body) => {
        seen = {
          method: request.method,
          url: request.url,
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
          body,
        };
        const json = (status: number, payload: unknown) => {
          response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
          response.end(JSON.stringify(payload));
        };
        if (request.url?.startsWith('/api/echo'))
          return json(200, { ok: true, body: body ? JSON.parse(body) : null });
        if (request.url === '/api/export') {
          response.writeHead(200, {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          });
          return response.end(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
        }
        if (request.url === '/api/upload') return json(201, { img: 'a.jpg' });
        if (request.url === '/api/no-content') return response.writeHead(204).end();
        if (request.url === '/api/list') return json(200, [{ _id: 'v1' }]);
        if (request.url === '/api/expired')
          return json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'token expired' });
        if (request.url === '/api/invalid')
          return json(400, {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'invalid',
            errors: [{ path: 'address.zip', key: 'shopper.zipErr' }],
          });
        if (request.url === '/api/plain-error') {
          response.writeHead(502, { 'Content-Type': 'text/plain' });
          return response.end('Bad Gateway');
        }
        return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'not found' });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const baseUrlOf = () => baseUrl;

  const client = (overrides: Partial<Parameters<typeof createApiClient>[0]> = {}) =>
    createApiClient({
      baseUrl,
      getToken: async () => 'token-1',
      onUnauthorized: () => undefined,
      ...overrides,
    });

  it('sends the bearer token and the JSON body, and reads the JSON answer', async () => {
    const answer = await client().post<{ ok: boolean; body: unknown }>('/api/echo', { lang: 'fr' });
    expect(answer).toEqual({ ok: true, body: { lang: 'fr' } });
    expect(seen).toMatchObject({ method: 'POST', authorization: 'Bearer token-1' });
  });

  it('sends a multipart form with its boundary and the bearer token', async () => {
    const form = new FormData();
    form.append('kind', 'receipt');
    form.append('file', new Blob(['jpeg bytes'], { type: 'image/jpeg' }), 'bill.jpg');
    const answer = await client().postForm<{ img: string }>('/api/upload', form);
    expect(answer).toEqual({ img: 'a.jpg' });
    expect(seen.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.authorization).toBe('Bearer token-1');
    expect(seen.body).toContain('name="kind"');
    expect(seen.body).toContain('jpeg bytes');
  });

  it('reads a file answer as a blob', async () => {
    const file = await client().post<Blob>('/api/export', { userID: 'u1' }, { as: 'blob' });
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(Array.from(new Uint8Array(await file.arrayBuffer()))).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  it('asks for a fresh token before every call', async () => {
    const tokens = ['a', 'b'];
    const api = client({ getToken: async () => tokens.shift() });
    await api.get('/api/echo');
    expect(seen.authorization).toBe('Bearer a');
    await api.get('/api/echo');
    expect(seen.authorization).toBe('Bearer b');
  });

  it('leaves empty query parameters out', async () => {
    await client().get('/api/echo', { query: { q: '', userID: undefined, page: 2, pageSize: 25 } });
    expect(seen.url).toBe('/api/echo?page=2&pageSize=25');
  });

  it('gives undefined for 204', async () => {
    await expect(client().delete('/api/no-content')).resolves.toBeUndefined();
  });

  it('turns 401 into a call of onUnauthorized and an ApiError', async () => {
    const onUnauthorized = jest.fn();
    const error = await client({ onUnauthorized })
      .get('/api/expired')
      .catch((e: unknown) => e);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(isApiError(error) && error.status).toBe(401);
  });

  it('leaves the page where it is when a background call (a poll) gets 401, and still gives the ApiError', async () => {
    const onUnauthorized = jest.fn();
    const error = await client({ onUnauthorized })
      .get('/api/expired', { background: true })
      .catch((e: unknown) => e);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(isApiError(error) && error.status).toBe(401);
  });

  it('carries the field errors of a 400 answer', async () => {
    const error = await client()
      .post('/api/invalid', {})
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    if (!isApiError(error)) return;
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'invalid' });
    expect(error.fieldErrors).toEqual([{ path: 'address.zip', key: 'shopper.zipErr' }]);
  });

  it('handles an error answer that is not JSON', async () => {
    const error = await client()
      .get('/api/plain-error')
      .catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.code, error.message]).toEqual([
      502,
      'HTTP_502',
      'Bad Gateway',
    ]);
  });

  it('treats 404 as empty where the spec says so, and as an error elsewhere', async () => {
    await expect(client().getOrEmpty('/api/shoppers', [])).resolves.toEqual([]);
    const error = await client()
      .get('/api/shoppers')
      .catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
  });

  it('reports an unreachable server as a NetworkError', async () => {
    const reachability: boolean[] = [];
    const unreachable = createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      getToken: async () => undefined,
      onUnauthorized: () => undefined,
      onReachability: (reachable) => reachability.push(reachable),
    });
    const error = await unreachable.get('/api/users/me').catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(reachability).toEqual([false]);
  });

  // The promo service comes later: its lists are empty until then, whether the gateway answers 404, nothing
  // or something that is not a list; any other error still shows.
  it.each([
    ['an answer 404', baseUrlOf, '/api/promoChecks/byUser', []],
    ['no answer', () => 'http://127.0.0.1:9', '/api/promoChecks/byUser', []],
    ['an answer that is not a list', baseUrlOf, '/api/echo', []],
  ])('reads %s of a service to come as an empty list', async (_case, base, path, list) => {
    await expect(getListUntilServiceExists(client({ baseUrl: base() }), path)).resolves.toEqual(list);
  });

  it('reads a list of a service to come as it is, and keeps its other errors', async () => {
    await expect(getListUntilServiceExists(client(), '/api/list')).resolves.toEqual([{ _id: 'v1' }]);
    const error = await getListUntilServiceExists(client(), '/api/plain-error').catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(502);
  });

  it('reports a server that answered as reachable, whatever the status', async () => {
    const reachability: boolean[] = [];
    await client({ onReachability: (reachable) => reachability.push(reachable) })
      .get('/api/missing')
      .catch(() => undefined);
    expect(reachability).toEqual([true]);
  });
});

describe('buildUrl', () => {
  it.each([
    ['', '/api/shoppers', undefined, '/api/shoppers'],
    ['', '/api/shoppers/all', { q: 'Muster Anna', page: 1 }, '/api/shoppers/all?q=Muster+Anna&page=1'],
    ['http://x', '/api/users', { role: 'testkaeufer', x: null }, 'http://x/api/users?role=testkaeufer'],
  ])('%s + %s + %j is %s', (base, path, query, expected) => {
    expect(buildUrl(base, path, query)).toBe(expected);
  });
});
