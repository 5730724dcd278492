import { Injectable, ServiceUnavailableException, type INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { BEARER_SCHEME, describeAccessAndErrors, KEYCLOAK_SCHEME } from './error-responses';

/**
 * The OpenAPI 3.1 document of an app, generated from its Nest routes and the zod DTOs that validate them
 * (nestjs-zod), with security and error answers taken from each endpoint's declared access and domain errors.
 */
export function describeApp(
  app: INestApplication,
  options: { title: string; issuer: string },
): OpenAPIObject {
  const base = new DocumentBuilder()
    .setTitle(options.title)
    .setVersion('1')
    .setOpenAPIVersion('3.1.0')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'An access token of the Keycloak realm',
      },
      BEARER_SCHEME,
    )
    .addSecurity(KEYCLOAK_SCHEME, {
      type: 'openIdConnect',
      openIdConnectUrl: `${options.issuer}/.well-known/openid-configuration`,
    })
    .build();
  const generated = SwaggerModule.createDocument(app, base, {
    operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}`,
  });
  return describeAccessAndErrors(cleanupOpenApiDoc(generated, { version: '3.1' }));
}

/** The app's own OpenAPI document, made once at start by `bootstrapApp`. */
@Injectable()
export class ApiDescription {
  private current?: OpenAPIObject;

  set(document: OpenAPIObject): void {
    this.current = document;
  }

  get document(): OpenAPIObject {
    if (!this.current) throw new ServiceUnavailableException();
    return this.current;
  }
}
