import type { OpenAPIObject } from '@nestjs/swagger';
import { mergeDescriptions, type PathOwner } from './merge-descriptions';

const ok = (schema: string) => ({
  description: '',
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
});
const documentOf = (paths: Record<string, string>, schemas: Record<string, object>): OpenAPIObject => ({
  openapi: '3.1.0',
  info: { title: 'app', version: '1' },
  paths: Object.fromEntries(
    Object.entries(paths).map(([path, schema]) => [path, { get: { responses: { 200: ok(schema) } } }]),
  ),
  components: { schemas: schemas as never },
});

const gateway = documentOf({ '/api/users/me': 'CurrentUserDto' }, { CurrentUserDto: { type: 'object' } });
const purchases = documentOf(
  { '/api/shoppers/{id}': 'ShopperDto', '/health/live': 'LivenessDto', '/api/users/me': 'ShopperDto' },
  { ShopperDto: { type: 'object' }, LivenessDto: { type: 'object' }, CurrentUserDto: { type: 'string' } },
);
const ownerOf: PathOwner = (path) => (path.startsWith('/api/shoppers') ? 'svc-purchases' : undefined);

describe('the platform API description merged at the gateway', () => {
  const merged = mergeDescriptions(
    gateway,
    [
      { name: 'svc-purchases', document: purchases },
      { name: 'svc-promo', problem: 'fetch failed' },
    ],
    ownerOf,
  );

  it("takes the gateway's endpoints and those the gateway routes to each service, tagged by app", () => {
    expect(Object.keys(merged.paths).sort()).toEqual(['/api/shoppers/{id}', '/api/users/me']);
    expect(merged.paths['/api/users/me']?.get?.tags).toEqual(['gateway']);
    expect(merged.paths['/api/shoppers/{id}']?.get?.tags).toEqual(['svc-purchases']);
  });

  it('describes what the gateway adds: a token on proxied paths, 502 when the service is down, 429 everywhere', () => {
    const shopper = merged.paths['/api/shoppers/{id}']?.get;
    expect(shopper?.security).toEqual([{ bearer: [] }, { keycloak: [] }]);
    expect(Object.keys(shopper?.responses ?? {}).sort()).toEqual(['200', '401', '429', '502']);
    expect(Object.keys(merged.paths['/api/users/me']?.get?.responses ?? {}).sort()).toEqual(['200', '429']);
  });

  it('renames a schema whose name another app uses for a different schema, references included', () => {
    expect(merged.components?.schemas?.CurrentUserDto).toEqual({ type: 'object' });
    expect(merged.components?.schemas?.ShopperDto).toEqual({ type: 'object' });
    // svc-purchases' own CurrentUserDto differs from the gateway's: it is kept under its own name
    expect(merged.components?.schemas?.['CurrentUserDto_svc_purchases']).toEqual({ type: 'string' });
  });

  it('reports a service that could not be read and leaves it out', () => {
    expect(merged.info['x-services' as keyof typeof merged.info]).toEqual({
      'svc-purchases': 'described',
      'svc-promo': 'left out: fetch failed',
    });
  });
});
