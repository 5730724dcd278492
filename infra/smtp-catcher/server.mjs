#!/usr/bin/env node
// SMTP catcher for local runs and tests: accepts any mail (no auth, no TLS), keeps the parsed messages in
// memory and in a JSON file, and serves them over HTTP:
//   GET    /health                 {"status":"ok"}
//   GET    /messages               list, newest first (optional filters ?to=<substring>&subject=<substring>)
//   GET    /messages/:id           one message, with attachment contents (base64)
//   GET    /messages/:id/raw       the message source (message/rfc822)
//   DELETE /messages               deletes all
//   DELETE /messages/:id           deletes one
// CLI: node infra/smtp-catcher/server.mjs --smtp-port 2525 --http-port 8025 [--host 127.0.0.1] [--data-file f.json]
// (defaults from SMTP_PORT, SMTP_HTTP_PORT, SMTP_DATA_FILE).
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * @typedef {object} CaughtMessage
 * @property {string} id
 * @property {string} receivedAt ISO time
 * @property {string} from envelope sender
 * @property {string[]} to envelope recipients
 * @property {string} subject
 * @property {string} [messageId]
 * @property {string} headerFrom `From:` header as text
 * @property {string} headerTo `To:` header as text
 * @property {string} [cc]
 * @property {string} text plain text body
 * @property {string | null} html HTML body
 * @property {Record<string, string>} headers
 * @property {{ filename: string | null, contentType: string, size: number, content?: string }[]} attachments
 * @property {string} [raw]
 */

/**
 * Starts the catcher.
 * @param {object} options
 * @param {number} options.smtpPort
 * @param {number} options.httpPort
 * @param {string} [options.host] default 127.0.0.1
 * @param {string} [options.dataFile] JSON file to keep the messages across restarts
 * @param {number} [options.maxMessages] oldest are dropped beyond this (default 1000)
 * @param {(msg: string) => void} [options.log]
 * @returns {Promise<{ messages: CaughtMessage[], stop: () => Promise<void> }>}
 */
