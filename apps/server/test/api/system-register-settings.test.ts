import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, REGISTER_FIELDS, patternOf, type RegisterFieldRule } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { get, okValue } from "../http.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rules = async () => okValue<RegisterFieldRule[]>(await get(t.app, PATHS.registerSettings));

describe("GET /wps/system/setting/register", () => {
  it("gives one consistent rule per known registration field", async () => {
    const list = await rules();
    const fields = list.map((r) => r.field);
    expect(new Set(fields).size).toBe(fields.length);
    for (const rule of list) {
      expect(REGISTER_FIELDS).toContain(rule.field);
      expect(rule.minLength, rule.field).toBeLessThanOrEqual(rule.maxLength);
      expect(rule.acceptedPattern, rule.field).toBe(patternOf(rule.patternId));
    }
  });

  it("requires username, password and its confirmation", async () => {
    const list = await rules();
    for (const field of ["username", "password", "confirmPassword"]) {
      expect(
        list.find((r) => r.field === field),
        field,
      ).toMatchObject({ enabled: true, required: true });
    }
  });

  it("answers the rule an operator changed", async () => {
    await t.db.query("update register_field_rule set required = true, min_length = 8 where field = 'email'");
    expect((await rules()).find((r) => r.field === "email")).toMatchObject({ required: true, minLength: 8 });
  });
});
