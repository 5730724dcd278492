#!/usr/bin/env node
// `npm test`: typecheck, lint, unit tests, build, then the whole platform on free ports (real FerretDB,
// NATS, Redis, Keycloak, SMTP catcher, the five services, the remotes' servers and the gateway) for the
// integration and end-to-end tests and schemathesis against the API description, then the Helm checks.
// Ends with one line: `N passed, N failed`.
//   npm test -- --skip lint,helm      skip steps (typecheck, lint, unit, build, budget, integration, e2e, api,
//                                     helm)
//   npm test -- --only unit           run only these steps
//   npm test -- --only integration --tests svc-files/test   only the test files matching these patterns
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureNodeModules } from './bootstrap.mjs';

ensureNodeModules((line) => console.log(`[test] ${line}`));
const {
  ensureInstalled,
  freeInfraPorts,
  loadEnv,
  repoRoot,
  run,
  runDir,
  startInfra,
  stopRecorded,
  tailFile,
} = await import('../lib/index.mjs');
const { buildAll, freeAppPorts, startApps } = await import('../platform/apps.mjs');
const { loadDemoData } = await import('../platform/demo-data.mjs');
const { runSchemathesis } = await import('../platform/schemathesis.mjs');
const echo = (/** @type {string} */ text) => process.stdout.write(text);

const STEPS = ['typecheck', 'lint', 'unit', 'build', 'budget', 'integration', 'e2e', 'api', 'helm'];
const argument = (/** @type {string} */ name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? '').split(',').filter(Boolean) : undefined;
};
const only = argument('only');
const skip = argument('skip') ?? [];
// jest's test path patterns for the jest steps, e.g. `--tests svc-files/test,authorization-matrix`
const tests = argument('tests');
const unknownSteps = [...(only ?? []), ...skip].filter((step) => !STEPS.includes(step));
if (unknownSteps.length) {
  console.error(`unknown step(s): ${unknownSteps.join(', ')}; the steps are ${STEPS.join(', ')}`);
  process.exit(2);
}
const wanted = (/** @type {string} */ step) => (only ? only.includes(step) : !skip.includes(step));

const log = (/** @type {string} */ line) => console.log(`[test] ${line}`);
/** @type {{ step: string, passed: number, failed: number, note?: string }[]} */
const results = [];
/** @type {(step: string, passed: number, failed: number, note?: string) => void} */
const record = (step, passed, failed, note) => {
  results.push({ step, passed, failed, ...(note ? { note } : {}) });
  log(`${step}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}`);
};

/**
 * @param {string} step
 * @param {string} cmd
 * @param {string[]} args
 */
async function check(step, cmd, args) {
  if (!wanted(step)) return true;
  log(`${step}: ${cmd} ${args.join(' ')}`);
  // the output comes whole at the end, as the checks run side by side
  try {
    echo(await run(cmd, args));
    record(step, 1, 0);
    return true;
  } catch (error) {
    echo(/** @type {{ output?: string }} */ (error).output ?? String(error));
    record(step, 0, 1);
    return false;
  }
}

/**
 * @param {string} step
 * @param {string[]} extraArgs
 * @param {Record<string, string>} [env]
 */
async function jest(step, extraArgs, env = {}) {
  if (!wanted(step)) return;
  const outputFile = path.join(os.tmpdir(), `agecheck-jest-${step}-${process.pid}.json`);
  log(`${step}: jest`);
  try {
    await run(
      'npx',
      [
        'jest',
        '--selectProjects',
        step,
        '--json',
        `--outputFile=${outputFile}`,
        ...(tests ? ['--testPathPatterns', tests.join('|')] : []),
        ...extraArgs,
      ],
      { env, echo },
    );
  } catch {
    // the counts below tell what failed
  }
  if (!existsSync(outputFile)) return record(step, 0, 1, 'jest did not run');
  const summary = JSON.parse(readFileSync(outputFile, 'utf8'));
  rmSync(outputFile, { force: true });
  const suiteFailures = summary.numRuntimeErrorTestSuites ?? 0;
  record(
    step,
    summary.numPassedTests,
    summary.numFailedTests + suiteFailures,
    suiteFailures ? `${suiteFailures} suites failed to run` : undefined,
  );
}

async function helm() {
  if (!wanted('helm')) return;
  const script = path.join(repoRoot, 'helm', 'scripts', 'check.mjs');
  if (!existsSync(script)) return record('helm', 0, 1, 'helm/scripts/check.mjs is missing');
  log('helm: node helm/scripts/check.mjs');
  let output = '';
  try {
    output = await run(process.execPath, [script], { echo });
  } catch (error) {
    output = /** @type {{ output?: string }} */ (error).output ?? '';
  }
  const summary = /^(\d+) passed, (\d+) failed/m.exec(output.split('\n').reverse().join('\n'));
  if (!summary) return record('helm', 0, 1, 'no summary line');
  record('helm', Number(summary[1]), Number(summary[2]));
}

/**
 * schemathesis against the running platform, after the integration and end-to-end tests: its writes go to
 * the same data, so they cannot disturb what those tests read. One result per described operation.
 * @param {{ gatewayUrl: string, issuer: string, dataDir: string }} platform
 */
