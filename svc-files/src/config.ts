import { loadPlatformConfig, parseEnv, type PlatformConfig } from '@agecheck/nest-common';
import { resolve } from 'node:path';
import { z } from 'zod';

export type FilesConfig = PlatformConfig & { filesDir: string };

/** svc-files reads the platform environment plus `FILES_DIR`, the storage directory (a volume in Kubernetes). */
export function loadFilesConfig(env: NodeJS.ProcessEnv = process.env): FilesConfig {
  const parsed = parseEnv(z.object({ FILES_DIR: z.string().min(1) }), env);
  return { ...loadPlatformConfig('svc-files', env), filesDir: resolve(parsed.FILES_DIR) };
}
