import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../app.ts";
import { buildMember } from "../support/factories.ts";
import { checkEligibility, isMarketingSuppressed } from "../../src/modules/protection/index.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("a member without protection rows may do everything", async () => {
  const m = await buildMember(t.db);
  expect(await checkEligibility(t.db, m.id, "bet", { amount: 100n })).toEqual({ allowed: true });
  expect(await isMarketingSuppressed(t.db, m.id)).toBe(false);
});
