import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue } from "../http.ts";
import { loggedInMember } from "../support/factories.ts";

/*
 * The secret throttles charge wrong answers only (issue 11, item 3, decision 51): the
 * re-authentication password of the security centre, like the payment password, is never
 * refused as "too many attempts" because right answers arrived at once.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const member = () => loggedInMember(t.db);

const reauth = (m: { headers: Record<string, string> }, password: string) =>
  t.app.inject({ method: "POST", url: PATHS.securityReauth, headers: m.headers, payload: { password } });

describe("re-authentication under concurrency", () => {
  it("12 parallel right passwords all get a ticket, and the member is not locked out after", async () => {
    const m = await member();
    const answers = await Promise.all(Array.from({ length: 12 }, () => reauth(m, m.password)));
    expect(answers.map((r) => r.json<{ code: string }>().code)).toEqual(Array(12).fill("ok"));
    expectError(await reauth(m, "not-the-password"), "old_password_wrong");
    okValue(await reauth(m, m.password));
  }, 60_000);

  it("wrong passwords still lock after five, then the right one too", async () => {
    const m = await member();
    for (let i = 0; i < 5; i++) expectError(await reauth(m, `wrong-${i}`), "old_password_wrong");
    expectError(await reauth(m, m.password), "too_many_attempts");
  }, 60_000);
});
