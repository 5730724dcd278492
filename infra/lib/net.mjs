// @ts-check
// Free ports and readiness checks.
import net from 'node:net';

/**
 * A TCP port that is free on 127.0.0.1 right now (the OS picks it).
 * @returns {Promise<number>}
 */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * `count` distinct free ports, none of `taken` (ports chosen earlier for servers not started yet: the system
 * may hand out a released port again).
 * @param {number} count
 * @param {Iterable<number>} [taken]
 * @returns {Promise<number[]>}
 */
export async function findFreePorts(count, taken = []) {
  const avoid = new Set(taken);
  /** @type {Set<number>} */
  const ports = new Set();
  while (ports.size < count) {
    const port = await findFreePort();
    if (!avoid.has(port)) ports.add(port);
  }
  return [...ports];
}

/**
 * Whether nobody listens on a TCP port of `host`.
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * One attempt to open a TCP connection.
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
export function canConnect(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (/** @type {boolean} */ ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * @typedef {object} ReadyCheck
 * @property {string} [url] ready when a GET answers 2xx (and `bodyIncludes`, if given, is in the body)
 * @property {string} [bodyIncludes]
 * @property {number} [tcpPort] ready when a TCP connection to 127.0.0.1:tcpPort succeeds
 * @property {() => Promise<boolean>} [check] ready when it resolves true
 */

/**
 * Runs a {@link ReadyCheck} once; all given conditions must hold.
 * @param {ReadyCheck} ready
 * @returns {Promise<boolean>}
 */
export async function checkReady(ready) {
  try {
    if (ready.tcpPort && !(await canConnect(ready.tcpPort))) return false;
    if (ready.url) {
      const response = await fetch(ready.url, { signal: AbortSignal.timeout(2000) });
      const body = await response.text();
      if (!response.ok || (ready.bodyIncludes && !body.includes(ready.bodyIncludes))) return false;
    }
    return ready.check ? await ready.check() : true;
  } catch {
    return false;
  }
}

/**
 * Polls `ready` until it holds, `timeoutMs` passes (rejects) or `abort` resolves (rejects with its value).
 * @param {ReadyCheck} ready
 * @param {{ timeoutMs?: number, abort?: Promise<Error> }} [options]
 * @returns {Promise<void>}
 */
export async function waitUntilReady(ready, { timeoutMs = 60_000, abort } = {}) {
  const deadline = Date.now() + timeoutMs;
  /** @type {Error | undefined} */
  let aborted;
  void abort?.then((error) => (aborted = error));
  for (;;) {
    if (aborted) throw aborted;
    if (await checkReady(ready)) return;
    if (aborted) throw aborted;
    if (Date.now() > deadline) {
      const what = [
        ready.url && `GET ${ready.url}`,
        ready.tcpPort && `TCP ${ready.tcpPort}`,
        ready.check && 'check',
      ];
      throw new Error(`not ready after ${timeoutMs / 1000}s (${what.filter(Boolean).join(', ')})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
