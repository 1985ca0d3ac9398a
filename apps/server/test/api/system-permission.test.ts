import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PATHS,
  REGISTER_FIELDS,
  RESOURCE_TYPES,
  SETTING_MOD_IDS,
  decodeServicePath,
  type PermissionValue,
  type SettingNode,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue } from "../http.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustedProxies: ["127.0.0.1"] });
});
afterAll(() => t.close());

const modIdsOf = (tree: SettingNode[]): string[] => tree.flatMap((n) => [n.modId, ...modIdsOf(n.childrenNodes)]);
const permission = async (query = "", headers: Record<string, string> = {}) =>
  okValue<PermissionValue>(await get(t.app, `${PATHS.permission}${query}`, headers));

describe("GET /wps/system/permission", () => {
  it("without url answers the start-up settings of the demo brand", async () => {
    const value = await permission();
    expect(value.site).toMatchObject({
      brandName: "Lotus",
      merchantCode: "lotusvn",
      currency: "VND",
      defaultLanguage: "vi",
    });
    expect(modIdsOf(value.whitelabel)).toEqual(expect.arrayContaining([...SETTING_MOD_IDS]));
    expect(value.register.map((r) => r.field).every((f) => (REGISTER_FIELDS as readonly string[]).includes(f))).toBe(
      true,
    );
    expect(value.register.find((r) => r.field === "username")).toMatchObject({ enabled: true, required: true });
    expect(
      value.resources.map((r) => r.resourceType).every((r) => (RESOURCE_TYPES as readonly string[]).includes(r)),
    ).toBe(true);
    expect(value.resources.map((r) => r.resourceType)).toEqual(expect.arrayContaining(["IOS_APP", "ANDROID_APP"]));
    expect(value.imageCDNs).toEqual(["/media"]);
    expect(value.launchGameCDNs).toEqual(["/media"]);
    expect(value.location).toEqual({ ip: "127.0.0.1", country: "" });
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
  });

  it("lists the customer-service channels in order, each path decoding to the channel's URL", async () => {
    const { rows } = await t.db.query<{ url: string }>("select url from customer_service order by sort, id");
    const value = await permission();
    expect(value.customerService.map((c) => decodeServicePath(c.path))).toEqual(rows.map((r) => r.url));
    for (const channel of value.customerService) {
      expect(channel.title).not.toBe("");
      expect(channel.qrCodeUrl).toMatch(/^\/media\/qr\.svg\?text=/);
    }
  });

  it("titles the customer-service channels in the Language asked for", async () => {
    const vi = await permission();
    const en = await permission("", { language: "en" });
    expect(en.customerService[0]!.title).toBe("Live support 24/7");
    expect(vi.customerService[0]!.title).not.toBe(en.customerService[0]!.title);
  });

  it.each([
    "lotus.example",
    "www.lotus.example",
    "https://lotus-vn.example/index",
    "LOTUS.EXAMPLE:8443",
    "localhost:3000",
    "127.0.0.1",
  ])("accepts the host %s of the brand (or of this machine)", async (url) => {
    const value = await permission(`?url=${encodeURIComponent(url)}`);
    expect(value.site.merchantCode).toBe("lotusvn");
  });

  it.each(["elsewhere.example", "notlotus.example", "lotus.example.attacker.test", "http://"])(
    "rejects the unknown host %s with 404 route_not_found",
    async (url) => {
      const res = await get(t.app, `${PATHS.permission}?url=${encodeURIComponent(url)}`, { language: "en" });
      expectError(res, "route_not_found", "en");
      expect(res.json().message).toBe("Invalid URL or the domain check failed. Please contact customer service.");
    },
  );

  it("reports maintenance and region restriction from the brand and the visitor's country", async () => {
    await t.db.query("update brand set maintenance = true, restricted_countries = '{US}'");
    try {
      const fromUs = await permission("", { "x-forwarded-for": "8.8.8.8" });
      expect(fromUs).toMatchObject({
        maintenance: true,
        regionRestriction: true,
        location: { ip: "8.8.8.8", country: "US" },
      });
      const fromHere = await permission();
      expect(fromHere).toMatchObject({ maintenance: true, regionRestriction: false });
    } finally {
      await t.db.query("update brand set maintenance = false, restricted_countries = '{}'");
    }
  });

  it("follows the brand's login-required switch", async () => {
    await t.db.query("update brand set login_required = true");
    try {
      expect((await permission()).site.loginRequired).toBe(true);
    } finally {
      await t.db.query("update brand set login_required = false");
    }
    expect((await permission()).site.loginRequired).toBe(false);
  });
});
