#!/usr/bin/env node
// Benchmark of what a test buyer on a phone feels: bytes over the wire and time until the dashboard and
// the shopper list show, on a throttled mobile connection, plus the API's latency for the shopper list.
// Run against a running platform (`npm start`):
//   node e2e/bench/first-load.mjs [--url http://127.0.0.1:8080] [--user testkaeufer] [--requests 200]
import { createRequire } from 'node:module';
import { passwordGrant } from '@agecheck/infra/token';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const baseUrl = option('url', 'http://127.0.0.1:8080');
const username = option('user', 'testkaeufer');
const requests = Number(option('requests', '200'));
// A middling mobile connection in a shop: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip.
const MOBILE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
const percentile = (values, p) =>
  values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-CH' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', MOBILE);
  let appBytes = 0;
  let allBytes = 0;
  const urls = new Map();
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => {
    allBytes += event.encodedDataLength;
    if (urls.get(event.requestId)?.startsWith(baseUrl)) appBytes += event.encodedDataLength;
  });

  let started = Date.now();
  await page.goto(`${baseUrl}/dashboard`);
  await page.locator('#username').waitFor();
  const beforeSignIn = { bytes: appBytes, ms: Date.now() - started, keycloakBytes: allBytes - appBytes };

  await page.locator('#username').fill(username);
  await page.locator('#password').fill('demo');
  appBytes = 0;
  started = Date.now();
  await page.locator('#kc-login').click();
  await page.getByText('Willkommen', { exact: false }).waitFor({ timeout: 120_000 });
  const dashboard = { bytes: appBytes, ms: Date.now() - started };

  appBytes = 0;
  started = Date.now();
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByTestId('nav-menu').getByRole('link', { name: 'Testkäufer', exact: true }).click();
  await page.getByRole('heading', { name: 'Testkäufer', exact: true }).waitFor({ timeout: 60_000 });
  await page.getByText('Jahre', { exact: false }).first().waitFor({ timeout: 60_000 });
  const shopperList = { bytes: appBytes, ms: Date.now() - started };

  const issuerConfig = await (await fetch(`${baseUrl}/config/shell.json`)).json();
  const issuer = `${issuerConfig.keycloak.url}/realms/${issuerConfig.keycloak.realm}`;
  const { accessToken } = await passwordGrant({ issuer, username });
  const latencies = [];
  for (let index = 0; index < requests; index += 1) {
    const start = performance.now();
    const answer = await fetch(`${baseUrl}/api/shoppers`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    await answer.arrayBuffer();
    latencies.push(performance.now() - start);
  }

  console.log(`first load on a phone (1.6 Mbit/s, 150 ms RTT), user ${username}, ${baseUrl}`);
  console.log(
    `  shell until the sign-in page   ${kb(beforeSignIn.bytes).padStart(8)}  ${beforeSignIn.ms} ms (plus ${kb(beforeSignIn.keycloakBytes)} of Keycloak's login page)`,
  );
  console.log(`  sign-in until the dashboard    ${kb(dashboard.bytes).padStart(8)}  ${dashboard.ms} ms`);
  console.log(`  dashboard to the shopper list  ${kb(shopperList.bytes).padStart(8)}  ${shopperList.ms} ms`);
  console.log(`GET /api/shoppers through the gateway, ${requests} sequential requests (no throttling):`);
  console.log(
    `  p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
  );
} finally {
  await browser.close();
}
