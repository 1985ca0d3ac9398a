import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_PATHS } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get } from "../http.ts";

const INDEX_HTML =
  '<!doctype html><html><head><title>Lotus Console</title></head><body><div id="root"></div></body></html>';
const WEB_INDEX = "<!doctype html><html><head><title>Lotus web</title></head><body></body></html>";
const html = { accept: "text/html,application/xhtml+xml" };

let t: TestApp;
let bare: TestApp;
let consoleDir: string;
let webDir: string;
beforeAll(async () => {
  consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), "lotus-console-dist-"));
  fs.writeFileSync(path.join(consoleDir, "index.html"), INDEX_HTML);
  fs.mkdirSync(path.join(consoleDir, "assets"));
  fs.writeFileSync(path.join(consoleDir, "assets", "console-5678.js"), "console.log('console');");
  fs.writeFileSync(path.join(consoleDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), "lotus-web-dist-"));
  fs.writeFileSync(path.join(webDir, "index.html"), WEB_INDEX);
  t = await createTestApp({ webDistDir: webDir, env: { CONSOLE_DIST_DIR: consoleDir } });
  bare = await createTestApp({ env: { CONSOLE_DIST_DIR: path.join(os.tmpdir(), "lotus-no-console-here") } });
});
afterAll(async () => {
  await t.close();
  await bare.close();
  fs.rmSync(consoleDir, { recursive: true, force: true });
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe("the console app at /console", () => {
  it.each(["/console", "/console/", "/console/deposits", "/console/members/42?tab=ledger", "/console/a/b/c"])(
    "GET %s answers the console's index.html, never cached",
    async (url) => {
      const res = await get(t.app, url, html);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toBe(INDEX_HTML);
    },
  );

  it("serves hashed assets with a long cache lifetime, other files with revalidation", async () => {
    const asset = await get(t.app, "/console/assets/console-5678.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe("console.log('console');");
    expect(asset.headers["cache-control"]).toContain("immutable");
    const icon = await get(t.app, "/console/favicon.svg");
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["cache-control"]).toBe("no-cache");
  });

  it("keeps the strict security headers on the console page", async () => {
    const res = await get(t.app, "/console/deposits", html);
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it.each(["/console/api", "/console/api/", "/console/api/nothing", "/console/api/members/1/nothing"])(
    "GET %s is the API's JSON not_found, not the page",
    async (url) => {
      expectError(await get(t.app, url, html), "not_found");
    },
  );

  it("the API answers under /console/api and is never cached", async () => {
    const res = await get(t.app, CONSOLE_PATHS.me);
    expectError(res, "please_login_first");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("leaves the web app's routes to the web app", async () => {
    const res = await get(t.app, "/consoles", html);
    expect(res.body).toBe(WEB_INDEX);
    expect((await get(t.app, "/index", html)).body).toBe(WEB_INDEX);
  });

  it("without a build, /console says how to build it", async () => {
    for (const url of ["/console", "/console/withdrawals"]) {
      const res = await get(bare.app, url, html);
      expect(res.statusCode).toBe(503);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toContain("npm run build");
    }
    expectError(await get(bare.app, "/console/api/nothing", html), "not_found");
  });
});
