// Installs the local infrastructure's tools once into the cache dir (INFRA_CACHE_DIR):
// FerretDB, nats-server, helm and k6 built with Go, Keycloak from Maven Central, redis-server and chromium
// from Debian's apt.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnv } from './env.mjs';
import { installKeycloak } from './keycloak.mjs';
import { InfraError, isExecutable, readJson, run, secs, which, withLock, writeJson } from './util.mjs';
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
 * @property {number} [installMs] how long the install took (only when it was installed by this call)
 * @property {string} [installedAt] ISO time (in the manifest)
 */

/**
 * @typedef {object} InstallOptions
 * @property {string} [cacheDir] default: INFRA_CACHE_DIR from {@link loadEnv}
 * @property {Record<string, string>} [settings] default: {@link loadEnv}()
 * @property {(msg: string) => void} [log] progress messages (default: console.log)
 * @property {boolean} [verbose] stream the build output
 */

/**
 * Installs what is missing among `names` (default: all of {@link TOOLS}) and returns where each one is.
 * Idempotent and fast when everything is there; safe when two processes call it at once (lock in the cache).
 * Throws an {@link InfraError} that says what is missing and how to get it when it cannot proceed.
 * @param {string | string[]} [names]
 * @param {InstallOptions} [options]
 * @returns {Promise<Record<string, InstalledTool>>}
 */
export async function ensureInstalled(names = [...TOOLS], options = {}) {
  const list = typeof names === 'string' ? [names] : [...names];
  const unknown = list.filter((n) => !TOOLS.includes(n));
  if (unknown.length)
    throw new InfraError(`unknown tool(s): ${unknown.join(', ')}`, `known: ${TOOLS.join(', ')}`);
  const settings = options.settings ?? loadEnv();
  const cacheDir = path.resolve(options.cacheDir ?? settings.INFRA_CACHE_DIR);
  const log = options.log ?? ((m) => console.log(`[infra] ${m}`));
  const ctx = { cacheDir, settings, log, verbose: options.verbose ?? false };

  // fast path without the lock: everything recorded and present
  /** @type {Record<string, InstalledTool>} */
  const result = {};
  /** @type {string[]} */
  const missing = [];
  for (const name of list) {
    const found = findInstalled(name, ctx);
    if (found) result[name] = found;
    else missing.push(name);
  }
  if (missing.length === 0) return result;

  return withLock(
    path.join(cacheDir, '.install.lock'),
    async () => {
      const t0 = Date.now();
      const todo = missing.filter((name) => {
        const found = findInstalled(name, ctx);
        if (found) result[name] = found;
        return !found;
      });
      if (todo.length) log(`installing into ${cacheDir}: ${todo.join(', ')}`);
      // apt packages first (one apt-get call), then the Go builds one after the other (2 cores)
      // while Keycloak downloads and does its trial start.
      const apt = todo.filter((n) => n === 'redis-server' || n === 'chromium');
      if (apt.length) Object.assign(result, await installAptTools(apt, ctx));
      const goTools = todo.filter((n) => n === 'ferretdb' || n === 'helm' || n in GO_INSTALLED);
      const goChain = (async () => {
        for (const name of goTools) result[name] = await installGoTool(name, ctx);
      })();
      const kcChain = todo.includes('keycloak')
        ? installKeycloakTool(ctx).then((r) => (result.keycloak = r))
        : Promise.resolve();
      const settled = await Promise.allSettled([goChain, kcChain]);
      const failed = settled.filter((s) => s.status === 'rejected');
      if (failed.length) throw /** @type {PromiseRejectedResult} */ (failed[0]).reason;
      if (todo.length) log(`installed ${todo.join(', ')} in ${secs(Date.now() - t0)}`);
      return result;
    },
    { log },
  );
}

/**
 * @typedef {{ cacheDir: string, settings: Record<string, string>, log: (msg: string) => void, verbose: boolean }} Ctx
 */

/**
 * @param {string} cacheDir
 * @returns {string}
 */
function manifestFile(cacheDir) {
  return path.join(cacheDir, 'installed.json');
}

