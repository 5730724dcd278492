import type { ReadinessCheck } from '@agecheck/nest-common';
import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';

/** Ready only when the storage directory exists and can be written. */
export function storageCheck(filesDir: string): ReadinessCheck {
  return {
    name: 'storage',
    probe: async () => {
      await mkdir(filesDir, { recursive: true });
      await access(filesDir, constants.W_OK);
    },
  };
}
