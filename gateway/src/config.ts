import { loadPlatformConfig, parseEnv, type PlatformConfig } from '@agecheck/nest-common';
import { z } from 'zod';
import { REMOTE_APPS, SERVICES, type RemoteApp, type ServiceName } from './edge/routes';

const url = z.url();

const gatewayEnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  OIDC_CLIENT_ID: z.string().min(1).default('shell'),
  /** Shared store of the rate limits when several gateway replicas run; in memory when unset. */
  REDIS_URL: z.string().startsWith('redis').optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  SVC_PURCHASES_URL: url,
  SVC_PROMO_URL: url,
  SVC_TIMETRACK_URL: url,
  SVC_FILES_URL: url,
  SVC_EXPORTS_URL: url,
  MF_FIELD_URL: url.optional(),
  MF_PROMO_URL: url.optional(),
  MF_PORTAL_URL: url.optional(),
  MF_ADMIN_URL: url.optional(),
  /** JSON object of remote name to the URL of its mf-manifest.json; defaults to the proxied paths. */
  REMOTES_MANIFEST: z
    .string()
    .optional()
    .transform((text, context) => {
      if (!text) return undefined;
      try {
        return z.record(z.enum(REMOTE_APPS), z.string().min(1)).parse(JSON.parse(text));
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON object of remote name to manifest URL' });
        return z.NEVER;
      }
    }),
  SHELL_DIST: z.string().optional(),
});

export type GatewayConfig = PlatformConfig & {
  oidcClientId: string;
  redisUrl?: string;
  rateLimitPerMinute: number;
  services: Record<ServiceName, string>;
  remoteServers: Partial<Record<RemoteApp, string>>;
  remotesManifest: Record<RemoteApp, string>;
  shellDist?: string;
};

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const platform = loadPlatformConfig('gateway', { PORT: '8080', ...env });
  const parsed = parseEnv(gatewayEnvSchema, env);
  const services = Object.fromEntries(
    SERVICES.map((service) => [
      service,
      parsed[`SVC_${service.slice(4).toUpperCase()}_URL` as keyof typeof parsed] as string,
    ]),
  ) as Record<ServiceName, string>;
  const remoteServers: Partial<Record<RemoteApp, string>> = {};
  for (const app of REMOTE_APPS) {
    const server = parsed[`MF_${app.slice(3).toUpperCase()}_URL` as keyof typeof parsed] as
      string | undefined;
    if (server) remoteServers[app] = server;
  }
  const defaultManifest = Object.fromEntries(
    REMOTE_APPS.map((app) => [app, `/remotes/${app}/mf-manifest.json`]),
  );
  return {
    ...platform,
    oidcClientId: parsed.OIDC_CLIENT_ID,
    ...(parsed.REDIS_URL ? { redisUrl: parsed.REDIS_URL } : {}),
    rateLimitPerMinute: parsed.RATE_LIMIT_PER_MINUTE,
    services,
    remoteServers,
    remotesManifest: { ...defaultManifest, ...parsed.REMOTES_MANIFEST } as Record<RemoteApp, string>,
    ...(parsed.SHELL_DIST ? { shellDist: parsed.SHELL_DIST } : {}),
  };
}
