// @ts-check
// Installs the local infrastructure's tools once into the cache dir (INFRA_CACHE_DIR): FerretDB, nats-server,
// helm and k6 (the edge benchmark) built with Go from the Go module proxy, Keycloak through Maven, redis-server and chromium from
// Debian's apt.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnv } from './env.mjs';
import { readJson, withLock, writeJson } from './files.mjs';
import { chooseKeycloak, findJdks, installKeycloakDist, keycloakDistDir } from './keycloak.mjs';
import { InfraError, secs } from './messages.mjs';
import { isExecutable, run, which } from './run.mjs';
import { FERRETDB_VERSION, HELM_VERSION, K6_VERSION, NATS_SERVER_VERSION } from './versions.mjs';

/** Names that {@link ensureInstalled} knows. */
export const TOOLS = Object.freeze([
  'ferretdb',
  'nats-server',
  'redis-server',
  'keycloak',
  'chromium',
  'helm',
  'k6',
]);

/**
 * @typedef {object} InstalledTool
 * @property {string} name
 * @property {string} version
 * @property {string} path the executable (for keycloak: `bin/kc.sh` of the cached distribution)
 * @property {string} [home] keycloak: the cached distribution folder
 * @property {string} [javaHome] keycloak: the JDK it runs on
 * @property {number} [javaMajor] keycloak
 */

/**
 * @typedef {{ cacheDir: string, settings: Record<string, string>, log: (msg: string) => void, verbose: boolean }} Ctx
 */

/**
 * Installs what is missing among `names` (default: all of {@link TOOLS}) and returns where each one is.
 * Fast when everything is there; safe when two processes call it at once (a lock in the cache).
 * @param {string | string[]} [names]
 * @param {{ cacheDir?: string, settings?: Record<string, string>, log?: (msg: string) => void, verbose?: boolean }} [options]
 *   verbose: show the builds' output
 * @returns {Promise<Record<string, InstalledTool>>}
 */
export async function ensureInstalled(names = [...TOOLS], options = {}) {
  const list = typeof names === 'string' ? [names] : [...names];
  const unknown = list.filter((name) => !TOOLS.includes(name));
  if (unknown.length)
    throw new InfraError(`unknown tool(s): ${unknown.join(', ')}`, `known: ${TOOLS.join(', ')}`);
  const settings = options.settings ?? loadEnv();
  /** @type {Ctx} */
  const ctx = {
    cacheDir: path.resolve(options.cacheDir ?? settings.INFRA_CACHE_DIR ?? '.infra'),
    settings,
    log: options.log ?? ((message) => console.log(`[infra] ${message}`)),
    verbose: options.verbose ?? false,
  };
  /** @type {Record<string, InstalledTool>} */
  const result = {};
  const findAll = () =>
    list.filter((name) => !(result[name] = /** @type {InstalledTool} */ (findInstalled(name, ctx))));
  if (findAll().length === 0) return result;

  return withLock(
    path.join(ctx.cacheDir, '.install.lock'),
    async () => {
      const started = Date.now();
      const todo = findAll();
      if (todo.length) ctx.log(`installing into ${ctx.cacheDir}: ${todo.join(', ')}`);
      const apt = todo.filter((name) => name in APT);
      if (apt.length) Object.assign(result, await installAptTools(apt, ctx));
      // the Go builds one after the other (they use every core), Keycloak alongside
      const goChain = (async () => {
        for (const name of todo.filter((n) => n === 'ferretdb' || n === 'helm' || n in GO_INSTALLED))
          result[name] = await installGoTool(name, ctx);
      })();
      const keycloakChain = todo.includes('keycloak')
        ? installKeycloakTool(ctx).then((tool) => (result.keycloak = tool))
        : Promise.resolve();
      const failed = (await Promise.allSettled([goChain, keycloakChain])).find(
        (s) => s.status === 'rejected',
      );
      if (failed) throw /** @type {PromiseRejectedResult} */ (failed).reason;
      if (todo.length) ctx.log(`installed ${todo.join(', ')} in ${secs(Date.now() - started)}`);
      return result;
    },
    { log: ctx.log },
  );
}

/**
 * What the cache's manifest records (name → tool), without checking the files.
 * @param {string} cacheDir
 * @returns {Record<string, InstalledTool>}
 */
