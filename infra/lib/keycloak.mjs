// Keycloak: pick a version and a JDK, download the server distribution from Maven Central, prepare a
// per-data-dir "home" (symlinks into the cached distribution plus its own data/ folder), render the
// realm from the template, and build the command line.
import { createHash, pbkdf2Sync } from 'node:crypto';
import {
  cpSync,
  createWriteStream,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  chmodSync,
} from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { infraDir } from './env.mjs';
import { findFreePorts } from './net.mjs';
import { startProcess } from './process.mjs';
import { InfraError, readJson, run, secs, which, writeJson } from './util.mjs';
import { KEYCLOAK_25_VERSION, KEYCLOAK_26_VERSION, MAVEN_CENTRAL } from './versions.mjs';

/**
 * @typedef {object} Jdk
 * @property {string} home JAVA_HOME
 * @property {number} major feature version (17, 21, 25, ...)
 * @property {string} version full version string
 */

/**
 * JDKs found on this machine: under /usr/lib/jvm (and /usr/java, /opt/java), `$JAVA_HOME` and the `java` on
 * PATH; newest first, without duplicates.
 * @returns {Jdk[]}
 */
export function findJdks() {
  /** @type {Set<string>} */
  const candidates = new Set();
  for (const base of ['/usr/lib/jvm', '/usr/java', '/opt/java', '/opt']) {
    if (!existsSync(base)) continue;
    for (const d of readdirSync(base)) candidates.add(path.join(base, d));
  }
  if (process.env.JAVA_HOME) candidates.add(process.env.JAVA_HOME);
  const onPath = which('java');
  if (onPath) {
    try {
      candidates.add(path.dirname(path.dirname(realpathSync(onPath))));
    } catch {
      /* ignore */
    }
  }
  /** @type {Map<string, Jdk>} */
  const byReal = new Map();
  for (const c of candidates) {
    const java = path.join(c, 'bin', 'java');
    if (!existsSync(java)) continue;
    let real;
    try {
      real = realpathSync(c);
    } catch {
      continue;
    }
    if (byReal.has(real)) continue;
    const version = javaVersion(c);
    if (!version) continue;
    const major = Number(
      version.split(/[.+-]/)[0] === '1' ? version.split('.')[1] : version.split(/[.+-]/)[0],
    );
    if (!Number.isInteger(major)) continue;
    byReal.set(real, { home: real, major, version });
  }
  return [...byReal.values()].sort((a, b) => b.major - a.major || a.home.localeCompare(b.home));
}

/**
 * Version of the JDK at `home` from its `release` file ('' if unknown).
 * @param {string} home
 * @returns {string}
 */
function javaVersion(home) {
  try {
    const m = /^JAVA_VERSION="([^"]+)"/m.exec(readFileSync(path.join(home, 'release'), 'utf8'));
    return m ? m[1] : '';
  } catch {
    return '';
  }
}

/**
 * Folder of a Keycloak distribution in the cache.
 * @param {string} cacheDir
 * @param {string} version
 * @returns {string}
 */
export function keycloakDistDir(cacheDir, version) {
  return path.join(cacheDir, 'keycloak', `keycloak-${version}`);
}

/**
 * Downloads (with SHA-1 check) and unpacks `org.keycloak:keycloak-quarkus-dist:<version>:zip` into the cache.
 * @param {string} cacheDir
 * @param {string} version
 * @param {(msg: string) => void} log
 * @returns {Promise<string>} the distribution folder
 */
