#!/usr/bin/env node
// Benchmark of the back office's purchases (issue 8): 200 000 generated purchases, then
//  - p95 of the all-purchases page `GET /api/purchases/page/{n}` and of a search `GET /api/purchases/search/{term}`
//    through the gateway (as admin, one call at a time; targets <= 100 ms and <= 300 ms),
//  - the purchases-overview Excel export of 100 000 rows (`POST /api/purchases/export/overview`, polled every 25 ms to its
//    end, the file downloaded) against a bare exceljs streaming write of the same rows and cells in this process,
//    alternating, with svc-exports' peak memory read from /proc (targets <= 1.3x, <= 15 s, <= 250 MB).
// Starts its own platform on free ports (no front ends) and stops it at the end.
//   node e2e/bench/purchases.mjs [--purchases 200000] [--calls 200] [--rounds 3]
//
// The purchases are generated fast: inserted a thousand at a time straight into svc-purchases' database and into
// svc-exports' read model (the rows its consumer would write from the saved events) before the services start,
// so svc-purchases loads its lists and svc-exports its export records from them at start. Saving 200 000 purchases through the API would take hours
// on FerretDB; what is measured is reading them. Half of them are dated in 2025, half in 2026: the export of
// 2026 holds exactly half.
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import os from 'node:os';
import { MongoClient } from 'mongodb';
import { TOWNS } from '../../infra/platform/demo-stores.mjs';
import { benchOptions, cpuMicros, log, median, percentile, seededRandom, withBenchPlatform } from './kit.mjs';

const {
  purchases: purchaseCount,
  calls,
  rounds,
} = benchOptions({ purchases: 200_000, calls: 200, rounds: 3 });

const STORE_TYPES = [
  ['coop', 'Coop'],
  ['spamia', 'Migros'],
  ['kiosk', 'k kiosk'],
  ['avec', 'avec'],
  ['migrolino', 'migrolino'],
];
const USERS = ['Tina Tester', 'Marco Rossi', 'Léa Dubois', 'Jonas Meier', 'Sara Keller', 'Luca Bernasconi'];
const SHOPPERS = ['Meier Lea', 'Rossi Gianni', 'Dubois Chloé', 'Keller Nina', 'Weber Tim'];

