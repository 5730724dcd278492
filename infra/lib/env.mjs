// @ts-check
// Settings of the local platform: the apps' default ports (packages/contracts/src/apps/apps.json) and
// infra/defaults.env, overridden by <repo>/.env.local, then by the environment.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (the folder that holds `infra/`). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Absolute path of the `infra/` folder. */
export const infraDir = path.join(repoRoot, 'infra');

/**
 * Optional settings that are not in defaults.env but are read from `.env.local` or the environment.
 * @type {readonly string[]}
 */
export const OPTIONAL_KEYS = Object.freeze([
  'KEYCLOAK_VERSION', // force a Keycloak version (otherwise 26.x on Java 21+, 25.0.x on Java 17)
  'KEYCLOAK_JAVA_HOME', // force the JDK used for Keycloak
  'KEYCLOAK_START_TIMEOUT_MS',
  'KEYCLOAK_JAVA_OPTS_APPEND', // extra JVM options for Keycloak
  'INFRA_START_TIMEOUT_MS',
  'INFRA_NO_APT', // "1": never run apt-get, just explain what is missing
  'KEYCLOAK_ADMIN_CLIENT_ID', // the gateway's admin client in the local realm (default agecheck-admin)
  'KEYCLOAK_ADMIN_CLIENT_SECRET', // its secret (default: the local one of infra/lib/realm.mjs)
]);

/**
 * Parses the text of a dotenv file: `KEY=value` lines, `#` comments, optional `export `,
 * single or double quotes around the value.
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseEnvFile(text) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const m = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!m) continue;
    let value = m[2];
    if (/^"(.*)"$/.test(value)) value = value.slice(1, -1).replace(/\\n/g, '\n').replace(/\\"/g, '"');
    else if (/^'(.*)'$/.test(value)) value = value.slice(1, -1);
    else value = value.replace(/\s+#.*$/, '').trim();
    out[m[1]] = value;
  }
  return out;
}

/** Where the one list of the platform's apps lives, relative to the repository root. */
export const APPS_FILE = 'packages/contracts/src/apps/apps.json';

/**
 * The apps' default ports, by port setting (`GATEWAY_PORT`, `SVC_PURCHASES_PORT`, `MF_FIELD_PORT`, ...): each
 * app's `defaultPort` in the list of apps, so a new app brings its port with its entry there.
 * @param {string} [root]
 * @returns {Record<string, string>}
 */
export function appDefaultPorts(root = repoRoot) {
  const file = path.join(root, APPS_FILE);
  if (!existsSync(file)) return {};
  /** @type {{ portSetting?: string, defaultPort?: number }[]} */
  const apps = JSON.parse(readFileSync(file, 'utf8')).apps;
  return Object.fromEntries(
    apps.flatMap((app) => (app.portSetting ? [[app.portSetting, String(app.defaultPort)]] : [])),
  );
}

/**
 * Merged settings: the apps' default ports ({@link appDefaultPorts}) and `infra/defaults.env`, then
 * `<repo>/.env.local`, then the process environment (only for keys that appear in one of these or in
 * {@link OPTIONAL_KEYS}).
 * `INFRA_CACHE_DIR` and `INFRA_DATA_DIR` are returned as absolute paths (relative ones are resolved
 * against the repository root).
 * @param {{ env?: NodeJS.ProcessEnv, root?: string, envLocalFile?: string }} [options]
 * @returns {Record<string, string>}
 */
export function loadEnv(options = {}) {
  const env = options.env ?? process.env;
  const root = options.root ?? repoRoot;
  const defaultsFile = path.join(root, 'infra', 'defaults.env');
  const localFile = options.envLocalFile ?? path.join(root, '.env.local');
  const defaults = existsSync(defaultsFile) ? parseEnvFile(readFileSync(defaultsFile, 'utf8')) : {};
  const local = existsSync(localFile) ? parseEnvFile(readFileSync(localFile, 'utf8')) : {};
  /** @type {Record<string, string>} */
  const merged = { ...appDefaultPorts(root), ...defaults, ...local };
  for (const key of new Set([...Object.keys(merged), ...OPTIONAL_KEYS])) {
    const v = env[key];
    if (v !== undefined && v !== '') merged[key] = v;
  }
  merged.INFRA_CACHE_DIR = path.resolve(root, merged.INFRA_CACHE_DIR || '.infra');
  merged.INFRA_DATA_DIR = path.resolve(root, merged.INFRA_DATA_DIR || '.data');
  return merged;
}

/**
 * The settings written in `<repo>/.env.local` (none if it does not exist): `npm start` hands them to the apps.
 * @param {string} [root]
 * @returns {Record<string, string>}
 */
export function localSettings(root = repoRoot) {
  const file = path.join(root, '.env.local');
  return existsSync(file) ? parseEnvFile(readFileSync(file, 'utf8')) : {};
}

/**
 * @typedef {object} InfraPorts
 * @property {number} mongo FerretDB (MongoDB wire protocol)
 * @property {number} nats NATS client port
 * @property {number} natsMonitor NATS HTTP monitoring port (health check)
 * @property {number} redis
 * @property {number} keycloak Keycloak HTTP port
 * @property {number} keycloakManagement Keycloak management port (/health)
 * @property {number} smtp SMTP catcher, SMTP side
 * @property {number} smtpHttp SMTP catcher, HTTP API
 * @property {number} geocoder geocoder stand-in (geo.admin.ch search and Nominatim protocols)
 * @property {number} eforms e-form stand-in (the forms /eforms frames, decision 0047)
 * @property {number} push push service stand-in (Web Push endpoints, decision 0048)
 * @property {number} gateway the gateway's port (only used for the realm's redirect URIs)
 */

/** Mapping of the {@link InfraPorts} keys to the settings' names. */
export const PORT_KEYS = Object.freeze({
  mongo: 'MONGO_PORT',
  nats: 'NATS_PORT',
  natsMonitor: 'NATS_MONITOR_PORT',
  redis: 'REDIS_PORT',
  keycloak: 'KEYCLOAK_PORT',
  keycloakManagement: 'KEYCLOAK_MANAGEMENT_PORT',
  smtp: 'SMTP_PORT',
  smtpHttp: 'SMTP_HTTP_PORT',
  geocoder: 'GEOCODER_PORT',
  eforms: 'EFORMS_PORT',
  push: 'PUSH_PORT',
  gateway: 'GATEWAY_PORT',
});

/**
 * The infrastructure's ports from the settings.
 * @param {Record<string, string>} [settings] result of {@link loadEnv} (loaded if omitted)
 * @returns {InfraPorts}
 */
export function getPorts(settings = loadEnv()) {
  /** @type {Record<string, number>} */
  const ports = {};
  for (const [key, name] of Object.entries(PORT_KEYS)) {
    const n = Number(settings[name]);
    if (!Number.isInteger(n) || n <= 0 || n > 65535) {
      throw new Error(
        `${name}=${settings[name] ?? ''} is not a valid port: fix it in infra/defaults.env (an app's: its defaultPort in ${APPS_FILE}), .env.local or the environment`,
      );
    }
    ports[key] = n;
  }
  return /** @type {InfraPorts} */ (ports);
}