export async function downloadKeycloak(cacheDir, version, log) {
  const dist = keycloakDistDir(cacheDir, version);
  if (existsSync(path.join(dist, 'bin', 'kc.sh')) && existsSync(path.join(dist, '.complete'))) return dist;
  const base = `${MAVEN_CENTRAL}/org/keycloak/keycloak-quarkus-dist/${version}/keycloak-quarkus-dist-${version}.zip`;
  const zip = path.join(cacheDir, 'downloads', path.basename(base));
  mkdirSync(path.dirname(zip), { recursive: true });
  const t0 = Date.now();
  log(`keycloak: downloading ${base}`);
  /** @type {Response} */
  let res;
  try {
    res = await fetch(base);
  } catch (e) {
    throw new InfraError(
      `keycloak: cannot download ${base}: ${/** @type {Error} */ (e).message}`,
      'check the network connection to Maven Central (repo1.maven.org), or put the zip at ' + zip,
    );
  }
  if (!res.ok || !res.body)
    throw new InfraError(
      `keycloak: download of ${base} failed: HTTP ${res.status}`,
      'check the version in infra/lib/versions.mjs or KEYCLOAK_VERSION',
    );
  await pipeline(Readable.fromWeb(/** @type {any} */ (res.body)), createWriteStream(zip));
  const sha1Res = await fetch(`${base}.sha1`);
  if (sha1Res.ok) {
    const expected = (await sha1Res.text()).trim().split(/\s+/)[0];
    const actual = createHash('sha1').update(readFileSync(zip)).digest('hex');
    if (expected && expected !== actual) {
      rmSync(zip, { force: true });
      throw new InfraError(
        `keycloak: SHA-1 of ${zip} is ${actual}, Maven Central says ${expected}`,
        'run the install again',
      );
    }
  }
  log(
    `keycloak: downloaded ${(statSync(zip).size / 1e6).toFixed(0)} MB in ${secs(Date.now() - t0)}, unpacking`,
  );
  const parent = path.dirname(dist);
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(parent, { recursive: true });
  if (which('unzip')) await run('unzip', ['-q', '-o', zip, '-d', parent]);
  else if (which('python3')) await run('python3', ['-m', 'zipfile', '-e', zip, parent]);
  else throw new InfraError('unzip not found (needed to unpack Keycloak)', 'apt-get install -y unzip');
  for (const f of readdirSync(path.join(dist, 'bin')))
    if (f.endsWith('.sh')) chmodSync(path.join(dist, 'bin', f), 0o755);
  writeFileSync(path.join(dist, '.complete'), new Date().toISOString());
  rmSync(zip, { force: true });
  return dist;
}

/**
 * Makes sure `link` is a symlink to `target`.
 * @param {string} target
 * @param {string} link
 */
function ensureSymlink(target, link) {
  try {
    const st = lstatSync(link);
    if (st.isSymbolicLink() && readlinkSync(link) === target) return;
    rmSync(link, { recursive: true, force: true });
  } catch {
    /* does not exist */
  }
  symlinkSync(target, link);
}

/**
 * Prepares a Keycloak home folder for one data dir: `bin/*.sh` copied, `conf`, `providers`, `themes`,
 * `lib/*` symlinked to the cached distribution, `lib/quarkus` (the build/augmentation output, 3 MB)
 * copied so that each home starts without re-augmenting, and its own `data/` (H2 database, import folder).
 * If the home was used with another Keycloak version, its database is reset.
 * @param {string} dist distribution folder in the cache
 * @param {string} home
 * @param {{ version: string, log?: (msg: string) => void }} options
 * @returns {string} home
 */
