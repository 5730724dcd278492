import 'reflect-metadata';
import { RequestMethod, type DynamicModule, type Type } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import {
  APPS,
  endpointKey,
  endpointsServedBy,
  ENDPOINTS,
  type Access,
  type EndpointKey,
} from '@agecheck/contracts';
import { ACCESS_KEY } from '../auth/access.decorators';

type ModuleRef = Type | DynamicModule | Promise<DynamicModule>;

/** One HTTP route an app serves, with the access its handler declares (undefined: none). */
export type ServedEndpoint = { key: string; access: Access | undefined; handler: string };

function controllersOf(root: ModuleRef): Type[] {
  const seen = new Set<unknown>();
  const controllers = new Set<Type>();
  const visit = (entry: ModuleRef | undefined): void => {
    if (!entry || entry instanceof Promise || seen.has(entry)) return;
    seen.add(entry);
    const moduleClass = 'module' in entry ? entry.module : entry;
    const dynamic = 'module' in entry ? entry : undefined;
    const read = <T>(key: string): T[] => [
      ...((Reflect.getMetadata(key, moduleClass) as T[] | undefined) ?? []),
      ...(((dynamic as Record<string, unknown> | undefined)?.[key] as T[] | undefined) ?? []),
    ];
    for (const controller of read<Type>(MODULE_METADATA.CONTROLLERS)) controllers.add(controller);
    for (const imported of read<ModuleRef>(MODULE_METADATA.IMPORTS)) visit(imported);
    if (dynamic && !seen.has(moduleClass)) visit(moduleClass);
  };
  visit(root);
  return [...controllers];
}

/**
 * Every HTTP route of a Nest module tree (e.g. `AppModule.forRoot(config)`), read from the route metadata
 * without starting anything: method and full path as the access table keys them, and the declared access.
 */
export function servedEndpoints(root: ModuleRef): ServedEndpoint[] {
  return controllersOf(root).flatMap((controller) => {
    const prefix = (Reflect.getMetadata(PATH_METADATA, controller) as string | undefined) ?? '';
    const prototype = controller.prototype as Record<string, unknown>;
    return Object.getOwnPropertyNames(prototype).flatMap((name) => {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') return [];
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (path === undefined || method === undefined) return [];
      const access = (Reflect.getMetadata(ACCESS_KEY, handler) ??
        Reflect.getMetadata(ACCESS_KEY, controller)) as Access | undefined;
      return (Array.isArray(path) ? path : [path]).map((one) => ({
        key: endpointKey(RequestMethod[method], `${prefix}/${one}`),
        access,
        handler: `${controller.name}.${name}`,
      }));
    });
  });
}

/**
 * What is wrong between an app's routes and the access table, as readable lines (empty when all is well):
 * a route missing from the table, a route whose declared access differs from its table entry, a table
 * endpoint the app should serve (by the app manifest) but does not, a route served twice.
 */
export function accessTableProblems(appName: string, root: ModuleRef): string[] {
  const served = servedEndpoints(root);
  const problems: string[] = [];
  const keys = served.map((endpoint) => endpoint.key);
  for (const endpoint of served) {
    if (!Object.hasOwn(ENDPOINTS, endpoint.key)) {
      problems.push(`${endpoint.handler} serves ${endpoint.key}, which the access table does not list`);
      continue;
    }
    const listed = ENDPOINTS[endpoint.key as EndpointKey];
    if (JSON.stringify(endpoint.access) !== JSON.stringify(listed)) {
      problems.push(
        `${endpoint.handler} (${endpoint.key}) declares ${JSON.stringify(endpoint.access)}, the table ${JSON.stringify(listed)}`,
      );
    }
    if (keys.indexOf(endpoint.key) !== keys.lastIndexOf(endpoint.key))
      problems.push(`${endpoint.key} is served twice`);
  }
  for (const key of endpointsServedBy(appName)) {
    if (!keys.includes(key)) problems.push(`${appName} does not serve ${key} (access table, app manifest)`);
  }
  return [...new Set(problems)];
}

/**
 * An environment that satisfies every app's configuration, with addresses nothing listens on: for unit
 * tests that build an app's module tree (`AppModule.forRoot(config)`) without connecting anywhere.
 */
export function unconnectedEnv(): Record<string, string> {
  const nowhere = 'http://127.0.0.1:9';
  return {
    MONGO_URL: 'mongodb://127.0.0.1:9',
    MONGO_DB: 'unit',
    NATS_URL: 'nats://127.0.0.1:9',
    REDIS_URL: 'redis://127.0.0.1:9',
    OIDC_ISSUER: `${nowhere}/realms/unit`,
    ...Object.fromEntries(APPS.flatMap((app) => ('urlSetting' in app ? [[app.urlSetting, nowhere]] : []))),
  };
}
