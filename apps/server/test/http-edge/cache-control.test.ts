import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_PATHS, PATHS } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { get } from "../http.ts";
import { bearer, loginRequest } from "../support/login.ts";
import { createMember } from "../support/members.ts";
import { createOperator, operatorToken } from "../console/console-support.ts";

/** Answers carrying tokens, balances or personal data are never stored; cacheable routes keep their own policy. */

let t: TestApp;
let member: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t.db);
});
afterAll(() => t.close());

const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

describe("Cache-Control", () => {
  it("is no-store on the login answer, which carries the session token", async () => {
    const res = await loginRequest(t.app, { username: member.account, password: member.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("is no-store on member info, balance and a record call", async () => {
    const login = await loginRequest(t.app, { username: member.account, password: member.password });
    const headers = bearer(login.json<{ value: { token: string } }>().value.token);
    for (const url of [
      PATHS.memberInfo,
      PATHS.balance,
      `${PATHS.memberTransactions}?startDate=${today()}&endDate=${today()}`,
    ]) {
      const res = await get(t.app, url, headers);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("is no-store on an error answer", async () => {
    const res = await get(t.app, PATHS.memberInfo);
    expect(res.statusCode).toBe(401);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("is no-store on a console API call", async () => {
    const token = await operatorToken(t.app, t.db, await createOperator(t.db));
    const res = await get(t.app, CONSOLE_PATHS.members, bearer(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("keeps the game list's public caching and ETag", async () => {
    const res = await get(t.app, `${PATHS.gameList}?gameCategory=LIVE`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
    expect(res.headers.etag).toBeTruthy();
  });

  it("keeps a game thumbnail's long-lived caching", async () => {
    const { rows } = await t.db.query<{ id: number }>("select id from game order by id limit 1");
    const res = await get(t.app, PATHS.gameThumbnail.replace(":file", `${rows[0]!.id}.svg`));
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