export function prepareKeycloakHome(dist, home, { version, log = () => {} }) {
  mkdirSync(path.join(home, 'bin'), { recursive: true });
  mkdirSync(path.join(home, 'lib'), { recursive: true });
  mkdirSync(path.join(home, 'data', 'import'), { recursive: true });
  const versionFile = path.join(home, '.keycloak-version');
  const previous = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : '';
  if (previous && previous !== version && existsSync(path.join(home, 'data', 'h2'))) {
    log(
      `keycloak: this data dir was used with Keycloak ${previous}, now ${version}: resetting its database (the realm is imported again)`,
    );
    rmSync(path.join(home, 'data', 'h2'), { recursive: true, force: true });
  }
  for (const f of readdirSync(path.join(dist, 'bin'))) {
    const src = path.join(dist, 'bin', f);
    if (f.endsWith('.sh')) cpSync(src, path.join(home, 'bin', f));
    else ensureSymlink(src, path.join(home, 'bin', f));
  }
  for (const f of readdirSync(dist)) {
    if (['bin', 'lib', 'data', '.complete'].includes(f)) continue;
    ensureSymlink(path.join(dist, f), path.join(home, f));
  }
  for (const f of readdirSync(path.join(dist, 'lib'))) {
    if (f === 'quarkus') continue;
    ensureSymlink(path.join(dist, 'lib', f), path.join(home, 'lib', f));
  }
  rmSync(path.join(home, 'lib', 'quarkus'), { recursive: true, force: true });
  cpSync(path.join(dist, 'lib', 'quarkus'), path.join(home, 'lib', 'quarkus'), { recursive: true });
  writeFileSync(versionFile, version);
  return home;
}

/**
 * Build-time options: must be the same for every start, or Keycloak re-augments (30+ s).
 * @type {readonly string[]}
 */
const BUILD_OPTIONS = Object.freeze(['--db=dev-file', '--health-enabled=true']);

/**
 * Command, arguments and environment to start Keycloak in dev mode from `home`.
 * @param {object} o
 * @param {string} o.home
 * @param {string} o.javaHome
 * @param {number} o.port
 * @param {number} o.managementPort
 * @param {boolean} [o.importRealm]
 * @param {string} [o.adminUser]
 * @param {string} [o.adminPassword]
 * @param {string} [o.javaOptsAppend] extra JVM options (KEYCLOAK_JAVA_OPTS_APPEND)
 * @returns {{ cmd: string, args: string[], env: Record<string, string | undefined> }}
 */
export function keycloakCommand({
  home,
  javaHome,
  port,
  managementPort,
  importRealm = true,
  adminUser = 'admin',
  adminPassword = 'admin',
  javaOptsAppend,
}) {
  return {
    cmd: path.join(home, 'bin', 'kc.sh'),
    args: [
      'start-dev',
      ...BUILD_OPTIONS,
      `--http-port=${port}`,
      '--http-host=127.0.0.1',
      `--http-management-port=${managementPort}`,
      `--hostname=http://127.0.0.1:${port}`,
      ...(importRealm ? ['--import-realm'] : []),
    ],
    env: {
      JAVA_HOME: javaHome,
      PATH: `${path.join(javaHome, 'bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      JAVA_OPTS: undefined,
      JAVA_OPTS_APPEND: javaOptsAppend || undefined,
      JAVA_OPTS_KC_HEAP: '-Xms64m -Xmx512m',
      KC_DB: 'dev-file',
      KC_BOOTSTRAP_ADMIN_USERNAME: adminUser,
      KC_BOOTSTRAP_ADMIN_PASSWORD: adminPassword,
      KEYCLOAK_ADMIN: adminUser,
      KEYCLOAK_ADMIN_PASSWORD: adminPassword,
    },
  };
}

/**
 * Starts a throw-away Keycloak from `dist` with `javaHome` until the master realm answers, then stops
 * it. The augmentation this first start does is copied back into the cached distribution, so later
 * starts skip it.
 * @param {object} o
 * @param {string} o.cacheDir
 * @param {string} o.dist
 * @param {string} o.version
 * @param {string} o.javaHome
 * @param {(msg: string) => void} o.log
 * @param {number} [o.timeoutMs]
 * @returns {Promise<number>} milliseconds until ready
 */
export async function trialStartKeycloak({ cacheDir, dist, version, javaHome, log, timeoutMs = 420_000 }) {
  const home = path.join(cacheDir, 'keycloak', `trial-${version}`);
  rmSync(home, { recursive: true, force: true });
  prepareKeycloakHome(dist, home, { version });
  const [port, managementPort] = await findFreePorts(2);
  const { cmd, args, env } = keycloakCommand({ home, javaHome, port, managementPort, importRealm: false });
  const logFile = path.join(cacheDir, 'keycloak', `trial-${version}.log`);
  rmSync(logFile, { force: true });
  const t0 = Date.now();
  log(
    `keycloak: trial start of ${version} on Java at ${javaHome} (the first start builds Keycloak; this takes a minute or two)`,
  );
  const p = await startProcess({
    name: `keycloak-trial-${version}`,
    cmd,
    args,
    env,
    cwd: home,
    logFile,
    ready: { url: `http://127.0.0.1:${port}/realms/master/.well-known/openid-configuration` },
    timeoutMs,
    stopTimeoutMs: 20_000,
  });
  const ms = Date.now() - t0;
  await p.stop();
  rmSync(path.join(dist, 'lib', 'quarkus'), { recursive: true, force: true });
  cpSync(path.join(home, 'lib', 'quarkus'), path.join(dist, 'lib', 'quarkus'), { recursive: true });
  rmSync(home, { recursive: true, force: true });
  return ms;
}

