#!/usr/bin/env node
// Benchmark of the store search (issue 7, `POST /api/stores/search`): 10 000 stores in svc-purchases'
// database (the near-stores benchmark's generated stores), then queries as a test buyer types them (a town,
// a street or name beginning, a store number, two words, upper case and without accents), one call at a
// time, alternately through the gateway and directly at svc-purchases; prints p50, p95 and p99 of both and
// how many stores the answers held. Starts its own platform on free ports (no front ends) and stops it.
//   node e2e/bench/store-search.mjs [--stores 10000] [--calls 200]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freeInfraPorts, passwordGrant, startInfra } from '../../infra/lib/index.mjs';
import { buildAll, freeAppPorts, startApps } from '../../infra/platform/apps.mjs';
import { loadDemoData } from '../../infra/platform/demo-data.mjs';
import { percentile, replaceWithGeneratedStores } from './bench-stores.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const storeCount = option('stores', 10_000);
const calls = option('calls', 200);
const log = (line) => console.log(`[bench] ${line}`);

/**
 * The same queries on every run, taken from the stores: the beginning (2 letters up to the whole word) of one
 * of a store's words, every third with a second word of the same store, every fifth in upper case.
 */
function queries(count, stores) {
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = (list) => list[Math.floor(random() * list.length)];
  const wordsOf = (store) =>
    [store.name, store.vst, store.street, store.city]
      .join(' ')
      .split(/[\s,/-]+/)
      .filter(Boolean);
  return Array.from({ length: count }, (_, index) => {
    const words = wordsOf(pick(stores));
    const first = pick(words);
    const start = first.slice(0, Math.max(2, Math.ceil(random() * first.length)));
    const query = index % 3 === 0 ? `${pick(words)} ${start}` : start;
    return index % 5 === 0 ? query.toUpperCase() : query;
  });
}

/** Milliseconds of one call and the stores answered; fails on anything but a list. */
async function timed(url, token, query) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  const elapsed = performance.now() - started;
  const stores = Array.isArray(body) ? body : body.stores;
  if (response.status !== 200 || !Array.isArray(stores))
    throw new Error(`${url} ${query}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { elapsed, hits: stores.length };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agecheck-bench-'));
let infra;
let apps;
try {
  await buildAll({ log, frontends: false });
  const infraPorts = await freeInfraPorts();
  const ports = { GATEWAY_PORT: infraPorts.gateway, ...(await freeAppPorts(infraPorts)) };
  infra = await startInfra({ ports: infraPorts, dataDir, log: (line) => console.log(`[infra] ${line}`) });
  // the benchmark measures the query, not the rate limit: lifted for the run
  const infraEnv = { ...infra.env, RATE_LIMIT_PER_MINUTE: '100000000' };
  apps = await startApps({ infraEnv, ports, dataDir, log, logLevel: 'warn', frontends: false });
  const mongoUrl = infra.urls.mongo;
  await loadDemoData({ gatewayUrl: apps.gatewayUrl, issuer: infra.urls.keycloakIssuer, mongoUrl, log });
  const stores = await replaceWithGeneratedStores({ mongoUrl, count: storeCount });
  log(`${stores.length} stores inserted`);
  // a token lives a few minutes, a slow run longer: a new one every minute
  let token = { value: '', at: 0 };
  const accessToken = async () => {
    if (Date.now() - token.at > 60_000) {
      const grant = await passwordGrant({ issuer: infra.urls.keycloakIssuer, username: 'testkaeufer' });
      token = { value: grant.accessToken, at: Date.now() };
    }
    return token.value;
  };

  const targets = {
    gateway: `${apps.gatewayUrl}/api/stores/search`,
    direct: `${apps.serviceUrls['svc-purchases']}/api/stores/search`,
  };
  for (const query of queries(5, stores))
    for (const url of Object.values(targets)) await timed(url, await accessToken(), query);
  /** @type {Record<string, number[]>} */
  const times = { gateway: [], direct: [] };
  const hits = [];
  for (const [index, query] of queries(calls, stores).entries()) {
    // alternate which goes first, so that neither always meets a warm cache
    const order = index % 2 ? ['gateway', 'direct'] : ['direct', 'gateway'];
    for (const name of order) {
      const answer = await timed(targets[name], await accessToken(), query);
      times[name].push(answer.elapsed);
      if (name === 'direct') hits.push(answer.hits);
    }
    if ((index + 1) % 50 === 0)
      log(`${index + 1} queries, direct p50 so far ${percentile(times.direct, 50).toFixed(1)} ms`);
  }
  console.log(
    `\nPOST /api/stores/search over ${stores.length} stores, ${calls} queries each, one at a time (load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')})`,
  );
  for (const [name, measured] of Object.entries(times)) {
    console.log(
      `${name.padEnd(8)} p50 ${percentile(measured, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(measured, 95).toFixed(1).padStart(6)} ms  p99 ${percentile(measured, 99).toFixed(1).padStart(6)} ms`,
    );
  }
  console.log(
    `stores per answer: median ${percentile(hits, 50)}, max ${Math.max(...hits)}, none found ${hits.filter((count) => count === 0).length} times`,
  );
} finally {
  for (const handle of [...(apps?.handles ?? [])].reverse()) await handle.stop();
  await infra?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
