// @ts-check
// API conformance of the running platform: schemathesis (from PyPI) generates requests from
// /api/openapi.json and checks every answer against it. Installed once into a venv in the infra cache.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { passwordGrant, run } from '../lib/index.mjs';

const echo = (/** @type {string} */ text) => void process.stdout.write(text);

export const SCHEMATHESIS_VERSION = '4.32.5';

/** What the platform promises about every answer: no 5xx, and nothing the description does not say. */
const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_headers_conformance',
  'response_schema_conformance',
];

/** Test cases per operation and phase: enough to find a 5xx or an undescribed answer, short on 2 cores. */
const MAX_EXAMPLES = 30;

const DEBIAN_PYTHON = '/usr/bin/python3';

/**
 * The venv's python with schemathesis, installed into `<cacheDir>/schemathesis-<version>` when missing
 * (Debian's python3; python3-venv from apt when it lacks the venv module).
 * @param {{ cacheDir: string, log: (line: string) => void }} options
 * @returns {Promise<string>}
 */
export async function ensureSchemathesis({ cacheDir, log }) {
  const home = path.join(cacheDir, `schemathesis-${SCHEMATHESIS_VERSION}`);
  const python = path.join(home, 'bin', 'python');
  if (existsSync(python)) return python;
  try {
    await run(DEBIAN_PYTHON, ['-c', 'import ensurepip, venv']);
  } catch {
    log('schemathesis: installing python3-venv (apt)');
    const apt = process.getuid?.() === 0 ? [] : ['sudo'];
    const aptGet = (/** @type {string[]} */ args) =>
      apt.length ? run('sudo', ['apt-get', ...args], { echo }) : run('apt-get', args, { echo });
    await aptGet(['update', '-q']);
    await aptGet(['install', '-y', '-q', '--no-install-recommends', 'python3-venv']);
  }
  // built beside its place and moved there whole, so an interrupted install is never taken for a finished one
  // (the venv's python finds its packages from where it lies; only console scripts would point back)
  const building = `${home}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(path.dirname(home), { recursive: true });
  log(`schemathesis: installing ${SCHEMATHESIS_VERSION} from PyPI into ${home}`);
  await run(DEBIAN_PYTHON, ['-m', 'venv', building]);
  await run(path.join(building, 'bin', 'python'), [
    '-m',
    'pip',
    'install',
    '--quiet',
    '--disable-pip-version-check',
    `schemathesis==${SCHEMATHESIS_VERSION}`,
  ]);
  if (existsSync(python)) rmSync(building, { recursive: true, force: true });
  else renameSync(building, home);
  return python;
}

/**
 * Who schemathesis calls as: a planner-administrator reaches every back-office endpoint (most of whose writes
 * the server refuses: they name other users), a test buyer writes their own shoppers for real, which the
 * stateful phase then reads and deletes.
 */
const CALLERS = ['admin', 'testkaeufer'];

/**
 * Runs schemathesis against the gateway's /api/openapi.json once per caller and counts each described
 * operation of each run as passed or failed (from the JUnit reports).
 * @param {{ cacheDir: string, gatewayUrl: string, issuer: string, reportDir: string, log: (line: string) => void }} options
 * @returns {Promise<{ passed: number, failed: number }>}
 */
export async function runSchemathesis({ cacheDir, gatewayUrl, issuer, reportDir, log }) {
  const python = await ensureSchemathesis({ cacheDir, log });
  let passed = 0;
  let failed = 0;
  for (const username of CALLERS) {
    log(`api: schemathesis as ${username}`);
    const result = await runAs({ python, username, gatewayUrl, issuer, reportDir });
    passed += result.passed;
    failed += result.failed;
  }
  return { passed, failed };
}

/**
 * @param {{ python: string, username: string, gatewayUrl: string, issuer: string, reportDir: string }} options
 * @returns {Promise<{ passed: number, failed: number }>}
 */
async function runAs({ python, username, gatewayUrl, issuer, reportDir }) {
  const { accessToken } = await passwordGrant({ issuer, username });
  const junit = path.join(reportDir, `schemathesis-${username}.xml`);
  const args = [
    '-m',
    'schemathesis.cli',
    'run',
    `${gatewayUrl}/api/openapi.json`,
    '--url',
    gatewayUrl,
    '--checks',
    CHECKS.join(','),
    '--max-examples',
    String(MAX_EXAMPLES),
    '--seed',
    '1',
    '--header',
    `Authorization: Bearer ${accessToken}`,
    '--request-timeout',
    '15',
    '--report',
    'junit',
    '--report-junit-path',
    junit,
  ];
  try {
    // in the report folder, where schemathesis keeps its cache of found failures (not in the repository)
    await run(python, args, { env: { NO_COLOR: '1' }, cwd: reportDir, echo });
  } catch {
    // the report tells what failed
  }
  if (!existsSync(junit)) return { passed: 0, failed: 1 };
  const report = readFileSync(junit, 'utf8');
  const cases = [...report.matchAll(/<testcase\b[^>]*?(\/>|>([\s\S]*?)<\/testcase>)/g)];
  const failed = cases.filter((match) => /<(failure|error)\b/.test(match[2] ?? '')).length;
  return { passed: cases.length - failed, failed };
}
