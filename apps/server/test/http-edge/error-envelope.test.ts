import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, messagePrefix } from "../http.ts";
import { envelopeOf, listenLocally, rawExchange } from "./raw-http.ts";

/** Refusals made before a route runs (router, Node's HTTP parser) answer the same envelope as the routes. */

let t: TestApp;
let port: number;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), "lotus-edge-web-"));
  fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>shell</title>");
  fs.writeFileSync(path.join(webDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  t = await createTestApp({ webDistDir: webDir });
  port = await listenLocally(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe("refusals of the router are the error envelope", () => {
  it("answers 400 validation_failed to bad percent-encoding in a path", async () => {
    const res = await get(t.app, "/wps/%E0%A4%A");
    expectError(res, "validation_failed");
    expect(res.json().message).toContain("URL");
  });

  it("answers in the request's language", async () => {
    expectError(await get(t.app, "/lgw/%E0%A4%A", { language: "en" }), "validation_failed", "en");
  });

  it("answers 400 validation_failed to a path parameter over 200 characters", async () => {
    const res = await get(t.app, `/wps/cashier/deposit/orders/${"D".repeat(201)}`);
    expectError(res, "validation_failed");
    expect(res.json().message).toContain("200");
  });

  it("answers 404 not_found to an unknown call path", async () => {
    expectError(await get(t.app, "/wps/no/such/call"), "not_found");
  });
});

describe("refusals of Node's HTTP parser are the error envelope", () => {
  const expectRawError = (response: Awaited<ReturnType<typeof rawExchange>>, status: number, code: string) => {
    expect(response.status, response.body).toBe(status);
    const body = envelopeOf(response);
    expect(body).toEqual({ success: false, code, message: expect.any(String), value: null });
    expect(body.message.startsWith(messagePrefix("vi", code as never))).toBe(true);
    expect(response.headers["cache-control"]).toBe("no-store");
  };

  it("answers 431 headers_too_large to a 100 KB query string", async () => {
    const response = await rawExchange(
      port,
      `GET /wps/system/status?q=${"a".repeat(100 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expectRawError(response, 431, "headers_too_large");
  });

  it("answers 431 headers_too_large to headers over 16 KB", async () => {
    const response = await rawExchange(
      port,
      `GET /wps/system/status HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"b".repeat(20 * 1024)}\r\n\r\n`,
    );
    expectRawError(response, 431, "headers_too_large");
  });

  it("answers 400 validation_failed to a request that is not HTTP", async () => {
    expectRawError(await rawExchange(port, "HELLO THERE\r\n\r\n"), 400, "validation_failed");
  });

  it("answers 400 validation_failed to a malformed header", async () => {
    expectRawError(
      await rawExchange(port, "GET /wps/system/status HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n"),
      400,
      "validation_failed",
    );
  });

  it("answers 400 validation_failed to an HTTP/1.1 request without Host", async () => {
    expectRawError(await rawExchange(port, "GET /wps/system/status HTTP/1.1\r\n\r\n"), 400, "validation_failed");
  });

  it("answers 400 validation_failed to an Expect other than 100-continue", async () => {
    expectRawError(
      await rawExchange(
        port,
        "POST /wps/session/login HTTP/1.1\r\nHost: localhost\r\nExpect: 100-later\r\nContent-Length: 0\r\n\r\n",
      ),
      400,
      "validation_failed",
    );
  });
});

describe("refusals of plugins are a 4xx envelope, not 500", () => {
  it("answers 400 validation_failed to a Range past the end of a built file", async () => {
    const res = await get(t.app, "/favicon.svg", { range: "bytes=90000-90010" });
    expectError(res, "validation_failed");
  });
});
