import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { GatewayConfig } from '../config';
import { GATEWAY_CONFIG } from '../gateway-config.token';
import type { ServiceDescription } from './merge-descriptions';

/** How long a service's description is reused before it is read again (a new deployment may add endpoints). */
const FRESH_MS = 60_000;
const FETCH_TIMEOUT_MS = 3_000;

/**
 * Reads each service's own API description (`GET <service URL>/openapi.json`) and keeps it for a minute.
 * A service that does not answer is reported (logged once per outage) and read again on the next request.
 */
@Injectable()
export class ServiceDescriptions {
  private readonly logger = new Logger(ServiceDescriptions.name);
  private readonly cache = new Map<string, { document: OpenAPIObject; readAt: number }>();
  private readonly unreachable = new Set<string>();

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  all(): Promise<ServiceDescription[]> {
    return Promise.all(Object.entries(this.config.services).map(([name, url]) => this.read(name, url)));
  }

  private async read(name: string, baseUrl: string): Promise<ServiceDescription> {
    const cached = this.cache.get(name);
    if (cached && Date.now() - cached.readAt < FRESH_MS) return { name, document: cached.document };
    try {
      const response = await fetch(new URL('/openapi.json', baseUrl), {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const document = (await response.json()) as OpenAPIObject;
      this.cache.set(name, { document, readAt: Date.now() });
      if (this.unreachable.delete(name)) this.logger.log(`${name} describes its API again`);
      return { name, document };
    } catch (error) {
      this.cache.delete(name);
      const problem = error instanceof Error ? error.message : String(error);
      if (!this.unreachable.has(name))
        this.logger.warn(`${name} left out of the API description: ${problem}`);
      this.unreachable.add(name);
      return { name, problem };
    }
  }
}
