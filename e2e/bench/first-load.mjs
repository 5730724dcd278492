#!/usr/bin/env node
// Benchmark of what a test buyer on a phone feels: bytes over the wire and time until the login page, the
// dashboard and the shopper list show, on a throttled mobile connection; what each remote costs on its own;
// and the API's latency for the shopper list. Prints each figure against its target (issue 6).
// Run against a running platform (`npm start`):
//   node e2e/bench/first-load.mjs [--url http://127.0.0.1:8080] [--user testkaeufer] [--requests 200] [--scripts]
// --scripts also lists every script loaded between sign-in and the dashboard, largest first.
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
const TARGET_KB = { loginPage: 150, signInScript: 200, remoteEntry: 120 };
// Each remote's first screen, opened by a user of its area, and what shows when it is ready.
const REMOTE_FIRST_SCREENS = [
  {
    remote: 'mf-field',
    user: 'testkaeufer',
    path: '/dashboard',
    ready: (page) => page.getByText('Willkommen', { exact: false }),
  },
  {
    remote: 'mf-promo',
    user: 'promocheck',
    path: '/promochecks/list',
    ready: (page) => page.getByRole('tab'),
  },
  {
    remote: 'mf-portal',
    user: 'portaluser',
    path: '/portal',
    ready: (page) => page.getByRole('combobox', { name: 'Verkaufsleiter (VL)' }),
  },
  {
    remote: 'mf-admin',
    user: 'planung',
    path: '/admin/overview',
    ready: (page) => page.getByText('Online-Testkäufe'),
  },
];

const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
const againstTarget = (bytes, targetKb) =>
  `(target ≤ ${targetKb} KB: ${bytes <= targetKb * 1024 ? 'met' : 'MISSED'})`;
const percentile = (values, p) =>
  values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

/** Counts the bytes (as transferred, i.e. compressed) of every finished request of a page. */
async function trafficMeter(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  let finished = [];
  cdp.on('Network.responseReceived', (event) =>
    requests.set(event.requestId, { url: event.response.url, type: event.type }),
  );
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) finished.push({ ...request, bytes: event.encodedDataLength });
  });
  return {
    cdp,
    /** The requests finished since the last call, and a fresh start. */
    take() {
      const taken = finished;
      finished = [];
      return taken;
    },
  };
}

const sum = (entries, test = () => true) =>
  entries.filter(test).reduce((total, entry) => total + entry.bytes, 0);
const isScript = (entry) => entry.type === 'Script';
const onApp = (entry) => entry.url.startsWith(baseUrl);

async function signIn(page, user) {
  await page.locator('#username').fill(user);
  await page.locator('#password').fill('demo');
  await page.locator('#kc-login').click();
}

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
  // No service worker: it would fetch every file of the shell in the background, out of sight of the page's
  // network log, and then hand the page its scripts for 0 bytes; without it each script the dashboard needs
  // crosses the network once and is counted.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'de-CH',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const meter = await trafficMeter(context, page);
  await meter.cdp.send('Network.emulateNetworkConditions', MOBILE);

  let started = Date.now();
  await page.goto(`${baseUrl}/dashboard`);
  await page.locator('#username').waitFor();
  await page.waitForLoadState('networkidle');
  const beforeSignIn = meter.take();
  const loginMs = Date.now() - started;
  const shellBytes = sum(beforeSignIn, onApp);
  const loginPageBytes = sum(beforeSignIn, (entry) => !onApp(entry));

  started = Date.now();
  await signIn(page, username);
  await page.getByText('Willkommen', { exact: false }).waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  const dashboardMs = Date.now() - started;
  const dashboard = meter.take();

  started = Date.now();
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByTestId('nav-menu').getByRole('link', { name: 'Testkäufer', exact: true }).click();
  await page.getByRole('heading', { name: 'Testkäufer', exact: true }).waitFor({ timeout: 60_000 });
  await page.getByText('Jahre', { exact: false }).first().waitFor({ timeout: 60_000 });
  const shopperListMs = Date.now() - started;
  const shopperList = meter.take();
  await context.close();

  // Each remote's own entry, unthrottled (bytes do not depend on the link): every script the remote's
  // server sends until its first screen shows (remoteEntry, the exposed routes, the screen's chunks).
  const remoteEntries = [];
  for (const screen of REMOTE_FIRST_SCREENS) {
    const remoteContext = await browser.newContext({ locale: 'de-CH', serviceWorkers: 'block' });
    const remotePage = await remoteContext.newPage();
    const remoteMeter = await trafficMeter(remoteContext, remotePage);
    await remotePage.goto(`${baseUrl}${screen.path}`);
    await signIn(remotePage, screen.user);
    await screen.ready(remotePage).first().waitFor({ timeout: 60_000 });
    await remotePage.waitForLoadState('networkidle');
    const prefix = `${baseUrl}/remotes/${screen.remote}/`;
    remoteEntries.push({
      remote: screen.remote,
      path: screen.path,
      bytes: sum(remoteMeter.take(), (entry) => isScript(entry) && entry.url.startsWith(prefix)),
    });
    await remoteContext.close();
  }

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

  const row = (label, bytes, rest) => console.log(`  ${label.padEnd(40)}${kb(bytes).padStart(8)}  ${rest}`);
  const signInScript = sum(dashboard, (entry) => onApp(entry) && isScript(entry));
  console.log(`first load on a phone (1.6 Mbit/s, 150 ms RTT), user ${username}, ${baseUrl}`);
  row('shell until the sign-in page', shellBytes, `${loginMs} ms until the login page (both)`);
  if (process.argv.includes('--scripts')) {
    for (const entry of beforeSignIn.filter((one) => onApp(one)).sort((a, b) => b.bytes - a.bytes))
      row(`    ${entry.type} ${entry.url.slice(baseUrl.length)}`, entry.bytes, '');
  }
  row("Keycloak's login page", loginPageBytes, againstTarget(loginPageBytes, TARGET_KB.loginPage));
  row('sign-in until the dashboard', sum(dashboard, onApp), `${dashboardMs} ms`);
  row('  of it JavaScript (compressed)', signInScript, againstTarget(signInScript, TARGET_KB.signInScript));
  // The shell's start (federation runtime, keycloak-js, the configuration's schema) loads before the login
  // page; a first visit pays both parts.
  const firstVisitScript = sum(beforeSignIn, (entry) => onApp(entry) && isScript(entry)) + signInScript;
  row('JavaScript of a first visit (both parts)', firstVisitScript, '');
  if (process.argv.includes('--scripts')) {
    for (const entry of dashboard
      .filter((one) => onApp(one) && isScript(one))
      .sort((a, b) => b.bytes - a.bytes))
      row(`    ${entry.url.slice(baseUrl.length)}`, entry.bytes, '');
  }
  row('dashboard to the shopper list', sum(shopperList, onApp), `${shopperListMs} ms`);
  console.log("each remote's own entry until its first screen (remoteEntry, routes, screen chunks):");
  for (const entry of remoteEntries) {
    row(`  ${entry.remote} (${entry.path})`, entry.bytes, againstTarget(entry.bytes, TARGET_KB.remoteEntry));
  }
  console.log(`GET /api/shoppers through the gateway, ${requests} sequential requests (no throttling):`);
  console.log(
    `  p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
  );
} finally {
  await browser.close();
}
