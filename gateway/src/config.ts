import {
  DEFAULT_PROTOCOL_RETENTION_MONTHS,
  eformUrlsSchema,
  REMOTE_APPS,
  SERVICE_APPS,
  type EformUrls,
} from '@agecheck/contracts';
import { loadPlatformConfig, parseEnv, type PlatformConfig } from '@agecheck/nest-common';
import { z } from 'zod';

const remoteNames = REMOTE_APPS.map((app) => app.name);

/** A setting that an empty value leaves unset (a Secret's key without a value). */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const gatewayEnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  OIDC_CLIENT_ID: z.string().min(1).default('shell'),
  /** The gateway's confidential service client for the users administration (decision 0043; Helm: a Secret). */
  KEYCLOAK_ADMIN_CLIENT_ID: z.string().min(1).default('agecheck-admin'),
  /** Its secret; without it the users administration and the password change answer 503. */
  KEYCLOAK_ADMIN_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * How long after the start of a user's creation an account of its login name without a profile counts as left
   * behind by a creation that failed half way, and is removed (decision 0043).
   */
  KEYCLOAK_ORPHAN_AFTER_MS: z.coerce.number().int().min(1000).default(120_000),
  /** Shared store of the rate limits when several gateway replicas run; in memory when unset. */
  REDIS_URL: z.string().startsWith('redis').optional(),
  /** Calls a minute per signed-in user, or per address for calls without a token. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Months the protocol keeps an entry; older ones are removed once a day (decision 0040). */
  PROTOCOL_RETENTION_MONTHS: z.coerce
    .number()
    .int()
    .min(1)
    .max(1200)
    .default(DEFAULT_PROTOCOL_RETENTION_MONTHS),
  /** Proxies in front of the gateway (an ingress: 1) whose X-Forwarded-For names the caller's address. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /** Strict-Transport-Security max-age in seconds where TLS ends at the platform; 0 sends none (local http). */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(0),
  /** JSON object of remote name to the URL of its mf-manifest.json; defaults to the proxied paths. */
  REMOTES_MANIFEST: z
    .string()
    .optional()
    .transform((text, context) => {
      if (!text) return undefined;
      try {
        return z
          .record(z.string(), z.string().min(1))
          .refine((entries) => Object.keys(entries).every((name) => remoteNames.includes(name)))
          .parse(JSON.parse(text));
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON object of remote name to manifest URL' });
        return z.NEVER;
      }
    }),
  SHELL_DIST: z.string().optional(),
  /** XYZ template of the maps' background tiles (`https://.../{z}/{x}/{y}.png`); none: markers on a plain background. */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, {
      message: 'must be an http(s) URL with {z}, {x} and {y}',
    })
    .optional(),
  /** The attribution the tile service asks the maps to show. */
  MAP_TILE_ATTRIBUTION: z.string().min(1).optional(),
  /**
   * JSON object of the e-forms' addresses by form and language (decision D-C14), e.g.
   * `{"shopperData":{"de":"https://forms.example.ch/de/upload"}}`; a form without an address is not offered.
   */
  EFORMS_URLS: z
    .string()
    .optional()
    .transform((text, context) => {
      if (!text) return {};
      try {
        return eformUrlsSchema.parse(JSON.parse(text));
      } catch {
        context.addIssue({
          code: 'custom',
          message:
            'must be a JSON object of form (shopperData, onlinePurchase, customerReports, customerMessage) to language (de, fr, it) to an https URL (http only on 127.0.0.1)',
        });
        return z.NEVER;
      }
    }),
  /** The key the e-forms' tokens are signed with (Helm: a Secret); without it no form is offered. */
  EFORMS_TOKEN_SECRET: z.string().min(32).optional(),
  /** How long an e-form's token holds, in seconds (decision D-C14: 10 minutes). */
  EFORMS_TOKEN_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
  /** The VAPID key pair the pushes are signed with (decision 0048; Helm: a Secret); without both, no pushes. */
  VAPID_PUBLIC_KEY: unsetWhenEmpty(
    z.string().regex(/^[A-Za-z0-9_-]{87}$/, { message: 'must be a P-256 public key, base64url' }),
  ),
  VAPID_PRIVATE_KEY: unsetWhenEmpty(
    z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'must be a P-256 private key, base64url' }),
  ),
  /** Whom the push services may contact about the pushes: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, { message: 'must be a mailto: or https: address' })
    .default('mailto:support@agecheck.ch'),
  /** Origins beside the known push services a subscription may name, comma-separated (local: the stand-in). */
  PUSH_ENDPOINT_ORIGINS: z
    .string()
    .optional()
    .transform((text) =>
      text
        ? text
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean)
        : [],
    ),
  // The base URL of each service (required) and of each remote's own server (optional), e.g. SVC_PURCHASES_URL.
  ...Object.fromEntries(SERVICE_APPS.map((app) => [app.urlSetting, z.url()])),
  ...Object.fromEntries(REMOTE_APPS.map((app) => [app.urlSetting, z.url().optional()])),
});

