// @ts-check
// Keycloak: the version chosen from the Java major version, the server distribution from Maven (through the
// machine's configured repositories), a per-data-dir home, the realm to import, and the command line.
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { infraDir } from './env.mjs';
import { InfraError, secs } from './messages.mjs';
import { run, which } from './run.mjs';
import { KEYCLOAK_25_VERSION, KEYCLOAK_26_VERSION, MAVEN_DEPENDENCY_PLUGIN } from './versions.mjs';

/**
 * @typedef {object} Jdk
 * @property {string} home JAVA_HOME
 * @property {number} major feature version (17, 21, 25, ...)
 */

/**
 * The Java feature version of a JDK from its `release` file (`JAVA_VERSION="25.0.1"`, `"1.8.0_412"`), or NaN.
 * @param {string} releaseText
 * @returns {number}
 */
export function javaMajor(releaseText) {
  const version = /^JAVA_VERSION="(\d[^"]*)"/m.exec(releaseText)?.[1];
  const [first, second] = version?.split(/[.+_-]/) ?? [];
  return Number(first === '1' ? second : (first ?? NaN));
}

/**
 * JDKs on this machine (under /usr/lib/jvm, /usr/java, /opt/java, `$JAVA_HOME`, the `java` on PATH), newest first.
 * @returns {Jdk[]}
 */
export function findJdks() {
  const candidates = new Set(
    ['/usr/lib/jvm', '/usr/java', '/opt/java']
      .filter((base) => existsSync(base))
      .flatMap((base) => readdirSync(base).map((dir) => path.join(base, dir))),
  );
  if (process.env.JAVA_HOME) candidates.add(process.env.JAVA_HOME);
  const onPath = which('java');
  if (onPath) candidates.add(path.dirname(path.dirname(realpathSync(onPath))));
  /** @type {Map<string, Jdk>} */
  const byRealPath = new Map();
  for (const home of candidates) {
    const release = path.join(home, 'release');
    if (!existsSync(path.join(home, 'bin', 'java')) || !existsSync(release)) continue;
    const major = javaMajor(readFileSync(release, 'utf8'));
    if (Number.isInteger(major)) byRealPath.set(realpathSync(home), { home: realpathSync(home), major });
  }
  return [...byRealPath.values()].sort((a, b) => b.major - a.major || a.home.localeCompare(b.home));
}

/**
 * The Keycloak version and JDK to run it on: Keycloak 26 on the newest JDK 21+, else Keycloak 25.0 on a JDK
 * 17 to 20 (Keycloak 25 does not support newer ones). KEYCLOAK_VERSION and KEYCLOAK_JAVA_HOME narrow the choice.
 * @param {Jdk[]} jdks
 * @param {{ KEYCLOAK_VERSION?: string, KEYCLOAK_JAVA_HOME?: string }} settings
 * @returns {{ version: string, jdk: Jdk }}
 */
export function chooseKeycloak(jdks, settings) {
  const candidates = settings.KEYCLOAK_JAVA_HOME
    ? jdks.filter((jdk) => jdk.home === realpathOrSelf(/** @type {string} */ (settings.KEYCLOAK_JAVA_HOME)))
    : jdks;
  const forced = settings.KEYCLOAK_VERSION;
  const newest21 = candidates.find((jdk) => jdk.major >= 21);
  const java17 = candidates.find((jdk) => jdk.major >= 17 && jdk.major <= 20);
  if (newest21 && (!forced || Number(forced.split('.')[0]) >= 26))
    return { version: forced || KEYCLOAK_26_VERSION, jdk: newest21 };
  if (java17 && (!forced || Number(forced.split('.')[0]) < 26))
    return { version: forced || KEYCLOAK_25_VERSION, jdk: java17 };
  const found = jdks.map((jdk) => `${jdk.home} (Java ${jdk.major})`).join(', ') || 'none';
  throw new InfraError(
    `keycloak: no JDK for ${forced ? `Keycloak ${forced}` : 'Keycloak'} (Keycloak 26 needs Java 21+, Keycloak 25 Java 17; found: ${found}${settings.KEYCLOAK_JAVA_HOME ? `, KEYCLOAK_JAVA_HOME=${settings.KEYCLOAK_JAVA_HOME}` : ''})`,
    'install a JDK 21+ (or apt-get install -y openjdk-17-jre-headless), or set KEYCLOAK_JAVA_HOME',
  );
}

/**
 * @param {string} file
 * @returns {string}
 */
