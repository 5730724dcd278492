import { Body, Controller, Query } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';
import { Endpoint } from '../auth/access.decorators';
import { ApiErrors } from '../errors/domain.exception';
import { createZodDto, ZodResponse } from '../validation/zod-validation';
import { describeApp } from './api-description';

class ThingDto extends createZodDto(
  z.object({
    name: z.string().min(1),
    size: z.number().default(1),
    owner: z.string().nullable(),
    tags: z.array(z.string()),
  }),
) {}
class ThingQueryDto extends createZodDto(z.object({ q: z.string().optional() })) {}

@ApiErrors({ THING_NOT_FOUND: { status: 404, key: 'util.notFound' } })
@Controller()
class ThingsController {
  @Endpoint('GET /api/shoppers/all')
  @ZodResponse({ type: [ThingDto] })
  list(@Query() _query: ThingQueryDto) {
    return [];
  }

  @Endpoint('GET /api/users/me')
  @ZodResponse({ type: ThingDto })
  get(@Query('id') id: string) {
    return { name: id, size: 1, owner: null, tags: [] };
  }

  @Endpoint('POST /api/shoppers')
  @ZodResponse({ status: 201, type: ThingDto })
  create(@Body() thing: ThingDto) {
    return thing;
  }

  @Endpoint('GET /api/settings/check')
  ping() {
    return 'pong';
  }
}

async function describeThings(): Promise<OpenAPIObject> {
  const moduleRef = await Test.createTestingModule({ controllers: [ThingsController] }).compile();
  const app = moduleRef.createNestApplication({ logger: false });
  try {
    return describeApp(app, { title: 'things', issuer: 'http://kc.test/realms/agecheck' });
  } finally {
    await app.close();
  }
}

describe('the API description of an app', () => {
  let document: OpenAPIObject;
  beforeAll(async () => {
    document = await describeThings();
  });

  it('is OpenAPI 3.1 with the bearer scheme and the issuer as OpenID Connect scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components?.securitySchemes).toEqual({
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
      keycloak: {
        type: 'openIdConnect',
        openIdConnectUrl: 'http://kc.test/realms/agecheck/.well-known/openid-configuration',
      },
    });
  });

  it('lists every route', () => {
    const routes = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.sort()).toEqual([
      'GET /api/settings/check',
      'GET /api/shoppers/all',
      'GET /api/users/me',
      'POST /api/shoppers',
    ]);
  });

  it('secures what needs a token, names the roles, and leaves public endpoints open', () => {
    const list = document.paths['/api/shoppers/all']?.get;
    expect(list?.security).toEqual([{ bearer: [] }, { keycloak: [] }]);
    // the table names planung; admin implies it (decision 0010)
    expect(list?.description).toContain('Roles: planung, admin.');
    expect(Object.keys(list?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    const get = document.paths['/api/users/me']?.get;
    expect(get?.security).toBeDefined();
    expect(get?.responses).not.toHaveProperty('403');
    const ping = document.paths['/api/settings/check']?.get;
    expect(ping?.security).toBeUndefined();
    expect(ping?.responses).not.toHaveProperty('401');
  });

  it('describes answers with the zod schemas, and every error with the house error body', () => {
    const create = document.paths['/api/shoppers']?.post;
    const body = JSON.stringify(create?.requestBody);
    expect(body).toContain('ThingDto');
    expect(Object.keys(create?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '413']),
    );
    expect(create?.responses['404']).toEqual({
      description: 'THING_NOT_FOUND (util.notFound)',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } },
    });
    expect(document.components?.schemas?.ApiErrorBody).toMatchObject({
      type: 'object',
      required: ['statusCode', 'code', 'message'],
    });
  });

  it('describes a nullable field as a value or null, not as a list, in requests and answers', () => {
    const schemas = document.components?.schemas ?? {};
    for (const name of ['ThingDto', 'ThingDto_Output']) {
      expect(schemas[name]).toMatchObject({
        properties: {
          owner: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          tags: { type: 'array', items: { type: 'string' } },
        },
      });
      expect(JSON.stringify(schemas[name])).not.toContain('x-nestjs_zod');
      expect(schemas[name]).not.toHaveProperty('properties.owner.type');
    }
  });
});
