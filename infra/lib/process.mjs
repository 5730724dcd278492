// @ts-check
// A small process supervisor: start a server as a child process with its output in a log file,
// wait until it is ready, stop it (SIGTERM, then SIGKILL), and record it in a pid file so that a
// separate process (`npm stop`) can stop it later.
import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { waitUntilReady } from './net.mjs';
import { mergeEnv } from './run.mjs';

/**
 * The last `lines` lines of a text file ('' if it does not exist).
 * @param {string} file
 * @param {number} [lines]
 * @returns {string}
 */
export function tailFile(file, lines = 40) {
  try {
    const size = statSync(file).size;
    const len = Math.min(size, 64 * 1024);
    const buf = Buffer.alloc(len);
    const fd = openSync(file, 'r');
    try {
      let off = 0;
      while (off < len) {
        const n = readSync(fd, buf, off, len - off, size - len + off);
        if (n <= 0) break;
        off += n;
      }
    } finally {
      closeSync(fd);
    }
    return buf
      .toString('utf8')
      .split('\n')
      .slice(-lines - 1)
      .join('\n')
      .trimEnd();
  } catch {
    return '';
  }
}

/**
 * Start time of a process (clock ticks since boot, from /proc), used to tell a recorded process from
 * a later one that got the same pid. `undefined` if unknown.
 * @param {number} pid
 * @returns {string | undefined}
 */
export function processStartTime(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
}

/**
 * Whether a process with this pid exists (and, if `startTime` is given, is the same process).
 * @param {number} pid
 * @param {string} [startTime]
 * @returns {boolean}
 */
export function isAlive(pid, startTime) {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if (/** @type {NodeJS.ErrnoException} */ (e).code !== 'EPERM') return false;
  }
  if (startTime) {
    const now = processStartTime(pid);
    if (now !== undefined && now !== startTime) return false;
    // a zombie counts as gone
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return false;
    } catch {
      /* ignore */
    }
  }
  return true;
}

/**
 * Sends `signal` to the process group `pid` (falls back to the single process).
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return;
  } catch {
    /* not a group leader, or gone */
  }
  try {
    process.kill(pid, signal);
  } catch {
    /* gone */
  }
}

/**
 * Whether any process of group `pgid` is still alive (Linux: scans /proc; elsewhere: the leader only).
 * @param {number} pgid
 * @returns {boolean}
 */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (e) {
    return /** @type {NodeJS.ErrnoException} */ (e).code === 'EPERM';
  }
}

/**
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
function safeKill(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    /* gone */
  }
}

/**
 * Stops a process and its process group: SIGTERM, then SIGKILL after `timeoutMs`.
 * Resolves when the process (and, with `group`, everything in its group) is gone. Safe to call for
 * processes that are already gone; with `startTime` it never signals a later process that got the same pid.
 * @param {number} pid
 * @param {{ timeoutMs?: number, startTime?: string, group?: boolean, groupEvenIfLeaderGone?: boolean }} [options]
 *   group (default true): signal the whole process group `pid` (processes started by {@link startProcess} lead their own group);
 *   groupEvenIfLeaderGone: also when the leader already exited (only for groups known to be ours)
 * @returns {Promise<'not-running' | 'terminated' | 'killed'>}
 */
export async function stopPid(
  pid,
  { timeoutMs = 10_000, startTime, group = true, groupEvenIfLeaderGone = false } = {},
) {
  const leaderAlive = isAlive(pid, startTime);
  const useGroup = group && (leaderAlive || groupEvenIfLeaderGone) && groupAlive(pid);
  if (!leaderAlive && !useGroup) return 'not-running';
  const send = (/** @type {NodeJS.Signals} */ sig) => (useGroup ? signalGroup(pid, sig) : safeKill(pid, sig));
  const alive = () => (useGroup ? groupAlive(pid) || isAlive(pid, startTime) : isAlive(pid, startTime));
  send('SIGTERM');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) return 'terminated';
    await new Promise((r) => setTimeout(r, 100));
  }
  send('SIGKILL');
  for (let i = 0; i < 50 && alive(); i++) await new Promise((r) => setTimeout(r, 100));
  return 'killed';
}

