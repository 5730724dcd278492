// @ts-check
// Starts and stops the local infrastructure (FerretDB, NATS, Redis, Keycloak, SMTP catcher) as plain
// child processes, with logs and pid files in the data dir.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { getPorts, infraDir, loadEnv, PORT_KEYS } from './env.mjs';
import { ensureInstalled } from './install.mjs';
import { keepKeycloakBuild, keycloakCommand, prepareKeycloakHome } from './keycloak.mjs';
import { InfraError, secs } from './messages.mjs';
import { checkReady, isPortFree } from './net.mjs';
import { mongoPing, redisPing } from './probes.mjs';
import { readPidFiles, runDir, startProcess, stopRecorded } from './process.mjs';
import { renderRealm, writeRealmImport } from './realm.mjs';

/** The services, in the order they are listed; `only` takes these names. */
export const SERVICES = Object.freeze(['mongo', 'nats', 'redis', 'keycloak', 'smtp']);

/**
 * Process (and pid file / log file) name of each service.
 * @type {Readonly<Record<string, string>>}
 */
export const PROCESS_NAMES = Object.freeze({
  mongo: 'ferretdb',
  nats: 'nats-server',
  redis: 'redis-server',
  keycloak: 'keycloak',
  smtp: 'smtp-catcher',
});

/**
 * Tool that each service needs from {@link ensureInstalled}.
 * @type {Record<string, string | null>}
 */
const TOOL_OF = {
  mongo: 'ferretdb',
  nats: 'nats-server',
  redis: 'redis-server',
  keycloak: 'keycloak',
  smtp: null,
};

/**
 * Ports each service listens on (keys of InfraPorts).
 * @type {Record<string, (keyof import('./env.mjs').InfraPorts)[]>}
 */
const PORTS_OF = {
  mongo: ['mongo'],
  nats: ['nats', 'natsMonitor'],
  redis: ['redis'],
  keycloak: ['keycloak', 'keycloakManagement'],
  smtp: ['smtp', 'smtpHttp'],
};

/**
 * @typedef {object} InfraUrls
 * @property {string} mongo `mongodb://127.0.0.1:<port>`
 * @property {string} nats `nats://127.0.0.1:<port>`
 * @property {string} natsMonitor `http://127.0.0.1:<port>`
 * @property {string} redis `redis://127.0.0.1:<port>`
 * @property {string} keycloak `http://127.0.0.1:<port>` (admin console at `/admin/`)
 * @property {string} keycloakIssuer `http://127.0.0.1:<port>/realms/<realm>`
 * @property {string} keycloakManagement `http://127.0.0.1:<port>` (`/health/ready`)
 * @property {string} smtp `smtp://127.0.0.1:<port>`
 * @property {string} smtpHttp `http://127.0.0.1:<port>` (`/messages`)
 */

/**
 * URLs of the infrastructure for the given ports.
 * @param {import('./env.mjs').InfraPorts} ports
 * @param {string} [realm]
 * @returns {InfraUrls}
 */
export function infraUrls(ports, realm = 'agecheck') {
  return {
    mongo: `mongodb://127.0.0.1:${ports.mongo}`,
    nats: `nats://127.0.0.1:${ports.nats}`,
    natsMonitor: `http://127.0.0.1:${ports.natsMonitor}`,
    redis: `redis://127.0.0.1:${ports.redis}`,
    keycloak: `http://127.0.0.1:${ports.keycloak}`,
    keycloakIssuer: `http://127.0.0.1:${ports.keycloak}/realms/${realm}`,
    keycloakManagement: `http://127.0.0.1:${ports.keycloakManagement}`,
    smtp: `smtp://127.0.0.1:${ports.smtp}`,
    smtpHttp: `http://127.0.0.1:${ports.smtpHttp}`,
  };
}

