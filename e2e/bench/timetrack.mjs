#!/usr/bin/env node
// Benchmark of the time records (issue 19): 200 000 generated time records, 20 000 of them in the export month,
// then
//  1. the salary export through the gateway (`POST /api/timetrack/export/salary`, the job polled every 25 ms to
//     its end, the file downloaded). What svc-exports builds for `salary` is the payroll CSV (checklist A.7,
//     decision 0034: one line per user with the period's records, hours, payouts and expenses), not a
//     workbook, so its base is a bare CSV write of the same lines with the same library (`csvLine` of
//     @agecheck/contracts, the lines summed from the same 20 000 records by `timetrackSalaryRows`, as the job
//     does) in this process: ratio "salary / bare csv". A second base reads the same 20 000 rows straight from
//     the read model with the MongoDB driver before that write: ratio "salary / driver read + bare csv", which
//     shows what the database read costs.
//  2. the tt/admin export (`POST /api/timetrack/export/tt/admin`, the same period), the workbook svc-exports
//     builds with exceljs, against a bare exceljs streaming write of the same rows and cells in this process:
//     ratio "tt/admin / bare exceljs" (the issue's target <= 1.3x).
//     Once more, the tt/admin export of a month before the months svc-exports keeps in memory (decision 0039),
//     which it reads from its read model: seconds and rows, for information.
//     For both exports: svc-exports' peak memory (VmRSS sampled every 50 ms, and VmHWM; target <= 250 MB), the
//     CPU time per export of svc-exports, the gateway and the bare write, and the load average.
//  3. `GET /api/timetrack/admin/page/1` as admin through the gateway, one call at a time, without a filter and
//     with each filter (user, customer, period, status) and all four: p50, p95, p99 (target p95 <= 100 ms) and,
//     as the ratio's base, the same question asked straight of the database on the MongoDB driver (the filter,
//     sort, limit and count svc-timetrack's repository asked before its list moved into memory, decision
//     0036); the CPU time per call of svc-timetrack and the gateway, and the database's explain of the query.
//     svc-timetrack reads every record once at start: the first call waits for that (reported, not counted).
// Starts its own platform on free ports (no front ends) and stops it at the end. Not part of `npm test`.
//   node e2e/bench/timetrack.mjs [--records 200000] [--exportRecords 20000] [--users 400] [--rounds 3]
//                                [--calls 50] [--seconds 240] [--skip none|exports|page]
// `--calls` is per filter and per side (gateway, driver); a filter stops early after `--seconds` on a side.
//
// The records are inserted a thousand at a time straight into svc-timetrack's database and into svc-exports'
// read model (the rows its consumer writes from the saved events), with the customers and regions the names
// come from, before the services start: saving 200 000 records through the API would take hours on FerretDB.
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { MongoClient } from 'mongodb';
import {
  benchOptions,
  cpuMicros,
  loadAverage,
  log,
  median,
  percentile,
  seededRandom,
  withBenchPlatform,
} from './kit.mjs';

const {
  records: recordCount,
  exportRecords,
  users: userCount,
  rounds,
  calls,
  seconds: maxSeconds,
  skip,
  warmup,
  driverFilters,
} = benchOptions({
  records: 200_000,
  exportRecords: 20_000,
  users: 400,
  rounds: 3,
  calls: 50,
  seconds: 240,
  skip: 'none',
  warmup: 1,
  driverFilters: 'none,user,customer,period,status,all',
});

