// Small helpers shared by the installers and the starters.
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * An error that says what is missing and how to get it.
 */
export class InfraError extends Error {
  /**
   * @param {string} message what went wrong
   * @param {string} [hint] how to fix it
   */
  constructor(message, hint) {
    super(hint ? `${message}\n  → ${hint}` : message);
    this.name = 'InfraError';
    this.hint = hint;
  }
}

/**
 * Full path of an executable on PATH (or in `extraDirs`), or undefined.
 * @param {string} name
 * @param {string[]} [extraDirs]
 * @returns {string | undefined}
 */
export function which(name, extraDirs = []) {
  if (name.includes('/')) return isExecutable(name) ? name : undefined;
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), ...extraDirs].filter(Boolean);
  for (const dir of dirs) {
    const p = path.join(dir, name);
    if (isExecutable(p)) return p;
  }
  return undefined;
}

/**
 * @param {string} p
 * @returns {boolean}
 */
export function isExecutable(p) {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs a command to completion. Output is collected (and streamed to `log` line by line if `verbose`).
 * Rejects with the last lines of the output if the exit code is not 0.
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string | undefined>, log?: (msg: string) => void, verbose?: boolean, input?: string }} [options]
 * @returns {Promise<string>} stdout and stderr, interleaved
 */
export function run(cmd, args, { cwd, env = {}, log = () => {}, verbose = false, input } = {}) {
  return new Promise((resolve, reject) => {
    /** @type {NodeJS.ProcessEnv} */
    const childEnv = { ...process.env };
    for (const [k, v] of Object.entries(env)) {
      if (v === undefined) delete childEnv[k];
      else childEnv[k] = v;
    }
    const child = spawn(cmd, args, {
      cwd,
      env: childEnv,
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let pending = '';
    const onData = (/** @type {Buffer} */ chunk) => {
      const s = chunk.toString('utf8');
      out += s;
      if (out.length > 2_000_000) out = out.slice(-1_000_000);
      if (verbose) {
        pending += s;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const l of lines) if (l.trim()) log(`  ${l}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    if (input !== undefined) child.stdin?.end(input);
    child.on('error', (e) => reject(new InfraError(`cannot run ${cmd}: ${e.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else {
        const tail = out.trimEnd().split('\n').slice(-25).join('\n');
        reject(
          new InfraError(
            `${cmd} ${args.join(' ')} failed (exit code ${code})${cwd ? ` in ${cwd}` : ''}:\n${tail}`,
          ),
        );
      }
    });
  });
}

/**
 * Runs `fn` while holding a lock directory (`lockDir`), so that two processes (e.g. `npm start` and
 * `npm test`) do not install into the same cache at the same time. A lock left by a dead process is taken over.
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
    } catch (e) {
      if (/** @type {NodeJS.ErrnoException} */ (e).code !== 'EEXIST') throw e;
      let owner = NaN;
      try {
        owner = Number(readFileSync(path.join(lockDir, 'owner'), 'utf8'));
      } catch {
        /* being written or gone */
      }
      if (Number.isInteger(owner) && owner > 0 && !pidExists(owner)) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline)
        throw new InfraError(
          `timed out waiting for the lock ${lockDir}`,
          `if no other install is running, delete ${lockDir}`,
        );
      if (!announced) {
        log(`waiting for another process (pid ${owner}) that is installing into the same cache...`);
        announced = true;
      }
      await new Promise((r) => setTimeout(r, 1000));
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
  } catch (e) {
    return /** @type {NodeJS.ErrnoException} */ (e).code === 'EPERM';
  }
}

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
 * Formats a duration in ms as seconds ("12.3s").
 * @param {number} ms
 * @returns {string}
 */
export function secs(ms) {
  return `${(ms / 1000).toFixed(1)}s`;
}
