import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustedProxies: ["127.0.0.1"] });
});
afterAll(() => t.close());

describe("GET /wps/system/status", () => {
  it("answers 0 (normal) in the envelope, message in Vietnamese by default", async () => {
    const res = await t.app.inject({ method: "GET", url: "/wps/system/status" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, code: "ok", message: "Thành công", value: { status: 0 } });
  });

  it("answers 2 for a visitor from a restricted country and 1 when maintenance is also on", async () => {
    await t.db.query("update brand set restricted_countries = '{US}'");
    const fromUs = { "x-forwarded-for": "8.8.8.8" };
    const restricted = await t.app.inject({ method: "GET", url: "/wps/system/status", headers: fromUs });
    expect(restricted.json().value).toEqual({ status: 2 });
    await t.db.query("update brand set maintenance = true");
    const maintenance = await t.app.inject({ method: "GET", url: "/wps/system/status", headers: fromUs });
    expect(maintenance.json().value).toEqual({ status: 1 });
    await t.db.query("update brand set maintenance = false, restricted_countries = '{}'");
  });

  it("rejects an unknown Language with 400 unsupported_language", async () => {
    const res = await t.app.inject({ method: "GET", url: "/wps/system/status", headers: { language: "xx" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "unsupported_language", value: null });
  });

  it("rejects unknown query fields with 400 validation_failed, localized by Language", async () => {
    const res = await t.app.inject({ method: "GET", url: "/wps/system/status?foo=1", headers: { language: "en" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("validation_failed");
    expect(res.json().message).toMatch(/^The request is not valid/);
  });
});