/** The export month: the first `exportRecords` records are dated in it, the others before it. */
const PERIOD = { start: '2026-10-01', end: '2026-10-31' };
/** A month before the window of months svc-exports keeps in memory (decision 0039), among the older records. */
const EARLY_PERIOD = { start: '2026-03-01', end: '2026-03-31' };
const DAY_MS = 86_400_000;
const BEFORE_START = Date.UTC(2025, 0, 1);
const BEFORE_DAYS = (Date.UTC(2026, 8, 30) - BEFORE_START) / DAY_MS + 1;
const SHOPPER_CUSTOMERS = [
  'Testkäufe Jugendschutz',
  'Testkäufe Jugendschutz Online',
  'Checks Valora',
  'Administrative Arbeiten',
  'Schulung',
  'Planung',
];
const SONDER = ['Ferien', 'Krankheit', 'Unfall'];
const FIRST = ['Tina', 'Marco', 'Léa', 'Jonas', 'Sara', 'Luca', 'Nina', 'Tim', 'Chloé', 'Gianni'];
const LAST = [
  'Tester',
  'Rossi',
  'Dubois',
  'Meier',
  'Keller',
  'Bernasconi',
  'Weber',
  'Huber',
  'Frei',
  'Gerber',
];
const CUSTOMERS = Array.from({ length: 40 }, (_, i) => ({
  _id: `65f0c0ffee0000000000${String(i).padStart(4, '0')}`,
  name: `Kunde ${i + 1} AG`,
}));
const REGIONS = Array.from({ length: 12 }, (_, i) => ({
  _id: `65f0c0ffee0000000001${String(i).padStart(4, '0')}`,
  name: `Region ${i + 1}`,
}));
const userName = (user) => `${LAST[user % 10]} ${FIRST[Math.floor(user / 10) % 10]} ${user}`;
const userId = (user) => `bench-user-${String(user).padStart(4, '0')}`;
const hhmm = (quarters) =>
  `${String(Math.floor(quarters / 4)).padStart(2, '0')}:${String((quarters % 4) * 15).padStart(2, '0')}`;

