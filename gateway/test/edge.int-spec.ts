import { callApi, testPlatform, tokenFor } from '@agecheck/test-kit';
import { Redis } from 'ioredis';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';

type Answer = { status: number; headers: IncomingHttpHeaders; reusedSocket: boolean };

/** A GET through a keep-alive agent, telling whether the connection of an earlier call was reused. */
function get(agent: Agent, path: string, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      `${testPlatform().gatewayUrl}${path}`,
      { agent, headers: token ? { authorization: `Bearer ${token}` } : {} },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            reusedSocket: call.reusedSocket,
          }),
        );
      },
    );
    call.on('error', reject);
    call.end();
  });
}

/** A JSON body of about `bytes` bytes. */
const jsonOfSize = (bytes: number) => JSON.stringify({ nachname: 'x'.repeat(bytes) });

describe('the edge keeps connections open (issue 6, "keep-alive both ways")', () => {
  it('a client makes several API calls over one connection', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const token = await tokenFor('testkaeufer');
    try {
      const first = await get(agent, '/api/shoppers', token);
      const second = await get(agent, '/api/shoppers', token);
      const own = await get(agent, '/api/users/me', token);
      expect([first.status, second.status, own.status]).toEqual([200, 200, 200]);
      expect(first.headers.connection).toBe('keep-alive');
      expect([second.reusedSocket, own.reusedSocket]).toEqual([true, true]);
    } finally {
      agent.destroy();
    }
  });
});

describe('security headers on every answer (issue 6)', () => {
  const issuerOrigin = () => new URL(testPlatform().issuer).origin;

  it.each([
    ['a service answer', '/api/shoppers', true, 200],
    ["the gateway's own answer", '/config/shell.json', false, 200],
    ['a refusal', '/api/shoppers', false, 401],
    ['an unknown path', '/api/nothing-here', true, 404],
  ])('%s (%s)', async (_case, path, signedIn, status) => {
    const agent = new Agent();
    const answer = await get(agent, path, signedIn ? await tokenFor('testkaeufer') : undefined);
    expect(answer.status).toBe(status);
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain(`connect-src 'self' ${issuerOrigin()}`);
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    });
    expect(answer.headers['x-powered-by']).toBeUndefined();
    // local http: no HSTS (HSTS_MAX_AGE is for where TLS ends at the platform)
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it("the services' own answers do not name their server either", async () => {
    const response = await fetch(`${testPlatform().services['svc-purchases']}/health/live`);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('a body larger than an endpoint accepts answers 413 (issue 6)', () => {
  const tooLarge = { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'util.tooLarge' };
  const post = async (url: string, body: string | ReadableStream, init: RequestInit = {}) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await tokenFor('testkaeufer')}`,
        'content-type': 'application/json',
      },
      body,
      ...init,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('a 3 MB shopper through the gateway', async () => {
    const url = `${testPlatform().gatewayUrl}/api/shoppers`;
    expect(await post(url, jsonOfSize(3_000_000))).toEqual({ status: 413, body: tooLarge });
  });

  it('a 3 MB shopper sent in chunks, without a length, through the gateway', async () => {
    const chunks = Array.from({ length: 30 }, (_, index) =>
      new TextEncoder().encode(index === 0 ? '{"nachname":"' : 'x'.repeat(100_000)),
    );
    const stream = new ReadableStream({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const url = `${testPlatform().gatewayUrl}/api/shoppers`;
    expect(await post(url, stream, { duplex: 'half' } as RequestInit)).toEqual({
      status: 413,
      body: tooLarge,
    });
  });

  it('a 3 MB shopper at the service itself', async () => {
    const url = `${testPlatform().services['svc-purchases']}/api/shoppers`;
    expect(await post(url, jsonOfSize(3_000_000))).toEqual({ status: 413, body: tooLarge });
  });

  it("3 MB of settings at the gateway's own endpoint", async () => {
    const token = await tokenFor('detektiv');
    const me = await callApi<{ _id: string }>('/api/users/me', { token });
    const answer = await callApi(`/api/users/${me.body._id}/settings`, {
      token,
      method: 'PUT',
      body: { lang: 'x'.repeat(3_000_000) },
    });
    expect(answer).toEqual({ status: 413, body: tooLarge });
  });

  it('a body that is not JSON answers 400 with the same error body, at the service and at the gateway', async () => {
    const invalid = { statusCode: 400, code: 'BAD_REQUEST', message: 'util.invalid' };
    expect(await post(`${testPlatform().services['svc-purchases']}/api/shoppers`, '{"nachname":')).toEqual({
      status: 400,
      body: invalid,
    });
    expect(await post(`${testPlatform().gatewayUrl}/api/shoppers`, '{"nachname":')).toEqual({
      status: 400,
      body: invalid,
    });
  });
});

describe('rate limits (issue 6; RATE_LIMIT_PER_MINUTE)', () => {
  // `therefore`'s allowance is used up here; before and afterwards the counters (in Redis, shared by all gateway
  // replicas) are reset, so the tests after this one (the authorization matrix signs in as every role) are
  // not limited.
  const resetCounts = async () => {
    const redis = new Redis(process.env.REDIS_URL as string);
    try {
      const keys = await redis.keys('gateway:rl:*');
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  };
  // A window opened by earlier tests could end in the middle of this one and refill the allowance.
  beforeAll(resetCounts);
  afterAll(resetCounts);

  it("counts per signed-in user: one user's limit leaves the others and anonymous callers alone", async () => {
    const token = await tokenFor('therefore');
    const first = await get(new Agent(), '/api/users/me', token);
    expect(first.status).toBe(200);
    const limit = Number(/q=(\d+)/.exec(String(first.headers['ratelimit-policy']))?.[1]);
    expect(limit).toBeGreaterThan(0);

    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    let statuses: number[] = [];
    try {
      statuses = await Promise.all(
        Array.from({ length: limit }, async () => (await get(agent, '/api/settings/check', token)).status),
      );
    } finally {
      agent.destroy();
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(await callApi('/api/users/me', { token })).toEqual({
      status: 429,
      body: { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'util.tooManyRequests' },
    });

    expect((await callApi('/api/users/me', { token: await tokenFor('planung') })).status).toBe(200);
    expect((await callApi('/api/settings/check')).status).toBe(200);
  });
});

describe('tokens carry the platform audience, and every service checks it (issue 6)', () => {
  const audienceOf = (token: string) =>
    [
      (
        JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
          aud?: string | string[];
        }
      ).aud ?? [],
    ].flat();

  it('a token of the platform test client carries it', async () => {
    expect(audienceOf(await tokenFor('testkaeufer'))).toContain('agecheck');
  });

  it("a token Keycloak issued to another client (the realm's admin-cli) is refused by the gateway and the service", async () => {
    const response = await fetch(`${testPlatform().issuer}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: 'admin-cli',
        username: 'testkaeufer',
        password: 'demo',
      }),
    });
    expect(response.status).toBe(200);
    const { access_token: token } = (await response.json()) as { access_token: string };
    expect(audienceOf(token)).not.toContain('agecheck');

    expect((await callApi('/api/shoppers', { token })).status).toBe(401);
    expect((await callApi('/api/users/me', { token })).status).toBe(401);
    const direct = { token, baseUrl: testPlatform().services['svc-purchases'] };
    expect((await callApi('/api/shoppers', direct)).status).toBe(401);
  });
});
