import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, type PermissionValue } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { get, okValue } from "../http.ts";

let direct: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  [direct, behindProxy] = await Promise.all([createTestApp(), createTestApp({ trustedProxies: ["127.0.0.1/32"] })]);
});
afterAll(() => Promise.all([direct.close(), behindProxy.close()]));

const location = async (t: TestApp, options: { xff?: string; remoteAddress?: string } = {}) => {
  const res = await t.app.inject({
    method: "GET",
    url: PATHS.permission,
    headers: options.xff ? { "x-forwarded-for": options.xff } : {},
    remoteAddress: options.remoteAddress,
  });
  return okValue<PermissionValue>(res).location;
};

describe("visitor location and X-Forwarded-For", () => {
  it("believes X-Forwarded-For from a trusted proxy: the IP and its country", async () => {
    expect(await location(behindProxy, { xff: "8.8.8.8" })).toEqual({ ip: "8.8.8.8", country: "US" });
  });

  it("takes the last untrusted hop of a forwarded chain", async () => {
    expect(await location(behindProxy, { xff: "1.2.3.4, 8.8.8.8" })).toEqual({ ip: "8.8.8.8", country: "US" });
  });

  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    expect(await location(direct, { xff: "8.8.8.8" })).toEqual({ ip: "127.0.0.1", country: "" });
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    expect(await location(behindProxy, { xff: "8.8.8.8", remoteAddress: "203.0.113.9" })).toMatchObject({
      ip: "203.0.113.9",
    });
  });

  it("restricts a visitor only by the believed country", async () => {
    await Promise.all([direct, behindProxy].map((t) => t.db.query("update brand set restricted_countries = '{US}'")));
    const status = async (t: TestApp) =>
      okValue<{ status: number }>(await get(t.app, PATHS.systemStatus, { "x-forwarded-for": "8.8.8.8" })).status;
    expect(await status(behindProxy)).toBe(2);
    expect(await status(direct)).toBe(0);
  });
});
