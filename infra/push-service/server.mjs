#!/usr/bin/env node
// @ts-check
// Push service stand-in for local runs and tests (decision 0048): accepts what a Web Push sender POSTs to a
// subscription's endpoint (RFC 8030; the body encrypted with aes128gcm, RFC 8291; VAPID, RFC 8292) and keeps
// it, so a test reads what was pushed (and decrypts it with the subscription's own keys):
//   POST /push/:id                 a push to the subscription `id` (201; 410 once the id is marked gone)
//   GET  /health   GET /pushes[?id=]   DELETE /pushes   PUT /gone/:id   (the id answers 410 from now on)
// A test makes a subscription itself: endpoint `<url>/push/<any id>`, its own P-256 key pair and auth secret.
// node infra/push-service/server.mjs --port 8095
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({ options: { port: { type: 'string' } } });
const host = '127.0.0.1';
const MAX_BODY = 8 * 1024;
const log = (/** @type {string} */ line) => console.log(`${new Date().toISOString()} ${line}`);

/** @type {{ id: string, pushId: string, receivedAt: string, headers: Record<string, string>, body: string }[]} */
let pushes = [];
/** @type {Set<string>} */
const gone = new Set();

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://push');
  const [collection, id] = url.pathname.split('/').filter(Boolean);
  const send = (/** @type {number} */ status, /** @type {unknown} */ body) =>
    response
      .writeHead(status, { 'content-type': 'application/json' })
      .end(body === undefined ? '' : JSON.stringify(body));

  if (request.method === 'GET' && url.pathname === '/health')
    return send(200, { status: 'ok', pushes: pushes.length });
  if (request.method === 'GET' && collection === 'pushes' && !id) {
    const wanted = url.searchParams.get('id');
    return send(
      200,
      pushes.filter((push) => !wanted || push.pushId === wanted),
    );
  }
  if (request.method === 'DELETE' && collection === 'pushes' && !id) {
    pushes = [];
    return send(204, undefined);
  }
  if (request.method === 'PUT' && collection === 'gone' && id) {
    gone.add(id);
    return send(204, undefined);
  }
  if (request.method === 'POST' && collection === 'push' && id) {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    request.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    request.on('end', () => {
      if (gone.has(id)) return send(410, { reason: 'the subscription is gone' });
      if (size > MAX_BODY) return send(413, { reason: 'a push body holds at most 4096 bytes' });
      const headers = request.headers;
      const missing = ['ttl', 'authorization'].filter((name) => !headers[name]);
      if (chunks.length && headers['content-encoding'] !== 'aes128gcm')
        missing.push('content-encoding: aes128gcm');
      if (missing.length) return send(400, { reason: `missing ${missing.join(', ')}` });
      const push = {
        id: randomUUID(),
        pushId: id,
        receivedAt: new Date().toISOString(),
        headers: Object.fromEntries(
          ['ttl', 'topic', 'urgency', 'content-encoding', 'authorization'].flatMap((name) =>
            headers[name] ? [[name, String(headers[name])]] : [],
          ),
        ),
        body: Buffer.concat(chunks).toString('base64'),
      };
      pushes.push(push);
      pushes = pushes.slice(-1000);
      log(`push ${push.id} to ${id} (${size} bytes)`);
      response.writeHead(201, { location: `/pushes/${push.id}` }).end();
    });
    return undefined;
  }
  return send(404, { reason: 'not found' });
});

server.listen(Number(options.port ?? 8095), host, () =>
  log(`push service stand-in on http://${host}:${options.port}`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
