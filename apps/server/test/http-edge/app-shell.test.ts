import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get } from "../http.ts";

/*
 * Every GET (and HEAD) of an app route answers the app shell whatever the Accept header (health
 * checks, link previews, crawlers, plain curl); call paths keep the JSON 404 envelope, and a missing
 * built file is a 404, not the shell.
 */
const WEB_INDEX = '<!doctype html><html lang="vi"><head><title>Lotus shell</title></head><body></body></html>';
const CONSOLE_INDEX = "<!doctype html><html><head><title>Lotus Console shell</title></head><body></body></html>";

let t: TestApp;
const dirs: string[] = [];
function buildDir(index: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lotus-shell-"));
  fs.writeFileSync(path.join(dir, "index.html"), index);
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets", "app-1.js"), "1;");
  dirs.push(dir);
  return dir;
}
beforeAll(async () => {
  t = await createTestApp({ webDistDir: buildDir(WEB_INDEX), env: { CONSOLE_DIST_DIR: buildDir(CONSOLE_INDEX) } });
});
afterAll(async () => {
  await t.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const ACCEPTS: [string, Record<string, string>][] = [
  ["no Accept header", {}],
  ["Accept */*", { accept: "*/*" }],
  ["Accept application/json", { accept: "application/json" }],
];

describe("the web app shell", () => {
  for (const [name, headers] of ACCEPTS) {
    it.each(["/", "/rng", "/promotions", "/vip?tab=1", "/index.html", "/register.html", "/promoDetail?id=1.5"])(
      `GET %s with ${name} answers index.html`,
      async (url) => {
        const res = await get(t.app, url, headers);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers["content-type"]).toMatch(/^text\/html/);
        expect(res.headers["cache-control"]).toBe("no-cache");
        expect(res.body).toBe(WEB_INDEX);
      },
    );
  }

  it("answers HEAD of an app route like its GET, without a body", async () => {
    const res = await t.app.inject({ method: "HEAD", url: "/promotions" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toBe("");
  });

  it.each([
    "/wps/no/such/call",
    "/wps",
    "/lgw/nothing",
    "/lotto/nothing",
    "/vendor-api/nothing",
    "/media/nothing.png",
    "/docs/nothing",
    "/ws/nothing",
    "/healthz/nothing",
    "/readyz/nothing",
    "/demo-vendor/nothing",
    "/dev/nothing",
    "/console/api/nothing",
  ])("GET %s (a call path) answers the JSON 404 envelope even to a browser", async (url) => {
    expectError(await get(t.app, url, { accept: "text/html,*/*" }), "not_found");
  });

  it("answers 404, not the shell, for a missing built file", async () => {
    for (const url of [
      "/assets/app-missing.js",
      "/robots.txt",
      "/favicon.ico",
      "/sitemap.xml",
      "/apple-touch-icon.png",
    ]) {
      expectError(await get(t.app, url, { accept: "*/*" }), "not_found");
    }
    expect((await get(t.app, "/assets/app-1.js")).body).toBe("1;");
  });

  it("answers the JSON 404 to other methods on an app route", async () => {
    expectError(await t.app.inject({ method: "POST", url: "/rng", payload: {} }), "not_found");
  });
});

describe("the console app shell", () => {
  for (const [name, headers] of ACCEPTS) {
    it.each(["/console", "/console/", "/console/members/42"])(
      `GET %s with ${name} answers its index.html`,
      async (url) => {
        const res = await get(t.app, url, headers);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers["content-type"]).toMatch(/^text\/html/);
        expect(res.body).toBe(CONSOLE_INDEX);
      },
    );
  }

  it("answers HEAD of a console route without a body", async () => {
    const res = await t.app.inject({ method: "HEAD", url: "/console/deposits" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("");
  });

  it("answers 404, not the shell, for a missing built file of the console", async () => {
    expectError(await get(t.app, "/console/assets/console-missing.js"), "not_found");
  });
});