/**
 * @typedef {object} KeycloakChoice
 * @property {string} version
 * @property {string} javaHome
 * @property {number} javaMajor
 * @property {string} dist distribution folder
 * @property {number} [trialStartMs]
 * @property {{ version: string, javaHome: string, ok: boolean, error?: string }[]} tried
 * @property {string} decidedAt
 */

/**
 * Candidate (Keycloak version, JDK) pairs, best first: Keycloak 26 on each JDK >= 21 (newest first),
 * then Keycloak 25.0 on Java 17..21 (then any newer JDK).
 * @param {Jdk[]} jdks
 * @param {Record<string, string>} settings
 * @returns {{ version: string, jdk: Jdk }[]}
 */
export function keycloakCandidates(jdks, settings) {
  if (settings.KEYCLOAK_JAVA_HOME) {
    const home = settings.KEYCLOAK_JAVA_HOME;
    const version = javaVersion(home);
    if (!existsSync(path.join(home, 'bin', 'java')) || !version)
      throw new InfraError(
        `KEYCLOAK_JAVA_HOME=${home} is not a JDK (no bin/java or release file)`,
        'point it at a JDK folder, e.g. /usr/lib/jvm/temurin-25-jdk-amd64, or unset it',
      );
    jdks = [{ home, version, major: Number(version.split('.')[0]) }];
  }
  const forced = settings.KEYCLOAK_VERSION;
  /** @type {{ version: string, jdk: Jdk }[]} */
  const out = [];
  const want26 = forced ? forced.startsWith('26') || Number(forced.split('.')[0]) > 26 : true;
  const v26 = forced && want26 ? forced : KEYCLOAK_26_VERSION;
  const v25 = forced && !want26 ? forced : KEYCLOAK_25_VERSION;
  if (want26) for (const jdk of jdks.filter((j) => j.major >= 21)) out.push({ version: v26, jdk });
  if (!forced || !want26) {
    const lts = jdks.filter((j) => j.major >= 17 && j.major <= 21).sort((a, b) => b.major - a.major);
    const newer = jdks.filter((j) => j.major > 21);
    for (const jdk of [...lts, ...newer]) out.push({ version: v25, jdk });
  }
  return out;
}

/**
 * Chooses and installs Keycloak: the recorded choice in `<cache>/keycloak/choice.json` if its files are
 * still there; otherwise tries the candidates of {@link keycloakCandidates} with a trial start each and
 * records the first that works.
 * @param {{ cacheDir: string, settings: Record<string, string>, log: (msg: string) => void, jdks?: Jdk[] }} o
 *   jdks: the JDKs to consider (default: {@link findJdks})
 * @returns {Promise<KeycloakChoice>}
 */
