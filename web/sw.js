// The service worker: keeps every file of the site in the browser's cache so that, after one
// visit, the page loads and plays (the AI included) without a network. scripts/make-sw.py
// writes the built copy: VERSION is a hash of every file's content, FILES lists the files kept
// at once and LAZY those kept when the page first fetches them or asks to keep them (a
// language's own fonts, which only its players load; a first visit fetches them before this
// worker runs), so a new deploy is a new worker with a new cache. A new worker keeps again the
// lazy files the old cache had, so that an update leaves the player's language offline.
// A new worker waits until the page asks it to take over (the page's "A new version is ready"
// prompt), so no update ever lands under a game without the player's say. Every URL is
// relative to this file: the site works from any path.
'use strict';

const VERSION = '__VERSION__';
const FILES = __FILES__;
const LAZY = __LAZY__;
const CACHE = `azul-${VERSION}`;
const INDEX = new URL('./', self.location).href;
const LAZY_URLS = new Set(LAZY.map((file) => new URL(file, self.location).href));

// The lazy files an earlier version's cache holds.
async function lazyFilesKept() {
  const kept = new Set();
  for (const key of await caches.keys()) {
    if (!key.startsWith('azul-') || key === CACHE) continue;
    const old = await caches.open(key);
    for (const file of LAZY) {
      if (await old.match(new URL(file, self.location).href)) kept.add(file);
    }
  }
  return [...kept];
}

self.addEventListener('install', (event) => {
  // Fetched past the HTTP cache, so the cache holds exactly this version's files.
  event.waitUntil(caches.open(CACHE).then(async (cache) => {
    const files = FILES.concat(await lazyFilesKept());
    await cache.addAll(files.map((file) => new Request(file, { cache: 'reload' })));
  }));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((key) => key.startsWith('azul-') && key !== CACHE)
      .map((key) => caches.delete(key))))
    .then(() => self.clients.claim()));
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
  // The page used lazy files before this worker saw its fetches (a first visit): keep them.
  if (event.data && event.data.type === 'keep') {
    const files = event.data.files.filter((file) => LAZY_URLS.has(new URL(file, self.location).href));
    event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(files.map(async (file) => {
      if (!(await cache.match(file))) await cache.add(file);
    }))));
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(caches.open(CACHE).then(async (cache) => {
    // A page load (any hash or query) is the index; everything else is itself.
    const hit = request.mode === 'navigate'
      ? await cache.match(INDEX)
      : await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    const response = await fetch(request);
    const url = new URL(request.url);
    url.search = '';
    if (response.ok && LAZY_URLS.has(url.href)) await cache.put(url.href, response.clone());
    return response;
  }));
});
