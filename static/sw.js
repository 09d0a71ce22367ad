// Referee's service worker, served at /sw.js after a prelude that defines VERSION (this
// build), SHELL (the fingerprinted files every page loads) and NO_PAGE (it/en texts).
//
// - /static/: from the cache first (fingerprinted names never change), else the network.
// - Page loads: the network first, a copy kept per address; with no connection, the kept
//   copy, marked offline (the page then says so). Table pages also keep their own copy
//   after every live update (static/offline.js), so the copy is the table as last seen.
// - Everything else (fragments, the live stream, the API) and every write: the network
//   only. Writes made without a connection are queued by the page, not here.
"use strict";

const STATIC = "referee-static-" + VERSION;
const PAGES = "referee-pages";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(STATIC).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(
        names
          .filter((name) => name.startsWith("referee-static-") && name !== STATIC)
          .map((name) => caches.delete(name))
      ))
      .then(() => self.clients.claim())
  );
});

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
    const lang = (self.navigator.language || "en").slice(0, 2) === "it" ? "it" : "en";
    return new Response(
      "<!doctype html><meta charset=utf-8><meta name=viewport content='width=device-width'>" +
        "<title>Referee</title><p>" + NO_PAGE[lang] + "</p>",
      { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } }
    );
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
