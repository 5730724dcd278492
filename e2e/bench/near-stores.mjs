#!/usr/bin/env node
// Benchmark of the near-stores query (issue 7): 10 000 stores in svc-purchases' database, then
// `GET /api/dashboard/geo/{storeType}/{lat}/{lng}` (10 stores, as in the wizard) from positions all over
// Switzerland and for every store type, one call at a time, alternately through the gateway and directly at
// svc-purchases; prints p50, p95 and p99 of both and the gateway/direct ratio. Starts its own platform on
// free ports (no front ends) and stops it at the end.
//   node e2e/bench/near-stores.mjs [--stores 10000] [--calls 400] [--limit 10]
// Target (issue 7): p95 through the gateway <= 50 ms on this machine.
import { TOWNS } from '../../infra/platform/demo-stores.mjs';
import { replaceWithGeneratedStores } from './bench-stores.mjs';
import { benchOptions, loadAverage, log, percentile, seededRandom, withBenchPlatform } from './kit.mjs';

const { stores: storeCount, calls, limit } = benchOptions({ stores: 10_000, calls: 400, limit: 10 });

/** The same sequence of queries on every run: a town, a few km off its centre, and a store type. */
function queries(count, storeTypes) {
  const random = seededRandom(42);
  return Array.from({ length: count }, (_, index) => {
    const town = TOWNS[Math.floor(random() * TOWNS.length)];
    const lat = (town.lat + (random() - 0.5) * 0.05).toFixed(5);
    const lng = (town.lng + (random() - 0.5) * 0.07).toFixed(5);
    return `/api/dashboard/geo/${storeTypes[index % storeTypes.length]}/${lat}/${lng}?limit=${limit}`;
  });
}

/** Milliseconds of one call; fails on anything but a full answer. */
async function timed(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  const elapsed = performance.now() - started;
  if (response.status !== 200 || !Array.isArray(body.near))
    throw new Error(`${url}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return elapsed;
}

await withBenchPlatform({}, async ({ gatewayUrl, serviceUrls, mongoUrl, tokenFor }) => {
  // contracts is built by now
  const { STORE_TYPES } = await import('@agecheck/contracts');
  // the benchmark's stores replace the demo stores, so that there are as many as asked for
  const stores = await replaceWithGeneratedStores({ mongoUrl, count: storeCount });
  log(`${stores.length} stores inserted`);
  const accessToken = await tokenFor('testkaeufer');

  const targets = { gateway: gatewayUrl, direct: serviceUrls['svc-purchases'] };
  const warmUp = queries(40, STORE_TYPES);
  for (const query of warmUp)
    for (const base of Object.values(targets)) await timed(`${base}${query}`, accessToken);
  /** @type {Record<string, number[]>} */
  const times = { gateway: [], direct: [] };
  for (const [index, query] of queries(calls, STORE_TYPES).entries()) {
    // alternate which goes first, so that neither always meets a warm cache
    const order = index % 2 ? ['gateway', 'direct'] : ['direct', 'gateway'];
    for (const name of order) times[name].push(await timed(`${targets[name]}${query}`, accessToken));
  }
  console.log(
    `\nGET /api/dashboard/geo/{type}/{lat}/{lng}?limit=${limit} over ${stores.length} stores, ${calls} calls each, one at a time (load average ${loadAverage()})`,
  );
  for (const [name, measured] of Object.entries(times)) {
    console.log(
      `${name.padEnd(8)} p50 ${percentile(measured, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(measured, 95).toFixed(1).padStart(6)} ms  p99 ${percentile(measured, 99).toFixed(1).padStart(6)} ms`,
    );
  }
  const gatewayP95 = percentile(times.gateway, 95);
  console.log(
    `gateway p95 ${gatewayP95.toFixed(1)} ms (target <= 50 ms), gateway/direct p95 ${(gatewayP95 / percentile(times.direct, 95)).toFixed(2)}x`,
  );
});