export async function installKeycloak({ cacheDir, settings, log, jdks: givenJdks }) {
  const choiceFile = path.join(cacheDir, 'keycloak', 'choice.json');
  /** @type {KeycloakChoice | null} */
  const recorded = readJson(choiceFile, /** @type {KeycloakChoice | null} */ (null));
  const forcedOk = (/** @type {KeycloakChoice} */ c) =>
    (!settings.KEYCLOAK_VERSION || settings.KEYCLOAK_VERSION === c.version) &&
    (!settings.KEYCLOAK_JAVA_HOME || settings.KEYCLOAK_JAVA_HOME === c.javaHome);
  const pinned = (/** @type {KeycloakChoice} */ c) =>
    settings.KEYCLOAK_VERSION || [KEYCLOAK_26_VERSION, KEYCLOAK_25_VERSION].includes(c.version);
  if (
    recorded &&
    forcedOk(recorded) &&
    pinned(recorded) &&
    existsSync(path.join(recorded.dist, '.complete')) &&
    existsSync(path.join(recorded.javaHome, 'bin', 'java'))
  ) {
    return recorded;
  }
  const jdks = givenJdks ?? findJdks();
  const candidates = keycloakCandidates(jdks, settings);
  if (candidates.length === 0) {
    const found = jdks.map((j) => `${j.home} (${j.version})`).join(', ') || 'none';
    throw new InfraError(
      `keycloak: no suitable JDK found (need Java 21+ for Keycloak 26 or Java 17 for Keycloak 25; found: ${found})`,
      'apt-get install -y openjdk-17-jre-headless, or install a JDK 21+ under /usr/lib/jvm, or set KEYCLOAK_JAVA_HOME',
    );
  }
  /** @type {KeycloakChoice['tried']} */
  const tried = [];
  for (const { version, jdk } of candidates) {
    try {
      const dist = await downloadKeycloak(cacheDir, version, log);
      const ms = await trialStartKeycloak({ cacheDir, dist, version, javaHome: jdk.home, log });
      tried.push({ version, javaHome: jdk.home, ok: true });
      /** @type {KeycloakChoice} */
      const choice = {
        version,
        javaHome: jdk.home,
        javaMajor: jdk.major,
        dist,
        trialStartMs: ms,
        tried,
        decidedAt: new Date().toISOString(),
      };
      writeJson(choiceFile, choice);
      // drop distributions that were not chosen (failed candidates, older pinned versions)
      for (const f of readdirSync(path.dirname(dist))) {
        if (f.startsWith('keycloak-') && path.join(path.dirname(dist), f) !== dist)
          rmSync(path.join(path.dirname(dist), f), { recursive: true, force: true });
      }
      log(
        `keycloak: using Keycloak ${version} on Java ${jdk.major} (${jdk.home}); first start took ${secs(ms)}`,
      );
      return choice;
    } catch (e) {
      const msg = /** @type {Error} */ (e).message;
      tried.push({ version, javaHome: jdk.home, ok: false, error: msg.slice(0, 2000) });
      log(
        `keycloak: Keycloak ${version} on Java ${jdk.major} (${jdk.home}) did not work; trying the next option\n${msg}`,
      );
    }
  }
  writeJson(choiceFile + '.failed', { tried, at: new Date().toISOString() });
  throw new InfraError(
    `keycloak: no combination worked:\n${tried.map((t) => `  - ${t.version} on ${t.javaHome}: ${(t.error ?? '').split('\n')[0]}`).join('\n')}`,
    `see the logs in ${path.join(cacheDir, 'keycloak')}; set KEYCLOAK_VERSION / KEYCLOAK_JAVA_HOME to force a combination`,
  );
}

/**
 * @typedef {object} DemoUser
 * @property {string} username
 * @property {string} password
 * @property {string} firstName
 * @property {string} lastName
 * @property {string} email
 * @property {string[]} roles realm roles
 * @property {string} [vl] value of the user attribute / token claim `vl`
 */

/** Path of the demo users list. */
export const DEMO_USERS_FILE = path.join(infraDir, 'demo-users.json');

/** Path of the realm template. */
export const REALM_TEMPLATE_FILE = path.join(infraDir, 'keycloak', 'realm.template.json');

