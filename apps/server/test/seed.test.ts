import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/pool.ts";
import { seedDemo } from "../src/seed/demo-seed.ts";
import { createTestDatabase } from "./database.ts";
import { snapshotDatabase } from "./http.ts";

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(() => drop());

describe("demo seed", () => {
  it("seeding again keeps the operator's changes and adds no duplicates", async () => {
    await db.query("update brand set maintenance = true, restricted_countries = '{US}'");
    await db.query("update setting_node set enabled = false where mod_id = 'FREEPLAY3'");
    await db.query("delete from notice where type = 'PR'");
    const before = await snapshotDatabase(db);
    await seedDemo(db);
    expect(await snapshotDatabase(db)).toEqual(before);
  });
});
