/* global self, caches, clients */
// The shell's service worker: it keeps the shell's own files (HTML, JS, CSS) so the app starts without a
// network, and the configuration and the remotes' files as last fetched, so the screens that work offline
// (the wizard: issue 7) open without one too. When a remote's manifest comes from the network, every file
// that remote lists in its `precache.json` is kept as well (issue 17, item 14: a chunk a screen loads only
// later, the map's, must be there offline too). It never touches the API or the identity provider.
// A new version waits until the page lets it take over (no skipWaiting on install): the page asks only
// while no draft or queued report exists, so an update never pulls files from under a form.
const PRECACHE = self.__PRECACHE__;
const CACHE_NAME = `agecheck-shell-${PRECACHE.version}`;
const RUNTIME_CACHE = 'agecheck-runtime';
const INDEX = '/index.html';
const NEVER_CACHED = ['/api/', '/health/'];
const LAST_FETCHED = ['/config/shell.json', '/remotes/'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE_NAME).then((cache) => cache.addAll(PRECACHE.files)));
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

const REMOTE_MANIFEST = /^(\/remotes\/[^/]+\/)mf-manifest\.json$/;
/** Remotes whose listed files were kept since this worker started, by the list's text. */
const keptLists = new Map();

/**
 * Keeps every file a remote lists (its chunks have content hashes: one already kept is not fetched again).
 * A remote built without the list keeps only what its screens loaded.
 */
async function keepRemoteFiles(base) {
  const answer = await fetch(`${base}precache.json`, { cache: 'no-store' }).catch(() => undefined);
  if (!answer || !answer.ok) return;
  const text = await answer.text();
  if (keptLists.get(base) === text) return;
  const files = JSON.parse(text).files || [];
  const cache = await caches.open(RUNTIME_CACHE);
  const missing = [];
  for (const file of files) if (!(await cache.match(file))) missing.push(file);
  // a few at a time: the phone's connection serves the screen first
  const queue = missing.slice();
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const response = await fetch(file).catch(() => undefined);
      if (response && response.ok) await cache.put(file, response);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  keptLists.set(base, text);
}

/**
 * The network first; what it answered is kept, and given back when there is no network. A remote's manifest
 * from the network also keeps that remote's listed files (kept alive by `event.waitUntil`).
 */
function networkFirst(request, event) {
  return fetch(request)
    .then((response) => {
      if (response.ok) {
        const copy = response.clone();
        caches.open(RUNTIME_CACHE).then((cache) => cache.put(request, copy));
        const manifest = REMOTE_MANIFEST.exec(new URL(request.url).pathname);
        if (manifest && event) event.waitUntil(keepRemoteFiles(manifest[1]).catch(() => undefined));
      }
      return response;
    })
    .catch(() => caches.match(request).then((cached) => cached || new Response('offline', { status: 503 })));
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('agecheck-shell-') && name !== CACHE_NAME)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER_CACHED.some((prefix) => url.pathname.startsWith(prefix))) return;

  // Pages: the network first (a new build's index.html), the cached shell when offline.
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(INDEX).then((cached) => cached || new Response('offline', { status: 503 })),
      ),
    );
    return;
  }

  if (LAST_FETCHED.some((prefix) => url.pathname.startsWith(prefix))) {
    event.respondWith(networkFirst(request, event));
    return;
  }

  // The shell's built files have content hashes in their names: the cache first.
  if (PRECACHE.files.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((cached) => cached || fetch(request)));
  }
});

/** A push (decision 0048): `{ title, body, url, tag }` as the gateway sends it; shown as a notification. */
self.addEventListener('push', (event) => {
  let push = {};
  try {
    push = event.data ? event.data.json() : {};
  } catch {
    push = { body: event.data ? event.data.text() : '' };
  }
  const url = typeof push.url === 'string' && push.url.startsWith('/') ? push.url : '/';
  event.waitUntil(
    self.registration.showNotification(push.title || 'Agecheck', {
      body: push.body || '',
      tag: push.tag,
      data: { url },
    }),
  );
});

/** A click on a notification: a window of the app goes to its page, or a new one opens there. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin)
    .href;
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return clients.openWindow(url);
      // a window this worker does not control cannot be navigated: a new one opens instead
      return open
        .navigate(url)
        .then((client) => (client || open).focus())
        .catch(() => clients.openWindow(url));
    }),
  );
});