/**
 * The environment variables the apps read (docs/engineering.md) for these URLs.
 * @param {InfraUrls} urls
 * @param {Record<string, string>} settings
 * @returns {{ MONGO_URL: string, NATS_URL: string, REDIS_URL: string, OIDC_ISSUER: string, OIDC_CLIENT_ID: string, SMTP_URL: string, SMTP_HTTP_URL: string }}
 */
export function appEnv(urls, settings) {
  return {
    MONGO_URL: urls.mongo,
    NATS_URL: urls.nats,
    REDIS_URL: urls.redis,
    OIDC_ISSUER: urls.keycloakIssuer,
    OIDC_CLIENT_ID: settings.KEYCLOAK_CLIENT_ID || 'shell',
    SMTP_URL: urls.smtp,
    SMTP_HTTP_URL: urls.smtpHttp,
  };
}

/**
 * Ready check of one service (used by the start and by `status`).
 * @param {string} service
 * @param {import('./env.mjs').InfraPorts} ports
 * @param {string} realm
 * @returns {import('./net.mjs').ReadyCheck}
 */
function readyCheck(service, ports, realm) {
  switch (service) {
    case 'mongo':
      return { check: () => mongoPing(`mongodb://127.0.0.1:${ports.mongo}`) };
    case 'nats':
      return {
        url: `http://127.0.0.1:${ports.natsMonitor}/healthz?js-enabled-only=true`,
        bodyIncludes: 'ok',
        tcpPort: ports.nats,
      };
    case 'redis':
      return { check: () => redisPing(`redis://127.0.0.1:${ports.redis}`) };
    case 'keycloak':
      return { url: `http://127.0.0.1:${ports.keycloak}/realms/${realm}/.well-known/openid-configuration` };
    case 'smtp':
      return { url: `http://127.0.0.1:${ports.smtpHttp}/health`, tcpPort: ports.smtp };
    default:
      throw new Error(`unknown service ${service}`);
  }
}

/**
 * @param {string[] | undefined} only
 * @returns {string[]}
 */
function normalizeOnly(only) {
  if (!only) return [...SERVICES];
  /** @type {Record<string, string>} */
  const alias = {
    ferretdb: 'mongo',
    mongodb: 'mongo',
    'nats-server': 'nats',
    'redis-server': 'redis',
    'smtp-catcher': 'smtp',
    mail: 'smtp',
  };
  /** @type {string[]} */
  const out = [];
  for (const raw of only) {
    const s = alias[raw] ?? raw;
    if (!SERVICES.includes(s))
      throw new InfraError(`unknown service "${raw}"`, `known: ${SERVICES.join(', ')}`);
    if (!out.includes(s)) out.push(s);
  }
  return out;
}

/**
 * @typedef {object} RunningInfra
 * @property {InfraUrls} urls
 * @property {ReturnType<typeof appEnv>} env variables to pass to the apps
 * @property {import('./env.mjs').InfraPorts} ports
 * @property {string} dataDir
 * @property {string} logsDir
 * @property {string} pidDir
 * @property {Record<string, import('./process.mjs').ProcessHandle>} processes by service name
 * @property {{ version: string, javaHome: string, realm: string, clientId: string, adminUser: string, adminPassword: string } | undefined} keycloak
 * @property {Record<string, number>} startMs time until ready, by service
 * @property {() => Promise<void>} stop stops everything this call started (SIGTERM, then SIGKILL); safe to call twice
 */

/**
 * Starts the infrastructure servers as child processes and waits until each one really answers
 * (MongoDB ping, NATS /healthz with JetStream, Redis PING, the realm's OpenID configuration, the SMTP
 * catcher's /health). Installs what is missing first. On any failure,
 * everything started so far is stopped and the error carries the tail of the failing server's log.
 * @param {object} [options]
 * @param {Partial<import('./env.mjs').InfraPorts>} [options.ports] default: the ports of the settings
 * @param {string} [options.dataDir] default: INFRA_DATA_DIR
 * @param {string} [options.cacheDir] default: INFRA_CACHE_DIR
 * @param {string[]} [options.only] subset of {@link SERVICES} (`mongo`, `nats`, `redis`, `keycloak`, `smtp`)
 * @param {Record<string, string>} [options.settings] default: {@link loadEnv}()
 * @param {(msg: string) => void} [options.log] default: console.log with an `[infra]` prefix
 * @param {boolean} [options.stopOnExit] stop the servers when this Node process exits (default true);
 *   false leaves them running for a later `infra.mjs down` / `npm stop` (pid files in `<dataDir>/run`)
 * @returns {Promise<RunningInfra>}
 */
