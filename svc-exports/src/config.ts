import { loadPlatformConfig, parseEnv, type PlatformConfig } from '@agecheck/nest-common';
import { z } from 'zod';

export type ExportsConfig = PlatformConfig & { redisUrl: string };

/** svc-exports reads the platform environment plus `REDIS_URL`, where its BullMQ jobs live. */
export function loadExportsConfig(env: NodeJS.ProcessEnv = process.env): ExportsConfig {
  const parsed = parseEnv(z.object({ REDIS_URL: z.string().startsWith('redis') }), env);
  return { ...loadPlatformConfig('svc-exports', env), redisUrl: parsed.REDIS_URL };
}
