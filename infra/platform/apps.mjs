// @ts-check
// The platform's own apps (the list is packages/contracts/src/apps/apps.json): how to build them and how to
// start them as processes next to the infrastructure.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { APPS_FILE, findFreePorts, repoRoot, run, startProcess } from '../lib/index.mjs';
import { chartValues, podNodeOptions } from './pod-heap.mjs';

/**
 * @typedef {{ name: string, kind: 'gateway' | 'service' | 'shell' | 'remote', portSetting?: string, urlSetting?: string, database?: string }} App
 * @typedef {App & { portSetting: string, urlSetting: string }} ServedApp
 */

/** @type {App[]} */
const APPS = JSON.parse(readFileSync(path.join(repoRoot, APPS_FILE), 'utf8')).apps;

/** The domain services. */
export const BACKEND_APPS = Object.freeze(
  /** @type {ServedApp[]} */ (APPS.filter((app) => app.kind === 'service')),
);

/** The remotes, each served by its own static server; the gateway proxies `/remotes/<name>/` to it. */
export const REMOTE_APPS = Object.freeze(
  /** @type {ServedApp[]} */ (APPS.filter((app) => app.kind === 'remote')),
);

/** The front ends that rspack builds: the shell and the remotes. */
export const FRONTEND_APPS = Object.freeze(
  APPS.filter((app) => app.kind === 'shell' || app.kind === 'remote').map((app) => app.name),
);

const GATEWAY = /** @type {ServedApp} */ (APPS.find((app) => app.kind === 'gateway'));
const FILES = /** @type {ServedApp} */ (APPS.find((app) => app.name === 'svc-files'));

/**
 * The workspace packages the front ends are built from: a change there rebuilds them (`isFrontendBuilt`). A
 * package left out kept an old copy in the shell's bundle (the outbox's sender without the server's answer).
 */
export const SHARED_FRONT_SOURCES = Object.freeze([
  'packages/ui',
  'packages/frontend-build',
  'packages/i18n',
  'packages/contracts/src',
  'packages/outbox/src',
  'packages/timetrack-form/src',
]);

/**
 * Free ports for the services and the remotes' servers, by port setting (SVC_PURCHASES_PORT, MF_FIELD_PORT, ...),
 * none of the infrastructure's (`freeInfraPorts`), which are chosen before any server holds them.
 * @param {import('../lib/env.mjs').InfraPorts} infraPorts
 * @returns {Promise<Record<string, number>>}
 */
export async function freeAppPorts(infraPorts) {
  const apps = [...BACKEND_APPS, ...REMOTE_APPS];
  const ports = await findFreePorts(apps.length, Object.values(infraPorts));
  return Object.fromEntries(
    apps.map((app, index) => [app.portSetting, /** @type {number} */ (ports[index])]),
  );
}

/**
 * @param {string} target
 * @returns {number}
 */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target)
    .filter((entry) => entry !== 'node_modules' && entry !== 'dist')
    .reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stats.mtimeMs);
}

/**
 * True when a front end's `dist/` is newer than its sources and the shared front-end packages.
 * @param {string} app
 * @returns {boolean}
 */
export function isFrontendBuilt(app) {
  const built = ['index.html', 'mf-manifest.json']
    .map((file) => path.join(repoRoot, app, 'dist', file))
    .filter((file) => existsSync(file))
    .map((file) => statSync(file).mtimeMs)[0];
  const sources = [app, ...SHARED_FRONT_SOURCES].map((folder) => newestMtime(path.join(repoRoot, folder)));
  return (built ?? 0) > Math.max(...sources);
}

/**
 * Builds the back end (incremental `tsc -b`) and, unless `frontends` is false, every front end whose build is
 * older than its sources.
 * @param {{ log: (line: string) => void, force?: boolean, frontends?: boolean }} options
 */
export async function buildAll({ log, force = false, frontends = true }) {
  log('building the back end (tsc -b)');
  await run('npx', ['tsc', '-b', 'tsconfig.back.json']);
  for (const app of frontends ? FRONTEND_APPS : []) {
    if (!force && isFrontendBuilt(app)) {
      log(`${app} is up to date`);
      continue;
    }
    log(`building ${app}`);
    await run('npm', ['run', 'build', '-w', app]);
  }
}

/**
 * What every app's process gets beside its own port, database and neighbours: the settings (those of
 * `.env.local` for `npm start`, e.g. RATE_LIMIT_PER_MINUTE), overridden by the infrastructure's addresses.
 * @param {{ settings: Record<string, string>, infraEnv: Record<string, string>, logLevel?: string }} options
 *   logLevel: default LOG_LEVEL of the settings, else info
 * @returns {Record<string, string>}
 */
export function appBaseEnv({ settings, infraEnv, logLevel }) {
  return {
    ...settings,
    ...infraEnv,
    LOG_LEVEL: logLevel ?? settings.LOG_LEVEL ?? 'info',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
  };
}

/**
 * Starts the services, the remotes' static servers and the gateway, each once ready. Every app gets `settings`
 * (e.g. RATE_LIMIT_PER_MINUTE from `.env.local`), then the infrastructure's addresses and its own port,
 * database and neighbours' URLs; variables of the environment reach them as well.
 * @param {object} options
 * @param {Record<string, string>} options.infraEnv the infrastructure's variables (MONGO_URL, NATS_URL, ...)
 * @param {Record<string, number>} options.ports by port setting (SVC_PURCHASES_PORT, GATEWAY_PORT, ...)
 * @param {string} options.dataDir
 * @param {string} [options.pidDir] where pid files go (so `npm stop` finds them)
 * @param {(line: string) => void} options.log
 * @param {Record<string, string>} [options.settings] the apps' settings (`npm start` passes those of `.env.local`)
 * @param {string} [options.logLevel] default: LOG_LEVEL of the settings, else info
 * @param {boolean} [options.frontends] start the remotes' servers and serve the shell (default true)
 * @param {string} [options.filesLinkSecret] the key of svc-files' signed links (default: a new one)
 * @returns {Promise<{ handles: import('../lib/process.mjs').ProcessHandle[], gatewayUrl: string, serviceUrls: Record<string, string>, remotes: Record<string, { port: number, pid: number, command: { cmd: string, args: string[] } }> }>}
 */
