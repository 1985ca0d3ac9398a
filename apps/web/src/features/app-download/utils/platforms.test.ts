import { describe, expect, it } from "vitest";
import type { Resource } from "@lotus/contracts/web";
import { availablePlatforms, initialPlatform } from "./platforms";

const buildResource = (resourceType: Resource["resourceType"], url = `/download#${resourceType}`): Resource => ({
  resourceType,
  url,
  qrCodeUrl: "",
  labelNameEn: resourceType,
});

const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
const android = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";
const desktop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";

describe("availablePlatforms", () => {
  it("orders iOS, lite app, Android and skips social links", () => {
    const resources = [
      buildResource("ANDROID_APP"),
      buildResource("FACEBOOK"),
      buildResource("LITE_APP"),
      buildResource("IOS_APP"),
    ];
    expect(availablePlatforms(resources).map((platform) => platform.key)).toEqual(["ios", "lite", "android"]);
  });

  it("leaves out a platform whose resource has no link", () => {
    expect(availablePlatforms([buildResource("IOS_APP", ""), buildResource("ANDROID_APP")]).map((p) => p.key)).toEqual([
      "android",
    ]);
  });
});

describe("initialPlatform", () => {
  const all = availablePlatforms([buildResource("IOS_APP"), buildResource("LITE_APP"), buildResource("ANDROID_APP")]);

  it("opens the platform named in the address", () => {
    expect(initialPlatform(all, "#android", iphone)).toBe("android");
  });

  it("opens the visitor's own phone otherwise", () => {
    expect(initialPlatform(all, "", android)).toBe("android");
    expect(initialPlatform(all, "", iphone)).toBe("ios");
  });

  it("opens the first platform on a desktop or for an unknown name", () => {
    expect(initialPlatform(all, "#windows", desktop)).toBe("ios");
  });

  it("falls back when the phone's platform is not published", () => {
    const androidOnly = availablePlatforms([buildResource("ANDROID_APP")]);
    expect(initialPlatform(androidOnly, "", iphone)).toBe("android");
    expect(initialPlatform([], "", iphone)).toBeUndefined();
  });
});