/** The same record on every run: the n-th, in the export month when n < exportRecords. */
function generatedRecord(n) {
  const random = seededRandom(n * 7919 + 17);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const day = (
    n < exportRecords
      ? new Date(Date.UTC(2026, 9, 1 + Math.floor(random() * 31)))
      : new Date(BEFORE_START + Math.floor(random() * BEFORE_DAYS) * DAY_MS)
  )
    .toISOString()
    .slice(0, 10);
  const user = Math.floor(random() * userCount);
  const kind = random();
  const typ = kind < 0.6 ? 'testkaeufer' : kind < 0.9 ? 'detektiv' : 'sonder';
  const startQ = 28 + Math.floor(random() * 12);
  const endQ = startQ + 16 + Math.floor(random() * 20);
  const pauseM = pick([0, 15, 30, 45]);
  const stamp = `${day}T18:${String(n % 60).padStart(2, '0')}:00.000Z`;
  const spesen = { reisen: Math.round(random() * 4000) / 100, mahlzeit: random() > 0.5 ? 15 : 0 };
  /** @type {Record<string, unknown>} */
  let fields;
  if (typ === 'sonder') {
    const sonderTyp = pick(SONDER);
    fields = { kunde: sonderTyp, index: 1, sonder: { typ: sonderTyp, start: day, end: day, hours: 8.4 } };
  } else {
    const times = { datum: day, start: hhmm(startQ), end: hhmm(endQ), pauseH: 0, pauseM, pause: pauseM / 60 };
    if (typ === 'detektiv')
      fields = {
        ...times,
        kunde: pick(CUSTOMERS)._id,
        region: pick(REGIONS)._id,
        index: 4,
        detektiv: {
          ladendiebe: Math.floor(random() * 3),
          betrag: 48.9,
          hausverbot: 0,
          signature: 'sig-d.jpg',
        },
        spesen: { ...spesen, reisemittel: 'ÖV', zone: 'B' },
      };
    else {
      const kunde = pick(SHOPPER_CUSTOMERS);
      const payout = kunde === 'Testkäufe Jugendschutz';
      fields = {
        ...times,
        kunde,
        index: 4,
        beschreibung: 'Testkäufe',
        ...(payout
          ? {
              tk: {
                obj: { _id: `shopper-${user}`, name: `${LAST[(user + 3) % 10]} Lea`, date: '2010-05-01' },
                start: '10:00',
                end: '13:00',
                pauseH: 0,
                pauseM: 30,
                pause: 0.5,
                auszahlung: 35,
                signature: 'sig-tk.jpg',
              },
            }
          : {}),
        spesen,
      };
    }
  }
  const record = {
    _id: `7a000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    typ,
    ...fields,
    tag: 'Wochentag',
    complete: random() > 0.1,
    reviewed: random() > 0.5,
    flags: [],
    userID: userId(user),
    userName: userName(user),
    version: 1,
    createdAt: stamp,
    updatedAt: stamp,
  };
  const row = {
    _id: record._id,
    record,
    datum: day,
    userID: record.userID,
    typ,
    deleted: false,
    version: stamp,
  };
  return { record, row };
}

/** Inserts the records into svc-timetrack's database and svc-exports' read model, with customers and regions. */
async function insertRecords(mongoUrl) {
  const client = await MongoClient.connect(mongoUrl);
  try {
    const records = client.db('timetrack').collection('timetracks');
    const rows = client.db('exports').collection('timetracks');
    const version = '2026-01-01T00:00:00.000Z';
    await client
      .db('exports')
      .collection('timetrackCustomers')
      .insertMany(CUSTOMERS.map((customer) => ({ _id: customer._id, customer, deleted: false, version })));
    await client
      .db('exports')
      .collection('timetrackRegions')
      .insertMany(
        REGIONS.map((region) => ({
          _id: `region:${region._id}`,
          kind: 'region',
          region,
          deleted: false,
          version,
        })),
      );
    for (let start = 0; start < recordCount; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, recordCount - start) }, (_, i) =>
        generatedRecord(start + i),
      );
      await Promise.all([
        records.insertMany(batch.map(({ record }) => record)),
        rows.insertMany(batch.map(({ row }) => row)),
      ]);
      if ((start / 1000) % 20 === 0) log(`${start + batch.length} of ${recordCount} time records inserted`);
    }
  } finally {
    await client.close();
  }
}

/** A process's resident memory now (VmRSS) and its peak since start (VmHWM), in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

const cpuOf = (pids) => Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMicros(pid)]));
const cpuSinceMs = (pids, before, per = 1) =>
  Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => [name, (cpuMicros(pid) - before[name]) / 1000 / per]),
  );

/**
 * One export through the gateway: started, polled every 25 ms until done, the file downloaded; seconds, rows,
 * bytes, svc-exports' peak RSS (sampled) and the CPU time of each process in `pids`.
 */
async function serviceExport(gatewayUrl, token, pids, kind, range = PERIOD) {
  const pid = pids['svc-exports'];
  let peak = memoryOf(pid).rss;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 50);
  const cpuBefore = cpuOf(pids);
  const started = performance.now();
  try {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const answer = await fetch(`${gatewayUrl}/api/timetrack/export/${kind}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(range),
    });
    const started201 = await answer.json();
    if (answer.status !== 201) throw new Error(`${kind}: ${answer.status} ${JSON.stringify(started201)}`);
    const { jobId } = started201;
    let status;
    let polls = 0;
    do {
      await new Promise((resolve) => setTimeout(resolve, 25));
      status = await (await fetch(`${gatewayUrl}/api/exports/jobs/${jobId}`, { headers })).json();
      polls += 1;
    } while (status.state === 'waiting' || status.state === 'active');
    if (status.state !== 'completed') throw new Error(`export ${jobId} ended ${JSON.stringify(status)}`);
    const done = performance.now() - started;
    const file = await fetch(`${gatewayUrl}/api/exports/jobs/${jobId}/file`, { headers });
    const body = Buffer.from(await file.arrayBuffer());
    if (file.status !== 200) throw new Error(`${kind} file: ${file.status}`);
    return {
      seconds: (performance.now() - started) / 1000,
      doneSeconds: done / 1000,
      rows: status.result.rows,
      bytes: body.byteLength,
      body,
      peakMb: peak,
      cpuMs: cpuSinceMs(pids, cpuBefore),
      polls,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** A sink that counts the bytes (the bare writes write nowhere, as fast as possible). */
function countingSink() {
  const sink = {
    bytes: 0,
    /** @type {Buffer[]} */
    chunks: [],
    stream: new Writable({
      write(chunk, _encoding, callback) {
        sink.bytes += chunk.length;
        sink.chunks.push(Buffer.from(chunk));
        callback();
      },
    }),
  };
  return sink;
}

/** Times `write` in this process: seconds, CPU time, and what it wrote. */
async function timedBare(write) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const sink = countingSink();
  await write(sink.stream);
  await finished(sink.stream);
  const cpu = process.cpuUsage(cpuBefore);
  return {
    seconds: (performance.now() - started) / 1000,
    bytes: sink.bytes,
    body: Buffer.concat(sink.chunks),
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

/** The read model's rows of the period as svc-exports' job reads them (same filter and order). */
async function readPeriodRows(mongoUrl) {
  const client = await MongoClient.connect(mongoUrl);
  try {
    return await client
      .db('exports')
      .collection('timetracks')
      .find({ deleted: false, datum: { $gte: PERIOD.start, $lte: PERIOD.end } })
      .sort({ datum: 1, userID: 1, _id: 1 })
      .toArray();
  } finally {
    await client.close();
  }
}

const fixed = (value, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : String(value));

/** Part 1 and 2: the salary csv and the tt/admin workbook, each against its bare write, alternating. */
async function measureExports({ gatewayUrl, mongoUrl, pidOf, tokenFor }) {
  const { csvLine, CSV_BOM } = await import('@agecheck/contracts');
  const sheetModule = await import('../../svc-exports/dist/timetrack-export/timetrack-sheet.js');
  const { reportTranslator } = await import('../../svc-exports/dist/report/report-translator.js');
  const t = reportTranslator('de');
  const pids = { 'svc-exports': pidOf('svc-exports'), gateway: pidOf('gateway') };

  // the same rows for the bare writes, made again by the generator (reading them from the read model takes
  // minutes on FerretDB) in the job's order, and formatted before (as svc-exports formats them); the salary
  // file is compared with the bare csv below
  const records = Array.from({ length: exportRecords }, (_, n) => generatedRecord(n).row)
    .sort((a, b) =>
      a.datum !== b.datum
        ? a.datum < b.datum
          ? -1
          : 1
        : a.userID !== b.userID
          ? a.userID < b.userID
            ? -1
            : 1
          : a._id < b._id
            ? -1
            : 1,
    )
    .map((row) => row.record);
  const names = sheetModule.timetrackNames(
    CUSTOMERS.map((customer) => ({ _id: customer._id, customer, deleted: false, version: '' })),
    REGIONS.map((region) => ({
      _id: `region:${region._id}`,
      kind: 'region',
      region,
      deleted: false,
      version: '',
    })),
  );
  const cells = records.map((record) => sheetModule.timetrackSheetRow(record, names, t));
  const sheetHeaders = sheetModule.timetrackSheetHeaders(t);
  const salaryHeaders = sheetModule.timetrackSalaryHeaders(t);
  log(`${records.length} records in ${PERIOD.start} to ${PERIOD.end} for the bare writes`);

  /** The payroll csv as the job writes it: summed per user from the records, one `csvLine` a line. */
  const bareCsv = (from) => (out) => {
    const lines = sheetModule.timetrackSalaryRows(from);
    out.end([`${CSV_BOM}${csvLine(salaryHeaders)}`, ...lines.map(csvLine)].join(''));
  };
  /** The records' cells as the job writes them: an exceljs streaming workbook, no shared strings. */
  const bareXlsx = async (out) => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
    const sheet = workbook.addWorksheet(t('timetrackSheet.sheet'));
    sheet.addRow(sheetHeaders).commit();
    for (const values of cells) sheet.addRow(values).commit();
    sheet.commit();
    await workbook.commit();
  };
  /** The driver's read of the same rows, then the bare csv: what the job does minus queue, HTTP and file. */
  const driverCsv = async (out) => bareCsv((await readPeriodRows(mongoUrl)).map((row) => row.record))(out);

  let admin = await tokenFor('admin');
  // the first export of each kind is not measured (a first job, a first read), unless `--warmup 0`
  for (let run = 0; run < warmup; run += 1) {
    const warm = await serviceExport(gatewayUrl, admin, pids, 'salary');
    const warmSheet = await serviceExport(gatewayUrl, admin, pids, 'tt/admin');
    const { hwm } = memoryOf(pids['svc-exports']);
    log(
      `warm-up: salary ${fixed(warm.seconds)} s (waits for the records' load; svc-exports peak RSS ${fixed(warm.peakMb, 0)} MB sampled), tt/admin ${fixed(warmSheet.seconds)} s (peak RSS ${fixed(warmSheet.peakMb, 0)} MB); svc-exports VmHWM ${fixed(hwm, 0)} MB`,
    );
  }

  const runs = { salary: [], bareCsv: [], driverCsv: [], sheet: [], bareXlsx: [] };
  for (let round = 0; round < rounds; round += 1) {
    admin = await tokenFor('admin');
    const service = async () => {
      runs.salary.push(await serviceExport(gatewayUrl, admin, pids, 'salary'));
      runs.sheet.push(await serviceExport(gatewayUrl, admin, pids, 'tt/admin'));
    };
    const bare = async () => {
      runs.bareCsv.push(await timedBare(bareCsv(records)));
      runs.driverCsv.push(await timedBare(driverCsv));
      runs.bareXlsx.push(await timedBare(bareXlsx));
    };
    // alternate which goes first
    if (round % 2) await service();
    await bare();
    if (!(round % 2)) await service();
    printExportRound(runs, round);
    if (round === 0) {
      const same = runs.salary[0].body.equals(runs.bareCsv[0].body);
      log(`the salary file ${same ? 'equals' : 'DIFFERS FROM'} the bare csv, byte for byte`);
    }
  }
  // a month before the months svc-exports keeps in memory (decision 0039): read from its read model
  const early = await serviceExport(gatewayUrl, await tokenFor('admin'), pids, 'tt/admin', EARLY_PERIOD);
  return { runs, early, hwm: memoryOf(pids['svc-exports']).hwm, periodRecords: records.length };
}

/** One round of the exports and their bare writes. */
function printExportRound(runs, round) {
  const [salary, sheet] = [runs.salary[round], runs.sheet[round]];
  console.log(
    `round ${round + 1}: salary csv ${fixed(salary.seconds)} s (${salary.rows} lines, ${salary.bytes} B, peak RSS ${fixed(salary.peakMb, 0)} MB; CPU svc-exports ${fixed(salary.cpuMs['svc-exports'], 0)} ms, gateway ${fixed(salary.cpuMs.gateway, 0)} ms), bare csv ${fixed(runs.bareCsv[round].seconds, 3)} s (CPU ${fixed(runs.bareCsv[round].cpuMs, 0)} ms), driver read + bare csv ${fixed(runs.driverCsv[round].seconds)} s (CPU here ${fixed(runs.driverCsv[round].cpuMs, 0)} ms)`,
  );
  console.log(
    `         tt/admin xlsx ${fixed(sheet.seconds)} s (${sheet.rows} rows, ${fixed(sheet.bytes / 1e6, 1)} MB, peak RSS ${fixed(sheet.peakMb, 0)} MB; CPU svc-exports ${fixed(sheet.cpuMs['svc-exports'], 0)} ms, gateway ${fixed(sheet.cpuMs.gateway, 0)} ms), bare exceljs ${fixed(runs.bareXlsx[round].seconds)} s (${fixed(runs.bareXlsx[round].bytes / 1e6, 1)} MB; CPU ${fixed(runs.bareXlsx[round].cpuMs, 0)} ms)`,
  );
}

function printExports({ runs, early, hwm, periodRecords }) {
  const med = (list, of) => median(list.map(of));
  console.log(
    `\nExports of ${PERIOD.start} to ${PERIOD.end}: ${periodRecords} of ${recordCount} records, ${userCount} users, ${rounds} rounds alternating, through the gateway (polled every 25 ms, file downloaded) (load average ${loadAverage()})`,
  );
  for (let round = 0; round < runs.salary.length; round += 1) printExportRound(runs, round);
  const salary = med(runs.salary, (run) => run.seconds);
  const sheet = med(runs.sheet, (run) => run.seconds);
  const bareCsv = med(runs.bareCsv, (run) => run.seconds);
  const driverCsv = med(runs.driverCsv, (run) => run.seconds);
  const bareXlsx = med(runs.bareXlsx, (run) => run.seconds);
  const peak = (list) => Math.max(...list.map((run) => run.peakMb));
  const cpu = (list, name) => med(list, (run) => run.cpuMs[name]);
  console.log(
    `salary (payroll csv, medians): service ${fixed(salary)} s, bare csv ${fixed(bareCsv, 3)} s, ratio salary/bare csv ${fixed(salary / bareCsv, 1)}x; driver read + bare csv ${fixed(driverCsv)} s, ratio salary/(driver read + bare csv) ${fixed(salary / driverCsv)}x (for information: a file of 400 lines, most of its time the job's queue, the polls and the download; the issue's target is the workbook's, below)`,
  );
  console.log(
    `salary CPU per export (medians): svc-exports ${fixed(cpu(runs.salary, 'svc-exports'), 0)} ms, gateway ${fixed(cpu(runs.salary, 'gateway'), 0)} ms, bare csv ${fixed(
      med(runs.bareCsv, (run) => run.cpuMs),
      0,
    )} ms, driver read + bare csv (this process) ${fixed(
      med(runs.driverCsv, (run) => run.cpuMs),
      0,
    )} ms; svc-exports peak RSS ${fixed(peak(runs.salary), 0)} MB sampled`,
  );
  console.log(
    `tt/admin (xlsx, medians): service ${fixed(sheet)} s, bare exceljs ${fixed(bareXlsx)} s, ratio ${fixed(sheet / bareXlsx)}x (target <= 1.3x, aim <= 1.0x)`,
  );
  console.log(
    `tt/admin CPU per export (medians): svc-exports ${fixed(cpu(runs.sheet, 'svc-exports'), 0)} ms, gateway ${fixed(cpu(runs.sheet, 'gateway'), 0)} ms, bare exceljs ${fixed(
      med(runs.bareXlsx, (run) => run.cpuMs),
      0,
    )} ms; svc-exports peak RSS ${fixed(peak(runs.sheet), 0)} MB sampled`,
  );
  console.log(
    `tt/admin of ${EARLY_PERIOD.start} to ${EARLY_PERIOD.end}, before the months svc-exports keeps in memory (read from its read model, once): ${fixed(early.seconds)} s, ${early.rows} rows, CPU svc-exports ${fixed(early.cpuMs['svc-exports'], 0)} ms, peak RSS ${fixed(early.peakMb, 0)} MB sampled`,
  );
  console.log(`svc-exports VmHWM ${fixed(hwm, 0)} MB since its start (target <= 250 MB)`);
}

/** The admin list's filters, each call with other values from a seeded random. */
function filterVariants() {
  const random = seededRandom(11);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const month = () => {
    const start = new Date(BEFORE_START + Math.floor(random() * 21) * 31 * DAY_MS);
    const first = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1));
    const last = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
    return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
  };
  const customer = () => (random() < 0.5 ? pick(SHOPPER_CUSTOMERS) : pick(CUSTOMERS)._id);
  const user = () => userId(Math.floor(random() * userCount));
  return {
    none: () => ({}),
    user: () => ({ user: user() }),
    customer: () => ({ customer: customer() }),
    period: () => month(),
    status: () => ({ status: random() < 0.5 ? 'pending' : 'reviewed' }),
    all: () => ({ user: user(), customer: customer(), ...month(), status: 'pending' }),
  };
}

