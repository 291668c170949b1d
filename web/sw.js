// The service worker: keeps every file of the site in the browser's cache so that, after one
// visit, the page loads and plays (the AI included) without a network. scripts/make-sw.py
// writes the built copy: VERSION is a hash of every file's content and FILES lists them, so a
// new deploy is a new worker with a new cache. A new worker waits until the page asks it to
// take over (the page's "A new version is ready" prompt), so no update ever lands under a game
// without the player's say. Every URL is relative to this file: the site works from any path.
'use strict';

const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = `azul-${VERSION}`;
const INDEX = new URL('./', self.location).href;

self.addEventListener('install', (event) => {
  // Fetched past the HTTP cache, so the cache holds exactly this version's files.
  event.waitUntil(caches.open(CACHE).then((cache) =>
    cache.addAll(FILES.map((file) => new Request(file, { cache: 'reload' })))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((key) => key.startsWith('azul-') && key !== CACHE)
      .map((key) => caches.delete(key))))
    .then(() => self.clients.claim()));
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(caches.open(CACHE).then(async (cache) => {
    // A page load (any hash or query) is the index; everything else is itself.
    const hit = request.mode === 'navigate'
      ? await cache.match(INDEX)
      : await cache.match(request, { ignoreSearch: true });
    return hit || fetch(request);
  }));
});