export async function startInfra(options = {}) {
  const settings = options.settings ?? loadEnv();
  const log = options.log ?? ((m) => console.log(`[infra] ${m}`));
  const ports = { ...getPorts(settings), ...(options.ports ?? {}) };
  const dataDir = path.resolve(options.dataDir ?? settings.INFRA_DATA_DIR);
  const cacheDir = path.resolve(options.cacheDir ?? settings.INFRA_CACHE_DIR);
  const services = normalizeOnly(options.only);
  const realm = settings.KEYCLOAK_REALM || 'agecheck';
  const clientId = settings.KEYCLOAK_CLIENT_ID || 'shell';
  const logsDir = path.join(dataDir, 'logs');
  const pidDir = runDir(dataDir);
  mkdirSync(logsDir, { recursive: true });

  // 1. nothing of ours may still run from an earlier start with this data dir
  const stillRunning = readPidFiles(pidDir).filter(
    (r) => r.alive && services.some((s) => PROCESS_NAMES[s] === r.name),
  );
  if (stillRunning.length) {
    throw new InfraError(
      `already running from an earlier start with data dir ${dataDir}: ${stillRunning.map((r) => `${r.name} (pid ${r.pid})`).join(', ')}`,
      'stop them first: node infra/bin/infra.mjs down (or npm stop)',
    );
  }
  // 2. the ports must be free
  /** @type {Record<string, string>} */
  const portKeys = PORT_KEYS;
  const busy = [];
  for (const s of services)
    for (const k of PORTS_OF[s]) if (!(await isPortFree(ports[k]))) busy.push(`${ports[k]} (${portKeys[k]})`);
  if (busy.length) {
    throw new InfraError(
      `port(s) already in use: ${busy.join(', ')}`,
      'stop whatever listens there (e.g. a Debian service: systemctl stop redis-server), or choose other ports in .env.local or the environment',
    );
  }

  // 3. tools
  const needed = /** @type {string[]} */ (services.map((s) => TOOL_OF[s]).filter((t) => t !== null));
  const tools = await ensureInstalled(needed, { cacheDir, settings, log });

  /** @type {Record<string, import('./process.mjs').ProcessHandle>} */
  const processes = {};
  /** @type {Record<string, number>} */
  const startMs = {};
  /** @type {RunningInfra['keycloak']} */
  let keycloakInfo;
  const adminUser = settings.KEYCLOAK_ADMIN_USER || 'admin';
  const adminPassword = settings.KEYCLOAK_ADMIN_PASSWORD || 'admin';
  const quickTimeout = Number(settings.INFRA_START_TIMEOUT_MS || 30_000);

  /**
   * @param {string} service
   * @returns {Promise<void>}
   */
  const startOne = async (service) => {
    const name = PROCESS_NAMES[/** @type {keyof typeof PROCESS_NAMES} */ (service)];
    const logFile = path.join(logsDir, `${name}.log`);
    const ready = readyCheck(service, ports, realm);
    const common = { name, logFile, ready, pidDir, log };
    const t0 = Date.now();
    if (service === 'mongo') {
      const dir = path.join(dataDir, 'ferretdb');
      mkdirSync(dir, { recursive: true });
      mkdirSync(path.join(dataDir, 'ferretdb-state'), { recursive: true });
      processes.mongo = await startProcess({
        ...common,
        cmd: tools.ferretdb.path,
        args: [
          '--handler=sqlite',
          `--sqlite-url=file:${dir}/`,
          `--listen-addr=127.0.0.1:${ports.mongo}`,
          `--state-dir=${path.join(dataDir, 'ferretdb-state')}`,
          '--telemetry=disable',
          '--debug-addr=-',
          '--log-level=warn',
        ],
        env: { FERRETDB_TELEMETRY: 'disable', DO_NOT_TRACK: '1' },
        timeoutMs: quickTimeout,
      });
    } else if (service === 'nats') {
      const dir = path.join(dataDir, 'nats');
      mkdirSync(dir, { recursive: true });
      processes.nats = await startProcess({
        ...common,
        cmd: tools['nats-server'].path,
        args: [
          '-js',
          '-sd',
          dir,
          '-a',
          '127.0.0.1',
          '-p',
          String(ports.nats),
          '-m',
          String(ports.natsMonitor),
          '-n',
          'agecheck-local',
        ],
        timeoutMs: quickTimeout,
      });
    } else if (service === 'redis') {
      const dir = path.join(dataDir, 'redis');
      mkdirSync(dir, { recursive: true });
      processes.redis = await startProcess({
        ...common,
        cmd: tools['redis-server'].path,
        // append-only file: the export jobs survive a restart; no RDB snapshots
        args: [
          '--port',
          String(ports.redis),
          '--bind',
          '127.0.0.1',
          '--dir',
          dir,
          '--daemonize',
          'no',
          '--save',
          '',
          '--appendonly',
          'yes',
          '--appendfsync',
          'everysec',
          '--protected-mode',
          'yes',
          '--logfile',
          '',
        ],
        timeoutMs: quickTimeout,
      });
    } else if (service === 'keycloak') {
      const kc = tools.keycloak;
      const home = path.join(dataDir, 'keycloak');
      prepareKeycloakHome(/** @type {string} */ (kc.home), home, { version: kc.version, log });
      writeRealmImport(home, renderRealm({ realm, clientId, gatewayPort: ports.gateway }), log);
      const { cmd, args, env } = keycloakCommand({
        home,
        javaHome: /** @type {string} */ (kc.javaHome),
        port: ports.keycloak,
        managementPort: ports.keycloakManagement,
        adminUser,
        adminPassword,
        javaOptsAppend: settings.KEYCLOAK_JAVA_OPTS_APPEND,
      });
      processes.keycloak = await startProcess({
        ...common,
        cmd,
        args,
        env,
        cwd: home,
        timeoutMs: Number(settings.KEYCLOAK_START_TIMEOUT_MS || 300_000),
        stopTimeoutMs: 20_000,
      });
      keepKeycloakBuild(home, /** @type {string} */ (kc.home));
      keycloakInfo = {
        version: kc.version,
        javaHome: /** @type {string} */ (kc.javaHome),
        realm,
        clientId,
        adminUser,
        adminPassword,
      };
    } else if (service === 'smtp') {
      processes.smtp = await startProcess({
        ...common,
        cmd: process.execPath,
        args: [
          path.join(infraDir, 'smtp-catcher', 'server.mjs'),
          '--smtp-port',
          String(ports.smtp),
          '--http-port',
          String(ports.smtpHttp),
          '--data-file',
          path.join(dataDir, 'smtp', 'messages.json'),
        ],
        cwd: infraDir,
        timeoutMs: quickTimeout,
      });
    }
    startMs[service] = Date.now() - t0;
  };

  /** @type {Promise<void> | undefined} */
  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      process.off('exit', onExit);
      await Promise.all(Object.values(processes).map((p) => p.stop()));
    })();
    return stopping;
  };
  const onExit = () => {
    // last resort when the parent ends without calling stop(): synchronous SIGTERM to each group
    for (const p of Object.values(processes)) {
      try {
        process.kill(-p.pid, 'SIGTERM');
      } catch {
        /* gone */
      }
    }
  };
  if (options.stopOnExit !== false) process.on('exit', onExit);

  const t0 = Date.now();
  log(`starting ${services.join(', ')} (data in ${dataDir}, logs in ${logsDir})`);
  // Keycloak is by far the slowest: start it first, the others alongside
  const order = [...services].sort((a, b) => (a === 'keycloak' ? -1 : b === 'keycloak' ? 1 : 0));
  const results = await Promise.allSettled(order.map((s) => startOne(s)));
  const failures = results
    .filter((r) => r.status === 'rejected')
    .map((r) => /** @type {PromiseRejectedResult} */ (r).reason);
  if (failures.length) {
    await stop();
    const msg = failures.map((e) => (e instanceof Error ? e.message : String(e))).join('\n\n');
    throw new InfraError(`the infrastructure did not start:\n${msg}`, `logs are in ${logsDir}`);
  }
  log(
    `infrastructure ready in ${secs(Date.now() - t0)} (${Object.entries(startMs)
      .map(([s, ms]) => `${s} ${secs(ms)}`)
      .join(', ')})`,
  );
  const urls = infraUrls(ports, realm);
  return {
    urls,
    env: appEnv(urls, settings),
    ports,
    dataDir,
    logsDir,
    pidDir,
    processes,
    keycloak: keycloakInfo,
    startMs,
    stop,
  };
}

