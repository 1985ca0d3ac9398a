import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_PATHS, PATHS } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue } from "../http.ts";
import { loginToken } from "../support/login.ts";
import { createMember } from "../support/members.ts";
import { DEMO_PASSWORD } from "../../src/seed/demo-accounts.ts";
import {
  ADMIN,
  CASHIER,
  auditRows,
  bearer,
  consoleLoginRequest,
  createOperator,
  lastAuditId,
  operatorToken,
  totpCode,
} from "./console-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each test uses its own peer address so that the per-IP failure count of one does not leak into another.
let peer = 10;
const nextPeer = () => `10.0.0.${peer++}`;

const clearStep = (username: string) =>
  t.db.query("update operator set totp_last_step = null where username = $1", [username]);

describe("console login", () => {
  it("signs in with username, password and the current code, and answers the operator", async () => {
    await clearStep(ADMIN.username);
    const before = await lastAuditId(t.db);
    const res = await consoleLoginRequest(
      t.app,
      { username: "Admin01", password: ADMIN.password, totp: totpCode(ADMIN.secret) },
      nextPeer(),
    );
    const value = okValue<{ token: string; operator: { username: string; displayName: string; role: string } }>(res);
    expect(value.token).toMatch(/^op_[A-Za-z0-9_-]{43}$/);
    expect(value.operator).toEqual({ username: "admin01", displayName: "Quản trị viên", role: "admin" });
    // Stored only as a hash.
    const { rows } = await t.db.query<{ token_hash: Buffer }>(
      "select token_hash from operator_session order by created_at desc limit 1",
    );
    expect(rows[0]!.token_hash.length).toBe(32);
    expect(rows[0]!.token_hash.toString("hex")).not.toContain(Buffer.from(value.token).toString("hex"));
    const me = okValue<{ username: string; role: string }>(await get(t.app, CONSOLE_PATHS.me, bearer(value.token)));
    expect(me).toMatchObject({ username: "admin01", role: "admin" });
    expect((await auditRows(t.db, before)).map((r) => [r.operator, r.action])).toEqual([["admin01", "login"]]);
  });

  /** A code no step of the ±1 window accepts now. */
  const wrongCode = (secret: string) => {
    const window = [-1, 0, 1].map((step) => totpCode(secret, step));
    return ["000000", "111111", "222222", "333333"].find((code) => !window.includes(code))!;
  };

  it.each([
    ["wrong password", { password: "Wrong-Pass-1" }, "password"],
    ["wrong code", { totp: "wrong" }, "totp"],
    ["unknown username", { username: "nobody_here" }, "unknown_username"],
  ] as [string, Partial<Record<"username" | "password" | "totp", string>>, string][])(
    "refuses a %s with operator_login_failed and audits it",
    async (_name, change, reason) => {
      await clearStep(CASHIER.username);
      const before = await lastAuditId(t.db);
      const body = {
        username: CASHIER.username,
        password: CASHIER.password,
        totp: totpCode(CASHIER.secret),
        ...change,
        ...(change.totp ? { totp: wrongCode(CASHIER.secret) } : {}),
      };
      const res = await consoleLoginRequest(t.app, body, nextPeer());
      expectError(res, "operator_login_failed");
      const rows = await auditRows(t.db, before);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ operator: body.username, action: "login_failed", detail: { reason } });
      // Never a credential in the log.
      expect(JSON.stringify(rows[0]!.detail)).not.toContain(body.password);
      expect(JSON.stringify(rows[0]!.detail)).not.toContain(body.totp);
    },
  );

  it("refuses a missing factor as bad input", async () => {
    for (const body of [
      { username: ADMIN.username, password: ADMIN.password },
      { username: ADMIN.username, totp: totpCode(ADMIN.secret) },
      { password: ADMIN.password, totp: totpCode(ADMIN.secret) },
    ]) {
      expectError(await consoleLoginRequest(t.app, body, nextPeer()), "validation_failed");
    }
  });

  it("accepts a code once: the same code a second time is refused", async () => {
    const operator = await createOperator(t.db, { role: "cashier" });
    const code = totpCode(operator.secret);
    const body = { username: operator.username, password: operator.password, totp: code };
    okValue(await consoleLoginRequest(t.app, body, nextPeer()));
    const before = await lastAuditId(t.db);
    expectError(await consoleLoginRequest(t.app, body, nextPeer()), "operator_login_failed");
    expect((await auditRows(t.db, before))[0]).toMatchObject({
      action: "login_failed",
      detail: { reason: "totp_reused" },
    });
    // An earlier code than the one used is refused too.
    const earlier = { ...body, totp: totpCode(operator.secret, -1) };
    expectError(await consoleLoginRequest(t.app, earlier, nextPeer()), "operator_login_failed");
  });

  it("refuses a disabled operator with the same answer, even with every factor right", async () => {
    const operator = await createOperator(t.db, { status: "disabled" });
    const res = await consoleLoginRequest(
      t.app,
      { username: operator.username, password: operator.password, totp: totpCode(operator.secret) },
      nextPeer(),
    );
    expectError(res, "operator_login_failed");
  });

  it("locks a username after 5 failures (too_many_attempts) against guesses, not against both right factors", async () => {
    const operator = await createOperator(t.db);
    for (let i = 0; i < 5; i++) {
      const res = await consoleLoginRequest(
        t.app,
        { username: operator.username, password: "Wrong-Pass-1", totp: "123456" },
        nextPeer(),
      );
      expectError(res, "operator_login_failed");
    }
    const guess = { username: operator.username, password: operator.password, totp: "123456" };
    expectError(await consoleLoginRequest(t.app, guess, nextPeer()), "too_many_attempts");
    const right = { username: operator.username, password: operator.password, totp: totpCode(operator.secret) };
    okValue(await consoleLoginRequest(t.app, right, nextPeer()));
  });

  it("locks an IP after 20 failures across usernames, against guesses only", async () => {
    const ip = "10.9.9.9";
    for (let i = 0; i < 20; i++) {
      const res = await consoleLoginRequest(
        t.app,
        { username: `ghost${i}`, password: "Wrong-Pass-1", totp: "123456" },
        ip,
      );
      expectError(res, "operator_login_failed");
    }
    const operator = await createOperator(t.db);
    const guess = { username: operator.username, password: "Wrong-Pass-1", totp: totpCode(operator.secret) };
    expectError(await consoleLoginRequest(t.app, guess, ip), "too_many_attempts");
    // Another address is not affected; both right factors get in from the locked one too.
    expectError(await consoleLoginRequest(t.app, guess, nextPeer()), "operator_login_failed");
    await clearStep(operator.username);
    const right = { username: operator.username, password: operator.password, totp: totpCode(operator.secret) };
    okValue(await consoleLoginRequest(t.app, right, ip));
  });

  it("a success clears the username's failures", async () => {
    const operator = await createOperator(t.db);
    for (let i = 0; i < 4; i++) {
      const res = await consoleLoginRequest(
        t.app,
        { username: operator.username, password: "Wrong-Pass-1", totp: "123456" },
        nextPeer(),
      );
      expectError(res, "operator_login_failed");
    }
    await operatorToken(t.app, t.db, operator);
    for (let i = 0; i < 4; i++) {
      const res = await consoleLoginRequest(
        t.app,
        { username: operator.username, password: "Wrong-Pass-1", totp: "123456" },
        nextPeer(),
      );
      expectError(res, "operator_login_failed");
    }
    await operatorToken(t.app, t.db, operator);
  });
});

