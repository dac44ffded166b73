// Offline for an author's own pages around Tavola boards (docs/embedding.md, "Your pages
// offline"). Copy this file beside your pages, and register it from each of them with the
// guide's few lines (in a file of yours, `<script src="offline.js"></script>`).
//
// It keeps a copy of every file your pages fetch from their own site (the page, its
// pictures and styles, tavola/embed.js): from the network first, so an online visit always
// sees your newest version, and the copy when the network is off. The message keeps
// what the first visit fetched before this worker was running (the guide's postMessage). The boards themselves are
// kept by Tavola's own worker (tavola/sw.js), which the first board registers.

// Not "tavola-…": Tavola's worker deletes its own old caches by that prefix.
const CACHE = 'author-pages-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const ours = (url) => new URL(url, location.href).origin === location.origin;

self.addEventListener('message', (event) => {
  const urls = (event.data?.keep ?? []).filter(ours);
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(urls.map((url) => cache.add(url).catch(() => {})))));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !ours(request.url)) return;
  event.respondWith(fetch(request)
    .then((response) => {
      if (response.ok) {
        const copy = response.clone();
        event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
      }
      return response;
    })
    .catch(() => caches.match(request, { cacheName: CACHE, ignoreSearch: request.mode === 'navigate' })
      .then((hit) => hit ?? Response.error())));
});