/**
 * Stops what an earlier start (possibly another process, e.g. `npm start`) recorded in `<dataDir>/run`:
 * the infrastructure and anything else started with `startProcess({ pidDir })`, newest first.
 * @param {{ dataDir?: string, settings?: Record<string, string>, log?: (msg: string) => void, only?: string[] }} [options]
 *   `only`: process names (e.g. `keycloak`, or an app's name)
 * @returns {Promise<{ name: string, pid: number, result: string }[]>}
 */
export async function stopInfra(options = {}) {
  const settings = options.settings ?? loadEnv();
  const dataDir = path.resolve(options.dataDir ?? settings.INFRA_DATA_DIR);
  return stopRecorded(runDir(dataDir), { log: options.log, only: options.only });
}

/**
 * @typedef {object} ServiceStatus
 * @property {string} service
 * @property {string} process
 * @property {number | undefined} pid recorded pid (if a pid file exists)
 * @property {boolean} running the recorded process is alive
 * @property {boolean} ready the ready check passes on the configured ports
 * @property {string} url
 */

/**
 * Status of each service: recorded process alive? ready check on the configured ports?
 * @param {{ dataDir?: string, ports?: Partial<import('./env.mjs').InfraPorts>, settings?: Record<string, string> }} [options]
 * @returns {Promise<ServiceStatus[]>}
 */
export async function infraStatus(options = {}) {
  const settings = options.settings ?? loadEnv();
  const dataDir = path.resolve(options.dataDir ?? settings.INFRA_DATA_DIR);
  const ports = { ...getPorts(settings), ...(options.ports ?? {}) };
  const realm = settings.KEYCLOAK_REALM || 'agecheck';
  const urls = infraUrls(ports, realm);
  const records = readPidFiles(runDir(dataDir));
  /** @type {Record<string, string>} */
  const urlOf = {
    mongo: urls.mongo,
    nats: urls.nats,
    redis: urls.redis,
    keycloak: urls.keycloakIssuer,
    smtp: `${urls.smtp} / ${urls.smtpHttp}`,
  };
  return Promise.all(
    SERVICES.map(async (service) => {
      const proc = PROCESS_NAMES[/** @type {keyof typeof PROCESS_NAMES} */ (service)];
      const rec = records.find((r) => r.name === proc);
      return {
        service,
        process: proc,
        pid: rec?.pid,
        running: !!rec?.alive,
        ready: await checkReady(readyCheck(service, ports, realm)),
        url: urlOf[service],
      };
    }),
  );
}
