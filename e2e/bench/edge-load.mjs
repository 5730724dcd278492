#!/usr/bin/env node
// Load benchmark of the gateway's edge: `GET /api/shoppers` with a test buyer's token at 50 virtual users
// (k6), first directly at svc-purchases, then through the gateway; prints requests/s, p95 and errors of
// each and their ratios. Starts its own platform on free ports (no front ends) and stops it at the end.
// The two alternate in rounds, so that a change of the machine's load falls on both alike. It also prints the
// CPU time the gateway and svc-purchases spend per call (from /proc), which swings far less with the
// machine's load than requests/s do.
//   node e2e/bench/edge-load.mjs [--vus 50] [--duration 10s] [--rounds 3] [--user testkaeufer]
// Targets (issue 6): gateway throughput >= 0.75x direct, p95 <= 1.3x direct, 0 errors.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled, freeInfraPorts, passwordGrant, run, startInfra } from '../../infra/lib/index.mjs';
import { buildAll, freeAppPorts, startApps } from '../../infra/platform/apps.mjs';
import { loadDemoData } from '../../infra/platform/demo-data.mjs';
import { cpuMicros } from './process-cpu.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const vus = option('vus', '50');
const duration = option('duration', '10s');
const rounds = Number(option('rounds', '3'));
const username = option('user', 'testkaeufer');
const k6Script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'edge-load.k6.js');
const log = (line) => console.log(`[bench] ${line}`);

/** One k6 run against `target`; its summary metrics, and CPU per call of each watched process. */
async function measure(k6, target, token, runDuration, dataDir, watched = {}) {
  const summaryFile = path.join(dataDir, `k6-summary-${Date.now()}.json`);
  const cpuBefore = Object.fromEntries(Object.entries(watched).map(([name, pid]) => [name, cpuMicros(pid)]));
  await run(k6, ['run', '--quiet', '--no-usage-report', '--vus', vus, '--duration', runDuration, k6Script], {
    env: { TARGET: target, TOKEN: token, SUMMARY_FILE: summaryFile },
  });
  const metrics = JSON.parse(readFileSync(summaryFile, 'utf8'));
  const requests = metrics.http_reqs.values.count;
  const cpuPerCall = Object.fromEntries(
    Object.entries(watched).map(([name, pid]) => [name, (cpuMicros(pid) - cpuBefore[name]) / requests]),
  );
  return {
    cpuPerCall,
    rps: metrics.http_reqs.values.rate,
    p95: metrics.http_req_duration.values['p(95)'],
    errors: metrics.http_req_failed.values.passes + (metrics.checks?.values.fails ?? 0),
    requests,
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agecheck-bench-'));
let infra;
let apps;
try {
  const k6 = (await ensureInstalled(['k6'])).k6.path;
  await buildAll({ log, frontends: false });
  const infraPorts = await freeInfraPorts();
  const ports = { GATEWAY_PORT: infraPorts.gateway, ...(await freeAppPorts(infraPorts)) };
  infra = await startInfra({ ports: infraPorts, dataDir, log: (line) => console.log(`[infra] ${line}`) });
  // the benchmark measures the edge's cost, not its rate limit: one user's limit is lifted for the run
  const infraEnv = { ...infra.env, RATE_LIMIT_PER_MINUTE: '100000000' };
  apps = await startApps({ infraEnv, ports, dataDir, log, logLevel: 'warn', frontends: false });
  await loadDemoData({
    gatewayUrl: apps.gatewayUrl,
    issuer: infra.urls.keycloakIssuer,
    mongoUrl: infra.urls.mongo,
    log,
  });
  const { accessToken } = await passwordGrant({ issuer: infra.urls.keycloakIssuer, username });

  const targets = { direct: apps.serviceUrls['svc-purchases'], gateway: apps.gatewayUrl };
  const runs = { direct: [], gateway: [] };
  const pidOf = (name) => apps.handles.find((handle) => handle.name === name)?.pid;
  const watched = { gateway: pidOf('gateway'), 'svc-purchases': pidOf('svc-purchases') };
  const loadBefore = loadAverage();
  for (const [name, target] of Object.entries(targets)) {
    log(`${name}: warming up against ${target}`);
    await measure(k6, target, accessToken, '3s', dataDir);
  }
  for (let round = 1; round <= rounds; round += 1) {
    for (const [name, target] of Object.entries(targets)) {
      log(`round ${round} of ${rounds}, ${name}: ${duration} at ${vus} virtual users`);
      runs[name].push(await measure(k6, target, accessToken, duration, dataDir, watched));
    }
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const results = Object.fromEntries(
    Object.entries(runs).map(([name, measured]) => [
      name,
      {
        rps: median(measured.map((run) => run.rps)),
        p95: median(measured.map((run) => run.p95)),
        errors: measured.reduce((sum, run) => sum + run.errors, 0),
        requests: measured.reduce((sum, run) => sum + run.requests, 0),
        cpuPerCall: Object.fromEntries(
          Object.keys(watched).map((process) => [
            process,
            median(measured.map((run) => run.cpuPerCall[process])),
          ]),
        ),
      },
    ]),
  );

  const { direct, gateway } = results;
  console.log(
    `\nGET /api/shoppers, ${vus} virtual users, ${rounds} rounds of ${duration} each, medians (load average before ${loadBefore}, after ${loadAverage()})`,
  );
  for (const [name, result] of Object.entries(results)) {
    console.log(
      `${name.padEnd(8)} ${result.rps.toFixed(0).padStart(6)} requests/s  p95 ${result.p95.toFixed(1).padStart(7)} ms  ${result.errors} errors of ${result.requests}  CPU per call: ${Object.entries(
        result.cpuPerCall,
      )
        .map(([process, micros]) => `${process} ${micros.toFixed(0)} µs`)
        .join(', ')}`,
    );
  }
  const throughputRatio = gateway.rps / direct.rps;
  const p95Ratio = gateway.p95 / direct.p95;
  console.log(
    `gateway/direct: throughput ${throughputRatio.toFixed(2)}x (target >= 0.75), p95 ${p95Ratio.toFixed(2)}x (target <= 1.3), errors ${direct.errors + gateway.errors} (target 0)`,
  );
} finally {
  for (const handle of [...(apps?.handles ?? [])].reverse()) await handle.stop();
  await infra?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
