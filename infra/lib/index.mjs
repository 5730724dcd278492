// @ts-check
// Public API of the local infrastructure library (start, stop and test scripts, benchmarks).
import { findFreePorts } from './net.mjs';
import { PORT_KEYS } from './env.mjs';

export {
  loadEnv,
  localSettings,
  getPorts,
  parseEnvFile,
  repoRoot,
  infraDir,
  PORT_KEYS,
  APPS_FILE,
  appDefaultPorts,
} from './env.mjs';
export { findFreePort, findFreePorts, isPortFree, canConnect, waitUntilReady, checkReady } from './net.mjs';
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
export { run, which } from './run.mjs';
export { ensureInstalled, readManifest, requireGo, TOOLS } from './install.mjs';
export { startInfra, stopInfra, infraStatus, infraUrls, appEnv, SERVICES, PROCESS_NAMES } from './infra.mjs';
export { findJdks, chooseKeycloak } from './keycloak.mjs';
export { loadDemoUsers, renderRealm, DEMO_USERS_FILE } from './realm.mjs';
export { mongoPing, redisPing } from './probes.mjs';
export { InfraError } from './messages.mjs';
export { checkInfra } from './check.mjs';
export { passwordGrant, jwtPayload } from './token.mjs';
export * as versions from './versions.mjs';

/**
 * Free ports for every infrastructure server (for a second stack beside a running `npm start`). `gateway` is
 * included because the realm's redirect URIs depend on it.
 * @returns {Promise<import('./env.mjs').InfraPorts>}
 */
export async function freeInfraPorts() {
  const names = Object.keys(PORT_KEYS);
  const ports = await findFreePorts(names.length);
  return /** @type {import('./env.mjs').InfraPorts} */ (
    Object.fromEntries(names.map((name, index) => [name, ports[index]]))
  );
}
