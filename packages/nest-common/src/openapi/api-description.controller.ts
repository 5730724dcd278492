import { Controller } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import { Endpoint } from '../auth/access.decorators';
import { ApiDescription } from './api-description';

/**
 * `GET /openapi.json`: an app's own API description; the gateway reads the services' and merges them with
 * its own into `/api/openapi.json`. Internal: the gateway does not proxy this path.
 */
@ApiExcludeController()
@Controller()
export class ApiDescriptionController {
  constructor(private readonly description: ApiDescription) {}

  @Endpoint('GET /openapi.json')
  get(): OpenAPIObject {
    return this.description.document;
  }
}