export type GatewayConfig = PlatformConfig & {
  oidcClientId: string;
  /** The realm's admin API and token endpoint, as the gateway's service client reaches them (decision 0043). */
  keycloakAdmin: {
    baseUrl: string;
    realm: string;
    clientId: string;
    clientSecret?: string;
    orphanAfterMs: number;
  };
  redisUrl?: string;
  rateLimitPerMinute: number;
  protocolRetentionMonths: number;
  trustProxyHops: number;
  hstsMaxAge: number;
  /** Base URL by service name. */
  services: Record<string, string>;
  /** Base URL of each remote's own server, by remote name (proxied under `/remotes/<name>/`). */
  remoteServers: Record<string, string>;
  /** URL of each remote's `mf-manifest.json`, by remote name. */
  remotesManifest: Record<string, string>;
  shellDist?: string;
  /** The maps' background tiles, handed to the front ends in `/config/shell.json`. */
  mapTiles: { tileUrl?: string; attribution?: string };
  /** The e-forms (decision D-C14): their addresses, the tokens' key (never logged) and lifetime in seconds. */
  eforms: { urls: EformUrls; tokenSecret?: string; tokenSeconds: number };
  /** Web Push (decision 0048): the VAPID keys (the public one goes to the shell) and the stand-in's origins. */
  push: {
    vapid?: { publicKey: string; privateKey: string; subject: string };
    endpointOrigins: string[];
  };
};

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const platform = loadPlatformConfig('gateway', { PORT: '8080', ...env });
  const parsed = parseEnv(gatewayEnvSchema, env) as z.infer<typeof gatewayEnvSchema> &
    Record<string, string | undefined>;
  const services = Object.fromEntries(
    SERVICE_APPS.map((app) => [app.name, parsed[app.urlSetting] as string]),
  );
  const remoteServers = Object.fromEntries(
    REMOTE_APPS.flatMap((app) => {
      const server = parsed[app.urlSetting];
      return server ? [[app.name, server]] : [];
    }),
  );
  const defaultManifest = Object.fromEntries(
    REMOTE_APPS.map((app) => [app.name, `/remotes/${app.name}/mf-manifest.json`]),
  );
  return {
    ...platform,
    oidcClientId: parsed.OIDC_CLIENT_ID,
    keycloakAdmin: {
      // the issuer is `<Keycloak>/realms/<realm>`
      baseUrl: platform.oidc.issuer.replace(/\/realms\/[^/]+$/, ''),
      realm: platform.oidc.issuer.replace(/^.*\/realms\//, ''),
      clientId: parsed.KEYCLOAK_ADMIN_CLIENT_ID,
      ...(parsed.KEYCLOAK_ADMIN_CLIENT_SECRET ? { clientSecret: parsed.KEYCLOAK_ADMIN_CLIENT_SECRET } : {}),
      orphanAfterMs: parsed.KEYCLOAK_ORPHAN_AFTER_MS,
    },
    ...(parsed.REDIS_URL ? { redisUrl: parsed.REDIS_URL } : {}),
    rateLimitPerMinute: parsed.RATE_LIMIT_PER_MINUTE,
    protocolRetentionMonths: parsed.PROTOCOL_RETENTION_MONTHS,
    trustProxyHops: parsed.TRUST_PROXY_HOPS,
    hstsMaxAge: parsed.HSTS_MAX_AGE,
    services,
    remoteServers,
    remotesManifest: { ...defaultManifest, ...parsed.REMOTES_MANIFEST },
    ...(parsed.SHELL_DIST ? { shellDist: parsed.SHELL_DIST } : {}),
    mapTiles: {
      ...(parsed.MAP_TILE_URL ? { tileUrl: parsed.MAP_TILE_URL } : {}),
      ...(parsed.MAP_TILE_ATTRIBUTION ? { attribution: parsed.MAP_TILE_ATTRIBUTION } : {}),
    },
    eforms: {
      urls: parsed.EFORMS_URLS,
      ...(parsed.EFORMS_TOKEN_SECRET ? { tokenSecret: parsed.EFORMS_TOKEN_SECRET } : {}),
      tokenSeconds: parsed.EFORMS_TOKEN_SECONDS,
    },
    push: {
      ...(parsed.VAPID_PUBLIC_KEY && parsed.VAPID_PRIVATE_KEY
        ? {
            vapid: {
              publicKey: parsed.VAPID_PUBLIC_KEY,
              privateKey: parsed.VAPID_PRIVATE_KEY,
              subject: parsed.VAPID_SUBJECT,
            },
          }
        : {}),
      endpointOrigins: parsed.PUSH_ENDPOINT_ORIGINS,
    },
  };
}
