import { describe, expect, it } from "vitest";
import type { Lane } from "@lotus/contracts/web";
import {
  categoryChoices,
  compactAmount,
  keepVendor,
  longDayLabel,
  shortDayLabel,
  vendorChoices,
} from "./betting-format";

const vendor = (vassalage: string, displayName: string, gameCategory: Lane["title"]) => ({
  accountTypeId: 1,
  displayName,
  smallIcon: "",
  isHot: 0 as const,
  vassalage,
  gameCategory,
  gameCount: 1,
});
// In an order other than the lobby's, with an empty lane and a vendor listed twice.
const LANES: Lane[] = [
  { title: "ESPORTS", vendors: [vendor("TF", "TF Gaming", "ESPORTS")] },
  { title: "RNG", vendors: [vendor("LOTUS_SLOTS", "Lotus Slots", "RNG"), vendor("JADE_SPIN", "Jade Spin", "RNG")] },
  { title: "FISH", vendors: [] },
  { title: "LIVE", vendors: [vendor("GPI", "Lotus Live", "LIVE"), vendor("GPI", "Lotus Live", "LIVE")] },
];

describe("filter choices", () => {
  it("offers the categories that have vendors, in the lobby's order", () => {
    expect(categoryChoices(LANES)).toEqual(["LIVE", "RNG", "ESPORTS"]);
    expect(categoryChoices([])).toEqual([]);
  });

  it("offers every vendor once in category order, or those of the chosen category", () => {
    expect(vendorChoices(LANES, null).map((v) => v.vassalage)).toEqual(["GPI", "LOTUS_SLOTS", "JADE_SPIN", "TF"]);
    expect(vendorChoices(LANES, "RNG")).toEqual([
      { vassalage: "LOTUS_SLOTS", name: "Lotus Slots", category: "RNG" },
      { vassalage: "JADE_SPIN", name: "Jade Spin", category: "RNG" },
    ]);
    expect(vendorChoices(LANES, "FISH")).toEqual([]);
  });

  it("keeps the chosen vendor only while it belongs to the chosen category", () => {
    expect(keepVendor(LANES, "RNG", "JADE_SPIN")).toBe("JADE_SPIN");
    expect(keepVendor(LANES, "LIVE", "JADE_SPIN")).toBeNull();
    expect(keepVendor(LANES, null, "JADE_SPIN")).toBe("JADE_SPIN");
    expect(keepVendor(LANES, "RNG", null)).toBeNull();
  });
});

describe("chart labels", () => {
  it("names a day by day and month in the language's order, the same day in every time zone", () => {
    expect(shortDayLabel("2026-11-22", "vi")).toBe("22/11");
    expect(shortDayLabel("2026-11-22", "en")).toBe("11/22");
    expect(shortDayLabel("2026-11-22", "ja")).toBe("11/22");
    expect(shortDayLabel("2026-11-22", "zh")).toBe("11/22");
    expect(shortDayLabel("2026-01-01", "th")).toBe("1/1");
    expect(shortDayLabel("not a date", "en")).toBe("not a date");
  });

  it("names a day in full with its weekday for tooltips", () => {
    expect(longDayLabel("2026-11-22", "en")).toBe("Sun, Nov 22, 2026");
    expect(longDayLabel("2026-11-22", "vi")).toContain("2026");
    expect(longDayLabel("2026-11-22", "vi")).toContain("22");
  });

  it("shortens axis amounts from minor units, with a true minus for losses", () => {
    expect(compactAmount(150_000, "en")).toBe("1.5K");
    expect(compactAmount(-250_000_000, "en")).toBe("\u22122.5M");
    expect(compactAmount(0, "en")).toBe("0");
    expect(compactAmount(999, "en")).toBe("10");
    expect(compactAmount("-900719925474099301", "en")).toBe("\u22129007.2T");
  });
});
