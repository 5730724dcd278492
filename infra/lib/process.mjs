// @ts-check
// Servers as child processes: started with their output in a log file, waited for until ready, stopped
// (SIGTERM to the process group, then SIGKILL), and recorded in pid files so that another process
// (`npm stop`, the end of `npm test`) can stop them later.
import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
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
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * Fields of /proc/<pid>/stat after the command name (state first), or undefined.
 * @param {number} pid
 * @returns {string[] | undefined}
 */
function procStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * Start time of a process (clock ticks since boot), to tell a recorded process from a later one that got
 * the same pid.
 * @param {number} pid
 * @returns {string | undefined}
 */
export function processStartTime(pid) {
  return procStat(pid)?.[19];
}

/**
 * Whether a process (or, with `group`, any process of the group `pid`) exists; with `startTime`, whether it
 * is the same process. A zombie counts as gone.
 * @param {number} pid
 * @param {{ startTime?: string, group?: boolean }} [options]
 * @returns {boolean}
 */
export function isAlive(pid, { startTime, group = false } = {}) {
  try {
    process.kill(group ? -pid : pid, 0);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EPERM') return false;
  }
  if (group) return true;
  const stat = procStat(pid);
  return !stat || (stat[0] !== 'Z' && (!startTime || stat[19] === startTime));
}

/**
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 * @param {boolean} group
 */
function signal(pid, signal, group) {
  try {
    process.kill(group ? -pid : pid, signal);
  } catch {
    /* gone */
  }
}

/**
 * Stops a process and its process group: SIGTERM, then SIGKILL after `timeoutMs`. Safe for processes that
 * are gone; with `startTime` it never signals a later process that got the same pid.
 * @param {number} pid
 * @param {{ timeoutMs?: number, startTime?: string, group?: boolean, groupEvenIfLeaderGone?: boolean }} [options]
 *   group (default true): the whole process group `pid`; groupEvenIfLeaderGone: also when the leader exited
 *   already (only for groups known to be ours)
 * @returns {Promise<'not-running' | 'terminated' | 'killed'>}
 */
