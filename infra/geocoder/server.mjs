#!/usr/bin/env node
// @ts-check
// Geocoder stand-in for local runs and tests: speaks the two HTTP protocols svc-exports' geocoder port knows,
// over the addresses of the demo stores and the centres of their towns (infra/platform/demo-stores.mjs):
//   GET /rest/services/api/SearchServer?searchText=&type=locations&sr=4326&limit=   (geo.admin.ch search)
//   GET /search?q=&format=jsonv2&limit=                                               (Nominatim)
//   GET /health   PUT /delay?ms=   (every answer waits so long: tests catch a job in the middle)
//   PUT /failing?on=true           (every search answers 503: tests see 'Fehler beim Geocoding.')
// node infra/geocoder/server.mjs --port 8090
import http from 'node:http';
import { parseArgs } from 'node:util';
import { demoStores, TOWNS } from '../platform/demo-stores.mjs';

const { values: options } = parseArgs({ options: { port: { type: 'string' } } });
const host = '127.0.0.1';
const log = (/** @type {string} */ line) => console.log(`${new Date().toISOString()} ${line}`);

/** Lower case, without accents, anything but letters and digits a space (as the store search compares). */
const normalize = (/** @type {string} */ text) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * @typedef {{ origin: 'address' | 'zipcode', street?: string, houseNumber?: string, plz: string, city: string,
 *   kanton: string, lat: number, lng: number, words: string[] }} Entry
 */
/** @type {Entry[]} */
const entries = [
  ...demoStores().map((store) => {
    const [, streetName = store.street, houseNumber] = /^(.*?)\s+(\d+\w*)$/.exec(store.street) ?? [];
    return {
      origin: /** @type {const} */ ('address'),
      street: streetName,
      houseNumber,
      plz: store.plz,
      city: store.city,
      kanton: store.kanton,
      lat: store.geo.latitude,
      lng: store.geo.longitude,
      words: normalize(`${store.street} ${store.plz} ${store.city}`).split(' '),
    };
  }),
  ...TOWNS.map((town) => ({
    origin: /** @type {const} */ ('zipcode'),
    plz: town.plz,
    city: town.city,
    kanton: town.kanton,
    lat: town.lat,
    lng: town.lng,
    words: normalize(`${town.plz} ${town.city}`).split(' '),
  })),
];

/**
 * The entries whose words begin with every word of the query, the closest first: most query words matched
 * whole (a house number "8" is not "8400"), then fewest words beyond the query's, addresses before towns.
 * @param {string} query
 * @param {number} limit
 */
function find(query, limit) {
  const wanted = normalize(query).split(' ').filter(Boolean);
  if (wanted.length === 0) return [];
  const whole = (/** @type {Entry} */ entry) => wanted.filter((word) => entry.words.includes(word)).length;
  return entries
    .filter((entry) => wanted.every((word) => entry.words.some((own) => own.startsWith(word))))
    .sort(
      (a, b) => whole(b) - whole(a) || a.words.length - b.words.length || (a.origin === 'address' ? -1 : 1),
    )
    .slice(0, limit);
}

const label = (/** @type {Entry} */ entry) =>
  entry.street
    ? `${entry.street} ${entry.houseNumber ?? ''}`.trim() + `, ${entry.plz} ${entry.city}`
    : `${entry.plz} ${entry.city}`;

/** The geo.admin.ch SearchServer answer (`type=locations`, `sr=4326`): labels with `<b>` as the real one. */
function searchServerAnswer(/** @type {Entry[]} */ found) {
  return {
    results: found.map((entry, index) => ({
      id: index + 1,
      weight: 100 - index,
      attrs: {
        origin: entry.origin,
        label: entry.street
          ? `${entry.street} ${entry.houseNumber ?? ''} <b>${entry.plz} ${entry.city}</b>`
          : `<b>${entry.plz} ${entry.city}</b>`,
        detail: normalize(`${label(entry)} ${entry.kanton}`),
        lat: entry.lat,
        lon: entry.lng,
      },
    })),
  };
}

/** The Nominatim answer (`format=jsonv2`, `addressdetails=1`): positions as strings, as Nominatim sends them. */
function nominatimAnswer(/** @type {Entry[]} */ found) {
  return found.map((entry, index) => ({
    place_id: index + 1,
    lat: String(entry.lat),
    lon: String(entry.lng),
    category: entry.origin === 'address' ? 'place' : 'boundary',
    type: entry.origin === 'address' ? 'house' : 'postal_code',
    display_name: `${label(entry)}, Schweiz/Suisse/Svizzera/Svizra`,
    address: {
      ...(entry.street ? { road: entry.street } : {}),
      ...(entry.houseNumber ? { house_number: entry.houseNumber } : {}),
      postcode: entry.plz,
      city: entry.city,
      country_code: 'ch',
    },
  }));
}

let delayMs = 0;
let failing = false;

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${host}`);
  const send = (/** @type {number} */ status, /** @type {unknown} */ body) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };
  const limit = Math.min(50, Number(url.searchParams.get('limit') ?? 10) || 10);
  if (request.method === 'GET' && url.pathname === '/health') return send(200, { ok: true });
  if (request.method === 'PUT' && url.pathname === '/delay') {
    delayMs = Math.max(0, Number(url.searchParams.get('ms')) || 0);
    return send(200, { delayMs });
  }
  if (request.method === 'PUT' && url.pathname === '/failing') {
    failing = url.searchParams.get('on') === 'true';
    return send(200, { failing });
  }
  const answer = () => {
    if (failing) return send(503, { error: 'stand-in switched to failing' });
    if (url.pathname === '/rest/services/api/SearchServer') {
      if (url.searchParams.get('type') !== 'locations') return send(400, { error: 'type must be locations' });
      return send(200, searchServerAnswer(find(url.searchParams.get('searchText') ?? '', limit)));
    }
    if (url.pathname === '/search') {
      if (url.searchParams.get('format') !== 'jsonv2') return send(400, { error: 'format must be jsonv2' });
      return send(200, nominatimAnswer(find(url.searchParams.get('q') ?? '', limit)));
    }
    return send(404, { error: 'not found' });
  };
  if (request.method !== 'GET') return send(405, { error: 'method not allowed' });
  if (delayMs > 0) setTimeout(answer, delayMs);
  else answer();
});

server.listen(Number(options.port ?? 8090), host, () =>
  log(`geocoder stand-in on http://${host}:${options.port ?? 8090} (${entries.length} places)`),
);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.close(() => process.exit(0)));
