/*
 * The lite app's service worker (issue 16 item 8). It keeps the app shell — the HTML entry, the
 * built JS/CSS (hashed under /assets/), fonts, icons and the manifest — so the installed app opens
 * at once and offline. It NEVER keeps API answers, balances or anything personal: only an allowlist
 * of shell paths is ever put in the cache, and every call of the server (/wps, /api, /ws,
 * /vendor-api, /console, /lgw, /lotto, /media, /docs, /demo-vendor, /dev, health) goes to the
 * network untouched. Classic script (no modules) so every browser that has service workers runs it;
 * `routeOf` is pure and unit-tested (apps/web/src/lib/pwa-sw.test.ts runs this very file).
 */

const SHELL_CACHE = "lotus-shell-v1";
/** Old hashed assets are dropped beyond this many (each deploy adds a new set). */
const MAX_ASSETS = 80;
/** The page every navigation falls back to offline: the app shell (index.html answers every app route). */
const SHELL_URL = "/";
const PRECACHE = [
  SHELL_URL,
  "/manifest.webmanifest",
  "/favicon.svg",
  "/theme-init.js",
  "/media/lotus-mark.svg",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
];

/** Prefixes the server answers itself: never cached, never intercepted. */
const NETWORK_ONLY = [
  "/wps",
  "/api",
  "/ws",
  "/vendor-api",
  "/console",
  "/lgw",
  "/lotto",
  "/media",
  "/docs",
  "/demo-vendor",
  "/dev",
  "/healthz",
  "/readyz",
];
/** Shell files besides the hashed assets (kept fresh: served from the cache, refreshed behind). */
const SHELL_FILES = new Set([
  "/manifest.webmanifest",
  "/favicon.svg",
  "/theme-init.js",
  "/media/lotus-mark.svg",
  "/media/app-phone.svg",
]);

const underPrefix = (pathname, prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * What the worker does with a request: "network" (not intercepted, never cached), "shell"
 * (a page: network first, the cached shell when offline), "asset" (hashed, immutable: cache
 * first) or "static" (icons, manifest…: cache, refreshed in the background).
 * @param {{ url: string, method: string, mode?: string, headers?: { get(name: string): string | null } }} request
 * @param {string} origin the worker's own origin
 */
function routeOf(request, origin) {
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== origin) return "network";
  const path = url.pathname;
  // Anything that carries a token is personal: never kept.
  if (request.headers && request.headers.get("authorization")) return "network";
  if (SHELL_FILES.has(path)) return "static";
  if (NETWORK_ONLY.some((prefix) => underPrefix(path, prefix))) return "network";
  if (underPrefix(path, "/assets")) return "asset";
  if (underPrefix(path, "/icons")) return "static";
  if (path === "/sw.js") return "network";
  const accept = (request.headers && request.headers.get("accept")) || "";
  if (request.mode === "navigate" || (accept.includes("text/html") && !/\.[a-z0-9]{1,8}$/i.test(path))) {
    return "shell";
  }
  return "network";
}

/** Only a complete, same-origin, plain answer is ever stored (never an error, redirect or opaque answer). */
function cacheable(response) {
  return Boolean(response) && response.status === 200 && response.type === "basic" && !response.redirected;
}

async function trimAssets(cache) {
  const keys = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith("/assets/"));
  for (const request of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(request);
}

async function shellFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    // The shell is the same HTML for every app route: keep the latest one under "/".
    if (cacheable(response) && (response.headers.get("content-type") || "").includes("text/html")) {
      await cache.put(SHELL_URL, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await cache.match(SHELL_URL);
    if (cached) return cached;
    throw error;
  }
}

async function assetFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (cacheable(response)) {
    await cache.put(request, response.clone());
    await trimAssets(cache);
  }
  return response;
}

async function staleWhileRevalidate(request, event) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  const refresh = fetch(request).then(async (response) => {
    if (cacheable(response)) await cache.put(request, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}

if (typeof self !== "undefined" && typeof self.addEventListener === "function") {
  self.addEventListener("install", (event) => {
    event.waitUntil(
      caches
        .open(SHELL_CACHE)
        .then((cache) => cache.addAll(PRECACHE))
        .then(() => self.skipWaiting()),
    );
  });

  self.addEventListener("activate", (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => name.startsWith("lotus-") && name !== SHELL_CACHE)
              .map((name) => caches.delete(name)),
          ),
        )
        .then(() => self.clients.claim()),
    );
  });

  self.addEventListener("fetch", (event) => {
    const route = routeOf(event.request, self.location.origin);
    if (route === "network") return; // the browser fetches it as if there were no worker
    if (route === "shell") event.respondWith(shellFirst(event.request));
    else if (route === "asset") event.respondWith(assetFirst(event.request));
    else event.respondWith(staleWhileRevalidate(event.request, event));
  });
}

if (typeof self !== "undefined") self.lotusServiceWorker = { routeOf, cacheable, SHELL_CACHE, PRECACHE, NETWORK_ONLY };
