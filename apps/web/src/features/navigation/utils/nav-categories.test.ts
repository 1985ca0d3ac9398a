import { describe, expect, it } from "vitest";
import type { GameCategory, Lane, VendorCard } from "@lotus/contracts/web";
import { navCategories, vendorHref } from "./nav-categories";

function vendor(vassalage: string, gameCategory: GameCategory): VendorCard {
  return { accountTypeId: 1, displayName: vassalage, smallIcon: "", isHot: 0, vassalage, gameCategory, gameCount: 1 };
}

function lane(title: GameCategory, count: number): Lane {
  return { title, vendors: Array.from({ length: count }, (_, i) => vendor(`${title}_${i}`, title)) };
}

describe("navCategories", () => {
  it("orders items by GAME_CATEGORIES, not by the order of the lanes", () => {
    const items = navCategories([lane("FISH", 1), lane("RNG", 2), lane("LIVE", 1)]);
    expect(items.map((i) => i.category)).toEqual(["LIVE", "RNG", "FISH"]);
  });

  it("leaves out categories without vendors", () => {
    expect(navCategories([lane("PVP", 0), lane("SPORTS", 2)]).map((i) => i.category)).toEqual(["SPORTS"]);
  });

  it("tags only LIVE, RNG and SPORTS as new", () => {
    const items = navCategories([lane("LIVE", 1), lane("RNG", 1), lane("SPORTS", 1), lane("FISH", 1)]);
    expect(items.filter((i) => i.isNew).map((i) => i.category)).toEqual(["LIVE", "RNG", "SPORTS"]);
  });

  it("centres the dropdown up to six vendors and stops centring at seven", () => {
    const [six] = navCategories([lane("LIVE", 6)]);
    const [seven] = navCategories([lane("LIVE", 7)]);
    expect(six?.centred).toBe(true);
    expect(seven?.centred).toBe(false);
  });

  it("merges ELOTT and LOTT into one /elott item", () => {
    const items = navCategories([lane("ELOTT", 4), lane("LOTT", 3)]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ route: "/elott", centred: false });
    expect(items[0]?.vendors).toHaveLength(7);
  });

  it("routes each category to its page", () => {
    const items = navCategories([lane("RNG", 1), lane("ESPORTS", 1)]);
    expect(items.map((i) => i.route)).toEqual(["/rng", "/esports"]);
  });
});

describe("vendorHref", () => {
  it("selects the vendor with the page query parameter", () => {
    expect(vendorHref("/rng", "GOLDEN_KOI")).toBe("/rng?page=GOLDEN_KOI");
  });
});