/** Part 3: the admin list's first page through the gateway and the same query on the driver. */
async function measurePage({ gatewayUrl, mongoUrl, pidOf, tokenFor }) {
  const { TIMETRACK_LIMITS, TIMETRACK_PAGE_SIZE } = await import('@agecheck/contracts');
  /** The admin list's question as a MongoDB filter (svc-timetrack asked it so before decision 0036). */
  const adminListFilter = (/** @type {Record<string, string>} */ query) => {
    const cutoff = TIMETRACK_LIMITS.reviewCutoff;
    const conditions = [{ deletedAt: { $exists: false } }];
    if (query.user) conditions.push({ userID: query.user });
    if (query.customer) conditions.push({ kunde: query.customer });
    if (query.from) conditions.push({ datum: { $gte: query.from } });
    if (query.to) conditions.push({ datum: { $lte: query.to } });
    if (query.status === 'pending') conditions.push({ reviewed: false, datum: { $gte: cutoff } });
    if (query.status === 'reviewed')
      conditions.push({ $or: [{ reviewed: true }, { datum: { $lt: cutoff } }] });
    return { $and: conditions };
  };
  const pids = { 'svc-timetrack': pidOf('svc-timetrack'), gateway: pidOf('gateway') };
  const client = await MongoClient.connect(mongoUrl);
  const collection = client.db('timetrack').collection('timetracks');
  /** @type {string[]} */
  const explains = [];
  let admin = await tokenFor('admin');
  let tokenAt = Date.now();
  const gatewayCall = async (query) => {
    if (Date.now() - tokenAt > 60_000) [admin, tokenAt] = [await tokenFor('admin'), Date.now()];
    const search = new URLSearchParams(query).toString();
    const started = performance.now();
    const response = await fetch(`${gatewayUrl}/api/timetrack/admin/page/1${search ? `?${search}` : ''}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const body = await response.json();
    const elapsed = performance.now() - started;
    if (response.status !== 200)
      throw new Error(`page ${search}: ${response.status} ${JSON.stringify(body)}`);
    return { elapsed, total: body.total };
  };
  // the same question of the database: the filter, sort, skip and limit, and the count beside it
  const driverCall = async (query) => {
    const filter = adminListFilter(query);
    const started = performance.now();
    const [, total] = await Promise.all([
      collection
        .find(filter)
        .sort({ datum: -1, updatedAt: -1, _id: 1 })
        .skip(0)
        .limit(TIMETRACK_PAGE_SIZE)
        .toArray(),
      collection.countDocuments(filter),
    ]);
    return { elapsed: performance.now() - started, total };
  };
  try {
    // what the database says of the query: whether it pushes the filter, sort and limit down (FerretDB) or which
    // index it uses (MongoDB)
    for (const [name, query] of [
      ['none', {}],
      [
        'all',
        {
          user: userId(1),
          customer: CUSTOMERS[0]._id,
          from: '2026-10-01',
          to: '2026-10-31',
          status: 'pending',
        },
      ],
    ]) {
      const explained = await collection
        .find(adminListFilter(query))
        .sort({ datum: -1, updatedAt: -1, _id: 1 })
        .limit(TIMETRACK_PAGE_SIZE)
        .explain();
      explains.push(`explain (${name}): ${JSON.stringify(explained).slice(0, 600)}`);
    }
    // svc-timetrack reads every record at start; until then a call waits (the gateway may give up: 502/504)
    const loadStarted = performance.now();
    let first;
    for (;;) {
      first = await gatewayCall({}).catch((error) => {
        if (performance.now() - loadStarted > 30 * 60_000) throw error;
        return undefined;
      });
      if (first) break;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    first.elapsed = performance.now() - loadStarted;
    log(`the admin list counts ${first.total} records (first answer after ${fixed(first.elapsed, 0)} ms)`);
    /** @type {Record<string, { gateway: number[], driver: number[], cpuMs: Record<string, number>, totals: number[] }>} */
    const results = {};
    for (const [name, next] of Object.entries(filterVariants())) {
      const queries = Array.from({ length: calls }, next);
      const result = { gateway: [], driver: [], cpuMs: {}, totals: [] };
      // gateway and driver in turns of ten calls, each side stopping after `--seconds`
      const spent = { gateway: 0, driver: 0 };
      const cpuBefore = cpuOf(pids);
      for (let at = 0; at < queries.length; at += 10) {
        for (const [side, call] of [
          ['gateway', gatewayCall],
          ['driver', driverCall],
        ].filter(([side]) => side === 'gateway' || driverFilters.split(',').includes(name)))
          for (const query of queries.slice(at, at + 10)) {
            if (spent[side] > maxSeconds * 1000) break;
            const answer = await call(query);
            spent[side] += answer.elapsed;
            result[side].push(answer.elapsed);
            if (side === 'gateway') result.totals.push(answer.total);
          }
        if (spent.gateway > maxSeconds * 1000 && spent.driver > maxSeconds * 1000) break;
      }
      // the CPU of the services is the gateway side's only (the driver side does not reach them)
      result.cpuMs = cpuSinceMs(pids, cpuBefore, result.gateway.length);
      results[name] = result;
      log(
        `${name}: ${result.gateway.length} calls, gateway p95 ${fixed(percentile(result.gateway, 95), 0)} ms, driver p95 ${fixed(percentile(result.driver, 95), 0)} ms`,
      );
    }
    return { results, total: first.total, explains };
  } finally {
    await client.close();
  }
}

function printPage({ results, total, explains }) {
  console.log(
    `\nGET /api/timetrack/admin/page/1 over ${total} records as admin, one call at a time (load average ${loadAverage()})`,
  );
  const ms = (values, p) => fixed(percentile(values, p), 1).padStart(8);
  for (const [name, result] of Object.entries(results)) {
    const { gateway, driver } = result;
    console.log(
      `${name.padEnd(8)} gateway ${String(gateway.length).padStart(3)} calls p50 ${ms(gateway, 50)} p95 ${ms(gateway, 95)} p99 ${ms(gateway, 99)} ms | driver ${String(driver.length).padStart(3)} calls p50 ${ms(driver, 50)} p95 ${ms(driver, 95)} p99 ${ms(driver, 99)} ms | ratio p50 ${fixed(percentile(gateway, 50) / percentile(driver, 50))}x p95 ${fixed(percentile(gateway, 95) / percentile(driver, 95))}x | median total ${median(result.totals)} | CPU per call svc-timetrack ${fixed(result.cpuMs['svc-timetrack'], 1)} ms, gateway ${fixed(result.cpuMs.gateway, 1)} ms`,
    );
  }
  const worst = Math.max(...Object.values(results).map((result) => percentile(result.gateway, 95)));
  console.log(`worst p95 through the gateway ${fixed(worst, 1)} ms (target <= 100 ms)`);
  for (const line of explains) console.log(line);
}

await withBenchPlatform(
  { demoData: false, beforeApps: (infra) => insertRecords(infra.urls.mongo) },
  async (platform) => {
    const exportsResult = skip === 'exports' ? undefined : await measureExports(platform);
    const pageResult = skip === 'page' ? undefined : await measurePage(platform);
    if (exportsResult) printExports(exportsResult);
    if (pageResult) printPage(pageResult);
  },
);
