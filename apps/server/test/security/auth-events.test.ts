import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, freePlayHeader, randomNonce } from "@lotus/contracts";
import { recordAuthEvent, verifyAuthEventChain } from "../../src/modules/account/index.ts";
import { issueCode } from "../../src/modules/verification/index.ts";
import { createTestApp, type TestApp } from "../app.ts";
import { okValue } from "../http.ts";
import { bearer, login, loginRequest, postSealed, publicKeyOf } from "../support/login.ts";
import { buildMember } from "../support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type EventRow = {
  event: string;
  outcome: string;
  method: string;
  ip: string;
  user_agent: string;
  detail: Record<string, unknown>;
};
const eventsOf = async (memberId: bigint) =>
  (
    await t.db.query<EventRow>(
      "select event, outcome, method, ip, user_agent, detail from auth_event where member_id = $1 order by id",
      [memberId],
    )
  ).rows;

describe("authentication event log", () => {
  it("records successes and failures with IP and user agent, and never a password, code, ticket or token", async () => {
    const m = await buildMember(t.db, {
      mobile: { dialingCode: "+84", number: "913000001" },
      payeeName: "SECRET PAYEE",
    });
    const secrets: string[] = [m.password, "wrong-password-123"];
    await loginRequest(
      t.app,
      { username: m.account, password: "wrong-password-123" },
      { "user-agent": "TestAgent/1.0" },
    );
    const done = await login(t.app, m.account, m.password, { "user-agent": "TestAgent/1.0" });
    secrets.push(done.token);
    const issued = await issueCode(t.db, { flow: "login_sms", target: "+84913000001" });
    secrets.push(issued.code);
    const sms = okValue<{ token: string }>(
      await postSealed(t.app, PATHS.login, {
        type: "sms",
        mobileNum: "913000001",
        countryDialingCode: "+84",
        verificationCode: issued.code,
      }),
    );
    secrets.push(sms.token);
    await t.db.query("update brand set second_verification = 'PAYEE_NAME'");
    const step = okValue<{ ticket: string }>(
      await loginRequest(t.app, { username: m.account, password: m.password }, {}, "198.51.100.99"),
    );
    secrets.push(step.ticket, "SECRET PAYEE");
    await t.app.inject({
      method: "POST",
      url: PATHS.secondVerification,
      payload: { ticket: step.ticket, answer: "WRONG" },
      remoteAddress: "198.51.100.99",
    });
    okValue(
      await t.app.inject({
        method: "POST",
        url: PATHS.secondVerification,
        payload: { ticket: step.ticket, answer: "secret payee" },
        remoteAddress: "198.51.100.99",
      }),
    );
    await t.app.inject({ method: "DELETE", url: PATHS.logout, headers: bearer(done.token) });

    const events = await eventsOf(m.id);
    expect(events.map((e) => `${e.event}:${e.outcome}:${e.method}`)).toEqual([
      "login:failure:username",
      "login:success:username",
      "login:success:sms",
      "login:failure:username",
      "second_verification:failure:PAYEE_NAME",
      "second_verification:success:PAYEE_NAME",
      "login:success:username",
      "logout:success:username",
    ]);
    expect(events[0]).toMatchObject({
      ip: "127.0.0.1",
      user_agent: "TestAgent/1.0",
      detail: { reason: "invalid_credentials" },
    });
    expect(events[3]!.detail).toEqual({ reason: "second_verification_required", secondVerification: "PAYEE_NAME" });
    expect(events[4]!.ip).toBe("198.51.100.99");

    const everything = JSON.stringify((await t.db.query("select * from auth_event")).rows, (_, v) =>
      typeof v === "bigint" ? String(v) : Buffer.isBuffer(v) ? v.toString("hex") : v,
    );
    for (const secret of secrets) expect(everything.toLowerCase()).not.toContain(secret.toLowerCase());
  });

  it("records free play", async () => {
    const nonce = randomNonce();
    const res = await t.app.inject({
      method: "POST",
      url: PATHS.loginFreeplay,
      headers: { "x-encryption": await freePlayHeader(await publicKeyOf(t.app), nonce), "x-gateway-version": "3" },
      payload: { os: "Linux", platform: "W", nonce },
    });
    const { member } = okValue<{ member: { id: string } }>(res);
    expect((await eventsOf(BigInt(member.id))).map((e) => `${e.event}:${e.outcome}`)).toEqual([
      "free_play:success",
      "login:success",
    ]);
  });

  it("drops detail fields that name a secret, whatever the caller passes", async () => {
    const m = await buildMember(t.db);
    await recordAuthEvent(t.db, {
      memberId: m.id,
      event: "reauth",
      outcome: "failure",
      detail: {
        password: "hunter2-secret",
        token: "tok-secret",
        code: "654321",
        reason: "old_password_wrong",
        passwordExpired: true,
      },
    });
    const [row] = await eventsOf(m.id);
    expect(row!.detail).toEqual({ reason: "old_password_wrong", passwordExpired: true });
  });

  it("refuses UPDATE and DELETE", async () => {
    await expect(t.db.query("update auth_event set ip = '6.6.6.6'")).rejects.toThrow(/append-only/);
    await expect(t.db.query("delete from auth_event")).rejects.toThrow(/append-only/);
  });

  it("keeps one linear hash chain under parallel appends", async () => {
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        recordAuthEvent(t.db, { account: `chain-${i}`, event: "login", outcome: "failure" }),
      ),
    );
    const result = await verifyAuthEventChain(t.db);
    expect(result.brokenAt).toBeNull();
    const total = await t.db.query<{ n: number }>("select count(*)::int as n from auth_event");
    expect(result.rows).toBe(total.rows[0]!.n);
    const links = await t.db.query<{ n: number }>(
      "select count(*)::int as n from auth_event a join auth_event b on b.prev_hash = a.hash",
    );
    expect(links.rows[0]!.n).toBe(total.rows[0]!.n - 1);
  });
});