describe("console sessions", () => {
  it("logout revokes the token at once, and writes an audit row", async () => {
    const token = await operatorToken(t.app, t.db, ADMIN);
    okValue(await get(t.app, CONSOLE_PATHS.me, bearer(token)));
    const before = await lastAuditId(t.db);
    okValue(await t.app.inject({ method: "DELETE", url: CONSOLE_PATHS.logout, headers: bearer(token) }));
    expect((await auditRows(t.db, before)).map((r) => r.action)).toEqual(["logout"]);
    expectError(await get(t.app, CONSOLE_PATHS.me, bearer(token)), "session_expired");
    expectError(await get(t.app, CONSOLE_PATHS.deposits, bearer(token)), "session_expired");
  });

  it("asks for a login without a token, and refuses a made-up one", async () => {
    expectError(await get(t.app, CONSOLE_PATHS.me), "please_login_first");
    expectError(await get(t.app, CONSOLE_PATHS.me, bearer(`op_${"A".repeat(43)}`)), "session_expired");
    expectError(await get(t.app, CONSOLE_PATHS.me, { authorization: "Basic YWRtaW4wMTpwdw==" }), "session_expired");
  });

  it("ends a session idle for 30 minutes, and any session after 12 hours", async () => {
    const idle = await operatorToken(t.app, t.db, ADMIN);
    await t.db.query(
      "update operator_session set last_seen_at = now() - interval '29 minutes' where revoked_at is null and last_seen_at > now() - interval '1 minute'",
    );
    okValue(await get(t.app, CONSOLE_PATHS.me, bearer(idle)));
    // The call above counted as activity only if last_seen_at was older than a minute: it was.
    await t.db.query(
      "update operator_session set last_seen_at = now() - interval '31 minutes' where revoked_at is null",
    );
    expectError(await get(t.app, CONSOLE_PATHS.me, bearer(idle)), "session_expired");

    const old = await operatorToken(t.app, t.db, ADMIN);
    await t.db.query(
      "update operator_session set created_at = now() - interval '12 hours 1 minute' where revoked_at is null and last_seen_at > now() - interval '1 minute'",
    );
    expectError(await get(t.app, CONSOLE_PATHS.me, bearer(old)), "session_expired");
  });

  it("activity keeps a session alive: a call refreshes its last-seen time", async () => {
    const token = await operatorToken(t.app, t.db, CASHIER);
    await t.db.query(
      "update operator_session set last_seen_at = now() - interval '20 minutes' where revoked_at is null and last_seen_at > now() - interval '1 minute'",
    );
    okValue(await get(t.app, CONSOLE_PATHS.me, bearer(token)));
    const { rows } = await t.db.query<{ fresh: boolean }>(
      "select bool_or(last_seen_at > now() - interval '1 minute') as fresh from operator_session where revoked_at is null",
    );
    expect(rows[0]!.fresh).toBe(true);
  });

  it("a disabled operator's sessions stop working", async () => {
    const operator = await createOperator(t.db, { role: "cashier" });
    const token = await operatorToken(t.app, t.db, operator);
    okValue(await get(t.app, CONSOLE_PATHS.me, bearer(token)));
    await t.db.query("update operator set status = 'disabled' where username = $1", [operator.username]);
    expectError(await get(t.app, CONSOLE_PATHS.me, bearer(token)), "session_expired");
  });

  it("a member token is no console token, and an operator token no member token", async () => {
    const member = await createMember(t.db);
    const memberToken = await loginToken(t.app, member.account, member.password);
    okValue(await get(t.app, PATHS.security, bearer(memberToken)));
    expectError(await get(t.app, CONSOLE_PATHS.me, bearer(memberToken)), "session_expired");
    expectError(await get(t.app, CONSOLE_PATHS.deposits, bearer(memberToken)), "session_expired");

    const token = await operatorToken(t.app, t.db, ADMIN);
    expectError(await get(t.app, PATHS.security, bearer(token)), "session_expired");
    expectError(await get(t.app, PATHS.memberInfo, bearer(token)), "session_expired");
  });

  it("the demo member's password does not open the console (operators are not members)", async () => {
    const res = await consoleLoginRequest(
      t.app,
      { username: "demo01", password: DEMO_PASSWORD, totp: "123456" },
      nextPeer(),
    );
    expectError(res, "operator_login_failed");
  });
});
