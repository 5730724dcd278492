/* global self, caches */
// The shell's service worker: it keeps the shell's own files (HTML, JS, CSS) so the app starts without a
// network, and the configuration and the remotes' files as last fetched, so the screens that work offline
// (the wizard: issue 7) open without one too. It never touches the API or the identity provider.
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

/** The network first; what it answered is kept, and given back when there is no network. */
function networkFirst(request) {
  return fetch(request)
    .then((response) => {
      if (response.ok) {
        const copy = response.clone();
        caches.open(RUNTIME_CACHE).then((cache) => cache.put(request, copy));
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
    event.respondWith(networkFirst(request));
    return;
  }

  // The shell's built files have content hashes in their names: the cache first.
  if (PRECACHE.files.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((cached) => cached || fetch(request)));
  }
});
