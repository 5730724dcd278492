import { endpointAt, ENDPOINTS, isTokenFree } from '@agecheck/contracts';
import { addErrorResponse, operationsOf, TOKEN_SECURITY } from '@agecheck/nest-common';
import type { OpenAPIObject } from '@nestjs/swagger';

/** A service's own API description as the gateway fetched it, or why it could not. */
export type ServiceDescription =
  { name: string; document: OpenAPIObject } | { name: string; problem: string };

/** The app that answers a path at the gateway: a service's name, or undefined for the gateway itself. */
export type PathOwner = (path: string) => string | undefined;

/**
 * The platform's API description: the gateway's own endpoints plus every service endpoint that the
 * gateway routes to that service (a service's internal paths, health and its own description, are left
 * out). Each operation is tagged with the app that answers it. What the gateway adds to every call is
 * described too: the 429 of its rate limit, and on the proxied paths the token it demands itself (401)
 * and the 502 of an unreachable service. Services that could not be read are named in
 * `info.x-services` and left out until they answer again.
 */
export function mergeDescriptions(
  gateway: OpenAPIObject,
  services: readonly ServiceDescription[],
  ownerOf: PathOwner,
): OpenAPIObject {
  const merged = structuredClone(gateway);
  merged.info = { ...merged.info, title: 'agecheck API' };
  for (const { operation } of operationsOf(merged)) operation.tags = ['gateway'];
  const status: Record<string, string> = {};

  for (const service of services) {
    if ('problem' in service) {
      status[service.name] = `left out: ${service.problem}`;
      continue;
    }
    status[service.name] = 'described';
    const document = withUniqueSchemaNames(service.name, service.document, merged);
    for (const [path, item] of Object.entries(document.paths)) {
      if (ownerOf(path) !== service.name) continue;
      merged.paths[path] = item;
    }
    for (const { method, path, operation } of operationsOf(document)) {
      if (ownerOf(path) !== service.name) continue;
      operation.tags = [service.name];
      // the gateway streams a service's path without a token only for public and signed endpoints
      const key = endpointAt(method, path);
      if (!key || !isTokenFree(ENDPOINTS[key])) {
        operation.security = TOKEN_SECURITY;
        addErrorResponse(operation, 401, 'UNAUTHORIZED: no valid access token');
      }
      addErrorResponse(operation, 502, `BAD_GATEWAY: ${service.name} cannot be reached`);
    }
    merged.components = {
      ...merged.components,
      schemas: { ...merged.components?.schemas, ...document.components?.schemas },
    };
  }
  for (const { operation } of operationsOf(merged))
    addErrorResponse(operation, 429, 'TOO_MANY_REQUESTS: the rate limit of the caller is used up');
  merged.info = { ...merged.info, 'x-services': status } as OpenAPIObject['info'];
  merged.tags = ['gateway', ...services.map((service) => service.name)].map((name) => ({ name }));
  return merged;
}

/**
 * The service's document with each schema whose name the merged document already uses for a different
 * schema renamed to `<name>_<service>`, its references included; equal schemas are shared.
 */
function withUniqueSchemaNames(
  service: string,
  document: OpenAPIObject,
  merged: OpenAPIObject,
): OpenAPIObject {
  const taken = merged.components?.schemas ?? {};
  const renames = Object.entries(document.components?.schemas ?? {}).flatMap(([name, schema]) =>
    name in taken && JSON.stringify(taken[name]) !== JSON.stringify(schema)
      ? [[name, `${name}_${service.replace(/\W/g, '_')}`] as const]
      : [],
  );
  let text = JSON.stringify(document);
  for (const [from, to] of renames) {
    text = text.replaceAll(`"#/components/schemas/${from}"`, `"#/components/schemas/${to}"`);
  }
  const renamed = JSON.parse(text) as OpenAPIObject;
  const schemas = renamed.components?.schemas ?? {};
  for (const [from, to] of renames) {
    schemas[to] = schemas[from] as never;
    delete schemas[from];
  }
  return renamed;
}
