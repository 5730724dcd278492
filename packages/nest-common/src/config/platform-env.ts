import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Environment every back-end app reads; the names match the Helm values (docs/engineering.md). */
export const platformEnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  MONGO_URL: z.string().startsWith('mongodb'),
  MONGO_DB: z.string().min(1),
  NATS_URL: z.string().min(1),
  OIDC_ISSUER: z.url(),
  /** Audience every token must carry: the realm's audience mapper of the platform's clients adds it. */
  OIDC_AUDIENCE: z.string().min(1).default('agecheck'),
  /** Where to fetch the signing keys when the issuer's public address is not reachable from inside the cluster. */
  OIDC_JWKS_URL: z.url().optional(),
});

export type PlatformConfig = {
  serviceName: string;
  http: { host: string; port: number };
  logLevel: (typeof LOG_LEVELS)[number];
  mongo: { url: string; db: string };
  nats: { url: string };
  oidc: { issuer: string; audience: string; jwksUrl: string };
};

/** Thrown when the environment does not satisfy an app's schema; lists every problem at once. */
export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Parses `env` with `schema` once, failing fast with the full list of what is wrong. */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new InvalidEnvironmentError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return result.data;
}

/** Parses the platform part of the environment into a typed, nested configuration. */
export function loadPlatformConfig(
  serviceName: string,
  env: NodeJS.ProcessEnv = process.env,
): PlatformConfig {
  const parsed = parseEnv(platformEnvSchema, env);
  const issuer = parsed.OIDC_ISSUER.replace(/\/$/, '');
  return {
    serviceName,
    http: { host: parsed.HOST, port: parsed.PORT },
    logLevel: parsed.LOG_LEVEL,
    mongo: { url: parsed.MONGO_URL, db: parsed.MONGO_DB },
    nats: { url: parsed.NATS_URL },
    oidc: {
      issuer,
      audience: parsed.OIDC_AUDIENCE,
      jwksUrl: parsed.OIDC_JWKS_URL ?? `${issuer}/protocol/openid-connect/certs`,
    },
  };
}
