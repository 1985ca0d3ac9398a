import { describe, expect, it } from "vitest";
import { consolePromotionRequestSchema, type PromotionParams } from "@lotus/contracts";
import { DEMO_PROMOTIONS } from "../../src/seed/demo-promotions.ts";
import { paramsError } from "../../src/modules/promotions/promotions.console.ts";

/*
 * The demo's promotions are promotions the console could have made: each passes the console's schema
 * and its template's rules, and the offers the home page advertises are there with their figures.
 */
describe("demo promotions", () => {
  it("each one is valid for its template", () => {
    for (const p of DEMO_PROMOTIONS) {
      const parsed = consolePromotionRequestSchema.safeParse({
        type: p.type,
        tags: p.tags,
        template: p.template,
        entry: p.entry,
        title: p.title,
        summary: p.summary,
        terms: p.terms,
        imageUrl: p.image,
        params: p.params,
        eligibility: p.eligibility ?? {},
        enabled: true,
        sort: 0,
        startsAt: new Date().toISOString(),
        endsAt: null,
        registrationEndsAt: null,
      });
      expect(parsed.error?.issues ?? [], p.title.en).toEqual([]);
      expect(
        paramsError(parsed.data!.template, parsed.data!.entry, parsed.data!.params as PromotionParams),
        p.title.en,
      ).toBeNull();
    }
  });

  it("pays what the home page advertises: 100 % up to 8,888,000 ₫, 131K for Zalo, a daily rebate paid as real money", () => {
    const first = DEMO_PROMOTIONS.find((p) => p.template === "deposit_match" && p.params.nth === 1)!;
    expect(first.params).toMatchObject({ percent: 100, maxBonus: "888800000" });
    const zalo = DEMO_PROMOTIONS.find((p) => p.eligibility?.zaloLinked)!;
    expect(zalo.params.amount).toBe("13100000");
    const rebate = DEMO_PROMOTIONS.find((p) => p.template === "rebate")!;
    expect(rebate.params.multiplier).toBe(0);
  });
});

describe("demo promotions' first start", () => {
  it("draws the application's picture as a real PNG (signature, header, image data that inflates)", async () => {
    const { demoScreenshotPng } = await import("../../src/seed/demo-promotions.ts");
    const { sniffImage } = await import("../../src/lib/images.ts");
    const { inflateSync } = await import("node:zlib");
    const png = demoScreenshotPng(10, 4);
    expect(sniffImage(png)).toBe("image/png");
    expect(png.readUInt32BE(16)).toBe(10);
    expect(png.readUInt32BE(20)).toBe(4);
    const dataLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString("ascii")).toBe("IDAT");
    expect(inflateSync(png.subarray(41, 41 + dataLength))).toHaveLength(4 * (1 + 10 * 3));
  });
});
