#!/usr/bin/env node
// Load benchmark of the gateway's edge: `GET /api/shoppers` with a test buyer's token at 50 virtual users
// (k6), first directly at svc-purchases, then through the gateway; prints requests/s, p95 and errors of
// each and their ratios. Starts its own platform on free ports (no front ends) and stops it at the end.
// The two alternate in rounds, so that a change of the machine's load falls on both alike. It also prints the
// CPU time the gateway and svc-purchases spend per call (from /proc), which swings far less with the
// machine's load than requests/s do.
//   node e2e/bench/edge-load.mjs [--vus 50] [--duration 10s] [--rounds 3] [--user testkaeufer]
// Targets (issue 6): gateway throughput >= 0.75x direct, p95 <= 1.3x direct, 0 errors.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled, run } from '../../infra/lib/index.mjs';
import { benchOptions, cpuMicros, loadAverage, log, median, withBenchPlatform } from './kit.mjs';

const {
  vus,
  duration,
  rounds,
  user: username,
} = benchOptions({
  vus: '50',
  duration: '10s',
  rounds: 3,
  user: 'testkaeufer',
});
const k6Script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'edge-load.k6.js');

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

const k6 = (await ensureInstalled(['k6'])).k6.path;
await withBenchPlatform({}, async ({ gatewayUrl, serviceUrls, dataDir, pidOf, tokenFor }) => {
  const accessToken = await tokenFor(username);

  const targets = { direct: serviceUrls['svc-purchases'], gateway: gatewayUrl };
  const runs = { direct: [], gateway: [] };
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
});
