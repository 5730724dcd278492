import { loadPlatformConfig, parseEnv, type PlatformConfig } from '@agecheck/nest-common';
import { z } from 'zod';

export type ExportsConfig = PlatformConfig & { redisUrl: string; filesUrl: string };

/**
 * svc-exports reads the platform environment plus `REDIS_URL`, where its BullMQ jobs live, and
 * `SVC_FILES_URL`, where the PDF report reads the photos and signatures (with the caller's token).
 */
export function loadExportsConfig(env: NodeJS.ProcessEnv = process.env): ExportsConfig {
  const parsed = parseEnv(
    z.object({ REDIS_URL: z.string().startsWith('redis'), SVC_FILES_URL: z.url() }),
    env,
  );
  return {
    ...loadPlatformConfig('svc-exports', env),
    redisUrl: parsed.REDIS_URL,
    filesUrl: parsed.SVC_FILES_URL.replace(/\/$/, ''),
  };
}
