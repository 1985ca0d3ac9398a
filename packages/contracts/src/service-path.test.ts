import { describe, expect, it } from "vitest";
import { decodeServicePath, encodeServicePath } from "./service-path.ts";

describe("customer-service path codec", () => {
  it("round-trips a URL with its key in the last 8 characters", () => {
    const url = "https://zalo.me/lotus?ngôn-ngữ=vi";
    const path = encodeServicePath(url, "Ab3dE6gH");
    expect(path.endsWith("Ab3dE6gH")).toBe(true);
    expect(path).not.toContain("zalo");
    expect(decodeServicePath(path)).toBe(url);
  });

  it("returns null for a path too short or not decodable", () => {
    expect(decodeServicePath("short")).toBeNull();
    expect(decodeServicePath("!!!!not-base64!!!!Ab3dE6gH")).toBeNull();
  });
});
