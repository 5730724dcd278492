import { APPS, ENDPOINTS, isTokenFree, requiredRoles, type Access } from '@agecheck/contracts';
import { loadPlatformConfig, operationsOf } from '@agecheck/nest-common';
import { servedEndpoints, unconnectedEnv } from '@agecheck/nest-common/testing';
import { callApi, testPlatform } from '@agecheck/test-kit';
import type { DynamicModule, OnApplicationShutdown } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { tmpdir } from 'node:os';
import { loadGatewayConfig } from '../src/config';
import { serviceFor } from '../src/edge/routes';

// The platform's API description (/api/openapi.json) against the routes each app really has and against
// the access table: an endpoint that is written joins the description by itself, and this test fails when
// one is missing.

/** What every app serves for running the platform, not as API: probes and a service's own description. */
const INTERNAL_ROUTES = ['GET /health/live', 'GET /health/ready', 'GET /openapi.json'];

const BACKEND_APPS = APPS.filter((app) => app.kind === 'gateway' || app.kind === 'service');

/** `GET /api/shoppers/{id}` for the table's `GET /api/shoppers/:id`. */
const asOperation = (key: string) => key.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Every route of an app as `METHOD /path/{param}`, from its module tree (nothing is started). */
function routesOf(name: string): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- each app's module, found by the app's name
  const { AppModule } = require(`../../${name}/src/app.module`) as {
    AppModule: { forRoot(config: object): DynamicModule };
  };
  const env = unconnectedEnv();
  const config =
    name === 'gateway'
      ? loadGatewayConfig(env)
      : // what each service's own configuration adds, so that every one finds what it reads
        {
          ...loadPlatformConfig(name, env),
          filesDir: tmpdir(),
          redisUrl: env.REDIS_URL,
          geocoder: { provider: 'geoadmin', url: 'http://127.0.0.1:9' },
        };
  const root = AppModule.forRoot(config);
  closeValues(root);
  return servedEndpoints(root).map((endpoint) => asOperation(endpoint.key));
}

/** Closes what `forRoot` opened itself (a connection handed in as a value), as the app would on shutdown. */
function closeValues(root: DynamicModule): void {
  for (const imported of [root, ...((root.imports ?? []) as DynamicModule[])]) {
    for (const provider of (imported.providers ?? []) as { useValue?: Partial<OnApplicationShutdown> }[]) {
      void provider.useValue?.onApplicationShutdown?.();
    }
  }
}

const described = (document: OpenAPIObject) =>
  new Set(operationsOf(document).map(({ method, path }) => `${method.toUpperCase()} ${path}`));

describe('the API description at /api/openapi.json', () => {
  let document: OpenAPIObject;
  beforeAll(async () => {
    const answer = await callApi<OpenAPIObject>('/api/openapi.json');
    expect(answer.status).toBe(200);
    document = answer.body;
  });

  it('is OpenAPI 3.1 and describes every service', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info['x-services' as keyof OpenAPIObject['info']]).toEqual(
      Object.fromEntries(APPS.filter((app) => app.kind === 'service').map((app) => [app.name, 'described'])),
    );
  });

  it.each(BACKEND_APPS.map((app) => [app.name, app.kind]))('lists every route of %s', (name, kind) => {
    const routes = routesOf(name);
    expect(routes.length).toBeGreaterThan(0);
    const missing = routes.filter(
      (route) => !described(document).has(route) && !INTERNAL_ROUTES.includes(route),
    );
    expect(missing).toEqual([]);
    // a service route outside its path prefixes would be unreachable through the gateway
    if (kind === 'service') {
      const unreachable = routes.filter(
        (route) => !INTERNAL_ROUTES.includes(route) && serviceFor(route.split(' ')[1] ?? '')?.name !== name,
      );
      expect(unreachable).toEqual([]);
    }
  });

  it('holds only JSON Schema 2020-12 arrays (a tuple as prefixItems, never items: [...])', () => {
    const found: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray((node as { items?: unknown }).items)) found.push(path);
      for (const [key, value] of Object.entries(node)) walk(value, `${path}/${key}`);
    };
    walk(document, '');
    expect(found).toEqual([]);
  });

  it('describes a nullable field as text or null, not as a list (a round entry without a tester)', () => {
    const entry = document.components?.schemas?.SprintEntryDto_Output as
      { properties?: Record<string, unknown> } | undefined;
    // the text's maximum travels with it (issue 17, item 4)
    expect(entry?.properties?.userID).toEqual({
      anyOf: [{ type: 'string', maxLength: 100 }, { type: 'null' }],
    });
  });

  it('describes no endpoint that no app has', () => {
    const routes = new Set(BACKEND_APPS.flatMap((app) => routesOf(app.name)));
    expect([...described(document)].filter((operation) => !routes.has(operation))).toEqual([]);
  });

  it('describes every endpoint of the access table with its access', () => {
    for (const [key, access] of Object.entries(ENDPOINTS) as [string, Access][]) {
      if (INTERNAL_ROUTES.includes(key)) continue;
      const [method = '', path = ''] = asOperation(key).split(' ');
      const operation = document.paths[path]?.[method.toLowerCase() as 'get'];
      expect({ key, described: Boolean(operation) }).toEqual({ key, described: true });
      expect({ key, secured: Boolean(operation?.security) }).toEqual({ key, secured: !isTokenFree(access) });
      for (const role of requiredRoles(access)) expect(operation?.description).toContain(role);
    }
  });

  it('asks a token of every endpoint but the public ones and the signed file links', () => {
    const operations = operationsOf(document);
    const open = operations.filter(({ operation }) => !operation.security).map(({ path }) => path);
    expect(open.sort()).toEqual([
      '/api/downloads/file/{name}',
      '/api/eforms/verify',
      '/api/images/file/{name}',
      '/api/openapi.json',
      '/api/settings/check',
      '/config/shell.json',
      '/health/live',
      '/health/ready',
    ]);
    const shoppers = document.paths['/api/shoppers/all']?.get;
    expect(shoppers?.security).toEqual([{ bearer: [] }, { keycloak: [] }]);
    expect(shoppers?.description).toContain('Roles: planung, admin.');
    expect(document.components?.securitySchemes?.keycloak).toEqual({
      type: 'openIdConnect',
      openIdConnectUrl: `${testPlatform().issuer}/.well-known/openid-configuration`,
    });
  });

  it('comes from each service, which describes itself at /openapi.json (not proxied by the gateway)', async () => {
    const own = await callApi<OpenAPIObject>('/openapi.json', {
      baseUrl: testPlatform().services['svc-purchases'],
    });
    expect(own.status).toBe(200);
    expect(described(own.body)).toContain('POST /api/shoppers');
  });
});

describe('the API documentation at /api/docs', () => {
  it('is Swagger UI from the npm package, started by a script file, reading /api/openapi.json', async () => {
    const page = await fetch(`${testPlatform().gatewayUrl}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.url).toMatch(/\/api\/docs\/$/);
    const html = await page.text();
    // no inline script: every <script> loads a file, so a content security policy of script-src 'self' holds
    expect(html.match(/<script[^>]*>[^<]*\S[^<]*<\/script>/g)).toBeNull();
    const scripts = [...html.matchAll(/<script src="\.\/([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual([
      'swagger-ui-bundle.js',
      'swagger-ui-standalone-preset.js',
      'swagger-initializer.js',
    ]);
    for (const script of scripts) {
      const file = await fetch(`${testPlatform().gatewayUrl}/api/docs/${script}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain('javascript');
      if (script === 'swagger-initializer.js')
        expect(await file.text()).toContain("url: '/api/openapi.json'");
    }
  });
});