/** The same purchases on every run: the n-th of `count`, half in 2025 and half in 2026. */
function generatedPurchase(n, count) {
  const random = seededRandom(n * 7919 + 13);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const year = n < count / 2 ? 2025 : 2026;
  const day = new Date(Date.UTC(year, 0, 1) + Math.floor(random() * 365) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const [api, typeName] = pick(STORE_TYPES);
  const town = pick(TOWNS);
  const vst = String(1000 + Math.floor(random() * 9000));
  const respected = random() > 0.3;
  const user = Math.floor(random() * USERS.length);
  const _id = `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const time = `${String(8 + Math.floor(random() * 11)).padStart(2, '0')}:${String(Math.floor(random() * 4) * 15).padStart(2, '0')}`;
  const stamp = `${day}T${time}:00.000Z`;
  const purchase = {
    _id,
    date: day,
    time,
    type: [{ api, name: typeName }],
    vst,
    name: `${typeName} ${town.city} ${vst}`,
    storeID: (n % 5000).toString(16).padStart(24, '0'),
    shopper: { _id: `shopper-${user}`, name: pick(SHOPPERS), date: '2010-05-01' },
    shopperAge: 16,
    cashier: { gender: random() > 0.5 ? 'w' : 'm', name: 'Muster', firstname: 'Anna', number: '123456' },
    kks: 'Kasse',
    testType: 'Alkohol',
    article: 'a1',
    articleName: 'Smirnoff Ice',
    regulationsRespected: respected,
    pass: respected,
    age: !respected,
    ...(respected ? {} : { reasonTMP: 'estimatedOlder' }),
    signatures: { cashier: {}, chief: {} },
    overriddenWarnings: [],
    sprintListID: `round-${year}`,
    userID: `user-${user}`,
    userName: USERS[user],
    delayed: false,
    done: random() > 0.5,
    createdAt: stamp,
    updatedAt: stamp,
    version: 0,
  };
  const store = { street: 'Bahnhofstrasse 1', plz: town.plz, city: town.city, kanton: town.kanton };
  return { purchase, row: { ...purchase, store, deleted: false, version: stamp } };
}

/** Inserts the generated purchases into svc-purchases' database and svc-exports' read model. */
async function insertPurchases(mongoUrl, count) {
  const client = await MongoClient.connect(mongoUrl);
  try {
    const purchases = client.db('purchases').collection('purchases');
    const rows = client.db('exports').collection('purchases');
    // the purchases carry their version already: the one-time backfill of versions (decision 0026) is done
    await client
      .db('purchases')
      .collection('migrations')
      .insertOne({ _id: 'purchases.version', doneAt: new Date() });
    for (let start = 0; start < count; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, count - start) }, (_, i) =>
        generatedPurchase(start + i, count),
      );
      await Promise.all([
        purchases.insertMany(batch.map(({ purchase }) => purchase)),
        rows.insertMany(batch.map(({ row }) => row)),
      ]);
      if ((start / 1000) % 20 === 0) log(`${start + batch.length} of ${count} purchases inserted`);
    }
  } finally {
    await client.close();
  }
}

/** Milliseconds of one GET; fails on anything but 200. */
async function timedGet(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  const elapsed = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`${url}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { elapsed, body };
}

const COLUMNS = [
  ['date', 'Datum'],
  ['time', 'Zeit'],
  ['userName', 'Benutzer'],
  ['storeType', 'Typ'],
  ['vst', 'VST'],
  ['name', 'Name'],
  ['testType', 'Testart'],
  ['regulationsRespected', 'Bestimmungen'],
  ['status', 'Status'],
  ['export', 'Export'],
].map(([key, label]) => ({ key, label }));

/** svc-exports' resident memory now (VmRSS) and its peak since start (VmHWM), in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** The export through the gateway: started, polled until done, the file downloaded; seconds, svc-exports' peak RSS and the CPU time of each process in `pids`. */
async function serviceExport(gatewayUrl, token, pids, range = { start: '2026-01-01', end: '2026-12-31' }) {
  const pid = pids['svc-exports'];
  let peak = memoryOf(pid).rss;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 50);
  const cpuBefore = Object.fromEntries(Object.entries(pids).map(([name, of]) => [name, cpuMicros(of)]));
  const started = performance.now();
  try {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const body = JSON.stringify({ ...range, format: 'xlsx', columns: COLUMNS });
    const answer = await fetch(`${gatewayUrl}/api/purchases/export/overview`, {
      method: 'POST',
      headers,
      body,
    });
    const { jobId } = await answer.json();
    // where the time goes: until the job is queued, until a poll first finds it running (or done), until
    // a poll finds it done, and the download
    const phases = { queued: performance.now() - started, running: NaN, done: NaN, download: NaN };
    let status;
    let polls = 0;
    do {
      await new Promise((resolve) => setTimeout(resolve, 25));
      status = await (await fetch(`${gatewayUrl}/api/exports/jobs/${jobId}`, { headers })).json();
      polls += 1;
      if (Number.isNaN(phases.running) && status.state !== 'waiting')
        phases.running = performance.now() - started;
    } while (status.state === 'waiting' || status.state === 'active');
    if (status.state !== 'completed') throw new Error(`export ${jobId} ended ${JSON.stringify(status)}`);
    phases.done = performance.now() - started;
    const file = await fetch(`${gatewayUrl}/api/exports/jobs/${jobId}/file`, { headers });
    const bytes = (await file.arrayBuffer()).byteLength;
    phases.download = performance.now() - started - phases.done;
    const seconds = (performance.now() - started) / 1000;
    const cpuMs = Object.fromEntries(
      Object.entries(pids).map(([name, of]) => [name, (cpuMicros(of) - cpuBefore[name]) / 1000]),
    );
    return { seconds, rows: status.result.rows, bytes, peakMb: peak, cpuMs, phases, polls, jobId };
  } finally {
    clearInterval(sampler);
  }
}

/** The CPU time each process in `pids` spends on one status poll of a finished job (200 polls, one at a time). */
async function statusPollCpu(gatewayUrl, token, pids, jobId) {
  const headers = { authorization: `Bearer ${token}` };
  const before = Object.fromEntries(Object.entries(pids).map(([name, of]) => [name, cpuMicros(of)]));
  const count = 200;
  for (let poll = 0; poll < count; poll += 1)
    await (await fetch(`${gatewayUrl}/api/exports/jobs/${jobId}`, { headers })).json();
  return Object.fromEntries(
    Object.entries(pids).map(([name, of]) => [name, (cpuMicros(of) - before[name]) / 1000 / count]),
  );
}