/**
 * @typedef {object} PidRecord
 * @property {string} name
 * @property {number} pid process (and process group) id
 * @property {string} [startTime] from /proc, to recognise the process
 * @property {string} cmd
 * @property {string[]} args
 * @property {string} [logFile]
 * @property {string} startedAt ISO time
 * @property {number} [order] start order; stopped in reverse
 * @property {number} [stopTimeoutMs]
 * @property {boolean} [supervisor] a supervising Node process (e.g. `npm start`): stopped first, by itself
 *   (not its process group), so that it stops its children in order
 */

/**
 * The folder with the pid files of a data dir (`<dataDir>/run`).
 * @param {string} dataDir
 * @returns {string}
 */
export function runDir(dataDir) {
  return path.join(dataDir, 'run');
}

/**
 * Reads the pid files in `pidDir` (`*.pid.json`), newest first.
 * @param {string} pidDir
 * @returns {(PidRecord & { file: string, alive: boolean })[]}
 */
export function readPidFiles(pidDir) {
  if (!existsSync(pidDir)) return [];
  const out = [];
  for (const f of readdirSync(pidDir)) {
    if (!f.endsWith('.pid.json')) continue;
    const file = path.join(pidDir, f);
    try {
      /** @type {PidRecord} */
      const rec = JSON.parse(readFileSync(file, 'utf8'));
      out.push({ ...rec, file, alive: isAlive(rec.pid, rec.startTime) });
    } catch {
      rmSync(file, { force: true });
    }
  }
  return out.sort(
    (a, b) =>
      Number(!!b.supervisor) - Number(!!a.supervisor) ||
      (b.order ?? 0) - (a.order ?? 0) ||
      b.startedAt.localeCompare(a.startedAt),
  );
}

/**
 * Stops every process recorded in `pidDir` (newest first) and removes the pid files.
 * This is what `npm stop` / `infra.mjs down` uses to stop what an earlier `npm start` started.
 * @param {string} pidDir e.g. `runDir(dataDir)`
 * @param {{ log?: (msg: string) => void, only?: string[] }} [options]
 * @returns {Promise<{ name: string, pid: number, result: string }[]>}
 */
export async function stopRecorded(pidDir, { log = () => {}, only } = {}) {
  const results = [];
  for (const rec of readPidFiles(pidDir)) {
    if (only && !only.includes(rec.name)) continue;
    const result = await stopPid(rec.pid, {
      startTime: rec.startTime,
      timeoutMs: rec.stopTimeoutMs ?? 10_000,
      group: !rec.supervisor,
    });
    log(`${rec.name} (pid ${rec.pid}): ${result}`);
    rmSync(rec.file, { force: true });
    results.push({ name: rec.name, pid: rec.pid, result });
  }
  return results;
}

let orderCounter = 0;

/**
 * Records the current Node process as a supervisor in `pidDir`, so that `stopRecorded` (`npm stop`,
 * `infra.mjs down`) first sends it SIGTERM and lets it stop its children itself. The record is removed
 * when this process exits or when the returned function is called.
 * @param {string} pidDir
 * @param {{ name?: string, stopTimeoutMs?: number }} [options] name default `supervisor`; stopTimeoutMs: how long
 *   `npm stop` waits for this process to finish stopping everything (default 60 s)
 * @returns {() => void} removes the record
 */
export function registerSupervisor(pidDir, { name = 'supervisor', stopTimeoutMs = 60_000 } = {}) {
  mkdirSync(pidDir, { recursive: true });
  const file = path.join(pidDir, `${name}.pid.json`);
  /** @type {PidRecord} */
  const rec = {
    name,
    pid: process.pid,
    startTime: processStartTime(process.pid),
    cmd: process.execPath,
    args: process.argv.slice(1),
    startedAt: new Date().toISOString(),
    order: Date.now() * 100 + (orderCounter++ % 100),
    stopTimeoutMs,
    supervisor: true,
  };
  writeFileSync(file, JSON.stringify(rec, null, 2));
  const remove = () => {
    try {
      const cur = JSON.parse(readFileSync(file, 'utf8'));
      if (cur.pid === process.pid) rmSync(file, { force: true });
    } catch {
      /* gone */
    }
  };
  process.once('exit', remove);
  return () => {
    process.off('exit', remove);
    remove();
  };
}

