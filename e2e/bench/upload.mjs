#!/usr/bin/env node
// Upload benchmark (issue 7): a 12 MP phone photo uploaded through the gateway to svc-files until the
// stored 1600 px JPEG is answered, against sharp's bare resize of the same file to 1600 px in this process,
// in alternating rounds of the same run; prints the medians and their ratio. For where the time goes it also
// times the same upload again (a retry: transfer and lookup, no decoding) and the upload straight at
// svc-files (without the gateway), and prints the CPU time of the bare resize and, per upload, of svc-files
// and the gateway (from /proc), which swings far less with the machine's load than elapsed times do.
// Starts its own platform on free ports (no front ends) and stops it at the end.
//   node e2e/bench/upload.mjs [--rounds 15] [--user testkaeufer]
// Target: upload <= 1.3x the bare resize.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { freeInfraPorts, passwordGrant, startInfra } from '../../infra/lib/index.mjs';
import { buildAll, freeAppPorts, startApps } from '../../infra/platform/apps.mjs';
import { loadDemoData } from '../../infra/platform/demo-data.mjs';
import { cpuMicros } from './process-cpu.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const rounds = Number(option('rounds', '15'));
const username = option('user', 'testkaeufer');
const log = (line) => console.log(`[bench] ${line}`);

/** A 12 MP (4000 x 3000) JPEG with grain, about as many bytes as a phone's photo, with a GPS position. */
function phonePhoto() {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#6a8caf',
      noise: { type: 'gaussian', mean: 120, sigma: 25 },
    },
  })
    .jpeg({ quality: 90 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 22/1 42/1' } })
    .toBuffer();
}

async function timed(action) {
  const started = performance.now();
  const result = await action();
  return { ms: performance.now() - started, result };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agecheck-bench-'));
let infra;
let apps;
try {
  await buildAll({ log, frontends: false });
  const infraPorts = await freeInfraPorts();
  const ports = { GATEWAY_PORT: infraPorts.gateway, ...(await freeAppPorts()) };
  infra = await startInfra({ ports: infraPorts, dataDir, log: (line) => console.log(`[infra] ${line}`) });
  apps = await startApps({ infraEnv: infra.env, ports, dataDir, log, logLevel: 'warn', frontends: false });
  await loadDemoData({
    gatewayUrl: apps.gatewayUrl,
    issuer: infra.urls.keycloakIssuer,
    mongoUrl: infra.urls.mongo,
    log,
  });
  const { accessToken } = await passwordGrant({ issuer: infra.urls.keycloakIssuer, username });

  const photo = await phonePhoto();
  log(`photo: 4000 x 3000, ${(photo.length / 1e6).toFixed(1)} MB`);

  const bareResize = () => sharp(photo).resize({ width: 1600 }).jpeg().toBuffer();
  // the photo as a phone's file input holds it, made once
  const file = new Blob([photo], { type: 'image/jpeg' });
  let uploads = 0;
  const upload = async ({ retry = false, base = apps.gatewayUrl } = {}) => {
    if (!retry) uploads += 1;
    const form = new FormData();
    // a new purchase each time: the same bytes for the same purchase are answered without decoding (a retry)
    form.append('purchaseID', `bench-${process.pid}-${uploads}`);
    form.append('file', file, 'IMG_0001.jpg');
    const response = await fetch(`${base}/api/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      body: form,
    });
    const body = await response.json();
    if (response.status !== (retry ? 200 : 201))
      throw new Error(`upload answered ${response.status} ${JSON.stringify(body)}`);
    return body;
  };

  log('warming up');
  for (let index = 0; index < 3; index += 1) {
    await bareResize();
    await upload();
  }
  const runs = { bare: [], upload: [], retry: [], direct: [] };
  // CPU time spent on the measured calls: this process's for the bare resize, the gateway's and svc-files'
  // for the uploads; it swings far less with the machine's load than the elapsed times do
  const pidOf = (name) => apps.handles.find((handle) => handle.name === name)?.pid;
  const servers = { gateway: pidOf('gateway'), 'svc-files': pidOf('svc-files') };
  const cpuMs = { bare: 0, gateway: 0, 'svc-files': 0 };
  const serverCpu = () =>
    Object.fromEntries(Object.entries(servers).map(([name, pid]) => [name, cpuMicros(pid)]));
  const loadBefore = loadAverage();
  let last;
  for (let round = 1; round <= rounds; round += 1) {
    const ownBefore = process.cpuUsage();
    runs.bare.push((await timed(bareResize)).ms);
    const own = process.cpuUsage(ownBefore);
    cpuMs.bare += (own.user + own.system) / 1000;
    const serversBefore = serverCpu();
    const measured = await timed(upload);
    for (const [name, micros] of Object.entries(serverCpu()))
      cpuMs[name] += (micros - serversBefore[name]) / 1000;
    runs.upload.push(measured.ms);
    last = measured.result;
    runs.retry.push((await timed(() => upload({ retry: true }))).ms);
    runs.direct.push((await timed(() => upload({ base: apps.serviceUrls['svc-files'] }))).ms);
  }

  // what the upload stored: the 1600 px JPEG, fetched through its signed link
  const link = await fetch(`${apps.gatewayUrl}/api/images/${last.img}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  }).then((response) => response.json());
  const stored = await fetch(`${apps.gatewayUrl}${link.imageUrl}`).then(async (response) =>
    sharp(Buffer.from(await response.arrayBuffer())).metadata(),
  );

  const bare = median(runs.bare);
  const uploaded = median(runs.upload);
  console.log(
    `\n12 MP JPEG (${(photo.length / 1e6).toFixed(1)} MB) to 1600 px, ${rounds} alternating rounds, medians (load average before ${loadBefore}, after ${loadAverage()})`,
  );
  const line = (name, what, values) =>
    console.log(
      `${name.padEnd(8)}${what.padEnd(36)}${median(values).toFixed(0).padStart(5)} ms  (min ${Math.min(...values).toFixed(0)})`,
    );
  line('bare', 'sharp resize in this process', runs.bare);
  line('upload', 'through the gateway, stored', runs.upload);
  line('retry', 'the same upload again (no decode)', runs.retry);
  line('direct', 'straight at svc-files, stored', runs.direct);
  console.log(
    `stored: ${stored.format} ${stored.width} x ${stored.height}, EXIF ${stored.exif ? 'present' : 'none'}`,
  );
  const perRound = (ms) => (ms / rounds).toFixed(0);
  console.log(
    `CPU per call: bare resize ${perRound(cpuMs.bare)} ms; upload: svc-files ${perRound(cpuMs['svc-files'])} ms, gateway ${perRound(cpuMs.gateway)} ms (${((cpuMs['svc-files'] + cpuMs.gateway) / cpuMs.bare).toFixed(2)}x)`,
  );
  console.log(`upload/bare: ${(uploaded / bare).toFixed(2)}x (target <= 1.3)`);
} finally {
  for (const handle of [...(apps?.handles ?? [])].reverse()) await handle.stop();
  await infra?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
