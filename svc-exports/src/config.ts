import { loadPlatformConfig, parseEnv, type PlatformConfig } from '@agecheck/nest-common';
import { resolve } from 'node:path';
import { z } from 'zod';
import { GEOCODER_DEFAULT_URLS, GEOCODER_PROVIDERS, type GeocoderConfig } from './geocoding/geocoder';

export type ExportsConfig = PlatformConfig & {
  redisUrl: string;
  filesUrl: string;
  exportsDir: string;
  geocoder: GeocoderConfig;
};

const exportsEnvSchema = z.object({
  REDIS_URL: z.string().startsWith('redis'),
  SVC_FILES_URL: z.url(),
  EXPORTS_DIR: z.string().min(1),
  GEOCODER_PROVIDER: z.enum(GEOCODER_PROVIDERS).default('geoadmin'),
  GEOCODER_URL: z.url().optional(),
});

/**
 * svc-exports reads the platform environment plus `REDIS_URL`, where its BullMQ jobs live, `SVC_FILES_URL`,
 * where the PDF report reads the photos and signatures (with the caller's token), `EXPORTS_DIR`, the
 * directory (a volume in Kubernetes) where finished exports wait for their download, and the geocoder:
 * `GEOCODER_PROVIDER` (`geoadmin`, the federal geo search service, or `nominatim`) and `GEOCODER_URL`
 * (default: the provider's public service).
 */
export function loadExportsConfig(env: NodeJS.ProcessEnv = process.env): ExportsConfig {
  const parsed = parseEnv(exportsEnvSchema, env);
  return {
    ...loadPlatformConfig('svc-exports', env),
    redisUrl: parsed.REDIS_URL,
    filesUrl: parsed.SVC_FILES_URL.replace(/\/$/, ''),
    exportsDir: resolve(parsed.EXPORTS_DIR),
    geocoder: {
      provider: parsed.GEOCODER_PROVIDER,
      url: parsed.GEOCODER_URL ?? GEOCODER_DEFAULT_URLS[parsed.GEOCODER_PROVIDER],
    },
  };
}
