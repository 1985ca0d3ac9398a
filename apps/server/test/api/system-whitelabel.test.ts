import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, SETTING_MOD_IDS, isSettingEnabled, type SettingNode } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { get, okValue } from "../http.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const flatten = (tree: SettingNode[]): SettingNode[] => tree.flatMap((n) => [n, ...flatten(n.childrenNodes)]);
const whitelabel = async () => okValue<SettingNode[]>(await get(t.app, PATHS.whitelabel));

describe("GET /wps/system/whitelabel", () => {
  it("holds every modId of spec §3, each once, enabled as '0' or '1'", async () => {
    const nodes = flatten(await whitelabel());
    for (const modId of SETTING_MOD_IDS)
      expect(
        nodes.filter((n) => n.modId === modId),
        modId,
      ).toHaveLength(1);
    for (const node of nodes) expect(["0", "1"]).toContain(node.enabled);
  });

  it("nests the switches under their parent nodes", async () => {
    const tree = await whitelabel();
    const login = tree.find((n) => n.modId === "LOGIN3");
    expect(login?.childrenNodes.map((n) => n.modId)).toEqual(
      expect.arrayContaining(["FREEPLAY3", "MOBILEVERCODELOGIN3"]),
    );
    expect(tree.some((n) => n.modId === "FREEPLAY3")).toBe(false);
  });

  it("shows a switch turned off by the operator", async () => {
    expect(isSettingEnabled(await whitelabel(), "FREEPLAY3")).toBe(true);
    await t.db.query("update setting_node set enabled = false where mod_id = 'FREEPLAY3'");
    try {
      const tree = await whitelabel();
      expect(isSettingEnabled(tree, "FREEPLAY3")).toBe(false);
      expect(isSettingEnabled(tree, "DIRECTREG3")).toBe(true);
    } finally {
      await t.db.query("update setting_node set enabled = true where mod_id = 'FREEPLAY3'");
    }
  });
});
