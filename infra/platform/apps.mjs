// The platform's own apps: how to build them and how to start them as processes next to the infrastructure.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startProcess } from '../lib/index.mjs';

/** Back-end apps: name, database, port setting. */
export const BACKEND_APPS = Object.freeze([
  { name: 'svc-purchases', db: 'purchases', portKey: 'SVC_PURCHASES_PORT' },
  { name: 'svc-promo', db: 'promo', portKey: 'SVC_PROMO_PORT' },
  { name: 'svc-timetrack', db: 'timetrack', portKey: 'SVC_TIMETRACK_PORT' },
  { name: 'svc-files', db: 'files', portKey: 'SVC_FILES_PORT' },
  { name: 'svc-exports', db: 'exports', portKey: 'SVC_EXPORTS_PORT' },
]);

/** The remotes, each served by its own static server; the gateway proxies `/remotes/<name>/` to it. */
export const REMOTE_APPS = Object.freeze([
  { name: 'mf-field', portKey: 'MF_FIELD_PORT', urlKey: 'MF_FIELD_URL' },
  { name: 'mf-promo', portKey: 'MF_PROMO_PORT', urlKey: 'MF_PROMO_URL' },
  { name: 'mf-portal', portKey: 'MF_PORTAL_PORT', urlKey: 'MF_PORTAL_URL' },
  { name: 'mf-admin', portKey: 'MF_ADMIN_PORT', urlKey: 'MF_ADMIN_URL' },
]);

export const FRONTEND_APPS = Object.freeze(['shell', ...REMOTE_APPS.map((app) => app.name)]);

const SHARED_FRONT_SOURCES = [
  'packages/ui',
  'packages/frontend-build',
  'packages/i18n',
  'packages/contracts/src',
];

/**
 * Runs a command in the repository, streaming its output with a prefix; rejects on a non-zero exit.
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ log?: (line: string) => void, env?: Record<string, string>, quiet?: boolean, cwd?: string }} [options]
 * @returns {Promise<string>} the command's output
 */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const take = (chunk) => {
      output += chunk;
      if (!options.quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve(output);
      return reject(Object.assign(new Error(`${cmd} ${args.join(' ')} exited with ${code}`), { output }));
    });
  });
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when a front end's `dist/` is newer than its sources and the shared front-end packages. */
export function isFrontendBuilt(app) {
  const manifest = path.join(repoRoot, app, 'dist', 'index.html');
  const remoteManifest = path.join(repoRoot, app, 'dist', 'mf-manifest.json');
  const built = existsSync(manifest)
    ? statSync(manifest).mtimeMs
    : existsSync(remoteManifest)
      ? statSync(remoteManifest).mtimeMs
      : 0;
  const sources = [app, ...SHARED_FRONT_SOURCES].map((folder) => newestMtime(path.join(repoRoot, folder)));
  return built > Math.max(...sources);
}

/**
 * Builds the back end (incremental `tsc -b`) and, unless `frontends` is false, every front end whose build
 * is older than its sources.
 * @param {{ log: (line: string) => void, force?: boolean, frontends?: boolean }} options
 */
export async function buildAll({ log, force = false, frontends = true }) {
  log('building the back end (tsc -b)');
  await run('npx', ['tsc', '-b', 'tsconfig.back.json'], { quiet: true });
  for (const app of frontends ? FRONTEND_APPS : []) {
    if (!force && isFrontendBuilt(app)) {
      log(`${app} is up to date`);
      continue;
    }
    log(`building ${app}`);
    await run('npm', ['run', 'build', '-w', app], { quiet: true });
  }
}

/**
 * Starts the services, the remotes' static servers and the gateway, each once ready.
 * @param {object} options
 * @param {Record<string, string>} options.infraEnv the infrastructure's variables (MONGO_URL, NATS_URL, ...)
 * @param {Record<string, number>} options.ports by port setting name (SVC_PURCHASES_PORT, GATEWAY_PORT, ...)
 * @param {string} options.dataDir
 * @param {string} [options.pidDir] where pid files go (so `npm stop` finds them)
 * @param {(line: string) => void} options.log
 * @param {string} [options.logLevel]
 * @param {boolean} [options.frontends] start the remotes' servers and serve the shell (default true)
 * @returns {Promise<{ handles: import('../lib/process.mjs').ProcessHandle[], gatewayUrl: string, serviceUrls: Record<string, string>, remotes: Record<string, { port: number, pid: number, command: { cmd: string, args: string[] } }> }>}
 */
export async function startApps({
  infraEnv,
  ports,
  dataDir,
  pidDir,
  log,
  logLevel = 'info',
  frontends = true,
}) {
  const logsDir = path.join(dataDir, 'logs');
  const handles = [];
  const common = { ...infraEnv, LOG_LEVEL: logLevel, HOST: '127.0.0.1', NODE_ENV: 'production' };
  const serviceUrls = {};

  await Promise.all(
    BACKEND_APPS.map(async (app) => {
      const port = ports[app.portKey];
      serviceUrls[app.name] = `http://127.0.0.1:${port}`;
      handles.push(
        await startProcess({
          name: app.name,
          cmd: process.execPath,
          args: [path.join(repoRoot, app.name, 'dist', 'main.js')],
          env: { ...common, PORT: String(port), MONGO_DB: app.db, FILES_DIR: path.join(dataDir, 'files') },
          logFile: path.join(logsDir, `${app.name}.log`),
          ready: { url: `${serviceUrls[app.name]}/health/ready` },
          timeoutMs: 60_000,
          ...(pidDir ? { pidDir } : {}),
          log,
        }),
      );
    }),
  );

  const remotes = {};
  await Promise.all(
    (frontends ? REMOTE_APPS : []).map(async (app) => {
      const port = ports[app.portKey];
      const handle = await startRemote(app.name, port, { logsDir, pidDir, log });
      handles.push(handle);
      remotes[app.name] = { port, pid: handle.pid, command: remoteServerCommand(app.name, port) };
    }),
  );

  const gatewayUrl = `http://127.0.0.1:${ports.GATEWAY_PORT}`;
  handles.push(
    await startProcess({
      name: 'gateway',
      cmd: process.execPath,
      args: [path.join(repoRoot, 'gateway', 'dist', 'main.js')],
      env: {
        ...common,
        PORT: String(ports.GATEWAY_PORT),
        MONGO_DB: 'gateway',
        ...Object.fromEntries(
          BACKEND_APPS.map((app) => [`SVC_${app.name.slice(4).toUpperCase()}_URL`, serviceUrls[app.name]]),
        ),
        ...(frontends
          ? {
              SHELL_DIST: path.join(repoRoot, 'shell', 'dist'),
              ...Object.fromEntries(
                REMOTE_APPS.map((app) => [app.urlKey, `http://127.0.0.1:${ports[app.portKey]}`]),
              ),
            }
          : {}),
      },
      logFile: path.join(logsDir, 'gateway.log'),
      ready: { url: `${gatewayUrl}/health/ready` },
      timeoutMs: 60_000,
      ...(pidDir ? { pidDir } : {}),
      log,
    }),
  );
  return { handles, gatewayUrl, serviceUrls, remotes };
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
    timeoutMs: 20_000,
    ...(pidDir ? { pidDir } : {}),
    ...(log ? { log } : {}),
  });
}
