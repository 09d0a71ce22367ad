// Referee's service worker, served at /sw.js after a prelude that defines VERSION (this
// build: a new one makes browsers install the new worker) and SHELL (the fingerprinted
// files every page loads).
//
// - /static/: from the cache first (fingerprinted names never change), else the network.
// - Page loads: the network first, a copy kept per address; with no connection, the kept
//   copy, marked offline (the page then says so), or the browser's own offline page.
//   Table pages also keep their own copy after every live update (static/offline.js), so
//   the copy is the table as last seen.
// - Everything else (fragments, the live stream, the API) and every write: the network
//   only. Writes made without a connection are queued by the page, not here.
"use strict";

const STATIC = "referee-static";
const PAGES = "referee-pages";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(STATIC).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting())
  );
});

// Static files are kept while this build or a kept page still names them.
self.addEventListener("activate", (event) => {
  event.waitUntil(forgetUnused().then(() => self.clients.claim()));
});

async function forgetUnused() {
  const used = new Set(SHELL.map((path) => new URL(path, self.location.origin).href));
  const pages = await caches.open(PAGES);
  for (const request of await pages.keys()) {
    const html = await (await pages.match(request)).text();
    for (const match of html.matchAll(/"(\/static\/[^"]+)"/g)) {
      used.add(new URL(match[1], self.location.origin).href);
    }
  }
  const statics = await caches.open(STATIC);
  for (const request of await statics.keys()) {
    if (!used.has(request.url)) await statics.delete(request);
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/static/")) {
    event.respondWith(staticFile(request));
  } else if (request.mode === "navigate") {
    event.respondWith(page(request, url));
  }
});

async function staticFile(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && /\.[0-9a-f]{12}\.[a-z0-9]+$/.test(new URL(request.url).pathname)) {
    const copy = response.clone();
    caches.open(STATIC).then((cache) => cache.put(request, copy));
  }
  return response;
}

function pageKey(url) {
  return url.origin + url.pathname;
}

async function page(request, url) {
  try {
    const response = await fetch(request);
    const type = response.headers.get("Content-Type") || "";
    if (response.status === 200 && response.type === "basic" && type.startsWith("text/html")) {
      const body = await response.clone().text();
      const cache = await caches.open(PAGES);
      await cache.put(pageKey(url), kept(body, new Date().toISOString()));
    }
    return response;
  } catch (error) {
    const cache = await caches.open(PAGES);
    const copy = await cache.match(pageKey(url));
    if (copy) return offline(copy);
    throw error; // never opened here: the browser's own page says there is no connection
  }
}

function kept(body, savedAt) {
  return new Response(body, {
    headers: { "Content-Type": "text/html; charset=utf-8", "X-Saved-At": savedAt },
  });
}

// The kept copy, marked: <html data-offline="when it was kept">.
async function offline(copy) {
  const savedAt = copy.headers.get("X-Saved-At") || "";
  const body = (await copy.text()).replace(/<html\b/i, '<html data-offline="' + savedAt + '"');
  return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
