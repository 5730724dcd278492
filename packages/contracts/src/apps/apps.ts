import { z } from 'zod';
import { MAX } from '../common';
import manifest from './apps.json';

const pathPrefixes = z
  .array(z.string().regex(/^\/[A-Za-z0-9/_-]*$/))
  .max(MAX.list)
  .min(1);
const setting = z.string().regex(/^[A-Z][A-Z0-9_]*$/);
/** The port `npm start` gives the app by default (infra/lib/env.mjs reads it; `.env.local` overrides it). */
const defaultPort = z.number().int().min(1024).max(65535);

const appSchema = z.discriminatedUnion('kind', [
  z.object({
    name: z.string().max(MAX.name),
    kind: z.literal('gateway'),
    portSetting: setting,
    defaultPort,
    database: z.string().max(MAX.name),
  }),
  z.object({
    name: z.string().max(MAX.name),
    kind: z.literal('service'),
    portSetting: setting,
    defaultPort,
    urlSetting: setting,
    database: z.string().max(MAX.name),
    paths: pathPrefixes,
  }),
  z.object({
    name: z.string().max(MAX.name),
    kind: z.literal('shell'),
    federationName: z.string().max(MAX.name),
  }),
  z.object({
    name: z.string().max(MAX.name),
    kind: z.literal('remote'),
    portSetting: setting,
    defaultPort,
    urlSetting: setting,
    federationName: z.string().regex(/^[a-z_]+$/),
    paths: pathPrefixes,
  }),
]);
export type AppDefinition = z.infer<typeof appSchema>;
export type ServiceApp = Extract<AppDefinition, { kind: 'service' }>;
export type RemoteApp = Extract<AppDefinition, { kind: 'remote' }>;

/**
 * The platform's apps (`apps.json` beside this file): name, kind, port and URL settings, default port, database,
 * federation name and the path prefixes each owns. The gateway, the shell, infra/platform and the Helm
 * checks all read this one list.
 */
export const APPS: readonly AppDefinition[] = z
  .object({ apps: z.array(appSchema).max(MAX.list) })
  .parse(manifest).apps;

/** The domain services behind the gateway. */
export const SERVICE_APPS: readonly ServiceApp[] = APPS.filter(
  (app): app is ServiceApp => app.kind === 'service',
);

/** The remotes the shell loads at run time. */
export const REMOTE_APPS: readonly RemoteApp[] = APPS.filter(
  (app): app is RemoteApp => app.kind === 'remote',
);

/**
 * The app among `apps` that owns a path: the longest matching prefix wins, so `/api/sprints/export` goes to
 * svc-exports while `/api/sprints` goes to svc-purchases. Query strings are ignored.
 */
export function ownerOfPath<A extends { paths: readonly string[] }>(
  apps: readonly A[],
  path: string,
): A | undefined {
  const pathOnly = path.split('?')[0] ?? '';
  let best: { app: A; length: number } | undefined;
  for (const app of apps) {
    for (const prefix of app.paths) {
      const matches = pathOnly === prefix || pathOnly.startsWith(`${prefix}/`);
      if (matches && (!best || prefix.length > best.length)) best = { app, length: prefix.length };
    }
  }
  return best?.app;
}
