// Ports and readiness checks.
import net from 'node:net';
import http from 'node:http';

/**
 * A TCP port that is free on `host` right now (the OS picks it).
 * @param {{ host?: string }} [options]
 * @returns {Promise<number>}
 */
export function findFreePort({ host = '127.0.0.1' } = {}) {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, host, () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * `count` distinct free ports.
 * @param {number} count
 * @param {{ host?: string }} [options]
 * @returns {Promise<number[]>}
 */
export async function findFreePorts(count, options) {
  /** @type {Set<number>} */
  const ports = new Set();
  while (ports.size < count) ports.add(await findFreePort(options));
  return [...ports];
}

/**
 * Whether a TCP port can be bound on `host` (nobody listens there).
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, host, () => srv.close(() => resolve(true)));
  });
}

/**
 * One attempt to open a TCP connection.
 * @param {number} port
 * @param {string} [host]
 * @param {number} [timeoutMs]
 * @returns {Promise<boolean>}
 */
export function canConnect(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const sock = net.connect({ port, host });
    const done = (/** @type {boolean} */ ok) => {
      sock.destroy();
      resolve(ok);
    };
    sock.setTimeout(timeoutMs, () => done(false));
    sock.once('connect', () => done(true));
    sock.once('error', () => done(false));
  });
}

/**
 * One HTTP GET; resolves with status and body (never rejects on network errors: status 0).
 * @param {string} url
 * @param {{ timeoutMs?: number, headers?: Record<string, string> }} [options]
 * @returns {Promise<{ status: number, body: string }>}
 */
export function httpGet(url, { timeoutMs = 2000, headers } = {}) {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: timeoutMs, headers }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', () => resolve({ status: 0, body: '' }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, body: '' }));
  });
}

/**
 * @typedef {object} ReadyCheck
 * @property {string} [url] ready when a GET answers 2xx (and `bodyIncludes`, if given, is in the body)
 * @property {string} [bodyIncludes]
 * @property {number} [tcpPort] ready when a TCP connection to `host:tcpPort` succeeds
 * @property {string} [host] default 127.0.0.1
 * @property {() => Promise<boolean>} [check] custom check, ready when it resolves true
 */

/**
 * Runs a {@link ReadyCheck} once; all given conditions must hold.
 * @param {ReadyCheck} ready
 * @returns {Promise<boolean>}
 */
export async function checkReady(ready) {
  if (ready.tcpPort && !(await canConnect(ready.tcpPort, ready.host))) return false;
  if (ready.url) {
    const res = await httpGet(ready.url);
    if (res.status < 200 || res.status >= 300) return false;
    if (ready.bodyIncludes && !res.body.includes(ready.bodyIncludes)) return false;
  }
  if (ready.check) {
    try {
      if (!(await ready.check())) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * Polls `ready` until it holds, `timeoutMs` passes (rejects) or `abort` resolves (rejects with its value).
 * @param {ReadyCheck} ready
 * @param {{ timeoutMs?: number, intervalMs?: number, abort?: Promise<Error> }} [options]
 * @returns {Promise<void>}
 */
export async function waitUntilReady(ready, { timeoutMs = 60_000, intervalMs = 250, abort } = {}) {
  const deadline = Date.now() + timeoutMs;
  /** @type {Error | undefined} */
  let aborted;
  abort?.then((e) => (aborted = e));
  for (;;) {
    if (aborted) throw aborted;
    if (await checkReady(ready)) return;
    if (aborted) throw aborted;
    if (Date.now() > deadline)
      throw new Error(`not ready after ${(timeoutMs / 1000).toFixed(1)}s (${describeReady(ready)})`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/**
 * @param {ReadyCheck} ready
 * @returns {string}
 */
export function describeReady(ready) {
  const parts = [];
  if (ready.url) parts.push(`GET ${ready.url}`);
  if (ready.tcpPort) parts.push(`TCP ${ready.host ?? '127.0.0.1'}:${ready.tcpPort}`);
  if (ready.check) parts.push('custom check');
  return parts.join(', ') || 'no check';
}
