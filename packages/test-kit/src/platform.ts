// The running platform as the integration specs (`*/test/*.int-spec.ts`) and the end-to-end tests (`e2e/`) see
// it: the test runner (`infra/bin/test.mjs`) starts everything on free ports and passes the addresses in the
// environment.

/** The addresses of the running platform. */
export type TestPlatform = {
  gatewayUrl: string;
  issuer: string;
  services: Record<string, string>;
  mongoUrl: string;
  natsUrl: string;
};

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through "npm test" (infra/bin/test.mjs)`);
  return value;
}

export function testPlatform(): TestPlatform {
  return {
    gatewayUrl: required('AGECHECK_GATEWAY_URL'),
    issuer: required('OIDC_ISSUER'),
    services: JSON.parse(required('AGECHECK_SERVICE_URLS')) as Record<string, string>,
    mongoUrl: required('MONGO_URL'),
    natsUrl: required('NATS_URL'),
  };
}

const tokens = new Map<string, { accessToken: string; expiresAt: number }>();

/**
 * An access token of a demo user, through the test client's password grant (the infra library's helper); kept
 * until a minute before it expires (the realm issues them for five minutes, shorter than a test run).
 */
export async function tokenFor(username: string, password = 'demo'): Promise<string> {
  const cached = tokens.get(username);
  if (cached && cached.expiresAt - 60_000 > Date.now()) return cached.accessToken;
  const { passwordGrant } = await import('@agecheck/infra/token');
  const { accessToken, payload } = await passwordGrant({ issuer: testPlatform().issuer, username, password });
  tokens.set(username, { accessToken, expiresAt: (payload.exp ?? 0) * 1000 });
  return accessToken;
}

export type ApiAnswer<T = unknown> = { status: number; body: T };

/** Calls the platform through the gateway (or another base URL) and returns the status and parsed body. */
export async function callApi<T = unknown>(
  path: string,
  options: {
    token?: string;
    method?: string;
    body?: unknown;
    baseUrl?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${options.baseUrl ?? testPlatform().gatewayUrl}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...options.headers,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  // a file (an Excel workbook, a PDF) is answered as its text: the tests read its status
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, body: (text ? (json ? JSON.parse(text) : text) : undefined) as T };
}

/**
 * Retries `check` until it passes or the time is up (for what arrives through events). 30 s: on FerretDB a
 * consumer whose write meets a locked database retries the event 5 s later, and several read models write at
 * once while the integration suites run side by side (a round counter once took longer than 10 s).
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Runs `during` while a server of the local infrastructure (`keycloak`, `nats-server`, ...) is frozen: its
 * processes get SIGSTOP, so it accepts connections and answers nothing, as a server that hangs or is cut off
 * does, and SIGCONT afterwards, whatever `during` did. Only for a test file that runs alone: every other user
 * of that server waits meanwhile.
 */
export async function whileInfraFrozen<T>(name: string, during: () => Promise<T>): Promise<T> {
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const record = JSON.parse(
    readFileSync(join(required('AGECHECK_INFRA_RUN_DIR'), `${name}.pid.json`), 'utf8'),
  ) as { pid: number };
  process.kill(-record.pid, 'SIGSTOP');
  try {
    return await during();
  } finally {
    process.kill(-record.pid, 'SIGCONT');
  }
}
