import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get } from "../http.ts";

const INDEX_HTML = '<!doctype html><html lang="vi"><head><title>Lotus test build</title></head><body></body></html>';
let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "lotus-web-dist-"));
  fs.writeFileSync(path.join(distDir, "index.html"), INDEX_HTML);
  fs.mkdirSync(path.join(distDir, "assets"));
  fs.writeFileSync(path.join(distDir, "assets", "app-1234.js"), "console.log('lotus');");
  t = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const html = { accept: "text/html,application/xhtml+xml" };

describe("web app and SPA fallback", () => {
  it.each(["/rng", "/index", "/vip?tab=1", "/helpmc", "/some/deep/client/route"])(
    "GET %s accepting HTML answers index.html, never cached",
    async (url) => {
      const res = await get(t.app, url, html);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toBe(INDEX_HTML);
    },
  );

  it("serves hashed assets with a long cache lifetime", async () => {
    const res = await get(t.app, "/assets/app-1234.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it.each(["/wps/nope", "/wps/system/nothing", "/media/nothing.png", "/lgw/nothing"])(
    "GET %s answers the 404 JSON envelope not_found even when HTML is accepted",
    async (url) => {
      expectError(await get(t.app, url, html), "not_found");
    },
  );

  // A client route asked for without HTML answers the page too: test/http-edge/app-shell.test.ts.
});

describe("security headers", () => {
  const strictCsp = (value: unknown) => {
    expect(value).toEqual(expect.stringContaining("default-src 'self'"));
    expect(value).toEqual(expect.stringContaining("script-src 'self'"));
    expect(value).toEqual(expect.stringContaining("object-src 'none'"));
    expect(value).not.toEqual(expect.stringContaining("unsafe-eval"));
    expect(value).not.toMatch(/script-src[^;]*unsafe-inline/);
  };

  it.each([
    ["an API answer", "/wps/system/status", {}],
    ["an API error", "/wps/system/status?bad=1", {}],
    ["the HTML page", "/rng", html],
    ["a static asset", "/assets/app-1234.js", {}],
  ])("are set on %s", async (_name, url, headers) => {
    const res = await get(t.app, url, headers);
    strictCsp(res.headers["content-security-policy"]);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("give the docs UI its own policy without loosening the API's", async () => {
    const docs = await get(t.app, "/docs/", html);
    expect(docs.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(docs.headers["x-content-type-options"]).toBe("nosniff");
  });
});
