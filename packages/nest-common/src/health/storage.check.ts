import type { ReadinessCheck } from './health.controller';
import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';

/** Ready only when a storage directory (a volume in Kubernetes) exists and can be written. */
export function storageCheck(dir: string): ReadinessCheck {
  return {
    name: 'storage',
    probe: async () => {
      await mkdir(dir, { recursive: true });
      await access(dir, constants.W_OK);
    },
  };
}
