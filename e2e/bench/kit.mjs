// @ts-check
// What every benchmark script shares: its options, its log, a seeded random, percentiles, CPU time from /proc,
// the load average, and the platform it starts on free ports (no front ends) and stops at the end.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freeInfraPorts, passwordGrant, startInfra } from '../../infra/lib/index.mjs';
import { buildAll, freeAppPorts, startApps } from '../../infra/platform/apps.mjs';
import { loadDemoData } from '../../infra/platform/demo-data.mjs';

/** A line of the benchmark's own. */
export const log = (/** @type {string} */ line) => console.log(`[bench] ${line}`);

/**
 * The options `--name value` of the command line, each with its default; a number when the default is one.
 * @template {Record<string, string | number>} T
 * @param {T} defaults
 * @returns {T}
 */
export function benchOptions(defaults) {
  return /** @type {T} */ (
    Object.fromEntries(
      Object.entries(defaults).map(([name, fallback]) => {
        const index = process.argv.indexOf(`--${name}`);
        const given = index > 0 ? process.argv[index + 1] : undefined;
        if (given === undefined) return [name, fallback];
        return [name, typeof fallback === 'number' ? Number(given) : given];
      }),
    )
  );
}

/**
 * The same numbers in [0, 1) on every run from the same seed (a linear congruential generator).
 * @param {number} seed
 */
export function seededRandom(seed) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/**
 * @param {number[]} values
 * @param {number} p
 */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** @param {number[]} values */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The machine's load average over 1, 5 and 15 minutes, as printed beside every figure. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/**
 * CPU time (user + system) a process has used so far, in microseconds (Linux clock ticks of 10 ms).
 * @param {number} pid
 */
export function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * @typedef {{
 *   infra: Awaited<ReturnType<typeof startInfra>>,
 *   apps: Awaited<ReturnType<typeof startApps>>,
 *   gatewayUrl: string,
 *   serviceUrls: Record<string, string>,
 *   mongoUrl: string,
 *   dataDir: string,
 *   pidOf: (app: string) => number,
 *   tokenFor: (username: string) => Promise<string>,
 * }} BenchPlatform
 */

/**
 * Builds the back ends, starts the infrastructure and the apps on free ports (no front ends; the gateway's rate
 * limit lifted: a benchmark measures the calls, not the limit), loads the demo data unless told not to, runs
 * `measure`, and stops everything, also when it fails (then with the last lines of the services' logs).
 * `beforeApps` runs once the databases are up and before the services start (data they load at start).
 * @template T
 * @param {{ demoData?: boolean, beforeApps?: (infra: Awaited<ReturnType<typeof startInfra>>) => Promise<void> }} options
 * @param {(platform: BenchPlatform) => Promise<T>} measure
 * @returns {Promise<T>}
 */
export async function withBenchPlatform({ demoData = true, beforeApps }, measure) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agecheck-bench-'));
  /** @type {Awaited<ReturnType<typeof startInfra>> | undefined} */
  let infra;
  /** @type {Awaited<ReturnType<typeof startApps>> | undefined} */
  let apps;
  try {
    await buildAll({ log, frontends: false });
    const infraPorts = await freeInfraPorts();
    const ports = { GATEWAY_PORT: infraPorts.gateway, ...(await freeAppPorts(infraPorts)) };
    infra = await startInfra({ ports: infraPorts, dataDir, log: (line) => console.log(`[infra] ${line}`) });
    await beforeApps?.(infra);
    const infraEnv = { ...infra.env, RATE_LIMIT_PER_MINUTE: '100000000' };
    apps = await startApps({ infraEnv, ports, dataDir, log, logLevel: 'warn', frontends: false });
    const started = apps;
    const issuer = infra.urls.keycloakIssuer;
    const mongoUrl = infra.urls.mongo;
    if (demoData) await loadDemoData({ gatewayUrl: apps.gatewayUrl, issuer, mongoUrl, log });
    return await measure({
      infra,
      apps,
      gatewayUrl: apps.gatewayUrl,
      serviceUrls: apps.serviceUrls,
      mongoUrl,
      dataDir,
      pidOf: (app) => {
        const pid = started.handles.find((handle) => handle.name === app)?.pid;
        if (pid === undefined) throw new Error(`${app} is not running`);
        return pid;
      },
      tokenFor: async (username) => (await passwordGrant({ issuer, username })).accessToken,
    });
  } catch (error) {
    // what the services said, before their folder goes
    for (const app of ['svc-purchases', 'svc-timetrack', 'svc-exports', 'svc-files', 'gateway']) {
      const file = path.join(dataDir, 'logs', `${app}.log`);
      if (existsSync(file))
        console.log(`----- ${app} -----\n${readFileSync(file, 'utf8').split('\n').slice(-15).join('\n')}`);
    }
    throw error;
  } finally {
    for (const handle of [...(apps?.handles ?? [])].reverse()) await handle.stop();
    await infra?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