export function readManifest(cacheDir) {
  return readJson(path.join(cacheDir, 'installed.json'), {});
}

/**
 * @param {string} cacheDir
 * @param {InstalledTool} tool
 */
function record(cacheDir, tool) {
  writeJson(path.join(cacheDir, 'installed.json'), { ...readManifest(cacheDir), [tool.name]: tool });
}

/**
 * The tool if it is installed in the expected version, else undefined.
 * @param {string} name
 * @param {Ctx} ctx
 * @returns {InstalledTool | undefined}
 */
function findInstalled(name, { cacheDir, settings }) {
  if (name in APT) {
    const found = findAptBinary(name);
    return found ? { name, version: '', path: found } : undefined;
  }
  if (name === 'keycloak') {
    const { version, jdk } = chooseKeycloak(findJdks(), settings);
    const home = keycloakDistDir(cacheDir, version);
    if (!existsSync(path.join(home, '.complete'))) return undefined;
    return {
      name,
      version,
      path: path.join(home, 'bin', 'kc.sh'),
      home,
      javaHome: jdk.home,
      javaMajor: jdk.major,
    };
  }
  const version =
    name === 'ferretdb' ? FERRETDB_VERSION : name === 'helm' ? HELM_VERSION : GO_INSTALLED[name]?.version;
  const tool = readManifest(cacheDir)[name];
  if (tool && tool.version === version && isExecutable(tool.path)) return tool;
  // built by an earlier version of these scripts, which did not record it
  const built = path.join(cacheDir, 'bin', name);
  const versionArgs =
    name === 'helm' ? ['version', '--short'] : (GO_INSTALLED[name]?.versionArgs ?? ['--version']);
  if (!version || !isExecutable(built)) return undefined;
  const output = spawnSync(built, versionArgs, { encoding: 'utf8' }).stdout ?? '';
  if (!output.includes(version.replace(/^v/, ''))) return undefined;
  record(cacheDir, { name, version, path: built });
  return { name, version, path: built };
}

// ---------------------------------------------------------------------------------------------- apt

/** @type {Record<string, { pkg: string, bins: string[] }>} */
const APT = {
  'redis-server': { pkg: 'redis-server', bins: ['redis-server'] },
  chromium: { pkg: 'chromium', bins: ['chromium', 'chromium-browser'] },
};

/**
 * @param {string} name
 * @returns {string | undefined}
 */
function findAptBinary(name) {
  return APT[name]?.bins.map((bin) => which(bin, ['/usr/bin', '/usr/sbin', '/usr/local/bin'])).find(Boolean);
}

/**
 * @param {string[]} names
 * @param {Ctx} ctx
 * @returns {Promise<Record<string, InstalledTool>>}
 */
async function installAptTools(names, { settings, log, verbose }) {
  const pkgs = names.map((name) => APT[name]?.pkg ?? name);
  const command = `apt-get install -y ${pkgs.join(' ')}`;
  const isRoot = process.getuid?.() === 0;
  const why = !which('apt-get')
    ? 'apt-get is not available here'
    : !isRoot
      ? 'not running as root'
      : settings.INFRA_NO_APT === '1'
        ? 'INFRA_NO_APT=1'
        : '';
  if (why)
    throw new InfraError(
      `${names.join(', ')} not found (${why}, so it is not installed automatically)`,
      `install it: sudo ${command}  (or put ${names.join('/')} on PATH)`,
    );
  const options = { env: { DEBIAN_FRONTEND: 'noninteractive' }, ...echoIf(verbose) };
  log(`apt: ${command}`);
  try {
    await run('apt-get', ['install', '-y', ...pkgs], options);
  } catch {
    log('apt: install failed, running apt-get update and trying again');
    await run('apt-get', ['update'], options);
    await run('apt-get', ['install', '-y', ...pkgs], options);
  }
  if (names.includes('redis-server')) await stopDebianRedisService(log);
  /** @type {Record<string, InstalledTool>} */
  const out = {};
  for (const name of names) {
    const found = findAptBinary(name);
    if (!found)
      throw new InfraError(`${name} still not found after ${command}`, `check the output of: ${command}`);
    out[name] = { name, version: '', path: found };
  }
  return out;
}

