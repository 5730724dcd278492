// @ts-check
// Starts and stops the local infrastructure (FerretDB, NATS, Redis, Keycloak, SMTP catcher) as plain child
// processes, with logs and pid files in the data dir.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { getPorts, infraDir, loadEnv, PORT_KEYS } from './env.mjs';
import { ensureInstalled } from './install.mjs';
import { keepKeycloakBuild, keycloakCommand, prepareKeycloakHome } from './keycloak.mjs';
import { InfraError, secs } from './messages.mjs';
import { checkReady, isPortFree } from './net.mjs';
import { mongoPing, redisPing } from './probes.mjs';
import { readPidFiles, runDir, startProcess, stopRecorded } from './process.mjs';
import { LOCAL_ADMIN_CLIENT_SECRET, renderRealm, writeRealmImport } from './realm.mjs';

/**
 * @typedef {import('./env.mjs').InfraPorts} InfraPorts
 * @typedef {import('./install.mjs').InstalledTool} InstalledTool
 * @typedef {{ ports: InfraPorts, dataDir: string, settings: Record<string, string>, realm: string, clientId: string, tool: InstalledTool, log: (msg: string) => void }} StartContext
 * @typedef {{ cmd: string, args: string[], env?: Record<string, string | undefined>, cwd?: string, timeoutMs?: number, stopTimeoutMs?: number }} Command
 */

/**
 * The servers: the tool each one needs, its process name, its ports, when it is ready, and how it starts.
 * @type {Record<string, { process: string, tool?: string, ports: (keyof InfraPorts)[], ready: (ports: InfraPorts, realm: string) => import('./net.mjs').ReadyCheck, command: (context: StartContext) => Command }>}
 */
const SERVERS = {
  mongo: {
    process: 'ferretdb',
    tool: 'ferretdb',
    ports: ['mongo'],
    ready: (ports) => ({ check: () => mongoPing(`mongodb://127.0.0.1:${ports.mongo}`) }),
    command: ({ ports, dataDir, tool }) => ({
      cmd: tool.path,
      args: [
        '--handler=sqlite',
        `--sqlite-url=file:${dataDirOf(dataDir, 'ferretdb')}/`,
        `--listen-addr=127.0.0.1:${ports.mongo}`,
        `--state-dir=${dataDirOf(dataDir, 'ferretdb-state')}`,
        '--telemetry=disable',
        '--debug-addr=-',
        '--log-level=warn',
      ],
      env: { FERRETDB_TELEMETRY: 'disable', DO_NOT_TRACK: '1' },
    }),
  },
  nats: {
    process: 'nats-server',
    tool: 'nats-server',
    ports: ['nats', 'natsMonitor'],
    ready: (ports) => ({
      url: `http://127.0.0.1:${ports.natsMonitor}/healthz?js-enabled-only=true`,
      bodyIncludes: 'ok',
      tcpPort: ports.nats,
    }),
    command: ({ ports, dataDir, tool }) => ({
      cmd: tool.path,
      args: [
        '-js',
        '-sd',
        dataDirOf(dataDir, 'nats'),
        '-a',
        '127.0.0.1',
        '-p',
        `${ports.nats}`,
        '-m',
        `${ports.natsMonitor}`,
      ],
    }),
  },
  redis: {
    process: 'redis-server',
    tool: 'redis-server',
    ports: ['redis'],
    ready: (ports) => ({ check: () => redisPing(`redis://127.0.0.1:${ports.redis}`) }),
    // append-only file: the export jobs survive a restart; no RDB snapshots
    command: ({ ports, dataDir, tool }) => ({
      cmd: tool.path,
      args: [
        ...['--port', `${ports.redis}`, '--bind', '127.0.0.1', '--dir', dataDirOf(dataDir, 'redis')],
        ...['--save', '', '--appendonly', 'yes', '--appendfsync', 'everysec', '--logfile', ''],
      ],
    }),
  },
  keycloak: {
    process: 'keycloak',
    tool: 'keycloak',
    ports: ['keycloak', 'keycloakManagement'],
    ready: (ports, realm) => ({
      url: `http://127.0.0.1:${ports.keycloak}/realms/${realm}/.well-known/openid-configuration`,
    }),
    command: ({ ports, dataDir, settings, realm, clientId, tool, log }) => {
      const home = path.join(dataDir, 'keycloak');
      prepareKeycloakHome(/** @type {string} */ (tool.home), home, { version: tool.version, log });
      writeRealmImport(
        home,
        renderRealm({ realm, clientId, gatewayPort: ports.gateway, ...adminClient(settings) }),
        log,
      );
      const command = keycloakCommand({
        home,
        javaHome: /** @type {string} */ (tool.javaHome),
        port: ports.keycloak,
        managementPort: ports.keycloakManagement,
        adminUser: settings.KEYCLOAK_ADMIN_USER || 'admin',
        adminPassword: settings.KEYCLOAK_ADMIN_PASSWORD || 'admin',
        javaOptsAppend: settings.KEYCLOAK_JAVA_OPTS_APPEND,
      });
      return {
        ...command,
        cwd: home,
        timeoutMs: Number(settings.KEYCLOAK_START_TIMEOUT_MS || 300_000),
        stopTimeoutMs: 20_000,
      };
    },
  },
  smtp: {
    process: 'smtp-catcher',
    ports: ['smtp', 'smtpHttp'],
    ready: (ports) => ({ url: `http://127.0.0.1:${ports.smtpHttp}/health`, tcpPort: ports.smtp }),
    command: ({ ports, dataDir }) => ({
      cmd: process.execPath,
      args: [
        path.join(infraDir, 'smtp-catcher', 'server.mjs'),
        ...['--smtp-port', `${ports.smtp}`, '--http-port', `${ports.smtpHttp}`],
        ...['--data-file', path.join(dataDir, 'smtp', 'messages.json')],
      ],
      cwd: infraDir,
    }),
  },
  geocoder: {
    process: 'geocoder-stand-in',
    ports: ['geocoder'],
    ready: (ports) => ({ url: `http://127.0.0.1:${ports.geocoder}/health` }),
    command: ({ ports }) => ({
      cmd: process.execPath,
      args: [path.join(infraDir, 'geocoder', 'server.mjs'), '--port', `${ports.geocoder}`],
      cwd: infraDir,
    }),
  },
  eforms: {
    process: 'eforms-stand-in',
    ports: ['eforms'],
    ready: (ports) => ({ url: `http://127.0.0.1:${ports.eforms}/health` }),
    // it checks a form's token as a form provider does, at the gateway's verification endpoint
    command: ({ ports }) => ({
      cmd: process.execPath,
      args: [
        path.join(infraDir, 'eforms', 'server.mjs'),
        ...['--port', `${ports.eforms}`],
        ...['--verify-url', `http://127.0.0.1:${ports.gateway}/api/eforms/verify`],
      ],
      cwd: infraDir,
    }),
  },
  push: {
    process: 'push-service-stand-in',
    ports: ['push'],
    ready: (ports) => ({ url: `http://127.0.0.1:${ports.push}/health` }),
    command: ({ ports }) => ({
      cmd: process.execPath,
      args: [path.join(infraDir, 'push-service', 'server.mjs'), '--port', `${ports.push}`],
      cwd: infraDir,
    }),
  },
};

