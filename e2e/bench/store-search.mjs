#!/usr/bin/env node
// Benchmark of the store search (issue 7, `POST /api/stores/search`): 10 000 stores in svc-purchases'
// database (the near-stores benchmark's generated stores), then queries as a test buyer types them (a town,
// a street or name beginning, a store number, two words, upper case and without accents), one call at a
// time, alternately through the gateway and directly at svc-purchases; prints p50, p95 and p99 of both and
// how many stores the answers held. Starts its own platform on free ports (no front ends) and stops it.
//   node e2e/bench/store-search.mjs [--stores 10000] [--calls 200]
import { replaceWithGeneratedStores } from './bench-stores.mjs';
import { benchOptions, loadAverage, log, percentile, seededRandom, withBenchPlatform } from './kit.mjs';

const { stores: storeCount, calls } = benchOptions({ stores: 10_000, calls: 200 });

/**
 * The same queries on every run, taken from the stores: the beginning (2 letters up to the whole word) of one
 * of a store's words, every third with a second word of the same store, every fifth in upper case.
 */
function queries(count, stores) {
  const random = seededRandom(42);
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

await withBenchPlatform({}, async ({ gatewayUrl, serviceUrls, mongoUrl, tokenFor }) => {
  const stores = await replaceWithGeneratedStores({ mongoUrl, count: storeCount });
  log(`${stores.length} stores inserted`);
  // a token lives a few minutes, a slow run longer: a new one every minute
  let token = { value: '', at: 0 };
  const accessToken = async () => {
    if (Date.now() - token.at > 60_000) {
      token = { value: await tokenFor('testkaeufer'), at: Date.now() };
    }
    return token.value;
  };

  const targets = {
    gateway: `${gatewayUrl}/api/stores/search`,
    direct: `${serviceUrls['svc-purchases']}/api/stores/search`,
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
    `\nPOST /api/stores/search over ${stores.length} stores, ${calls} queries each, one at a time (load average ${loadAverage()})`,
  );
  for (const [name, measured] of Object.entries(times)) {
    console.log(
      `${name.padEnd(8)} p50 ${percentile(measured, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(measured, 95).toFixed(1).padStart(6)} ms  p99 ${percentile(measured, 99).toFixed(1).padStart(6)} ms`,
    );
  }
  console.log(
    `stores per answer: median ${percentile(hits, 50)}, max ${Math.max(...hits)}, none found ${hits.filter((count) => count === 0).length} times`,
  );
});
