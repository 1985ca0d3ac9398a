import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { appLinkOf, isIos, qrImageUrl } from "./pwa";

/*
 * The lite app's service worker (public/sw.js, the very file the browser runs, evaluated here in a
 * sandbox): which requests it keeps (the app shell: pages, hashed assets, icons, manifest) and which
 * it never touches (every server call — API answers and balances are never cached).
 */

type Route = "network" | "shell" | "asset" | "static";
type RequestLike = { url: string; method: string; mode?: string; headers?: { get(name: string): string | null } };
type Worker = {
  routeOf: (request: RequestLike, origin: string) => Route;
  cacheable: (response: unknown) => boolean;
  PRECACHE: string[];
  NETWORK_ONLY: string[];
};

const source = fs.readFileSync(path.join(import.meta.dirname, "../../public/sw.js"), "utf8");
const sandbox: { self: Record<string, unknown>; URL: typeof URL } = { self: {}, URL };
vm.runInNewContext(source, sandbox);
const sw = sandbox.self.lotusServiceWorker as Worker;

const ORIGIN = "https://play.lotus-vn.example";
const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name.toLowerCase()] ?? null });
const get = (pathOrUrl: string, extra: Partial<RequestLike> = {}): Route =>
  sw.routeOf({ url: new URL(pathOrUrl, ORIGIN).href, method: "GET", ...extra }, ORIGIN);
const page = (pathname: string) => get(pathname, { mode: "navigate", headers: headers({ accept: "text/html" }) });

describe("service worker routing", () => {
  it.each([
    "/wps/wallet/balance",
    "/wps/system/permission?url=play.lotus-vn.example",
    "/wps/session/login",
    "/api/anything",
    "/ws",
    "/vendor-api/v1/GPI/balance",
    "/console",
    "/console/api/members",
    "/console/assets/index-abc.js",
    "/lgw/anything",
    "/lotto/lgw/draws",
    "/media/qr.svg?text=x",
    "/media/games/12.svg",
    "/docs",
    "/demo-vendor/play/GPI/slot.dragon-17",
    "/dev/outbox",
    "/healthz",
    "/readyz",
    "/sw.js",
  ])("never keeps %s (network only, not intercepted)", (pathname) => {
    expect(get(pathname)).toBe("network");
    // Not even when the browser navigates to it or asks for HTML.
    expect(page(pathname)).toBe("network");
  });

  it("never intercepts other methods, other origins or calls carrying a token", () => {
    expect(sw.routeOf({ url: `${ORIGIN}/index`, method: "POST", mode: "navigate" }, ORIGIN)).toBe("network");
    expect(sw.routeOf({ url: `${ORIGIN}/assets/index-abc.js`, method: "HEAD" }, ORIGIN)).toBe("network");
    expect(get("https://cdn.example.com/assets/x.js")).toBe("network");
    expect(get("https://vendor.example.com/index", { mode: "navigate" })).toBe("network");
    expect(get("/assets/index-abc.js", { headers: headers({ authorization: "Bearer abc" }) })).toBe("network");
  });

  it("keeps the app shell: pages (network first), hashed assets (cache first), icons and the manifest", () => {
    for (const pathname of ["/", "/index", "/download", "/app", "/rng?vendor=PG", "/vip"]) {
      expect(page(pathname)).toBe("shell");
    }
    expect(get("/assets/index-3f9a1c.js")).toBe("asset");
    expect(get("/assets/index-3f9a1c.css")).toBe("asset");
    expect(get("/assets/inter-latin.woff2")).toBe("asset");
    for (const file of [
      "/icons/icon-192.png",
      "/icons/maskable-512.png",
      "/manifest.webmanifest",
      "/favicon.svg",
      "/theme-init.js",
      "/media/lotus-mark.svg",
    ]) {
      expect(get(file)).toBe("static");
    }
    // A missing file is not a page: the worker leaves it to the network.
    expect(get("/robots.txt")).toBe("network");
  });

  it("precaches only shell files, none under a network-only prefix but the brand mark", () => {
    expect(sw.PRECACHE).toContain("/");
    for (const url of sw.PRECACHE) {
      const route = url === "/" ? page(url) : get(url);
      expect(route, url).not.toBe("network");
    }
    expect(sw.NETWORK_ONLY).toEqual(expect.arrayContaining(["/wps", "/api", "/ws", "/vendor-api", "/console"]));
  });

  it("stores only complete same-origin answers", () => {
    expect(sw.cacheable({ status: 200, type: "basic", redirected: false })).toBe(true);
    expect(sw.cacheable({ status: 404, type: "basic", redirected: false })).toBe(false);
    expect(sw.cacheable({ status: 200, type: "opaque", redirected: false })).toBe(false);
    expect(sw.cacheable({ status: 200, type: "basic", redirected: true })).toBe(false);
    expect(sw.cacheable(undefined)).toBe(false);
  });
});

describe("install links of this site", () => {
  it("turns a site path into this origin's address and keeps external links", () => {
    expect(appLinkOf("/download#ios", ORIGIN)).toEqual({ href: `${ORIGIN}/download#ios`, external: false });
    expect(appLinkOf("https://apps.apple.com/app/id1", ORIGIN)).toEqual({
      href: "https://apps.apple.com/app/id1",
      external: true,
    });
    expect(qrImageUrl(`${ORIGIN}/download#lite`)).toBe(
      `/media/qr.svg?text=${encodeURIComponent(`${ORIGIN}/download#lite`)}`,
    );
  });

  it("recognises iPhone, iPad (also as a touch Mac) and nothing else as iOS", () => {
    expect(isIos("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari/604.1")).toBe(true);
    expect(isIos("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15", 5)).toBe(true);
    expect(isIos("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15", 0)).toBe(false);
    expect(isIos("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile")).toBe(false);
  });
});
