import { describe, expect, it } from "vitest";
import { isValidClientSeed, newClientSeed, newRequestId, parsePlayAddress, verifyHref } from "./url.ts";

describe("the play page's address", () => {
  it("reads vendor and game from the path and token, lang, room, name from the query", () => {
    expect(parsePlayAddress("/demo-vendor/play/PG/slot.dragon-17", "?token=abc&lang=en&room=7")).toEqual({
      vendorCode: "PG",
      gameCode: "slot.dragon-17",
      token: "abc",
      lang: "en",
      room: "7",
      name: null,
    });
    expect(parsePlayAddress("/demo-vendor/play/DV/taixiu.classic", "").token).toBe("");
    expect(parsePlayAddress("/demo-vendor/play/PG/slot.x-1", "?name=R%E1%BB%93ng%20V%C3%A0ng").name).toBe("Rồng Vàng");
  });

  it("decodes encoded segments and survives broken encodings", () => {
    expect(parsePlayAddress("/demo-vendor/play/A%20B/slot.x%2D1", "").vendorCode).toBe("A B");
    expect(parsePlayAddress("/demo-vendor/play/%E0%A4/g", "").vendorCode).toBe("");
  });

  it("links a round to the verification page under the vendor's base", () => {
    expect(verifyHref("/demo-vendor/", "DV", "r 1", "ja")).toBe("/demo-vendor/verify?vendor=DV&round=r+1&lang=ja");
  });
});

describe("ids and seeds", () => {
  it("makes a distinct v4 UUID for every action", () => {
    const ids = new Set(Array.from({ length: 50 }, newRequestId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("makes client seeds the vendor accepts and rejects the ones it would refuse", () => {
    expect(isValidClientSeed(newClientSeed())).toBe(true);
    expect(isValidClientSeed("lucky_seed-7")).toBe(true);
    expect(isValidClientSeed("")).toBe(false);
    expect(isValidClientSeed("has:colon")).toBe(false);
    expect(isValidClientSeed("x".repeat(65))).toBe(false);
  });
});
