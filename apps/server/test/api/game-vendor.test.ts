import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ESPORTS_VASSALAGES, GAME_CATEGORIES, PATHS, type GameVendorValue } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue } from "../http.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lanes = async (query = "") =>
  okValue<GameVendorValue>(await get(t.app, `${PATHS.gameVendor}${query}`)).data.lanes;

describe("GET /wps/relay/GCSGAME_gameVendor", () => {
  it("groups vendors into lanes in category order, each vendor in its lane's category", async () => {
    const list = await lanes();
    const titles = list.map((l) => l.title);
    expect(titles).toEqual(GAME_CATEGORIES.filter((c) => titles.includes(c)));
    expect(titles).toEqual(expect.arrayContaining(["LIVE", "RNG", "SPORTS", "ESPORTS", "FISH", "PVP", "ELOTT"]));
    for (const lane of list) {
      expect(lane.vendors.length, lane.title).toBeGreaterThan(0);
      for (const v of lane.vendors) {
        expect(v.gameCategory).toBe(lane.title);
        expect(v.smallIcon).toBe(`vendors/${v.vassalage}.svg`);
        expect([0, 1]).toContain(v.isHot);
      }
    }
  });

  it("has no lane for a category without vendors", async () => {
    expect((await lanes()).map((l) => l.title)).not.toContain("LOTT");
  });

  it("drops the FISH lane when every fishing vendor is disabled", async () => {
    expect((await lanes()).map((l) => l.title)).toContain("FISH");
    await t.db.query("update game_vendor set enabled = false where category = 'FISH'");
    try {
      const titles = (await lanes()).map((l) => l.title);
      expect(titles).not.toContain("FISH");
      expect(titles).toContain("LIVE");
    } finally {
      await t.db.query("update game_vendor set enabled = true where category = 'FISH'");
    }
  });

  it("moves the e-sports vassalages AV, AI, IMES, TF and IA filed under SPORTS into an ESPORTS lane", async () => {
    await t.db.query(
      `insert into game_vendor (id, vendor_code, display_name, category, small_icon)
       values (9001, 'AI', 'AI E-sports', 'SPORTS', 'vendors/AI.svg'), (9002, 'IMES', 'IM E-sports', 'SPORTS', 'vendors/IMES.svg')`,
    );
    const list = await lanes();
    const esports = list.find((l) => l.title === "ESPORTS")!.vendors.map((v) => v.vassalage);
    const sports = list.find((l) => l.title === "SPORTS")!.vendors.map((v) => v.vassalage);
    expect([...esports].sort()).toEqual([...ESPORTS_VASSALAGES].sort());
    expect(sports).toContain("IBC");
    for (const code of ESPORTS_VASSALAGES) expect(sports).not.toContain(code);
  });

  it("answers for the brand's merchantCode and 404 not_found for another", async () => {
    expect((await lanes("?merchantCode=lotusvn")).length).toBeGreaterThan(0);
    expectError(await get(t.app, `${PATHS.gameVendor}?merchantCode=nobody`, { language: "en" }), "not_found", "en");
  });
});