/** A bare exceljs streaming write of the same rows and cells (computed before, as svc-exports computes them). */
async function bareExport(cells) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let bytes = 0;
  const out = new Writable({
    write(chunk, _encoding, callback) {
      bytes += chunk.length;
      callback();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Testkäufe');
  sheet.addRow(COLUMNS.map((column) => column.label)).commit();
  for (const values of cells) sheet.addRow(values).commit();
  sheet.commit();
  await workbook.commit();
  await finished(out);
  const cpu = process.cpuUsage(cpuBefore);
  return { seconds: (performance.now() - started) / 1000, bytes, cpuMs: (cpu.user + cpu.system) / 1000 };
}

await withBenchPlatform(
  { demoData: false, beforeApps: (infra) => insertPurchases(infra.urls.mongo, purchaseCount) },
  async ({ gatewayUrl, mongoUrl, pidOf, tokenFor }) => {
    const grant = tokenFor;
    const gateway = gatewayUrl;

    // svc-purchases loads its lists at start: wait until the first page counts every purchase
    let admin = await grant('admin');
    // (until then the gateway may answer 502: svc-purchases is busy reading them; up to 30 minutes)
    const loadDeadline = Date.now() + 30 * 60_000;
    for (;;) {
      // a fresh token each time: loading may outlast one
      admin = await grant('admin');
      const total = await timedGet(`${gateway}/api/purchases/page/1`, admin).then(
        ({ body }) => body.total,
        (error) => {
          if (Date.now() > loadDeadline) throw error;
          return 0;
        },
      );
      if (total >= purchaseCount) break;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    log(
      `svc-purchases lists every purchase, ${Math.round((Date.now() - loadDeadline) / 1000) + 1800} s after the gateway was up`,
    );
    const pages = Math.ceil(purchaseCount / 50);
    const random = seededRandom(7);
    const terms = [
      'Coop',
      'Migros Bern',
      'kiosk 12',
      'Tina',
      'Rossi',
      'Lausanne',
      'avec Zürich',
      'migrolino 5',
      'Meier',
      '2026',
    ];
    for (let i = 0; i < 20; i += 1)
      await timedGet(`${gateway}/api/purchases/page/${1 + Math.floor(random() * pages)}`, admin);
    /** @type {{ page: number[], search: number[] }} */
    const times = { page: [], search: [] };
    for (let i = 0; i < calls; i += 1) {
      times.page.push(
        (await timedGet(`${gateway}/api/purchases/page/${1 + Math.floor(random() * pages)}`, admin)).elapsed,
      );
      const term = encodeURIComponent(terms[i % terms.length]);
      times.search.push((await timedGet(`${gateway}/api/purchases/search/${term}`, admin)).elapsed);
    }

    log(
      `page p95 ${percentile(times.page, 95).toFixed(1)} ms, search p95 ${percentile(times.search, 95).toFixed(1)} ms`,
    );

    // the same rows and cells for the bare write: read from the read model and formatted as svc-exports does
    const { exportCell } = await import('../../svc-exports/dist/purchase-export/purchase-export-cells.js');
    const { exportRecordOf } = await import('../../svc-exports/dist/purchases/export-record.js');
    const { rememberedTexts, reportTranslator } =
      await import('../../svc-exports/dist/report/report-translator.js');
    const t = rememberedTexts(reportTranslator('de'));
    const client = await MongoClient.connect(mongoUrl);
    const cells = [];
    try {
      const cursor = client
        .db('exports')
        .collection('purchases')
        .find({ date: { $gte: '2026-01-01', $lte: '2026-12-31' }, deleted: false })
        .sort({ date: -1, time: -1, _id: -1 })
        .batchSize(1000);
      for await (const row of cursor) {
        const record = exportRecordOf(row);
        cells.push(COLUMNS.map(({ key }) => exportCell(record, key, t)));
      }
    } finally {
      await client.close();
    }
    const exportsPid = pidOf('svc-exports');
    // the CPU time each process spends on an export swings far less with the machine's load than seconds do
    const pids = { 'svc-exports': exportsPid, gateway: pidOf('gateway') };
    // svc-exports loads its export records at start: the first export waits for that (not measured)
    const warmUp = await serviceExport(gateway, admin, pids, {
      start: '2026-01-01',
      end: '2026-01-01',
    });
    log(`svc-exports ready: a warm-up export of one day took ${warmUp.seconds.toFixed(1)} s`);
    // what one status poll costs each process (an export is polled every 25 ms)
    const pollCpuMs = await statusPollCpu(gateway, admin, pids, warmUp.jobId);
    const service = [];
    const bare = [];
    for (let round = 0; round < rounds; round += 1) {
      admin = await grant('admin');
      // alternate which goes first
      if (round % 2) service.push(await serviceExport(gateway, admin, pids));
      bare.push(await bareExport(cells));
      if (!(round % 2)) service.push(await serviceExport(gateway, admin, pids));
    }

    const load = os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    console.log(
      `\n${purchaseCount} purchases, ${calls} calls each, one at a time, through the gateway (load average ${load})`,
    );
    for (const [name, measured] of Object.entries(times))
      console.log(
        `${name.padEnd(7)} p50 ${percentile(measured, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(measured, 95).toFixed(1).padStart(7)} ms  p99 ${percentile(measured, 99).toFixed(1).padStart(7)} ms`,
      );
    console.log(
      `page p95 ${percentile(times.page, 95).toFixed(1)} ms (target <= 100 ms), search p95 ${percentile(times.search, 95).toFixed(1)} ms (target <= 300 ms)`,
    );
    console.log(
      `\nExcel export of ${service[0].rows} rows (${COLUMNS.length} columns), ${rounds} rounds alternating:`,
    );
    for (const [index, run] of service.entries()) {
      console.log(
        `round ${index + 1}: service ${run.seconds.toFixed(2)} s (${(run.bytes / 1e6).toFixed(1)} MB, svc-exports peak RSS ${run.peakMb.toFixed(0)} MB; CPU svc-exports ${run.cpuMs['svc-exports'].toFixed(0)} ms, gateway ${run.cpuMs.gateway.toFixed(0)} ms), bare ${bare[index].seconds.toFixed(2)} s (${(bare[index].bytes / 1e6).toFixed(1)} MB; CPU ${bare[index].cpuMs.toFixed(0)} ms), ratio ${(run.seconds / bare[index].seconds).toFixed(2)}x`,
      );
      const { queued, running, done, download } = run.phases;
      console.log(
        `         queued after ${queued.toFixed(0)} ms, seen running after ${running.toFixed(0)} ms, seen done after ${done.toFixed(0)} ms (${run.polls} polls), downloaded in ${download.toFixed(0)} ms`,
      );
    }
    const serviceMedian = median(service.map((run) => run.seconds));
    const bareMedian = median(bare.map((run) => run.seconds));
    const { hwm } = memoryOf(exportsPid);
    const cpuOf = (name) => median(service.map((run) => run.cpuMs[name]));
    const bareCpu = median(bare.map((run) => run.cpuMs));
    const polls = median(service.map((run) => run.polls));
    console.log(
      `CPU per status poll: svc-exports ${pollCpuMs['svc-exports'].toFixed(2)} ms, gateway ${pollCpuMs.gateway.toFixed(2)} ms; ${polls} polls per export (median) cost svc-exports ${(polls * pollCpuMs['svc-exports']).toFixed(0)} ms and the gateway ${(polls * pollCpuMs.gateway).toFixed(0)} ms`,
    );
    console.log(
      `CPU per export (medians): svc-exports ${cpuOf('svc-exports').toFixed(0)} ms, gateway ${cpuOf('gateway').toFixed(0)} ms, bare exceljs ${bareCpu.toFixed(0)} ms; (svc-exports + gateway)/bare ${((cpuOf('svc-exports') + cpuOf('gateway')) / bareCpu).toFixed(2)}x`,
    );
    console.log(
      `median: service ${serviceMedian.toFixed(2)} s (target <= 15 s), bare ${bareMedian.toFixed(2)} s, ratio ${(serviceMedian / bareMedian).toFixed(2)}x (target <= 1.3x); svc-exports peak RSS ${Math.max(...service.map((run) => run.peakMb)).toFixed(0)} MB sampled, VmHWM ${hwm.toFixed(0)} MB (target <= 250 MB)`,
    );
  },
);