/**
 * @typedef {object} ProcessHandle
 * @property {string} name
 * @property {number} pid
 * @property {import('node:child_process').ChildProcess} child
 * @property {string} logFile
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited resolves when the process ends
 * @property {() => Promise<void>} stop SIGTERM to the process group, SIGKILL after `stopTimeoutMs`; safe to call twice
 */

/**
 * Starts a long-running process with stdout and stderr appended to `logFile`, in its own process
 * group, and waits until `ready` holds. If the process exits first or the timeout passes, it is
 * stopped and the promise rejects with an error that contains the tail of the log.
 * @param {object} options
 * @param {string} options.name short name (also the pid file's name)
 * @param {string} options.cmd executable
 * @param {string[]} [options.args]
 * @param {Record<string, string | undefined>} [options.env] added to (and overriding) process.env; `undefined` removes a variable
 * @param {string} [options.cwd]
 * @param {string} options.logFile
 * @param {import('./net.mjs').ReadyCheck} [options.ready] `{ url }`, `{ tcpPort }` and/or `{ check }`; none: ready once spawned
 * @param {number} [options.timeoutMs] readiness timeout (default 60 s)
 * @param {number} [options.stopTimeoutMs] SIGTERM → SIGKILL delay (default 10 s)
 * @param {string} [options.pidDir] if given, writes `<pidDir>/<name>.pid.json` (removed on stop)
 * @param {(msg: string) => void} [options.log]
 * @returns {Promise<ProcessHandle>}
 */
export async function startProcess({
  name,
  cmd,
  args = [],
  env = {},
  cwd,
  logFile,
  ready,
  timeoutMs = 60_000,
  stopTimeoutMs = 10_000,
  pidDir,
  log = () => {},
}) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const fd = openSync(logFile, 'a');
  writeSync(fd, `\n===== ${new Date().toISOString()} start ${name}: ${cmd} ${args.join(' ')}\n`);
  const child = spawn(cmd, args, { cwd, env: mergeEnv(env), stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  const spawnError = new Promise((resolve) => child.once('error', resolve));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const pid = await Promise.race([
    new Promise((resolve) => child.once('spawn', () => resolve(child.pid))),
    spawnError.then((e) => {
      throw new Error(`${name}: cannot run ${cmd}: ${/** @type {Error} */ (e).message}`);
    }),
  ]);
  log(`${name}: started (pid ${pid}), log ${logFile}`);

  /** @type {string | undefined} */
  let pidFile;
  if (pidDir) {
    mkdirSync(pidDir, { recursive: true });
    pidFile = path.join(pidDir, `${name}.pid.json`);
    /** @type {PidRecord} */
    const rec = {
      name,
      pid,
      startTime: processStartTime(pid),
      cmd,
      args,
      logFile,
      startedAt: new Date().toISOString(),
      order: Date.now() * 100 + (orderCounter++ % 100),
      stopTimeoutMs,
    };
    writeFileSync(pidFile, JSON.stringify(rec, null, 2));
  }

  /** @type {Promise<void> | undefined} */
  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      await stopPid(pid, { timeoutMs: stopTimeoutMs, groupEvenIfLeaderGone: true });
      if (pidFile) rmSync(pidFile, { force: true });
    })();
    return stopping;
  };

  /** @type {ProcessHandle} */
  const handle = { name, pid, child, logFile, exited, stop };
  if (!ready) return handle;

  const t0 = Date.now();
  try {
    const abort = exited.then(
      ({ code, signal }) =>
        new Error(
          `${name} exited before it was ready (${signal ? `signal ${signal}` : `exit code ${code}`})`,
        ),
    );
    await waitUntilReady(ready, { timeoutMs, abort });
  } catch (e) {
    await stop();
    const err = /** @type {Error} */ (e);
    const tail = tailFile(logFile, 30);
    throw Object.assign(
      new Error(`${name}: ${err.message}\n--- last lines of ${logFile} ---\n${tail}\n---`),
      { logFile },
    );
  }
  log(`${name}: ready after ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  return handle;
}