async function apiConformance({ gatewayUrl, issuer, dataDir }) {
  if (!wanted('api')) return;
  log('api: schemathesis against /api/openapi.json');
  const started = Date.now();
  try {
    const { passed, failed } = await runSchemathesis({
      cacheDir: loadEnv().INFRA_CACHE_DIR,
      gatewayUrl,
      issuer,
      reportDir: dataDir,
      log,
    });
    record('api', passed, failed, `${Math.round((Date.now() - started) / 1000)} s`);
  } catch (error) {
    console.error(error);
    record('api', 0, 1, 'schemathesis did not run');
  }
}

/** @param {string} logsDir */
function printLogTails(logsDir) {
  if (!existsSync(logsDir)) return;
  for (const file of readdirSync(logsDir)) {
    console.log(`\n----- ${file} (last lines) -----\n${tailFile(path.join(logsDir, file), 25)}`);
  }
}

async function platformTests() {
  if (!wanted('integration') && !wanted('e2e') && !wanted('api')) return;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agecheck-test-'));
  const logsDir = path.join(dataDir, 'logs');
  const testPidDir = path.join(dataDir, 'started-by-tests');
  mkdirSync(testPidDir, { recursive: true });
  let infra;
  let apps;
  let failed = false;
  try {
    const infraPorts = await freeInfraPorts();
    const ports = { GATEWAY_PORT: infraPorts.gateway, ...(await freeAppPorts(infraPorts)) };

    const started = Date.now();
    infra = await startInfra({ ports: infraPorts, dataDir, log: (line) => console.log(`[infra] ${line}`) });
    const filesLinkSecret = randomBytes(32).toString('hex');
    apps = await startApps({
      infraEnv: infra.env,
      ports,
      dataDir,
      log,
      logLevel: 'warn',
      frontends: wanted('e2e'),
      filesLinkSecret,
      // an account left behind by a creation that failed half way is removed 20 s after (users-admin.int-spec)
      settings: { KEYCLOAK_ORPHAN_AFTER_MS: '20000' },
    });
    await loadDemoData({
      gatewayUrl: apps.gatewayUrl,
      issuer: infra.urls.keycloakIssuer,
      mongoUrl: infra.urls.mongo,
      log,
    });
    log(`platform up with demo data in ${Math.round((Date.now() - started) / 1000)} s at ${apps.gatewayUrl}`);

    const env = {
      ...infra.env,
      AGECHECK_GATEWAY_URL: apps.gatewayUrl,
      AGECHECK_SERVICE_URLS: JSON.stringify(apps.serviceUrls),
      AGECHECK_REMOTES: JSON.stringify(apps.remotes),
      AGECHECK_LOGS_DIR: logsDir,
      // svc-files' storage directory, where the upload tests count the stored files
      AGECHECK_FILES_DIR: path.join(dataDir, 'files'),
      // the key svc-files signs its links with: a download test signs one that has expired
      AGECHECK_FILES_LINK_SECRET: filesLinkSecret,
      // processes the tests start themselves (a remote's server restarted) are recorded here and stopped below
      AGECHECK_PID_DIR: testPidDir,
      // the pid files of the infrastructure's servers (a test freezes Keycloak: whileInfraFrozen)
      AGECHECK_INFRA_RUN_DIR: runDir(dataDir),
      CHROMIUM_PATH: (await ensureInstalled(['chromium'])).chromium.path,
      NATS_SERVER_BIN: (await ensureInstalled(['nats-server']))['nats-server'].path,
    };
    const before = results.filter((result) => result.failed > 0).length;
    await jest('integration', ['--runInBand', '--testTimeout=30000'], env);
    await jest('e2e', ['--runInBand', '--testTimeout=120000'], env);
    await apiConformance({ gatewayUrl: apps.gatewayUrl, issuer: infra.urls.keycloakIssuer, dataDir });
    failed = results.filter((result) => result.failed > 0).length > before;
  } catch (error) {
    failed = true;
    console.error(error);
    record('platform', 0, 1, 'did not start');
  } finally {
    await stopRecorded(testPidDir);
    for (const handle of [...(apps?.handles ?? [])].reverse()) await handle.stop();
    await infra?.stop();
    if (failed) printLogTails(logsDir);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const started = Date.now();
// tsc and ESLint each keep one core busy: side by side on two
await Promise.all([check('typecheck', 'npm', ['run', 'typecheck']), check('lint', 'npm', ['run', 'lint'])]);
await jest('unit', []);
let built = true;
if (wanted('build') || wanted('integration') || wanted('e2e') || wanted('api')) {
  log('build');
  try {
    await buildAll({ log, frontends: wanted('build') || wanted('e2e') });
    record('build', 1, 0);
  } catch (error) {
    console.error(/** @type {{ output?: string }} */ (error).output ?? error);
    record('build', 0, 1);
    built = false;
  }
}
// the first load's budget over the built front ends (packages/frontend-build/bundler/first-load-budget.mjs)
if (built && (wanted('build') || wanted('e2e')))
  await check('budget', process.execPath, [
    path.join(repoRoot, 'packages', 'frontend-build', 'bundler', 'first-load-budget.mjs'),
  ]);
if (built) await platformTests();
await helm();

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(
  `\n[test] ${results.map((result) => `${result.step} ${result.passed}/${result.passed + result.failed}`).join(', ')}`,
);
console.log(`[test] took ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
