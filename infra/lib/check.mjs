// End-to-end checks of running infrastructure: a write and read on each server, tokens from Keycloak.
import net from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getPorts, loadEnv, repoRoot } from './env.mjs';
import { httpGet } from './net.mjs';
import { loadDemoUsers } from './keycloak.mjs';
import { redisPing } from './probes.mjs';

/**
 * Decodes the payload of a JWT (no signature check).
 * @param {string} jwt
 * @returns {Record<string, any>}
 */
export function jwtPayload(jwt) {
  return JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
}

/**
 * Gets an access token with the password grant of the test client `agecheck-tests`.
 * @param {{ issuer: string, username: string, password?: string, clientId?: string }} o
 * @returns {Promise<{ accessToken: string, payload: Record<string, any> }>}
 */
export async function passwordGrant({ issuer, username, password = 'demo', clientId = 'agecheck-tests' }) {
  const res = await fetch(`${issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: clientId,
      username,
      password,
      scope: 'openid',
    }),
  });
  const body = /** @type {any} */ (await res.json());
  if (!res.ok || !body.access_token)
    throw new Error(`token for ${username}: HTTP ${res.status} ${JSON.stringify(body)}`);
  return { accessToken: body.access_token, payload: jwtPayload(body.access_token) };
}

/**
 * Sends one mail with a plain SMTP dialog (no client library).
 * @param {{ port: number, host?: string, from: string, to: string, subject: string, text: string }} o
 * @returns {Promise<void>}
 */
export function sendMail({ port, host = '127.0.0.1', from, to, subject, text }) {
  const steps = [
    ['', '220'],
    ['EHLO localhost\r\n', '250 '],
    [`MAIL FROM:<${from}>\r\n`, '250'],
    [`RCPT TO:<${to}>\r\n`, '250'],
    ['DATA\r\n', '354'],
    [
      `From: <${from}>\r\nTo: <${to}>\r\nSubject: ${subject}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${text}\r\n.\r\n`,
      '250',
    ],
    ['QUIT\r\n', '221'],
  ];
  return new Promise((resolve, reject) => {
    const sock = net.connect({ port, host });
    let buf = '';
    let i = 0;
    sock.setTimeout(5000, () => {
      sock.destroy();
      reject(new Error(`SMTP timeout at step ${i}: ${buf}`));
    });
    sock.on('error', reject);
    sock.on('data', (d) => {
      buf += d.toString('utf8');
      const lines = buf.split('\r\n').filter(Boolean);
      const last = lines[lines.length - 1] ?? '';
      if (!buf.endsWith('\r\n') || /^\d{3}-/.test(last)) return; // multi-line reply continues
      if (!last.startsWith(steps[i][1].trim())) {
        sock.destroy();
        reject(new Error(`SMTP: expected ${steps[i][1]} at step ${i}, got: ${last}`));
        return;
      }
      buf = '';
      i++;
      if (i >= steps.length) {
        sock.end();
        resolve();
      } else sock.write(steps[i][0]);
    });
  });
}

/**
 * @typedef {{ name: string, ok: boolean, detail: string }} CheckResult
 */

/**
 * Exercises each server: MongoDB insert + find (with the `mongodb` driver from the repo's node_modules),
 * JetStream enabled and healthy, Redis PING, password grants for `testkaeufer` and
 * `portaluser` (roles, name, email, vl in the token), and one mail through the SMTP catcher.
 * @param {{ ports?: Partial<import('./env.mjs').InfraPorts>, settings?: Record<string, string> }} [options]
 * @returns {Promise<CheckResult[]>}
 */
export async function checkInfra(options = {}) {
  const settings = options.settings ?? loadEnv();
  const ports = { ...getPorts(settings), ...(options.ports ?? {}) };
  const issuer = `http://127.0.0.1:${ports.keycloak}/realms/${settings.KEYCLOAK_REALM || 'agecheck'}`;
  /** @type {CheckResult[]} */
  const results = [];
  /**
   * @param {string} name
   * @param {() => Promise<string>} fn
   */
  const check = async (name, fn) => {
    try {
      results.push({ name, ok: true, detail: await fn() });
    } catch (e) {
      results.push({ name, ok: false, detail: /** @type {Error} */ (e).message });
    }
  };

  await check('mongo', async () => {
    const require = createRequire(path.join(repoRoot, 'package.json'));
    const { MongoClient } = require('mongodb');
    const client = await MongoClient.connect(`mongodb://127.0.0.1:${ports.mongo}`, {
      serverSelectionTimeoutMS: 3000,
    });
    try {
      const col = client.db('infra_check').collection('checks');
      const { insertedId } = await col.insertOne({ at: new Date(), by: 'infra check' });
      const found = await col.findOne({ _id: insertedId });
      await col.deleteOne({ _id: insertedId });
      if (!found) throw new Error('inserted document not found');
      return `insert/find/delete ok on mongodb://127.0.0.1:${ports.mongo}`;
    } finally {
      await client.close();
    }
  });
  await check('nats', async () => {
    const res = await httpGet(`http://127.0.0.1:${ports.natsMonitor}/healthz?js-enabled-only=true`);
    if (res.status !== 200) throw new Error(`healthz: HTTP ${res.status} ${res.body}`);
    const jsz = await httpGet(`http://127.0.0.1:${ports.natsMonitor}/jsz`);
    const info = JSON.parse(jsz.body || '{}');
    if (info.disabled) throw new Error('JetStream is disabled');
    return `JetStream on, ${info.streams ?? 0} streams`;
  });
  await check('redis', async () => {
    if (!(await redisPing(ports.redis))) throw new Error('no +PONG');
    return 'PONG';
  });
  await check('keycloak', async () => {
    const users = loadDemoUsers();
    const out = [];
    for (const username of ['testkaeufer', 'portaluser']) {
      const user = users.find((u) => u.username === username);
      const { payload } = await passwordGrant({ issuer, username, password: user?.password });
      const roles = payload.realm_access?.roles ?? [];
      for (const r of user?.roles ?? [])
        if (!roles.includes(r)) throw new Error(`${username}: role ${r} missing in ${roles}`);
      for (const claim of ['preferred_username', 'name', 'email'])
        if (!payload[claim]) throw new Error(`${username}: no ${claim}`);
      if (user?.vl !== undefined && payload.vl !== user.vl)
        throw new Error(`${username}: vl is ${payload.vl}, expected ${user.vl}`);
      out.push(`${username} [${roles.join(',')}]${payload.vl ? ` vl=${payload.vl}` : ''}`);
    }
    return `tokens ok: ${out.join('; ')}`;
  });
  await check('smtp', async () => {
    const subject = `infra check ${Date.now()}`;
    await sendMail({
      port: ports.smtp,
      from: 'check@agecheck.example',
      to: 'someone@agecheck.example',
      subject,
      text: 'Grüezi',
    });
    const res = await httpGet(
      `http://127.0.0.1:${ports.smtpHttp}/messages?subject=${encodeURIComponent(subject)}`,
    );
    const list = JSON.parse(res.body || '[]');
    if (!list.length) throw new Error('mail not found in /messages');
    await fetch(`http://127.0.0.1:${ports.smtpHttp}/messages/${list[0].id}`, { method: 'DELETE' });
    return 'mail sent, found and deleted';
  });
  return results;
}
