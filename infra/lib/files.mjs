// @ts-check
// JSON files and the lock that keeps two installs out of the same cache.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { InfraError } from './messages.mjs';

/**
 * Reads a JSON file, or returns `fallback` if it does not exist or cannot be parsed.
 * @template T
 * @param {string} file
 * @param {T} fallback
 * @returns {T}
 */
export function readJson(file, fallback) {
  if (!existsSync(file)) return fallback;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

/**
 * Writes a JSON file (creating its folder).
 * @param {string} file
 * @param {unknown} value
 */
export function writeJson(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Runs `fn` while holding a lock directory, so that two processes (e.g. `npm start` and `npm test`) do not
 * install into the same cache at once. A lock left by a dead process is taken over.
 * @template T
 * @param {string} lockDir
 * @param {() => Promise<T>} fn
 * @param {{ log?: (msg: string) => void, timeoutMs?: number }} [options]
 * @returns {Promise<T>}
 */
export async function withLock(lockDir, fn, { log = () => {}, timeoutMs = 30 * 60_000 } = {}) {
  mkdirSync(path.dirname(lockDir), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  let announced = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(path.join(lockDir, 'owner'), String(process.pid));
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const owner = Number(readJson(path.join(lockDir, 'owner'), NaN));
      if (Number.isInteger(owner) && owner > 0 && !pidExists(owner)) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline)
        throw new InfraError(
          `timed out waiting for the lock ${lockDir}`,
          `if no install is running, delete ${lockDir}`,
        );
      if (!announced)
        log(`waiting for another process (pid ${owner}) that is installing into the same cache...`);
      announced = true;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

/**
 * @param {number} pid
 * @returns {boolean}
 */
function pidExists(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}
