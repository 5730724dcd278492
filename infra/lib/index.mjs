// Public API of the local infrastructure library. The lead's start/stop/test scripts import from here:
//   import { loadEnv, getPorts, ensureInstalled, startInfra, startProcess, stopInfra } from '../lib/index.mjs';
export { loadEnv, getPorts, parseEnvFile, repoRoot, infraDir, PORT_KEYS } from './env.mjs';
export {
  findFreePort,
  findFreePorts,
  isPortFree,
  canConnect,
  httpGet,
  waitUntilReady,
  checkReady,
} from './net.mjs';
export {
  startProcess,
  stopPid,
  stopRecorded,
  registerSupervisor,
  readPidFiles,
  runDir,
  tailFile,
  isAlive,
} from './process.mjs';
export { ensureInstalled, readManifest, requireGo, TOOLS } from './install.mjs';
export { startInfra, stopInfra, infraStatus, infraUrls, appEnv, SERVICES, PROCESS_NAMES } from './infra.mjs';
export { loadDemoUsers, renderRealm, findJdks, DEMO_USERS_FILE } from './keycloak.mjs';
export { mongoPing, redisPing, smtpGreeting } from './probes.mjs';
export { InfraError } from './util.mjs';
export { checkInfra, passwordGrant, jwtPayload, sendMail } from './check.mjs';
export * as versions from './versions.mjs';

/**
 * Free ports for every infrastructure server (for parallel or test runs next to a running `npm start`).
 * `gateway` is included because the realm's redirect URIs depend on it.
 * @returns {Promise<import('./env.mjs').InfraPorts>}
 */
export async function freeInfraPorts() {
  const { findFreePorts } = await import('./net.mjs');
  const [mongo, nats, natsMonitor, redis, keycloak, keycloakManagement, smtp, smtpHttp, gateway] =
    await findFreePorts(9);
  return { mongo, nats, natsMonitor, redis, keycloak, keycloakManagement, smtp, smtpHttp, gateway };
}
