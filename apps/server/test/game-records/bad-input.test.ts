import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, RECORD_MAX_RANGE_DAYS, type BettingRecordValue, type ProfitValue } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import { headersOf } from "./rounds.ts";

/**
 * The betting record and profit and loss calls with malformed, missing, out-of-range and
 * wrong-typed query fields, sent with demo01's valid token: each answers 400 validation_failed with
 * the localized message and changes nothing — the checks run before the session is looked up, so
 * not even the session's last-seen time moves. (The whole database is compared once, after all
 * the refusals: a snapshot of the 10 000-game catalogue per request would take minutes.)
 */

let t: TestApp;
let headers: Record<string, string>;
let before: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  const demo = (await t.db.query<{ id: bigint }>("select id from member where account = 'demo01'")).rows[0]!.id;
  headers = await headersOf(t.db, demo);
  before = await snapshotDatabase(t.db);
});
afterAll(() => t.close());

const VALID = "startDate=2026-11-01&endDate=2026-11-22";
const longest = (() => {
  const start = Date.parse("2026-01-01T00:00:00Z");
  const end = new Date(start + (RECORD_MAX_RANGE_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const tooLong = new Date(start + RECORD_MAX_RANGE_DAYS * 86_400_000).toISOString().slice(0, 10);
  return { ok: `startDate=2026-01-01&endDate=${end}`, tooLong: `startDate=2026-01-01&endDate=${tooLong}` };
})();

/** Refused by both calls. */
const common: [string, string][] = [
  ["no query", ""],
  ["startDate missing", "endDate=2026-11-22"],
  ["endDate missing", "startDate=2026-11-01"],
  ["startDate empty", "startDate=&endDate=2026-11-22"],
  ["startDate as dd-MM-yyyy", "startDate=01-11-2026&endDate=2026-11-22"],
  ["startDate with a time", "startDate=2026-11-01T00:00:00&endDate=2026-11-22"],
  ["startDate not a date", "startDate=yesterday&endDate=2026-11-22"],
  ["startDate 30 February", "startDate=2026-02-30&endDate=2026-03-05"],
  ["endDate month 13", "startDate=2026-11-01&endDate=2026-13-01"],
  ["endDate day 00", "startDate=2026-11-01&endDate=2026-11-00"],
  ["dates reversed", "startDate=2026-11-22&endDate=2026-11-01"],
  [`range of ${RECORD_MAX_RANGE_DAYS + 1} days`, longest.tooLong],
  ["range of years", "startDate=2000-01-01&endDate=2026-11-22"],
  ["startDate twice", `${VALID}&startDate=2026-11-02`],
  ["category unknown", `${VALID}&gameCategory=CASINO`],
  ["category in lower case", `${VALID}&gameCategory=rng`],
  ["category empty", `${VALID}&gameCategory=`],
  ["category twice", `${VALID}&gameCategory=RNG&gameCategory=LIVE`],
  ["category a list", `${VALID}&gameCategory=RNG,LIVE`],
  ["vendor empty", `${VALID}&vassalage=`],
  ["vendor of 33 characters", `${VALID}&vassalage=${"V".repeat(33)}`],
  ["vendor twice", `${VALID}&vassalage=GPI&vassalage=TF`],
  ["an unknown field", `${VALID}&extra=1`],
  ["another member's id", `${VALID}&memberId=1`],
  ["a far oversized unknown field", `${VALID}&extra=${"x".repeat(5000)}`],
];

/** Paging: only the betting record pages (profit and loss refuses the fields as unknown). */
const paging: [string, string][] = [
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
];

const cases: [string, string, string][] = [
  ...[...common, ...paging].map(([name, q]): [string, string, string] => ["betting record", name, q]),
  ...[...common, ...paging.slice(0, 2)].map(([name, q]): [string, string, string] => ["profit and loss", name, q]),
];
const pathOf = (call: string) => (call === "betting record" ? PATHS.bettingRecords : PATHS.profitLoss);

describe("betting record and profit and loss with bad input", () => {
  it.each(cases)("%s: %s → validation_failed", async (call, _name, q) => {
    expectError(await get(t.app, `${pathOf(call)}?${q}`, headers), "validation_failed");
  });

  it("stored nothing for any of them", async () => {
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("localizes the refusal in each language and names the field", async () => {
    for (const language of ["en", "zh", "ja", "th", "vi"] as const) {
      for (const path of [PATHS.bettingRecords, PATHS.profitLoss]) {
        const res = await get(t.app, `${path}?${longest.tooLong}`, { ...headers, language });
        expectError(res, "validation_failed", language);
        expect(res.json<{ message: string }>().message).toContain("endDate");
      }
    }
    const category = await get(t.app, `${PATHS.bettingRecords}?${VALID}&gameCategory=CASINO`, {
      ...headers,
      language: "en",
    });
    expectError(category, "validation_failed", "en");
    expect(category.json<{ message: string }>().message).toContain("gameCategory");
  });

  it("bad input is refused even without a token (the checks come before the session)", async () => {
    expectError(await get(t.app, `${PATHS.bettingRecords}?${longest.tooLong}`), "validation_failed");
    expectError(await get(t.app, `${PATHS.profitLoss}?startDate=2026-02-30&endDate=2026-03-01`), "validation_failed");
  });

  it(`the widest range (${RECORD_MAX_RANGE_DAYS} days), the largest page and every filter are accepted`, async () => {
    const record = okValue<BettingRecordValue>(
      await get(
        t.app,
        `${PATHS.bettingRecords}?${longest.ok}&gameCategory=ESPORTS&vassalage=${"V".repeat(32)}&page=10000&size=100`,
        headers,
      ),
    );
    expect(record).toMatchObject({ page: 10_000, size: 100, total: 0 });
    const profit = okValue<ProfitValue>(
      await get(t.app, `${PATHS.profitLoss}?${longest.ok}&gameCategory=LOTT&vassalage=GPI`, headers),
    );
    expect(profit.days).toHaveLength(RECORD_MAX_RANGE_DAYS);
  });
});
