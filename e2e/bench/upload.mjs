#!/usr/bin/env node
// Upload benchmark (issue 7): a 12 MP phone photo uploaded through the gateway to svc-files until the
// stored 1600 px JPEG is answered, against sharp's bare resize of the same file to 1600 px with the same
// JPEG options in this process, in alternating rounds of the same run. The headline is the median of the
// per-round ratios upload/bare (each upload against the bare resize next to it, so the machine's load
// moves both alike), with its spread; every series prints its median and quartiles.
// For where the time goes it also times svc-files' own image processing in this process (validation,
// orientation, resize, JPEG), the same upload again (a retry: decoded, then answered with the first file),
// the upload straight at svc-files (without the gateway), and prints the CPU time per call of the bare
// resize, svc-files and the gateway (from /proc), which swings far less with the machine's load.
// Starts its own platform on free ports (no front ends) and stops it at the end.
//   node e2e/bench/upload.mjs [--rounds 21] [--user testkaeufer]
// Target: upload <= 1.3x the bare resize.
import http from 'node:http';
import sharp from 'sharp';
import { benchOptions, cpuMicros, loadAverage, log, median, withBenchPlatform } from './kit.mjs';

const { rounds, user: username } = benchOptions({ rounds: 21, user: 'testkaeufer' });
const STORED_WIDTH = 1600;

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

/**
 * The multipart body a phone's browser sends for the form { purchaseID, file }. A browser encodes its form
 * natively while sending; Node's FormData encodes it through web streams at 4 to 14 ms per call in this
 * process, a cost of the benchmark's client and not of the upload.
 */