/**
 * The Debian package starts its own redis on 6379 where systemd runs; we start our own, so stop and disable
 * that service (best effort).
 * @param {(msg: string) => void} log
 */
async function stopDebianRedisService(log) {
  try {
    if (existsSync('/run/systemd/system') && which('systemctl'))
      await run('systemctl', ['disable', '--now', 'redis-server']);
    else if (existsSync('/run/redis/redis-server.pid') && which('service'))
      await run('service', ['redis-server', 'stop']);
    else return;
    log('apt: stopped the Debian redis-server service (we start our own redis)');
  } catch (error) {
    log(
      `apt: could not stop the Debian redis-server service: ${/** @type {Error} */ (error).message.split('\n')[0]}`,
    );
  }
}

/**
 * @param {boolean} verbose
 * @returns {{ echo?: (text: string) => void }}
 */
function echoIf(verbose) {
  return verbose ? { echo: (text) => process.stdout.write(text) } : {};
}

// ----------------------------------------------------------------------------------------------- Go

/**
 * Tools built with a plain `go install` of their module: the module, the version, and the arguments that make
 * the binary print its version.
 * @type {Record<string, { module: string, version: string, versionArgs: string[] }>}
 */
const GO_INSTALLED = {
  'nats-server': {
    module: 'github.com/nats-io/nats-server/v2',
    version: NATS_SERVER_VERSION,
    versionArgs: ['--version'],
  },
  k6: { module: 'go.k6.io/k6', version: K6_VERSION, versionArgs: ['version'] },
};

/**
 * The `go` command; throws if Go is missing or older than 1.21 (which fetches the toolchain a module asks for).
 * @returns {Promise<string>}
 */
export async function requireGo() {
  const home = os.homedir();
  const go = which('go', [
    '/usr/local/go/bin',
    path.join(home, 'go', 'bin'),
    path.join(home, 'sdk', 'go', 'bin'),
    '/usr/lib/go/bin',
  ]);
  const hint = 'install Go 1.22+ (https://go.dev/dl/, or a Debian golang package of 1.22+) or put it on PATH';
  if (!go) throw new InfraError('go not found (needed to build FerretDB, nats-server and helm)', hint);
  const version = (await run(go, ['env', 'GOVERSION'])).trim();
  const [major = 0, minor = 0] = (/^go(\d+)\.(\d+)/.exec(version) ?? []).slice(1).map(Number);
  if (major < 1 || (major === 1 && minor < 21)) throw new InfraError(`${go} is ${version}, too old`, hint);
  return go;
}

/**
 * `go mod download -json` of a module: where its source is and which commit it came from.
 * @param {string} go
 * @param {string} module `path@version`
 * @param {{ cwd: string, env: Record<string, string> }} options
 * @returns {Promise<{ Dir: string, GoMod?: string, Origin?: { Hash?: string } }>}
 */
async function downloadModule(go, module, options) {
  const info = JSON.parse(await run(go, ['mod', 'download', '-json', module], options));
  if (info.Error || !info.Dir)
    throw new InfraError(
      `go mod download ${module} failed: ${info.Error ?? 'no Dir'}`,
      'check access to the Go module proxy (GOPROXY)',
    );
  return info;
}

/**
 * @param {string} name
 * @param {Ctx} ctx
 * @returns {Promise<InstalledTool>}
 */
