#!/usr/bin/env node
// @ts-check
// E-form stand-in for local runs and tests (decision D-C14, docs/decisions/0047): the page of each form the
// platform's /eforms frames. It shows the user name the address carried and whether the token holds, asking
// the platform as a real form provider would (GET <verify-url>?user=&form=&expires=&token=).
//   GET /form/<form>?user=&name=&lang=&form=&expires=&token=   the form's page ('token valid' or 'token invalid')
//   POST /form/<form>                                          a sent form ('Formular gesendet')
//   GET /health
// node infra/eforms/server.mjs --port 8095 --verify-url http://127.0.0.1:8080/api/eforms/verify
import http from 'node:http';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: { port: { type: 'string' }, 'verify-url': { type: 'string' } },
});
const host = '127.0.0.1';
const verifyUrl = options['verify-url'] ?? 'http://127.0.0.1:8080/api/eforms/verify';
const log = (/** @type {string} */ line) => console.log(`${new Date().toISOString()} ${line}`);

/** @param {string} text */
const escape = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Asks the platform whether the token holds: `valid`, or `invalid (<message key>)`.
 * @param {URLSearchParams} params
 */
async function verify(params) {
  const query = new URLSearchParams();
  for (const key of ['user', 'form', 'expires', 'token']) query.set(key, params.get(key) ?? '');
  try {
    const response = await fetch(`${verifyUrl}?${query}`);
    if (response.ok) return 'token valid';
    const body = /** @type {{ message?: string }} */ (await response.json().catch(() => ({})));
    return `token invalid (${body.message ?? response.status})`;
  } catch (error) {
    return `token invalid (${String(error)})`;
  }
}

/**
 * @param {string} lang
 * @param {string} title
 * @param {string} body
 */
const page = (lang, title, body) => `<!doctype html>
<html lang="${escape(lang)}"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; margin: 1rem"><main>${body}</main></body></html>`;

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://${host}`);
  const send = (
    /** @type {number} */ status,
    /** @type {string} */ html,
    type = 'text/html; charset=utf-8',
  ) => {
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(html);
  };
  if (url.pathname === '/health') return send(200, '{"ok":true}', 'application/json');
  const match = /^\/form\/([A-Za-z]+)$/.exec(url.pathname);
  if (!match) return send(404, page('de', 'Nicht gefunden', '<h1>Nicht gefunden</h1>'));
  const form = match[1] ?? '';
  if (request.method === 'POST') {
    request.resume();
    log(`POST ${url.pathname}`);
    return send(200, page('de', form, '<h1>Formular gesendet</h1>'));
  }
  const params = url.searchParams;
  const lang = params.get('lang') ?? 'de';
  const verdict = await verify(params);
  // never the token itself in the log
  log(`GET ${url.pathname} user ${params.get('user')} lang ${lang}: ${verdict}`);
  return send(
    200,
    page(
      lang,
      `E-Formular ${form}`,
      `<h1>E-Formular ${escape(form)}</h1>
<p>Benutzer: <strong data-testid="eform-user">${escape(params.get('name') ?? '')}</strong></p>
<p data-testid="eform-token">${escape(verdict)}</p>
<form method="post" action="/form/${escape(form)}">
<label>Bemerkung <input name="note" type="text"></label>
<button type="submit">Senden</button>
</form>`,
    ),
  );
});

server.listen(Number(options.port ?? 8095), host, () =>
  log(`e-form stand-in on http://${host}:${options.port ?? 8095} (verifies at ${verifyUrl})`),
);
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT']))
  process.on(signal, () => server.close(() => process.exit(0)));