export async function stopPid(
  pid,
  { timeoutMs = 10_000, startTime, group = true, groupEvenIfLeaderGone = false } = {},
) {
  const leaderAlive = isAlive(pid, { startTime });
  const useGroup = group && (leaderAlive || groupEvenIfLeaderGone) && isAlive(pid, { group: true });
  if (!leaderAlive && !useGroup) return 'not-running';
  const alive = () => isAlive(pid, { startTime }) || (useGroup && isAlive(pid, { group: true }));
  signal(pid, 'SIGTERM', useGroup);
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (!alive()) return 'terminated';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  signal(pid, 'SIGKILL', useGroup);
  for (let i = 0; i < 50 && alive(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  return 'killed';
}

/**
 * @typedef {object} PidRecord
 * @property {string} name
 * @property {number} pid process (and process group) id
 * @property {string} [startTime] from /proc, to recognise the process
 * @property {string} startedAt ISO time
 * @property {number} [order] start order; stopped in reverse
 * @property {number} [stopTimeoutMs]
 * @property {boolean} [supervisor] a supervising Node process (`npm start`): stopped first, alone (not its
 *   group), so that it stops its children in order
 */

/**
 * The folder with the pid files of a data dir.
 * @param {string} dataDir
 * @returns {string}
 */
export function runDir(dataDir) {
  return path.join(dataDir, 'run');
}

let orderCounter = 0;

/**
 * Writes `<pidDir>/<name>.pid.json`.
 * @param {string} pidDir
 * @param {Omit<PidRecord, 'startTime' | 'startedAt' | 'order'>} record
 * @returns {string} the file
 */
function writePidFile(pidDir, record) {
  mkdirSync(pidDir, { recursive: true });
  const file = path.join(pidDir, `${record.name}.pid.json`);
  const order = Date.now() * 100 + (orderCounter++ % 100);
  const full = {
    ...record,
    startTime: processStartTime(record.pid),
    startedAt: new Date().toISOString(),
    order,
  };
  writeFileSync(file, JSON.stringify(full, null, 2));
  return file;
}

/**
 * The pid files in `pidDir`, supervisors first, then newest first.
 * @param {string} pidDir
 * @returns {(PidRecord & { file: string, alive: boolean })[]}
 */
export function readPidFiles(pidDir) {
  if (!existsSync(pidDir)) return [];
  return readdirSync(pidDir)
    .filter((file) => file.endsWith('.pid.json'))
    .flatMap((file) => {
      try {
        /** @type {PidRecord} */
        const record = JSON.parse(readFileSync(path.join(pidDir, file), 'utf8'));
        return [
          {
            ...record,
            file: path.join(pidDir, file),
            alive: isAlive(record.pid, { startTime: record.startTime }),
          },
        ];
      } catch {
        rmSync(path.join(pidDir, file), { force: true });
        return [];
      }
    })
    .sort(
      (a, b) =>
        Number(!!b.supervisor) - Number(!!a.supervisor) ||
        (b.order ?? 0) - (a.order ?? 0) ||
        b.startedAt.localeCompare(a.startedAt),
    );
}

/**
 * Stops every process recorded in `pidDir` (newest first) and removes the pid files: what `npm stop` does.
 * @param {string} pidDir
 * @param {{ log?: (msg: string) => void }} [options]
 * @returns {Promise<{ name: string, pid: number, result: string }[]>}
 */
export async function stopRecorded(pidDir, { log = () => {} } = {}) {
  const results = [];
  for (const record of readPidFiles(pidDir)) {
    const result = await stopPid(record.pid, {
      startTime: record.startTime,
      timeoutMs: record.stopTimeoutMs ?? 10_000,
      group: !record.supervisor,
    });
    log(`${record.name} (pid ${record.pid}): ${result}`);
    rmSync(record.file, { force: true });
    results.push({ name: record.name, pid: record.pid, result });
  }
  return results;
}

/**
 * Records this Node process as a supervisor in `pidDir`, so that `npm stop` first sends it SIGTERM and lets
 * it stop its children itself. The record goes when this process exits or the returned function is called.
 * @param {string} pidDir
 * @param {{ name?: string, stopTimeoutMs?: number }} [options] stopTimeoutMs: how long `npm stop` waits for
 *   this process to stop everything (default 60 s)
 * @returns {() => void} removes the record
 */
export function registerSupervisor(pidDir, { name = 'supervisor', stopTimeoutMs = 60_000 } = {}) {
  const file = writePidFile(pidDir, { name, pid: process.pid, stopTimeoutMs, supervisor: true });
  const remove = () => rmSync(file, { force: true });
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
 * @property {string} logFile
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited
 * @property {() => Promise<void>} stop SIGTERM to the process group, SIGKILL after `stopTimeoutMs`; safe to call twice
 */

/**
 * Starts a long-running process in its own process group with its output appended to `logFile`, and waits
 * until `ready` holds. If it exits first or the timeout passes, it is stopped and the promise rejects with
 * the tail of the log.
 * @param {object} options
 * @param {string} options.name short name (also of the pid file)
 * @param {string} options.cmd
 * @param {string[]} [options.args]
 * @param {Record<string, string | undefined>} [options.env] added to the environment; `undefined` removes a variable
 * @param {string} [options.cwd]
 * @param {string} options.logFile
 * @param {import('./net.mjs').ReadyCheck} [options.ready] none: ready once spawned
 * @param {number} [options.timeoutMs] readiness timeout (default 60 s)
 * @param {number} [options.stopTimeoutMs] SIGTERM → SIGKILL delay (default 10 s)
 * @param {string} [options.pidDir] records the process there (removed on stop)
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
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const pid = await new Promise((resolve, reject) => {
    child.once('spawn', () => resolve(/** @type {number} */ (child.pid)));
    child.once('error', (error) => reject(new Error(`${name}: cannot run ${cmd}: ${error.message}`)));
  });
  log(`${name}: started (pid ${pid}), log ${logFile}`);
  const pidFile = pidDir && writePidFile(pidDir, { name, pid, stopTimeoutMs });
  /** @type {Promise<void> | undefined} */
  let stopping;
  const stop = () =>
    (stopping ??= stopPid(pid, { timeoutMs: stopTimeoutMs, groupEvenIfLeaderGone: true }).then(() => {
      if (pidFile) rmSync(pidFile, { force: true });
    }));
  /** @type {ProcessHandle} */
  const handle = { name, pid, logFile, exited, stop };
  if (!ready) return handle;

  const started = Date.now();
  try {
    const abort = exited.then(
      ({ code, signal }) =>
        new Error(`${name} exited before it was ready (${signal ?? `exit code ${code}`})`),
    );
    await waitUntilReady(ready, { timeoutMs, abort });
  } catch (error) {
    await stop();
    const message = `${name}: ${/** @type {Error} */ (error).message}\n--- last lines of ${logFile} ---\n${tailFile(logFile, 30)}\n---`;
    throw Object.assign(new Error(message), { logFile });
  }
  log(`${name}: ready after ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return handle;
}
