// The service worker of spec 01 section 7 ("A service worker /sw.js is registered"), registered by the web app after
// hydration (features/chrome/pwa/use-service-worker.ts). It makes the casino an installable app that still answers
// with no connection, and it stays out of the app's way:
// - navigations: the network first; only when the network fails, the offline page kept at install. Pages are never
//   cached (they hold the player's balance and session), and a server error page is passed on as it is;
// - /assets/*: content-hashed build files that never change under their name, from the cache first, and a bounded
//   cache (oldest out first) so old deploys' files do not pile up;
// - everything else (API calls, /messages, game art, reports) is not answered here at all: Chromium routes it to the
//   network without the worker (static routing, below); elsewhere the fetch handler returns without respondWith, so
//   the browser fetches it as if there were no worker (and test tools that intercept page requests still see it).
// The server sends this file with Cache-Control: no-cache, so a changed worker is picked up at the next navigation.
// Change VERSION when the offline page or the caching here changes: the new worker deletes the old caches.

const VERSION = 'v1';
const OFFLINE_CACHE = `offline-${VERSION}`;
const ASSET_CACHE = `assets-${VERSION}`;
const OFFLINE_URL = '/offline.html';
/** About three deploys' worth of the scripts and styles a player actually loaded. */
const MAX_ASSETS = 120;

self.addEventListener('install', (event) => {
  // Where the browser can route requests without the worker (Chromium's static routing), everything but navigations
  // and build files goes straight to the network: no worker on the path of API calls, and keepalive reports sent as a
  // page unloads, which Chromium now and then lost while they passed through the worker, arrive. A browser that
  // cannot route these conditions says no, and the fetch handler below lets such requests through untouched.
  const toNetwork = {
    condition: { not: { or: [{ requestMode: 'navigate' }, { urlPattern: '/assets/*' }] } },
    source: 'network',
  };
  if (event.addRoutes) event.waitUntil(event.addRoutes(toNetwork).catch(() => undefined));
  // cache: 'reload' skips the HTTP cache, so a new version never keeps an old offline page.
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

// No clients.claim(): the page that registered the worker goes on as it started; the worker answers from the next
// navigation. Navigation preload starts a page's request while the worker itself is still starting.
self.addEventListener('activate', (event) => {
  const current = new Set([OFFLINE_CACHE, ASSET_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !current.has(name)).map((name) => caches.delete(name))),
      )
      .then(() => self.registration.navigationPreload?.enable()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(event));
    return;
  }
  const url = new URL(request.url);
  if (url.origin === self.location.origin && url.pathname.startsWith('/assets/'))
    event.respondWith(asset(event));
});

/** The network's answer to a navigation (started by the browser with the worker, when it preloads); the offline page when it fails. */
async function navigation(event) {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded ?? (await fetch(event.request));
  } catch {
    const offline = await caches.match(OFFLINE_URL, { cacheName: OFFLINE_CACHE });
    return offline ?? Response.error();
  }
}

/** A hashed build file from the cache, else from the network, kept when it arrived whole. */
async function asset(event) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.status === 200)
    event.waitUntil(cache.put(event.request, response.clone()).then(() => trim(cache)));
  return response;
}

/** Deletes the oldest entries (cache keys come back in insertion order) beyond MAX_ASSETS. */
async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)),
  );
}
