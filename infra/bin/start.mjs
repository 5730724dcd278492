#!/usr/bin/env node
// `npm start`: installs what is missing, builds, starts the infrastructure, the five services, the
// remotes' servers and the gateway, loads the demo data, and prints the URL and the demo logins.
// Ctrl-C (or `npm stop` from another terminal) stops everything it started.
import path from 'node:path';
import { ensureNodeModules } from './bootstrap.mjs';

const log = (/** @type {string} */ line) => console.log(`[start] ${line}`);
ensureNodeModules(log);

const {
  loadEnv,
  localSettings,
  isPortFree,
  loadDemoUsers,
  registerSupervisor,
  startInfra,
  runDir,
  InfraError,
  repoRoot,
} = await import('../lib/index.mjs');
const { buildAll, startApps } = await import('../platform/apps.mjs');
const { loadDemoData } = await import('../platform/demo-data.mjs');

const settings = loadEnv();
const dataDir = path.resolve(repoRoot, settings.INFRA_DATA_DIR);
const gatewayPort = Number(settings.GATEWAY_PORT);

if (!(await isPortFree(gatewayPort))) {
  console.error(
    `Port ${gatewayPort} is in use: the platform is probably running already (npm stop stops it),`,
  );
  console.error('or set GATEWAY_PORT in .env.local to another port.');
  process.exit(1);
}

/** @type {Awaited<ReturnType<typeof startInfra>> | undefined} */
let infra;
/** @type {Awaited<ReturnType<typeof startApps>> | undefined} */
let apps;
let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping');
  for (const handle of [...(apps?.handles ?? [])].reverse()) await handle.stop();
  await infra?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
// `npm stop` from another terminal signals this process first, which then stops everything in order.
registerSupervisor(runDir(dataDir), { name: 'npm-start' });

try {
  const started = Date.now();
  await buildAll({ log });
  infra = await startInfra({ settings, dataDir, log: (line) => console.log(`[infra] ${line}`) });
  const ports = Object.fromEntries(
    Object.entries(settings)
      .filter(([key]) => key.endsWith('_PORT'))
      .map(([key, value]) => [key, Number(value)]),
  );
  apps = await startApps({
    infraEnv: infra.env,
    ports,
    dataDir,
    pidDir: runDir(dataDir),
    log,
    settings: localSettings(),
  });
  await loadDemoData({
    gatewayUrl: apps.gatewayUrl,
    issuer: infra.urls.keycloakIssuer,
    mongoUrl: infra.urls.mongo,
    log,
  });

  const users = loadDemoUsers();
  console.log(`
The platform runs (started in ${Math.round((Date.now() - started) / 1000)} s).

  Open          ${apps.gatewayUrl}
  Keycloak      ${infra.urls.keycloak}/admin/  (${settings.KEYCLOAK_ADMIN_USER} / ${settings.KEYCLOAK_ADMIN_PASSWORD})
  Mail catcher  ${infra.urls.smtpHttp}/messages
  Geocoder      ${infra.urls.geocoder} (stand-in)
  E-forms       ${infra.urls.eforms} (stand-in)
  Push service  ${infra.urls.push}/pushes (stand-in)
  Logs          ${path.join(dataDir, 'logs')}

  Demo logins (password for all: ${users[0]?.password}):
${users.map((user) => `    ${user.username.padEnd(12)} ${user.roles.join(', ')}${user.vl ? `  (vl: ${user.vl})` : ''}`).join('\n')}

Ctrl-C stops everything.`);
} catch (error) {
  console.error(error instanceof InfraError ? error.message : error);
  await stopAll(1);
}
