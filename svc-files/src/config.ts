import { loadPlatformConfig, parseEnv, type PlatformConfig } from '@agecheck/nest-common';
import { resolve } from 'node:path';
import { z } from 'zod';

export type FilesConfig = PlatformConfig & {
  filesDir: string;
  /** Key of the HMAC that signs file links; every replica of svc-files needs the same one. */
  linkSecret: string;
  /** How long a signed file link is valid, in seconds. */
  linkSeconds: number;
};

const filesEnvSchema = z.object({
  FILES_DIR: z.string().min(1),
  FILES_LINK_SECRET: z.string().min(32),
  FILES_LINK_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
});

/**
 * svc-files reads the platform environment plus `FILES_DIR`, the storage directory (a volume in Kubernetes),
 * `FILES_LINK_SECRET` (at least 32 characters) and `FILES_LINK_SECONDS` (default 600), which sign the
 * short-lived links to the files (docs/decisions/0013-serving-files.md).
 */
export function loadFilesConfig(env: NodeJS.ProcessEnv = process.env): FilesConfig {
  const parsed = parseEnv(filesEnvSchema, env);
  return {
    ...loadPlatformConfig('svc-files', env),
    filesDir: resolve(parsed.FILES_DIR),
    linkSecret: parsed.FILES_LINK_SECRET,
    linkSeconds: parsed.FILES_LINK_SECONDS,
  };
}