function multipartBody(purchaseID, photo) {
  const boundary = `----agecheck-bench-${purchaseID}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="purchaseID"\r\n\r\n${purchaseID}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="IMG_0001.jpg"\r\n` +
    'Content-Type: image/jpeg\r\n\r\n';
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/**
 * POSTs `body` with node:http and answers the status and the JSON answer. Node's fetch hands a 6.4 MB body
 * through web streams at about 15 ms of CPU and 25 ms per call more than node:http on this machine: a cost
 * of the benchmark's client, which would otherwise count as the upload's.
 */
function post(url, headers, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': body.length } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, answer: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function timed(action) {
  const started = performance.now();
  const result = await action();
  return { ms: performance.now() - started, result };
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

await withBenchPlatform({}, async ({ gatewayUrl, serviceUrls, pidOf, tokenFor }) => {
  // svc-files' own image processing and JPEG options, from the build just made
  const { ImageProcessor, STORED_JPEG_OPTIONS } =
    await import('../../svc-files/dist/images/image-processor.js');
  const accessToken = await tokenFor(username);

  const photo = await phonePhoto();
  log(`photo: 4000 x 3000, ${(photo.length / 1e6).toFixed(1)} MB`);

  const bareResize = () => sharp(photo).resize({ width: STORED_WIDTH }).jpeg(STORED_JPEG_OPTIONS).toBuffer();
  const processor = new ImageProcessor();
  const processing = () => processor.toStoredJpeg(photo, STORED_WIDTH);
  let uploads = 0;
  const upload = async ({ retry = false, base = gatewayUrl } = {}) => {
    if (!retry) uploads += 1;
    // a new purchase each time: the same bytes for the same purchase are answered with the first file
    const { contentType, body } = multipartBody(`bench-${process.pid}-${uploads}`, photo);
    const { status, answer } = await post(
      `${base}/api/images`,
      { authorization: `Bearer ${accessToken}`, 'content-type': contentType },
      body,
    );
    if (status !== (retry ? 200 : 201))
      throw new Error(`upload answered ${status} ${JSON.stringify(answer)}`);
    return answer;
  };

  // CPU time spent on the measured calls: this process's for the bare resize, the gateway's and svc-files'
  // for the uploads; it swings far less with the machine's load than the elapsed times do
  const servers = { gateway: pidOf('gateway'), 'svc-files': pidOf('svc-files') };
  const cpuMs = { bare: 0, gateway: 0, 'svc-files': 0 };
  const serverCpu = () =>
    Object.fromEntries(Object.entries(servers).map(([name, pid]) => [name, cpuMicros(pid)]));
  const measureBare = async () => {
    const before = process.cpuUsage();
    const { ms } = await timed(bareResize);
    const used = process.cpuUsage(before);
    cpuMs.bare += (used.user + used.system) / 1000;
    return ms;
  };
  const measureUpload = async () => {
    const before = serverCpu();
    const measured = await timed(upload);
    for (const [name, micros] of Object.entries(serverCpu())) cpuMs[name] += (micros - before[name]) / 1000;
    return measured;
  };

  log('warming up');
  for (let index = 0; index < 3; index += 1) {
    await bareResize();
    await processing();
    await upload();
  }
  const runs = { bare: [], processing: [], upload: [], ratio: [], retry: [], direct: [] };
  const loadBefore = loadAverage();
  let last;
  for (let round = 1; round <= rounds; round += 1) {
    // bare and upload next to each other, in turns first, so a drift of the load favours neither
    let bare;
    let uploaded;
    if (round % 2) {
      bare = await measureBare();
      uploaded = await measureUpload();
    } else {
      uploaded = await measureUpload();
      bare = await measureBare();
    }
    runs.bare.push(bare);
    runs.upload.push(uploaded.ms);
    runs.ratio.push(uploaded.ms / bare);
    last = uploaded.result;
    runs.processing.push((await timed(processing)).ms);
    runs.retry.push((await timed(() => upload({ retry: true }))).ms);
    runs.direct.push((await timed(() => upload({ base: serviceUrls['svc-files'] }))).ms);
  }

  // what the upload stored: the 1600 px JPEG, fetched through its signed link
  const link = await fetch(`${gatewayUrl}/api/images/${last.img}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  }).then((response) => response.json());
  const stored = await fetch(`${gatewayUrl}${link.imageUrl}`).then(async (response) =>
    sharp(Buffer.from(await response.arrayBuffer())).metadata(),
  );

  console.log(
    `\n12 MP JPEG (${(photo.length / 1e6).toFixed(1)} MB) to ${STORED_WIDTH} px, JPEG ${JSON.stringify(STORED_JPEG_OPTIONS)}, ${rounds} alternating rounds (load average before ${loadBefore}, after ${loadAverage()})`,
  );
  console.log(`${''.padEnd(55)}median  quartiles`);
  const spread = (values, digits) =>
    `${median(values).toFixed(digits).padStart(6)}  ${quantile(values, 0.25).toFixed(digits)}-${quantile(values, 0.75).toFixed(digits)}`;
  const line = (name, what, values) =>
    console.log(`${name.padEnd(11)}${what.padEnd(44)}${spread(values, 0)} ms`);
  line('bare', 'sharp resize in this process', runs.bare);
  line('processing', "svc-files' processing in this process", runs.processing);
  line('upload', 'through the gateway, stored', runs.upload);
  line('retry', 'the same upload again (a retry)', runs.retry);
  line('direct', 'straight at svc-files, stored', runs.direct);
  console.log(
    `stored: ${stored.format} ${stored.width} x ${stored.height}, EXIF ${stored.exif ? 'present' : 'none'}`,
  );
  const perRound = (ms) => (ms / rounds).toFixed(0);
  console.log(
    `CPU per call: bare resize ${perRound(cpuMs.bare)} ms; upload: svc-files ${perRound(cpuMs['svc-files'])} ms, gateway ${perRound(cpuMs.gateway)} ms (${((cpuMs['svc-files'] + cpuMs.gateway) / cpuMs.bare).toFixed(2)}x)`,
  );
  console.log(
    `upload/bare: ${spread(runs.ratio, 2)} (median and quartiles of the per-round ratios; target <= 1.3), ratio of the medians ${(median(runs.upload) / median(runs.bare)).toFixed(2)}`,
  );
});
