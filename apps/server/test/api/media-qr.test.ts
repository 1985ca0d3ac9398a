import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_QUERY_STRING_LENGTH } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get } from "../http.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const qr = (text: string) => get(t.app, `/media/qr.svg?text=${encodeURIComponent(text)}`);

describe("GET /media/qr.svg", () => {
  it("draws a QR code as a standalone SVG document", async () => {
    const res = await qr("https://lotus.example/download#ios");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(res.headers["cache-control"]).toMatch(/max-age=\d+/);
    const svg = res.body.trim();
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 (\d+) \1"/);
    expect(svg).toMatch(/<path [^>]*d="M[^"]+"/);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).not.toMatch(/<script/i);
  });

  it("draws different codes for different texts, including non-ASCII text", async () => {
    const [a, b] = [await qr("Xin chào"), await qr("Xin chao")];
    expect(a.statusCode).toBe(200);
    expect(a.body).not.toBe(b.body);
  });

  it(`accepts ${MAX_QUERY_STRING_LENGTH} characters and refuses one more with 400 validation_failed`, async () => {
    expect((await qr("x".repeat(MAX_QUERY_STRING_LENGTH))).statusCode).toBe(200);
    expectError(await qr("x".repeat(MAX_QUERY_STRING_LENGTH + 1)), "validation_failed");
  });
});