function realpathOrSelf(file) {
  return existsSync(file) ? realpathSync(file) : file;
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
 * Copies `org.keycloak:keycloak-quarkus-dist:<version>:zip` with Maven (so the machine's repositories and
 * mirrors in ~/.m2/settings.xml apply) and unpacks it into the cache, unless it is there already.
 * @param {string} cacheDir
 * @param {string} version
 * @param {(msg: string) => void} log
 * @returns {Promise<string>} the distribution folder
 */
export async function installKeycloakDist(cacheDir, version, log) {
  const dist = keycloakDistDir(cacheDir, version);
  if (existsSync(path.join(dist, '.complete'))) return dist;
  const mvn = which('mvn');
  if (!mvn) throw new InfraError('mvn not found (needed to get Keycloak)', 'apt-get install -y maven');
  if (!which('unzip'))
    throw new InfraError('unzip not found (needed to unpack Keycloak)', 'apt-get install -y unzip');
  const downloads = path.join(cacheDir, 'downloads');
  const artifact = `org.keycloak:keycloak-quarkus-dist:${version}:zip`;
  const started = Date.now();
  log(`keycloak: mvn dependency:copy ${artifact}`);
  await run(mvn, [
    '-B',
    '-q',
    '--no-transfer-progress',
    `${MAVEN_DEPENDENCY_PLUGIN}:copy`,
    `-Dartifact=${artifact}`,
    `-DoutputDirectory=${downloads}`,
  ]);
  const zip = path.join(downloads, `keycloak-quarkus-dist-${version}.zip`);
  rmSync(dist, { recursive: true, force: true });
  await run('unzip', ['-q', '-o', zip, '-d', path.dirname(dist)]);
  rmSync(zip, { force: true });
  for (const file of readdirSync(path.join(dist, 'bin')))
    if (file.endsWith('.sh')) chmodSync(path.join(dist, 'bin', file), 0o755);
  writeFileSync(path.join(dist, '.complete'), new Date().toISOString());
  log(`keycloak: ${version} in ${dist} after ${secs(Date.now() - started)}`);
  return dist;
}

/**
 * Makes sure `link` is a symlink to `target`.
 * @param {string} target
 * @param {string} link
 */
function ensureSymlink(target, link) {
  try {
    if (lstatSync(link).isSymbolicLink() && readlinkSync(link) === target) return;
    rmSync(link, { recursive: true, force: true });
  } catch {
    /* does not exist */
  }
  symlinkSync(target, link);
}

/**
 * Build-time options: the same for every start, or Keycloak builds itself again (30+ s).
 * @type {readonly string[]}
 */
const BUILD_OPTIONS = Object.freeze(['--db=dev-file', '--health-enabled=true']);
/** Marks a distribution whose `lib/quarkus` holds the dev-mode build for {@link BUILD_OPTIONS}. */
const BUILT_MARK = '.built-for';

/**
 * Prepares a Keycloak home for one data dir: `bin/*.sh` copied, the rest of the cached distribution linked
 * (`themes` to the realm's themes in infra/keycloak/themes), `lib/quarkus` (the server's build, 3 MB) copied so that each home keeps its own, and its own `data/` (H2
 * database, import folder). A home used with another Keycloak version gets a new database.
 * @param {string} dist distribution folder in the cache
 * @param {string} home
 * @param {{ version: string, log?: (msg: string) => void }} options
 * @returns {string} home
 */
export function prepareKeycloakHome(dist, home, { version, log = () => {} }) {
  mkdirSync(path.join(home, 'lib'), { recursive: true });
  mkdirSync(path.join(home, 'bin'), { recursive: true });
  mkdirSync(path.join(home, 'data', 'import'), { recursive: true });
  const versionFile = path.join(home, '.keycloak-version');
  const previous = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : '';
  if (previous && previous !== version && existsSync(path.join(home, 'data', 'h2'))) {
    log(`keycloak: this data dir was used with Keycloak ${previous}, now ${version}: new database`);
    rmSync(path.join(home, 'data', 'h2'), { recursive: true, force: true });
  }
  for (const file of readdirSync(path.join(dist, 'bin'))) {
    if (file.endsWith('.sh')) cpSync(path.join(dist, 'bin', file), path.join(home, 'bin', file));
    else ensureSymlink(path.join(dist, 'bin', file), path.join(home, 'bin', file));
  }
  for (const file of readdirSync(dist))
    if (!['bin', 'lib', 'data', 'themes', '.complete', BUILT_MARK].includes(file))
      ensureSymlink(path.join(dist, file), path.join(home, file));
  // The realm's own login theme, where Keycloak looks for themes.
  ensureSymlink(path.join(infraDir, 'keycloak', 'themes'), path.join(home, 'themes'));
  for (const file of readdirSync(path.join(dist, 'lib')))
    if (file !== 'quarkus') ensureSymlink(path.join(dist, 'lib', file), path.join(home, 'lib', file));
  rmSync(path.join(home, 'lib', 'quarkus'), { recursive: true, force: true });
  cpSync(path.join(dist, 'lib', 'quarkus'), path.join(home, 'lib', 'quarkus'), { recursive: true });
  writeFileSync(versionFile, version);
  return home;
}

/**
 * After the first start from a distribution (which builds the server for dev mode, since `kc.sh build` cannot
 * build for it), keeps that build in the cached distribution, so that later homes start without building.
 * @param {string} home a home whose Keycloak has started
 * @param {string} dist
 */
export function keepKeycloakBuild(home, dist) {
  const mark = path.join(dist, BUILT_MARK);
  if (existsSync(mark) && readFileSync(mark, 'utf8') === BUILD_OPTIONS.join(' ')) return;
  const staged = path.join(dist, 'lib', `quarkus.${process.pid}`);
  cpSync(path.join(home, 'lib', 'quarkus'), staged, { recursive: true });
  rmSync(path.join(dist, 'lib', 'quarkus'), { recursive: true, force: true });
  renameSync(staged, path.join(dist, 'lib', 'quarkus'));
  writeFileSync(mark, BUILD_OPTIONS.join(' '));
}

/**
 * Command, arguments and environment to start Keycloak in dev mode from `home`.
 * @param {{ home: string, javaHome: string, port: number, managementPort: number, adminUser: string, adminPassword: string, javaOptsAppend?: string }} options
 *   javaOptsAppend: extra JVM options (KEYCLOAK_JAVA_OPTS_APPEND)
 * @returns {{ cmd: string, args: string[], env: Record<string, string | undefined> }}
 */
export function keycloakCommand({
  home,
  javaHome,
  port,
  managementPort,
  adminUser,
  adminPassword,
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
      '--import-realm',
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