/**
 * The VAPID key pair of local runs and tests (decision 0048): a production platform has its own (Helm: a
 * Secret); these sign pushes to the stand-in only.
 */
export const LOCAL_VAPID_KEYS = Object.freeze({
  publicKey: 'BNBaseMqjbMWMb5F-j4fT90tCeL1NyemjxkiUADRU6A-oyJ50-rOuYHaGhkxaMu-5hiEdnZxyEStIF7_FvnRTlc',
  privateKey: 'lOvu3TeVXfu7opVYGq2lFGxMJAY_PZH-331lBNuiBTk',
});

/** The servers, in the order they are listed; `only` takes these names. */
export const SERVICES = Object.freeze(Object.keys(SERVERS));

/** Process (and pid file, log file) name of each server. */
export const PROCESS_NAMES = Object.freeze(
  Object.fromEntries(Object.entries(SERVERS).map(([name, s]) => [name, s.process])),
);

/**
 * A folder of the data dir, created if missing.
 * @param {string} dataDir
 * @param {string} name
 * @returns {string}
 */
function dataDirOf(dataDir, name) {
  const dir = path.join(dataDir, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * URLs of the infrastructure for the given ports.
 * @param {InfraPorts} ports
 * @param {string} [realm]
 */
export function infraUrls(ports, realm = 'agecheck') {
  return {
    mongo: `mongodb://127.0.0.1:${ports.mongo}`,
    nats: `nats://127.0.0.1:${ports.nats}`,
    natsMonitor: `http://127.0.0.1:${ports.natsMonitor}`,
    redis: `redis://127.0.0.1:${ports.redis}`,
    keycloak: `http://127.0.0.1:${ports.keycloak}`,
    keycloakIssuer: `http://127.0.0.1:${ports.keycloak}/realms/${realm}`,
    smtp: `smtp://127.0.0.1:${ports.smtp}`,
    smtpHttp: `http://127.0.0.1:${ports.smtpHttp}`,
    geocoder: `http://127.0.0.1:${ports.geocoder}`,
    eforms: `http://127.0.0.1:${ports.eforms}`,
    push: `http://127.0.0.1:${ports.push}`,
  };
}

/**
 * The gateway's admin client of the local and test realm: its id and secret from the settings, else the local ones.
 * @param {Record<string, string>} settings
 */
function adminClient(settings) {
  return {
    adminClientId: settings.KEYCLOAK_ADMIN_CLIENT_ID || 'agecheck-admin',
    adminClientSecret: settings.KEYCLOAK_ADMIN_CLIENT_SECRET || LOCAL_ADMIN_CLIENT_SECRET,
  };
}

/** The key of the e-forms' tokens in local and test runs only (EFORMS_TOKEN_SECRET; Helm: a Secret). */
export const LOCAL_EFORMS_TOKEN_SECRET = 'local-agecheck-eforms-token-secret';

/**
 * The e-forms' addresses of local and test runs: each form in each language at the stand-in.
 * @param {string} base the stand-in's URL
 */
export function localEformUrls(base) {
  const forms = ['shopperData', 'onlinePurchase', 'customerReports', 'customerMessage'];
  return Object.fromEntries(
    forms.map((form) => [
      form,
      Object.fromEntries(['de', 'fr', 'it'].map((lang) => [lang, `${base}/form/${form}?lang=${lang}`])),
    ]),
  );
}

/**
 * The environment variables the apps read (docs/engineering.md) for these URLs.
 * @param {ReturnType<typeof infraUrls>} urls
 * @param {Record<string, string>} settings
 * @returns {Record<string, string>}
 */
export function appEnv(urls, settings) {
  return {
    MONGO_URL: urls.mongo,
    NATS_URL: urls.nats,
    REDIS_URL: urls.redis,
    OIDC_ISSUER: urls.keycloakIssuer,
    OIDC_CLIENT_ID: settings.KEYCLOAK_CLIENT_ID || 'shell',
    // the gateway's confidential service client for the users administration (decision 0043)
    KEYCLOAK_ADMIN_CLIENT_ID: adminClient(settings).adminClientId,
    KEYCLOAK_ADMIN_CLIENT_SECRET: adminClient(settings).adminClientSecret,
    SMTP_URL: urls.smtp,
    SMTP_HTTP_URL: urls.smtpHttp,
    // the stand-in speaks both protocols; GEOCODER_PROVIDER of the settings chooses (default geoadmin)
    GEOCODER_URL: urls.geocoder,
    // the four e-forms in de, fr and it at the stand-in, and the key of their tokens (local and test only)
    EFORMS_URLS: JSON.stringify(localEformUrls(urls.eforms)),
    EFORMS_TOKEN_SECRET: settings.EFORMS_TOKEN_SECRET || LOCAL_EFORMS_TOKEN_SECRET,
    // Web Push (decision 0048): the local keys, and the stand-in push service the tests' subscriptions name
    VAPID_PUBLIC_KEY: settings.VAPID_PUBLIC_KEY || LOCAL_VAPID_KEYS.publicKey,
    VAPID_PRIVATE_KEY: settings.VAPID_PRIVATE_KEY || LOCAL_VAPID_KEYS.privateKey,
    PUSH_ENDPOINT_ORIGINS: urls.push,
    PUSH_SERVICE_URL: urls.push,
  };
}

/**
 * Starts the infrastructure servers as child processes and waits until each one really answers (MongoDB
 * ping, NATS /healthz with JetStream, Redis PING, the realm's OpenID configuration, the SMTP catcher's
 * /health). Installs what is missing first. On any failure, everything started so far is stopped and the
 * error carries the tail of the failing server's log.
 * @param {object} [options]
 * @param {Partial<InfraPorts>} [options.ports] default: the ports of the settings
 * @param {string} [options.dataDir] default: INFRA_DATA_DIR
 * @param {string} [options.cacheDir] default: INFRA_CACHE_DIR
 * @param {string[]} [options.only] some of {@link SERVICES}
 * @param {Record<string, string>} [options.settings] default: {@link loadEnv}()
 * @param {(msg: string) => void} [options.log] default: console.log with an `[infra]` prefix
 */
export async function startInfra(options = {}) {
  const settings = options.settings ?? loadEnv();
  const log = options.log ?? ((message) => console.log(`[infra] ${message}`));
  const ports = { ...getPorts(settings), ...options.ports };
  const dataDir = path.resolve(options.dataDir ?? settings.INFRA_DATA_DIR);
  const services = options.only ?? SERVICES;
  const unknown = services.filter((service) => !(service in SERVERS));
  if (unknown.length)
    throw new InfraError(`unknown service(s) ${unknown.join(', ')}`, `known: ${SERVICES.join(', ')}`);
  const realm = settings.KEYCLOAK_REALM || 'agecheck';
  const clientId = settings.KEYCLOAK_CLIENT_ID || 'shell';
  const logsDir = path.join(dataDir, 'logs');
  const pidDir = runDir(dataDir);

  const processNames = services.map((service) => SERVERS[service].process);
  const stillRunning = readPidFiles(pidDir).filter((r) => r.alive && processNames.includes(r.name));
  if (stillRunning.length)
    throw new InfraError(
      `already running from an earlier start with data dir ${dataDir}: ${stillRunning.map((r) => `${r.name} (pid ${r.pid})`).join(', ')}`,
      'stop them first: npm stop (or node infra/bin/infra.mjs down)',
    );
  const busy = [];
  for (const key of services.flatMap((service) => SERVERS[service].ports))
    if (!(await isPortFree(ports[key]))) busy.push(`${ports[key]} (${PORT_KEYS[key]})`);
  if (busy.length)
    throw new InfraError(
      `port(s) already in use: ${busy.join(', ')}`,
      'stop whatever listens there (e.g. a Debian service: systemctl stop redis-server), or choose other ports in .env.local or the environment',
    );

  const tools = await ensureInstalled(
    services.flatMap((service) => SERVERS[service].tool ?? []),
    { cacheDir: options.cacheDir ?? settings.INFRA_CACHE_DIR, settings, log },
  );
  /** @type {Record<string, import('./process.mjs').ProcessHandle>} */
  const processes = {};
  /** @type {Record<string, number>} */
  const startMs = {};
  const stop = async () => {
    process.off('exit', onExit);
    await Promise.all(Object.values(processes).map((handle) => handle.stop()));
  };
  // last resort when the parent ends without calling stop(): SIGTERM to each process group
  const onExit = () => Object.values(processes).forEach((handle) => process.kill(-handle.pid, 'SIGTERM'));
  process.on('exit', onExit);

  const started = Date.now();
  log(`starting ${services.join(', ')} (data in ${dataDir}, logs in ${logsDir})`);
  // Keycloak is by far the slowest: start it first, the others alongside
  const order = [...services].sort((a, b) => Number(b === 'keycloak') - Number(a === 'keycloak'));
  const results = await Promise.allSettled(
    order.map(async (service) => {
      const server = SERVERS[service];
      const tool = /** @type {InstalledTool} */ (tools[server.tool ?? ''] ?? {});
      const { timeoutMs, ...command } = server.command({
        ports,
        dataDir,
        settings,
        realm,
        clientId,
        tool,
        log,
      });
      const t0 = Date.now();
      processes[service] = await startProcess({
        name: server.process,
        ...command,
        logFile: path.join(logsDir, `${server.process}.log`),
        ready: server.ready(ports, realm),
        timeoutMs: timeoutMs ?? Number(settings.INFRA_START_TIMEOUT_MS || 30_000),
        pidDir,
        log,
      });
      startMs[service] = Date.now() - t0;
      if (service === 'keycloak')
        keepKeycloakBuild(/** @type {string} */ (command.cwd), /** @type {string} */ (tool.home));
    }),
  );
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
  if (failures.length) {
    await stop();
    const messages = failures.map((error) => (error instanceof Error ? error.message : String(error)));
    throw new InfraError(
      `the infrastructure did not start:\n${messages.join('\n\n')}`,
      `logs are in ${logsDir}`,
    );
  }
  log(
    `infrastructure ready in ${secs(Date.now() - started)} (${Object.entries(startMs)
      .map(([service, ms]) => `${service} ${secs(ms)}`)
      .join(', ')})`,
  );
  const urls = infraUrls(ports, realm);
  const keycloak = tools.keycloak && {
    version: tools.keycloak.version,
    javaHome: tools.keycloak.javaHome,
    realm,
    clientId,
  };
  return {
    urls,
    env: appEnv(urls, settings),
    ports,
    dataDir,
    logsDir,
    pidDir,
    processes,
    keycloak,
    startMs,
    stop,
  };
}

/**
 * Stops what an earlier start (possibly another process, e.g. `npm start`) recorded in `<dataDir>/run`.
 * @param {{ dataDir?: string, settings?: Record<string, string>, log?: (msg: string) => void }} [options]
 */
export async function stopInfra(options = {}) {
  const settings = options.settings ?? loadEnv();
  return stopRecorded(runDir(path.resolve(options.dataDir ?? settings.INFRA_DATA_DIR)), { log: options.log });
}

/**
 * Each server: is its recorded process alive, does its ready check pass on the configured ports?
 * @param {{ settings?: Record<string, string> }} [options]
 */
export async function infraStatus(options = {}) {
  const settings = options.settings ?? loadEnv();
  const ports = getPorts(settings);
  const realm = settings.KEYCLOAK_REALM || 'agecheck';
  const records = readPidFiles(runDir(settings.INFRA_DATA_DIR));
  return Promise.all(
    SERVICES.map(async (service) => {
      const record = records.find((r) => r.name === SERVERS[service].process);
      return {
        service,
        pid: record?.pid,
        running: !!record?.alive,
        ready: await checkReady(SERVERS[service].ready(ports, realm)),
      };
    }),
  );
}