async function installGoTool(name, { cacheDir, log, verbose }) {
  const go = await requireGo();
  const bin = path.join(cacheDir, 'bin');
  const work = path.join(cacheDir, 'tmp');
  mkdirSync(bin, { recursive: true });
  mkdirSync(work, { recursive: true });
  const env = {
    GOBIN: bin,
    CGO_ENABLED: '0',
    GOFLAGS: '-buildvcs=false',
    GOWORK: 'off',
    GO111MODULE: 'on',
    PATH: `${path.dirname(go)}${path.delimiter}${process.env.PATH ?? ''}`,
  };
  const options = { cwd: work, env, ...echoIf(verbose) };
  const started = Date.now();
  const target = path.join(bin, name);
  /** @type {string} */
  let version;
  if (name === 'ferretdb') {
    version = FERRETDB_VERSION;
    log(`ferretdb: building FerretDB ${version} from module source (SQLite backend)`);
    const info = await downloadModule(go, `github.com/FerretDB/FerretDB@${version}`, { cwd: work, env });
    const src = path.join(cacheDir, 'build', `ferretdb-${version}`);
    rmSync(src, { recursive: true, force: true });
    mkdirSync(path.dirname(src), { recursive: true });
    await run('cp', ['-R', info.Dir, src]);
    await run('chmod', ['-R', 'u+w', src]);
    // without build/version/version.txt the binary panics at start
    const versionDir = path.join(src, 'build', 'version');
    writeFileSync(path.join(versionDir, 'version.txt'), `${version}\n`);
    if (info.Origin?.Hash) writeFileSync(path.join(versionDir, 'commit.txt'), `${info.Origin.Hash}\n`);
    writeFileSync(path.join(versionDir, 'package.txt'), 'agecheck-local\n');
    await run(go, ['build', '-trimpath', '-o', target, './cmd/ferretdb'], { ...options, cwd: src });
    rmSync(src, { recursive: true, force: true });
    await expectVersion(target, ['--version'], version);
  } else if (name === 'helm') {
    version = HELM_VERSION;
    log(`helm: go install helm.sh/helm/v3/cmd/helm@${version}`);
    // the -X flags of helm's Makefile, so that `helm version` and the default Kubernetes version are right
    const info = await downloadModule(go, `helm.sh/helm/v3@${version}`, { cwd: work, env });
    const gomod = info.GoMod && existsSync(info.GoMod) ? readFileSync(info.GoMod, 'utf8') : '';
    const kubeMinor = /k8s\.io\/client-go v0\.(\d+)\./.exec(gomod)?.[1];
    const ldflags = [
      '-w',
      '-s',
      `-X helm.sh/helm/v3/internal/version.version=${version}`,
      '-X helm.sh/helm/v3/internal/version.gitTreeState=clean',
    ];
    if (info.Origin?.Hash) ldflags.push(`-X helm.sh/helm/v3/internal/version.gitCommit=${info.Origin.Hash}`);
    for (const pkg of kubeMinor ? ['helm.sh/helm/v3/pkg/lint/rules', 'helm.sh/helm/v3/pkg/chartutil'] : [])
      ldflags.push(`-X ${pkg}.k8sVersionMajor=1`, `-X ${pkg}.k8sVersionMinor=${kubeMinor}`);
    await run(
      go,
      ['install', '-trimpath', `-ldflags=${ldflags.join(' ')}`, `helm.sh/helm/v3/cmd/helm@${version}`],
      options,
    );
    await expectVersion(target, ['version', '--short'], version);
  } else {
    const { module, versionArgs } = GO_INSTALLED[name] ?? { module: name, versionArgs: [] };
    version = GO_INSTALLED[name]?.version ?? '';
    log(`${name}: go install ${module}@${version}`);
    await run(go, ['install', '-trimpath', `${module}@${version}`], options);
    await expectVersion(target, versionArgs, version.slice(1));
  }
  /** @type {InstalledTool} */
  const tool = { name, version, path: target };
  record(cacheDir, tool);
  log(`${name}: ${version} installed at ${target} in ${secs(Date.now() - started)}`);
  return tool;
}

/**
 * @param {string} binary
 * @param {string[]} args
 * @param {string} version
 */
async function expectVersion(binary, args, version) {
  const output = await run(binary, args);
  if (!output.includes(version))
    throw new InfraError(`${binary} reports an unexpected version (want ${version}):\n${output}`);
}

// ----------------------------------------------------------------------------------------- Keycloak

/**
 * @param {Ctx} ctx
 * @returns {Promise<InstalledTool>}
 */
async function installKeycloakTool({ cacheDir, settings, log }) {
  const { version, jdk } = chooseKeycloak(findJdks(), settings);
  log(`keycloak: Keycloak ${version} on Java ${jdk.major} (${jdk.home})`);
  const home = await installKeycloakDist(cacheDir, version, log);
  return {
    name: 'keycloak',
    version,
    path: path.join(home, 'bin', 'kc.sh'),
    home,
    javaHome: jdk.home,
    javaMajor: jdk.major,
  };
}