/**
 * The demo users (username, password, names, email, roles, vl) from `infra/demo-users.json`.
 * @returns {DemoUser[]}
 */
export function loadDemoUsers() {
  return JSON.parse(readFileSync(DEMO_USERS_FILE, 'utf8'));
}

/**
 * Renders the realm template with the actual values and adds the demo users.
 * @param {object} o
 * @param {string} [o.realm] default `agecheck`
 * @param {string} [o.clientId] the shell's public client, default `shell`
 * @param {number} o.gatewayPort
 * @param {DemoUser[]} [o.users] default: {@link loadDemoUsers}
 * @returns {Record<string, any>} the realm representation
 */
export function renderRealm({
  realm = 'agecheck',
  clientId = 'shell',
  gatewayPort,
  users = loadDemoUsers(),
}) {
  const text = readFileSync(REALM_TEMPLATE_FILE, 'utf8')
    .replaceAll('{{REALM}}', realm)
    .replaceAll('{{SHELL_CLIENT_ID}}', clientId)
    .replaceAll('{{GATEWAY_PORT}}', String(gatewayPort));
  const rep = JSON.parse(text);
  // the user profile is kept readable in the template; Keycloak wants it as a JSON string
  for (const c of rep.components?.['org.keycloak.userprofile.UserProfileProvider'] ?? []) {
    const cfg = c.config?.['kc.user.profile.config'];
    if (Array.isArray(cfg))
      c.config['kc.user.profile.config'] = cfg.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  }
  rep.users = users.map((u) => ({
    username: u.username,
    enabled: true,
    emailVerified: true,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    requiredActions: [],
    attributes: u.vl !== undefined ? { vl: [u.vl] } : {},
    credentials: [hashedPasswordCredential(u.username, u.password)],
    realmRoles: u.roles,
  }));
  return rep;
}

/**
 * A password credential handed to Keycloak already hashed (PBKDF2-SHA512, as Keycloak stores it): the realm
 * import applies the password policy to plain passwords only, and the demo users of the local and test
 * realms keep their short password `demo` (docs/decisions/0007-gateway-edge.md). The salt comes from the user
 * name, so the rendered realm stays the same from start to start and is not imported again.
 * @param {string} username
 * @param {string} password
 */
function hashedPasswordCredential(username, password) {
  const iterations = 10_000;
  const salt = createHash('sha256').update(`agecheck-demo:${username}`).digest().subarray(0, 16);
  const hash = pbkdf2Sync(password, salt, iterations, 64, 'sha512');
  return {
    type: 'password',
    temporary: false,
    secretData: JSON.stringify({ value: hash.toString('base64'), salt: salt.toString('base64') }),
    credentialData: JSON.stringify({ hashIterations: iterations, algorithm: 'pbkdf2-sha512' }),
  };
}

/**
 * Writes the rendered realm into `<home>/data/import/`. If it differs from what the existing database was
 * imported from, the database is reset so that Keycloak imports it again (Keycloak skips the import of a
 * realm that already exists).
 * @param {string} home
 * @param {Record<string, any>} realmRep
 * @param {(msg: string) => void} log
 */
export function writeRealmImport(home, realmRep, log) {
  const importDir = path.join(home, 'data', 'import');
  mkdirSync(importDir, { recursive: true });
  for (const f of readdirSync(importDir)) rmSync(path.join(importDir, f), { force: true });
  const json = `${JSON.stringify(realmRep, null, 2)}\n`;
  writeFileSync(path.join(importDir, `${realmRep.realm}-realm.json`), json);
  const hash = createHash('sha256').update(json).digest('hex');
  const hashFile = path.join(home, '.realm-sha256');
  const previous = existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : '';
  const db = path.join(home, 'data', 'h2');
  if (previous !== hash && existsSync(db)) {
    log(
      "keycloak: the realm definition changed since the last start: resetting Keycloak's database so that it is imported again",
    );
    rmSync(db, { recursive: true, force: true });
  }
  writeFileSync(hashFile, hash);
}
