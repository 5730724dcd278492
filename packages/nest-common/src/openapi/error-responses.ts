import {
  apiErrorBodySchema,
  IMPLIED_ROLES,
  isTokenFree,
  requiredRoles,
  type Access,
} from '@agecheck/contracts';
import type {
  OpenAPIObject,
  OperationObject,
  PathItemObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger';
import { z } from 'zod';

/** The security schemes of the platform: a Keycloak access token sent as bearer token. */
export const BEARER_SCHEME = 'bearer';
export const KEYCLOAK_SCHEME = 'keycloak';

/** Extension keys the access and error decorators write on an operation; this module reads them. */
export const ACCESS_EXTENSION = 'x-access';
export const ERRORS_EXTENSION = 'x-errors';

/** A domain error an endpoint may answer (from the domain's error table). */
export type DescribedError = { status: number; code: string; key: string };

export const ERROR_BODY_SCHEMA = 'ApiErrorBody';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

/** Every operation of a document with its path and method. */
export function operationsOf(
  document: OpenAPIObject,
): { path: string; method: string; operation: OperationObject }[] {
  return Object.entries(document.paths).flatMap(([path, item]: [string, PathItemObject]) =>
    HTTP_METHODS.flatMap((method) => (item[method] ? [{ path, method, operation: item[method] }] : [])),
  );
}

/** Adds an error answer with the house error body, unless the operation already describes that status. */
export function addErrorResponse(operation: OperationObject, status: number, description: string): void {
  const responses = operation.responses as Record<string, ResponseObject>;
  const existing = responses[status];
  if (existing) {
    if (!existing.description.includes(description)) existing.description += `; ${description}`;
    return;
  }
  responses[status] = {
    description,
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_BODY_SCHEMA}` } } },
  };
}

/**
 * `@ZodResponse` without a status describes its answer as `default`, which would make any status conform;
 * it becomes Nest's success status (201 for POST, else 200). An endpoint that answers another success
 * status names it (`@ZodResponse({ status: 204, ... })`).
 */
function successStatusOf(method: string, operation: OperationObject): void {
  const responses = operation.responses as Record<string, ResponseObject>;
  const answer = responses.default;
  if (!answer || Object.keys(responses).some((status) => status.startsWith('2'))) return;
  delete responses.default;
  responses[method === 'post' ? '201' : '200'] = answer;
}

/** Security of an endpoint that needs a token: a Keycloak access token, pasted or obtained by signing in. */
export const TOKEN_SECURITY: Record<string, string[]>[] = [
  { [BEARER_SCHEME]: [] },
  { [KEYCLOAK_SCHEME]: [] },
];

/**
 * Turns each operation's declared access (`@Endpoint`, from the access table) into its security and
 * its 401/403 answers, its domain errors (`@ApiErrors`) into their answers, and adds the 400 of the
 * validation pipe to operations that take parameters or a body and the 413 of the body parser to those
 * that take a body. Every error answer has the house error body; the success answer gets its status.
 */
export function describeAccessAndErrors(document: OpenAPIObject): OpenAPIObject {
  for (const { method, operation } of operationsOf(document)) {
    successStatusOf(method, operation);
    const extensions = operation as unknown as Record<string, unknown>;
    const access = extensions[ACCESS_EXTENSION] as Access | undefined;
    if (access !== undefined && !isTokenFree(access)) {
      operation.security = TOKEN_SECURITY;
      addErrorResponse(operation, 401, 'UNAUTHORIZED: no valid access token');
    }
    const roles = access === undefined ? [] : requiredRoles(access);
    if (roles.length) {
      const allowed = [...new Set(roles.flatMap((role) => [role, ...(IMPLIED_ROLES[role] ?? [])]))];
      operation.description = [operation.description, `Roles: ${allowed.join(', ')}.`]
        .filter(Boolean)
        .join('\n\n');
      addErrorResponse(operation, 403, 'FORBIDDEN: the caller has none of the roles');
    }
    if (operation.parameters?.length || operation.requestBody)
      addErrorResponse(operation, 400, 'VALIDATION: a parameter or the body is invalid (field errors)');
    if (operation.requestBody) addErrorResponse(operation, 413, 'PAYLOAD_TOO_LARGE: the body is too large');
    for (const error of (extensions[ERRORS_EXTENSION] as DescribedError[] | undefined) ?? [])
      addErrorResponse(operation, error.status, `${error.code} (${error.key})`);
  }
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...errorBodyJsonSchemas() },
  };
  return document;
}

/** The error body's JSON schema under the name the document refers to. */
function errorBodyJsonSchemas(): Record<string, SchemaObject> {
  // the schema names itself (meta id), so it comes as a definition under that name
  const { $defs } = z.toJSONSchema(apiErrorBodySchema, { target: 'draft-2020-12', io: 'output' });
  return $defs as Record<string, SchemaObject>;
}