/**
 * What the cache's manifest records (name → tool), without checking the files.
 * @param {string} cacheDir
 * @returns {Record<string, InstalledTool>}
 */
export function readManifest(cacheDir) {
  return readJson(manifestFile(cacheDir), {});
}

/**
 * @param {string} cacheDir
 * @param {InstalledTool} tool
 */
function record(cacheDir, tool) {
  const m = readManifest(cacheDir);
  m[tool.name] = { ...tool, installedAt: new Date().toISOString() };
  writeJson(manifestFile(cacheDir), m);
}

/**
 * The tool if it is installed in the expected version, else undefined.
 * @param {string} name
 * @param {Ctx} ctx
 * @returns {InstalledTool | undefined}
 */
function findInstalled(name, { cacheDir, settings }) {
  switch (name) {
    case 'redis-server':
    case 'chromium': {
      const p = findAptBinary(name);
      return p ? { name, version: '', path: p } : undefined;
    }
    case 'keycloak': {
      const t = readManifest(cacheDir).keycloak;
      if (
        !t ||
        !t.home ||
        !existsSync(path.join(t.home, '.complete')) ||
        !t.javaHome ||
        !existsSync(path.join(t.javaHome, 'bin', 'java'))
      )
        return undefined;
      const choice = readJson(
        path.join(cacheDir, 'keycloak', 'choice.json'),
        /** @type {import('./keycloak.mjs').KeycloakChoice | null} */ (null),
      );
      if (!choice || choice.version !== t.version || choice.javaHome !== t.javaHome) return undefined;
      if (settings.KEYCLOAK_VERSION && settings.KEYCLOAK_VERSION !== t.version) return undefined;
      if (settings.KEYCLOAK_JAVA_HOME && settings.KEYCLOAK_JAVA_HOME !== t.javaHome) return undefined;
      return t;
    }
    default: {
      const t = readManifest(cacheDir)[name];
      const want =
        name === 'ferretdb' ? FERRETDB_VERSION : name === 'helm' ? HELM_VERSION : GO_INSTALLED[name].version;
      if (!t || t.version !== want || !isExecutable(t.path)) return undefined;
      return t;
    }
  }
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
  for (const b of APT[name].bins) {
    const p = which(b, ['/usr/bin', '/usr/sbin', '/usr/local/bin']);
    if (p) return p;
  }
  return undefined;
}

/**
 * @param {string[]} names
 * @param {Ctx} ctx
 * @returns {Promise<Record<string, InstalledTool>>}
 */
