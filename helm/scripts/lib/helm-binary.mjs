// @ts-check
import { execFileSync } from 'node:child_process';
import { ensureInstalled, which } from '@agecheck/infra';

/**
 * Finds helm: in PATH, else the one the local infrastructure installs into its cache (built with `go install`
 * the first time, a few minutes; one pinned version for both).
 * @returns {Promise<{ path: string, source: string }>}
 */
export const findHelm = async () => {
  const inPath = which('helm');
  if (inPath) return { path: inPath, source: 'PATH' };
  const { helm } = await ensureInstalled(['helm'], { log: (line) => console.log(`     ${line}`) });
  return { path: /** @type {{ path: string }} */ (helm).path, source: 'cache' };
};

/**
 * @param {string} helm
 * @returns {string}
 */
export const helmVersion = (helm) => execFileSync(helm, ['version', '--short'], { encoding: 'utf8' }).trim();
