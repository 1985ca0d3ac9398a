import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, RECORD_MAX_RANGE_DAYS, type TransactionsValue } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import { bearer } from "../support/login.ts";
import { createSession } from "../../src/modules/account/index.ts";

/**
 * The account record call with malformed, missing, out-of-range and wrong-typed query fields, sent
 * with demo01's valid token: each answers 400 validation_failed and changes nothing — every check
 * (schema, calendar dates, range, types) runs before the session is looked up, so not even the
 * session's last-seen time moves.
 */

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const demo = (await t.db.query<{ id: bigint }>("select id from member where account = 'demo01'")).rows[0]!.id;
  headers = bearer(
    (await createSession(t.db, { memberId: demo, method: "username", ip: "127.0.0.1", userAgent: "" })).token,
  );
});
afterAll(() => t.close());

const VALID = "startDate=2026-11-01&endDate=2026-11-22";
const longest = (() => {
  const start = Date.parse("2026-01-01T00:00:00Z");
  const end = new Date(start + (RECORD_MAX_RANGE_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const tooLong = new Date(start + RECORD_MAX_RANGE_DAYS * 86_400_000).toISOString().slice(0, 10);
  return { ok: `startDate=2026-01-01&endDate=${end}`, tooLong: `startDate=2026-01-01&endDate=${tooLong}` };
})();

const queries: [string, string][] = [
  ["no query", ""],
  ["startDate missing", "endDate=2026-11-22"],
  ["endDate missing", "startDate=2026-11-01"],
  ["startDate empty", "startDate=&endDate=2026-11-22"],
  ["startDate as dd-MM-yyyy", "startDate=01-11-2026&endDate=2026-11-22"],
  ["startDate with slashes", "startDate=2026/11/01&endDate=2026-11-22"],
  ["startDate with a time", "startDate=2026-11-01T00:00:00&endDate=2026-11-22"],
  ["startDate a number", "startDate=20261101&endDate=2026-11-22"],
  ["startDate not a date", "startDate=yesterday&endDate=2026-11-22"],
  ["startDate 30 February", "startDate=2026-02-30&endDate=2026-03-05"],
  ["endDate month 13", "startDate=2026-11-01&endDate=2026-13-01"],
  ["endDate day 00", "startDate=2026-11-01&endDate=2026-11-00"],
  ["dates reversed", "startDate=2026-11-22&endDate=2026-11-01"],
  [`range of ${RECORD_MAX_RANGE_DAYS + 1} days`, longest.tooLong],
  ["range of years", "startDate=2000-01-01&endDate=2026-11-22"],
  ["startDate twice", `${VALID}&startDate=2026-11-02`],
  ["types unknown", `${VALID}&types=jackpot`],
  ["types one unknown among known", `${VALID}&types=deposit,jackpot`],
  ["types with a space", `${VALID}&types=deposit,%20win`],
  ["types with an empty item", `${VALID}&types=deposit,,win`],
  ["types in upper case", `${VALID}&types=DEPOSIT`],
  ["types oversized", `${VALID}&types=${"deposit,".repeat(40)}deposit`],
  ["types twice", `${VALID}&types=deposit&types=win`],
  ["page 0", `${VALID}&page=0`],
  ["page negative", `${VALID}&page=-1`],
  ["page fractional", `${VALID}&page=1.5`],
  ["page non-numeric", `${VALID}&page=abc`],
  ["page above the limit", `${VALID}&page=10001`],
  ["page above int8", `${VALID}&page=9223372036854775808`],
  ["size 0", `${VALID}&size=0`],
  ["size 101", `${VALID}&size=101`],
  ["size non-numeric", `${VALID}&size=ten`],
  ["size empty", `${VALID}&size=`],
  ["an unknown field", `${VALID}&extra=1`],
  ["another member's id", `${VALID}&memberId=1`],
  ["an account name", `${VALID}&account=demo02`],
  ["a far oversized unknown field", `${VALID}&extra=${"x".repeat(5000)}`],
];

describe("account record with bad input", () => {
  it.each(queries)("%s → validation_failed, nothing stored", async (_name, query) => {
    const before = await snapshotDatabase(t.db);
    expectError(await get(t.app, `${PATHS.memberTransactions}?${query}`, headers), "validation_failed");
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("localizes the refusal (en) and names the field", async () => {
    const res = await get(t.app, `${PATHS.memberTransactions}?${longest.tooLong}`, { ...headers, language: "en" });
    expectError(res, "validation_failed", "en");
    expect(res.json<{ message: string }>().message).toContain("endDate");
  });

  it(`the widest range (${RECORD_MAX_RANGE_DAYS} days) and every type listed are accepted`, async () => {
    const value = okValue<TransactionsValue>(
      await get(
        t.app,
        `${PATHS.memberTransactions}?${longest.ok}&types=deposit,withdrawal,withdrawal_refund,transfer_in,transfer_out,adjustment,trial_grant,bet,win,rollback`,
        headers,
      ),
    );
    expect(value.page).toBe(1);
  });
});
