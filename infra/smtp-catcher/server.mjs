#!/usr/bin/env node
// @ts-check
// SMTP catcher for local runs and tests: accepts any mail (no auth, no TLS), keeps the parsed messages (in a
// JSON file too, across restarts) and serves them over HTTP:
//   GET /health   GET /messages[?to=&subject=] (newest first)   GET /messages/:id   DELETE /messages[/:id]
// node infra/smtp-catcher/server.mjs --smtp-port 2525 --http-port 8025 [--data-file messages.json]
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const { values: options } = parseArgs({
  options: {
    'smtp-port': { type: 'string' },
    'http-port': { type: 'string' },
    'data-file': { type: 'string' },
  },
});
const dataFile = options['data-file'];
const host = '127.0.0.1';
const log = (/** @type {string} */ line) => console.log(`${new Date().toISOString()} ${line}`);

/** @type {Record<string, any>[]} */
let messages = dataFile && existsSync(dataFile) ? JSON.parse(readFileSync(dataFile, 'utf8')) : [];
const save = () => {
  if (!dataFile) return;
  mkdirSync(path.dirname(dataFile), { recursive: true });
  writeFileSync(dataFile, JSON.stringify(messages.slice(-1000)));
};
const addresses = (/** @type {any} */ value) =>
  [value ?? []]
    .flat()
    .map((a) => a.text)
    .join(', ');

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  async onData(stream, session, callback) {
    try {
      const mail = await simpleParser(stream);
      const message = {
        id: randomUUID(),
        receivedAt: new Date().toISOString(),
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        headerFrom: addresses(mail.from),
        headerTo: addresses(mail.to),
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : null,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename ?? null,
          contentType: a.contentType,
          size: a.size,
          content: a.content.toString('base64'),
        })),
      };
      messages.push(message);
      save();
      log(`caught mail ${message.id} to ${message.to.join(', ')}: ${message.subject}`);
      callback();
    } catch (error) {
      callback(/** @type {Error} */ (error));
    }
  },
});

const api = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://catcher');
  const [collection, id] = url.pathname.split('/').filter(Boolean);
  const send = (/** @type {number} */ status, /** @type {unknown} */ body) =>
    response
      .writeHead(status, { 'content-type': 'application/json' })
      .end(body === undefined ? '' : JSON.stringify(body));
  if (url.pathname === '/health') return send(200, { status: 'ok', messages: messages.length });
  if (collection !== 'messages') return send(404, { message: 'not found' });
  if (request.method === 'DELETE') {
    messages = id ? messages.filter((m) => m.id !== id) : [];
    save();
    return send(204, undefined);
  }
  if (id) {
    const message = messages.find((m) => m.id === id);
    return message ? send(200, message) : send(404, { message: `no message ${id}` });
  }
  const to = url.searchParams.get('to')?.toLowerCase() ?? '';
  const subject = url.searchParams.get('subject')?.toLowerCase() ?? '';
  const list = messages
    .filter((m) => [...m.to, m.headerTo].some((a) => a.toLowerCase().includes(to)))
    .filter((m) => m.subject.toLowerCase().includes(subject))
    .reverse()
    .map(({ attachments, ...m }) => ({
      ...m,
      attachments: attachments.map((/** @type {Record<string, unknown>} */ { content: _, ...a }) => a),
    }));
  return send(200, list);
});

smtp.listen(Number(options['smtp-port'] ?? 2525), host);
api.listen(Number(options['http-port'] ?? 8025), host, () =>
  log(`SMTP on ${options['smtp-port']}, HTTP on ${options['http-port']}`),
);
const stop = () => smtp.close(() => api.close(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