export async function startApps({
  infraEnv,
  ports,
  dataDir,
  pidDir,
  log,
  settings = {},
  logLevel,
  frontends = true,
  // the test run passes its own, so that a test can sign a link that has expired
  filesLinkSecret = randomBytes(32).toString('hex'),
}) {
  const logsDir = path.join(dataDir, 'logs');
  /** @type {import('../lib/process.mjs').ProcessHandle[]} */
  const handles = [];
  const common = appBaseEnv({ settings, infraEnv, logLevel });
  const values = chartValues();
  const url = (/** @type {ServedApp} */ app) => `http://127.0.0.1:${ports[app.portSetting]}`;
  /**
   * @param {App} app
   * @param {Record<string, string>} env
   */
  const startNode = async (app, env) =>
    handles.push(
      await startProcess({
        name: app.name,
        cmd: process.execPath,
        args: [path.join(repoRoot, app.name, 'dist', 'main.js')],
        // the heap the app has in its pod (the chart's memory limit and Node options)
        env: { ...common, ...env, NODE_OPTIONS: podNodeOptions(values, app.name, process.env.NODE_OPTIONS) },
        logFile: path.join(logsDir, `${app.name}.log`),
        ready: { url: `${url(/** @type {ServedApp} */ (app))}/health/ready` },
        timeoutMs: 60_000,
        ...(pidDir ? { pidDir } : {}),
        log,
      }),
    );

  // Each group starts side by side; if anything fails to come up, everything already started is stopped
  // again (the caller gets no handles then), so no server outlives a failed start.
  const startTogether = async (/** @type {Promise<unknown>[]} */ starts) => {
    const failed = (await Promise.allSettled(starts)).find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  };
  /** @type {Record<string, { port: number, pid: number, command: { cmd: string, args: string[] } }>} */
  const remotes = {};
  try {
    await startTogether(
      BACKEND_APPS.map((app) =>
        startNode(app, {
          PORT: String(ports[app.portSetting]),
          MONGO_DB: app.database ?? app.name,
          FILES_DIR: path.join(dataDir, 'files'),
          // where svc-exports keeps finished exports for their download (decision 0020)
          EXPORTS_DIR: path.join(dataDir, 'exports'),
          // signs the short-lived file links; a new one each start only ends the links of the last run
          FILES_LINK_SECRET: filesLinkSecret,
          // svc-exports reads the report's photos and signatures from svc-files (decision 0020)
          ...(app.name === 'svc-exports' ? { SVC_FILES_URL: url(FILES) } : {}),
        }),
      ),
    );
    await startTogether(
      (frontends ? REMOTE_APPS : []).map(async (app) => {
        const port = /** @type {number} */ (ports[app.portSetting]);
        const handle = await startRemote(app.name, port, { logsDir, pidDir, log });
        handles.push(handle);
        remotes[app.name] = { port, pid: handle.pid, command: remoteServerCommand(app.name, port) };
      }),
    );
    await startNode(GATEWAY, {
      PORT: String(ports[GATEWAY.portSetting]),
      MONGO_DB: GATEWAY.database ?? 'gateway',
      ...Object.fromEntries(BACKEND_APPS.map((app) => [app.urlSetting, url(app)])),
      ...(frontends
        ? {
            SHELL_DIST: path.join(repoRoot, 'shell', 'dist'),
            ...Object.fromEntries(REMOTE_APPS.map((app) => [app.urlSetting, url(app)])),
          }
        : {}),
    });
  } catch (error) {
    for (const handle of [...handles].reverse()) await handle.stop();
    throw error;
  }
  return {
    handles,
    gatewayUrl: url(GATEWAY),
    serviceUrls: Object.fromEntries(BACKEND_APPS.map((app) => [app.name, url(app)])),
    remotes,
  };
}

/**
 * The command of one remote's own static server (so it can be stopped and redeployed alone).
 * @param {string} name
 * @param {number} port
 * @returns {{ cmd: string, args: string[] }}
 */
export function remoteServerCommand(name, port) {
  return {
    cmd: path.join(repoRoot, 'node_modules', '.bin', 'sirv'),
    args: [
      path.join(repoRoot, name, 'dist'),
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--cors',
      '--quiet',
    ],
  };
}

/**
 * Starts one remote's static server and waits until it serves its manifest.
 * @param {string} name
 * @param {number} port
 * @param {{ logsDir: string, pidDir?: string, log?: (line: string) => void }} options
 */
export function startRemote(name, port, { logsDir, pidDir, log }) {
  return startProcess({
    name,
    ...remoteServerCommand(name, port),
    logFile: path.join(logsDir, `${name}.log`),
    ready: { url: `http://127.0.0.1:${port}/mf-manifest.json` },
    // a static server is up in a second; the margin is for a machine busy with builds and test stacks
    timeoutMs: 60_000,
    ...(pidDir ? { pidDir } : {}),
    ...(log ? { log } : {}),
  });
}