export async function startSmtpCatcher({
  smtpPort,
  httpPort,
  host = '127.0.0.1',
  dataFile,
  maxMessages = 1000,
  log = () => {},
}) {
  /** @type {CaughtMessage[]} */
  let messages = [];
  if (dataFile && existsSync(dataFile)) {
    try {
      messages = JSON.parse(readFileSync(dataFile, 'utf8'));
    } catch (e) {
      log(`cannot read ${dataFile}, starting empty: ${/** @type {Error} */ (e).message}`);
    }
  }
  const save = () => {
    if (!dataFile) return;
    mkdirSync(path.dirname(dataFile), { recursive: true });
    const tmp = `${dataFile}.tmp`;
    writeFileSync(tmp, JSON.stringify(messages));
    renameSync(tmp, dataFile);
  };

  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    banner: 'agecheck smtp-catcher',
    size: 50 * 1024 * 1024,
    logger: false,
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('error', callback);
      stream.on('end', async () => {
        try {
          const raw = Buffer.concat(chunks);
          const parsed = await simpleParser(raw);
          /** @type {Record<string, string>} */
          const headers = {};
          for (const line of parsed.headerLines ?? []) {
            const v = line.line.slice(line.line.indexOf(':') + 1).trim();
            headers[line.key] = headers[line.key] ? `${headers[line.key]}, ${v}` : v;
          }
          const addrText = (/** @type {any} */ a) =>
            Array.isArray(a) ? a.map((x) => x.text).join(', ') : (a?.text ?? '');
          /** @type {CaughtMessage} */
          const msg = {
            id: randomUUID(),
            receivedAt: new Date().toISOString(),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            messageId: parsed.messageId,
            headerFrom: addrText(parsed.from),
            headerTo: addrText(parsed.to),
            cc: addrText(parsed.cc) || undefined,
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            headers,
            attachments: (parsed.attachments ?? []).map((a) => ({
              filename: a.filename ?? null,
              contentType: a.contentType,
              size: a.size,
              content: a.content.toString('base64'),
            })),
            raw: raw.toString('utf8'),
          };
          messages.push(msg);
          if (messages.length > maxMessages) messages = messages.slice(-maxMessages);
          save();
          log(`caught mail ${msg.id} from ${msg.from} to ${msg.to.join(', ')}: ${msg.subject}`);
          callback();
        } catch (e) {
          callback(/** @type {Error} */ (e));
        }
      });
    },
  });
  smtp.on('error', (e) => log(`smtp error: ${e.message}`));

  /**
   * @param {CaughtMessage} m
   * @param {boolean} full
   */
  const view = (m, full) => {
    const { raw: _raw, ...rest } = m;
    if (full) return rest;
    return { ...rest, attachments: rest.attachments.map(({ content: _content, ...a }) => a) };
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const parts = url.pathname.split('/').filter(Boolean);
    /**
     * @param {number} status
     * @param {unknown} [body]
     */
    const send = (status, body) => {
      if (body === undefined) {
        res.writeHead(status).end();
        return;
      }
      const json = JSON.stringify(body);
      res
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
        .end(json);
    };
    if (req.method === 'GET' && url.pathname === '/health')
      return send(200, { status: 'ok', messages: messages.length });
    if (parts[0] !== 'messages' || parts.length > 3)
      return send(404, { statusCode: 404, message: 'not found' });
    if (parts.length === 1) {
      if (req.method === 'GET') {
        const to = url.searchParams.get('to')?.toLowerCase();
        const subject = url.searchParams.get('subject')?.toLowerCase();
        const list = messages
          .filter(
            (m) =>
              !to || m.to.some((a) => a.toLowerCase().includes(to)) || m.headerTo.toLowerCase().includes(to),
          )
          .filter((m) => !subject || m.subject.toLowerCase().includes(subject))
          .slice()
          .reverse()
          .map((m) => view(m, false));
        return send(200, list);
      }
      if (req.method === 'DELETE') {
        messages = [];
        save();
        return send(204);
      }
      return send(405, { statusCode: 405, message: 'method not allowed' });
    }
    const msg = messages.find((m) => m.id === parts[1]);
    if (!msg) return send(404, { statusCode: 404, message: `no message ${parts[1]}` });
    if (parts.length === 3) {
      if (parts[2] !== 'raw' || req.method !== 'GET')
        return send(404, { statusCode: 404, message: 'not found' });
      res.writeHead(200, { 'content-type': 'message/rfc822' }).end(msg.raw ?? '');
      return;
    }
    if (req.method === 'GET') return send(200, view(msg, true));
    if (req.method === 'DELETE') {
      messages = messages.filter((m) => m !== msg);
      save();
      return send(204);
    }
    return send(405, { statusCode: 405, message: 'method not allowed' });
  });

  await new Promise((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(smtpPort, host, () => resolve(undefined));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(httpPort, host, () => resolve(undefined));
  });
  log(
    `SMTP on ${host}:${smtpPort}, HTTP on http://${host}:${httpPort}${dataFile ? `, messages kept in ${dataFile}` : ''}`,
  );

  /** @type {Promise<void> | undefined} */
  let stopping;
  return {
    get messages() {
      return messages;
    },
    stop() {
      stopping ??= Promise.all([
        new Promise((r) => smtp.close(() => r(undefined))),
        new Promise((r) => server.close(() => r(undefined))),
      ]).then(() => {});
      return stopping;
    },
  };
}

/**
 * @param {string[]} argv
 * @returns {Record<string, string>}
 */
function parseArgs(argv) {
  /** @type {Record<string, string>} */
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([^=]+)(?:=(.*))?$/.exec(argv[i]);
    if (!m) continue;
    out[m[1]] = m[2] ?? argv[++i] ?? '';
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  const smtpPort = Number(args['smtp-port'] ?? process.env.SMTP_PORT ?? 2525);
  const httpPort = Number(args['http-port'] ?? process.env.SMTP_HTTP_PORT ?? 8025);
  const dataFile = args['data-file'] ?? process.env.SMTP_DATA_FILE;
  const log = (/** @type {string} */ m) => console.log(`${new Date().toISOString()} ${m}`);
  startSmtpCatcher({ smtpPort, httpPort, host: args.host ?? '127.0.0.1', dataFile, log })
    .then((catcher) => {
      const shutdown = () => catcher.stop().then(() => process.exit(0));
      process.on('SIGTERM', shutdown);
      process.on('SIGINT', shutdown);
    })
    .catch((e) => {
      console.error(`smtp-catcher: cannot start: ${e.message}`);
      process.exit(1);
    });
}