async function installAptTools(names, { settings, log, verbose }) {
  const pkgs = names.map((n) => APT[n].pkg);
  const cmd = `apt-get install -y ${pkgs.join(' ')}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (settings.INFRA_NO_APT === '1' || !which('apt-get') || !isRoot) {
    const why = !which('apt-get')
      ? 'apt-get is not available here'
      : !isRoot
        ? 'not running as root'
        : 'INFRA_NO_APT=1';
    throw new InfraError(
      `${names.join(', ')} not found (${why}, so it is not installed automatically)`,
      `install it: sudo ${cmd}  (or put ${names.join('/')} on PATH)`,
    );
  }
  const t0 = Date.now();
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  log(`apt: ${cmd}`);
  try {
    await run('apt-get', ['install', '-y', ...pkgs], { env, log, verbose });
  } catch {
    log('apt: install failed, running apt-get update and trying again');
    await run('apt-get', ['update'], { env, log, verbose });
    await run('apt-get', ['install', '-y', ...pkgs], { env, log, verbose });
  }
  if (names.includes('redis-server')) await stopDebianRedisService(log);
  /** @type {Record<string, InstalledTool>} */
  const out = {};
  for (const name of names) {
    const p = findAptBinary(name);
    if (!p) throw new InfraError(`${name} still not found after ${cmd}`, `check the output of: ${cmd}`);
    out[name] = { name, version: '', path: p, installMs: Date.now() - t0 };
  }
  log(`apt: installed ${pkgs.join(', ')} in ${secs(Date.now() - t0)}`);
  return out;
}

/**
 * The Debian package starts its own redis on 6379 where systemd runs; we start our own, so stop and
 * disable that service (best effort).
 * @param {(msg: string) => void} log
 */
async function stopDebianRedisService(log) {
  try {
    if (existsSync('/run/systemd/system') && which('systemctl')) {
      await run('systemctl', ['disable', '--now', 'redis-server']);
      log('apt: stopped and disabled the Debian redis-server service (we start our own redis)');
    } else if (existsSync('/run/redis/redis-server.pid') && which('service')) {
      await run('service', ['redis-server', 'stop']);
      log('apt: stopped the Debian redis-server service (we start our own redis)');
    }
  } catch (e) {
    log(
      `apt: could not stop the Debian redis-server service: ${/** @type {Error} */ (e).message.split('\n')[0]}`,
    );
  }
}

// ----------------------------------------------------------------------------------------------- Go

/**
 * Tools built with a plain `go install` of their module: the module, the version, and the arguments that
 * make the binary print its version.
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
 * The `go` command and its version; throws if Go is missing or older than 1.21 (1.21+ fetches the newer
 * toolchain that a module asks for by itself).
 * @returns {Promise<{ go: string, version: string }>}
 */
export async function requireGo() {
  const go = which('go', [
    '/usr/local/go/bin',
    path.join(os.homedir(), 'go', 'bin'),
    path.join(os.homedir(), 'sdk', 'go', 'bin'),
    '/usr/lib/go/bin',
  ]);
  const hint =
    'install Go 1.22+ (https://go.dev/dl/, or apt-get install golang from a Debian release that has 1.22+) or put it on PATH';
  if (!go) throw new InfraError('go not found (needed to build FerretDB, nats-server and helm)', hint);
  const version = (await run(go, ['env', 'GOVERSION'])).trim();
  const m = /^go(\d+)\.(\d+)/.exec(version);
  if (!m || Number(m[1]) < 1 || (Number(m[1]) === 1 && Number(m[2]) < 21))
    throw new InfraError(`${go} is ${version}, too old`, hint);
  return { go, version };
}

/**
 * @param {string} name
 * @param {Ctx} ctx
 * @returns {Promise<InstalledTool>}
 */
async function installGoTool(name, ctx) {
  const { cacheDir, log } = ctx;
  const { go } = await requireGo();
  const bin = path.join(cacheDir, 'bin');
  const work = path.join(cacheDir, 'tmp');
  mkdirSync(bin, { recursive: true });
  mkdirSync(work, { recursive: true });
  /** @type {Record<string, string | undefined>} */
  const env = {
    GOBIN: bin,
    CGO_ENABLED: '0',
    GOFLAGS: '-buildvcs=false',
    GOWORK: 'off',
    GO111MODULE: 'on',
    PATH: `${path.dirname(go)}${path.delimiter}${process.env.PATH ?? ''}`,
  };
  const runOpts = { cwd: work, env, log, verbose: ctx.verbose };
  const t0 = Date.now();
  /** @type {InstalledTool} */
  let tool;
  if (name === 'ferretdb') {
    log(`ferretdb: building FerretDB ${FERRETDB_VERSION} from module source (SQLite backend)`);
    const info = JSON.parse(
      await run(go, ['mod', 'download', '-json', `github.com/FerretDB/FerretDB@${FERRETDB_VERSION}`], {
        ...runOpts,
        verbose: false,
      }),
    );
    if (info.Error || !info.Dir)
      throw new InfraError(
        `ferretdb: go mod download failed: ${info.Error ?? 'no Dir'}`,
        'check access to the Go module proxy (GOPROXY)',
      );
    const src = path.join(cacheDir, 'build', `ferretdb-${FERRETDB_VERSION}`);
    rmSync(src, { recursive: true, force: true });
    mkdirSync(path.dirname(src), { recursive: true });
    await run('cp', ['-R', info.Dir, src]);
    await run('chmod', ['-R', 'u+w', src]);
    // without build/version/version.txt the binary panics at start
    writeFileSync(path.join(src, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
    if (info.Origin?.Hash)
      writeFileSync(path.join(src, 'build', 'version', 'commit.txt'), `${info.Origin.Hash}\n`);
    writeFileSync(path.join(src, 'build', 'version', 'package.txt'), 'agecheck-local\n');
    // default tags = production build: SQLite and PostgreSQL backends, no ferretdb_debug
    await run(go, ['build', '-trimpath', '-o', path.join(bin, 'ferretdb'), './cmd/ferretdb'], {
      ...runOpts,
      cwd: src,
    });
    const out = await run(path.join(bin, 'ferretdb'), ['--version']);
    if (!out.includes(FERRETDB_VERSION))
      throw new InfraError(`ferretdb: the built binary reports an unexpected version:\n${out}`);
    rmSync(src, { recursive: true, force: true });
    tool = { name, version: FERRETDB_VERSION, path: path.join(bin, 'ferretdb') };
  } else if (name in GO_INSTALLED) {
    const { module, version, versionArgs } = GO_INSTALLED[name];
    log(`${name}: go install ${module}@${version}`);
    await run(go, ['install', '-trimpath', `${module}@${version}`], runOpts);
    const out = await run(path.join(bin, name), versionArgs);
    if (!out.includes(version.slice(1))) throw new InfraError(`${name}: unexpected version output:\n${out}`);
    tool = { name, version, path: path.join(bin, name) };
  } else {
    log(`helm: go install helm.sh/helm/v3/cmd/helm@${HELM_VERSION}`);
    // the same -X flags as helm's Makefile, so that `helm version` and the default Kubernetes version are right
    const info = JSON.parse(
      await run(go, ['mod', 'download', '-json', `helm.sh/helm/v3@${HELM_VERSION}`], {
        ...runOpts,
        verbose: false,
      }),
    );
    const gomod = info.GoMod && existsSync(info.GoMod) ? readFileSync(info.GoMod, 'utf8') : '';
    const k8s = /k8s\.io\/client-go v0\.(\d+)\./.exec(gomod);
    const ldflags = [
      '-w',
      '-s',
      `-X helm.sh/helm/v3/internal/version.version=${HELM_VERSION}`,
      '-X helm.sh/helm/v3/internal/version.gitTreeState=clean',
    ];
    if (info.Origin?.Hash) ldflags.push(`-X helm.sh/helm/v3/internal/version.gitCommit=${info.Origin.Hash}`);
    if (k8s) {
      for (const pkg of ['helm.sh/helm/v3/pkg/lint/rules', 'helm.sh/helm/v3/pkg/chartutil']) {
        ldflags.push(`-X ${pkg}.k8sVersionMajor=1`, `-X ${pkg}.k8sVersionMinor=${k8s[1]}`);
      }
    }
    await run(
      go,
      ['install', '-trimpath', `-ldflags=${ldflags.join(' ')}`, `helm.sh/helm/v3/cmd/helm@${HELM_VERSION}`],
      runOpts,
    );
    const out = await run(path.join(bin, 'helm'), ['version', '--short']);
    if (!out.includes(HELM_VERSION)) throw new InfraError(`helm: unexpected version output:\n${out}`);
    tool = { name, version: HELM_VERSION, path: path.join(bin, 'helm') };
  }
  tool.installMs = Date.now() - t0;
  record(cacheDir, tool);
  log(`${name}: ${tool.version} installed at ${tool.path} in ${secs(tool.installMs)}`);
  return tool;
}

// ----------------------------------------------------------------------------------------- Keycloak

/**
 * @param {Ctx} ctx
 * @returns {Promise<InstalledTool>}
 */
async function installKeycloakTool({ cacheDir, settings, log }) {
  const t0 = Date.now();
  const choice = await installKeycloak({ cacheDir, settings, log });
  /** @type {InstalledTool} */
  const tool = {
    name: 'keycloak',
    version: choice.version,
    path: path.join(choice.dist, 'bin', 'kc.sh'),
    home: choice.dist,
    javaHome: choice.javaHome,
    javaMajor: choice.javaMajor,
    installMs: Date.now() - t0,
  };
  record(cacheDir, tool);
  return tool;
}
