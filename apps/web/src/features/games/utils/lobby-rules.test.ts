import { describe, expect, it } from "vitest";
import type { Lane } from "@lotus/contracts";
import { occupancy, opensList, seamlessVendors, vendorPlayAction } from "./lobby-rules";

describe("a vendor card's Play", () => {
  it("launches a single-game vendor at once and lists the others' games", () => {
    expect(vendorPlayAction({ gameCount: 1 }, "SPORTS")).toBe("launch");
    expect(vendorPlayAction({ gameCount: 42 }, "LIVE")).toBe("list");
    expect(vendorPlayAction({ gameCount: 0 }, "ELOTT")).toBe("list");
    // PVP vendors show their rooms even with one game.
    expect(vendorPlayAction({ gameCount: 1 }, "PVP")).toBe("list");
  });

  it("opens another vendor's list only for VASSALAGE entries", () => {
    expect(opensList({ isGame: "VASSALAGE", vassalage: "PG" }, "GPI")).toBe(true);
    expect(opensList({ isGame: "VASSALAGE", vassalage: "GPI" }, "GPI")).toBe(false);
    expect(opensList({ isGame: "GAME", vassalage: "PG" }, "GPI")).toBe(false);
  });
});

describe("rooms", () => {
  it("fills the occupancy bar between 0 and 1", () => {
    expect(occupancy({ players: 2, seats: 4 })).toBe(0.5);
    expect(occupancy({ players: 9, seats: 6 })).toBe(1);
    expect(occupancy({ players: 0, seats: 6 })).toBe(0);
    expect(occupancy({ players: 3, seats: 0 })).toBe(0);
  });
});

describe("seamless vendors", () => {
  it("are the game vendors that keep no wallet of their own", () => {
    const v = (vassalage: string) => ({ vassalage }) as Lane["vendors"][number];
    const lanes = [
      { title: "LIVE", vendors: [v("GPI"), v("LV_ROYAL")] },
      { title: "SPORTS", vendors: [v("IBC")] },
      { title: "ESPORTS", vendors: [v("TF"), v("IA")] },
      { title: "ELOTT", vendors: [v("TCG_SEA")] },
      { title: "RNG", vendors: [v("LOTUS_MINI")] },
    ] as Lane[];
    const codes = seamlessVendors(lanes, new Set(["GPI", "IBC", "TF"])).map((vendor) => vendor.vassalage);
    expect(codes).toEqual(["LV_ROYAL", "IA", "LOTUS_MINI"]);
  });
});
