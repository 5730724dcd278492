import { Controller, Header } from '@nestjs/common';
import { ApiOkResponse, type OpenAPIObject } from '@nestjs/swagger';
import { ApiDescription, Endpoint } from '@agecheck/nest-common';
import { serviceFor } from '../edge/routes';
import { mergeDescriptions } from './merge-descriptions';
import { ServiceDescriptions } from './service-descriptions';

/** `GET /api/openapi.json`: the OpenAPI 3.1 description of every endpoint of the platform. */
@Controller()
export class ApiDescriptionController {
  constructor(
    private readonly own: ApiDescription,
    private readonly services: ServiceDescriptions,
  ) {}

  @Endpoint('GET /api/openapi.json')
  @Header('cache-control', 'no-cache')
  @ApiOkResponse({ description: 'This document', schema: { type: 'object' } })
  async get(): Promise<OpenAPIObject> {
    return mergeDescriptions(this.own.document, await this.services.all(), (path) => serviceFor(path)?.name);
  }
}
