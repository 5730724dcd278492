/* global self, caches */
// The shell's service worker: it keeps the shell's own files (HTML, JS, CSS) so the app starts without a
// network and can show its offline page. It never touches the API, the configuration, the remotes or the
// identity provider: those always go to the network.
const PRECACHE = self.__PRECACHE__;
const CACHE_NAME = `agecheck-shell-${PRECACHE.version}`;
const INDEX = '/index.html';
const NEVER_CACHED = ['/api/', '/config/', '/remotes/', '/health/'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      .then((cache) => cache.addAll(PRECACHE.files))
      .then(() => self.skipWaiting()),
  );
});

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

  // The shell's built files have content hashes in their names: the cache first.
  if (PRECACHE.files.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((cached) => cached || fetch(request)));
  }
});
