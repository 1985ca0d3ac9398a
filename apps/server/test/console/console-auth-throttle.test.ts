import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue } from "../http.ts";
import {
  ADMIN,
  auditRows,
  consoleLoginRequest,
  createOperator,
  lastAuditId,
  totpCode,
  type TestOperator,
} from "./console-support.ts";

/*
 * Console login throttles (issue 11, item 7): failures lock a username or an address against
 * guesses, but never against the operator who proves BOTH factors — a third party must not be able
 * to lock an operator out. A login over a budget is checked code first, so a guesser without the
 * authenticator costs no password hashing and learns nothing about the password.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const clearStep = (username: string) =>
  t.db.query("update operator set totp_last_step = null where username = $1", [username]);

/** A code no step of the ±1 window accepts now. */
const wrongCode = (secret: string) => {
  const window = [-1, 0, 1].map((step) => totpCode(secret, step));
  return ["000000", "111111", "222222", "333333"].find((code) => !window.includes(code))!;
};

const rightLogin = (operator: TestOperator) => ({
  username: operator.username,
  password: operator.password,
  totp: totpCode(operator.secret),
});
const codeOf = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;

describe("console login throttles", () => {
  it("20 bad logins from one IP for other and unknown usernames do not lock out an operator who proves both factors", async () => {
    const ip = "10.20.0.1";
    const other = await createOperator(t.db, { role: "cashier" });
    const before = await lastAuditId(t.db);
    for (let i = 0; i < 20; i++) {
      const username = i % 4 === 1 ? other.username : `ghost${i}`;
      expectError(
        await consoleLoginRequest(t.app, { username, password: "Wrong-Pass-1", totp: "123456" }, ip),
        "operator_login_failed",
      );
    }
    // Every failure is audited.
    const audit = await auditRows(t.db, before);
    expect(audit).toHaveLength(20);
    expect(audit.every((row) => row.action === "login_failed")).toBe(true);

    // The address is over its budget: guesses are refused without a word on the password…
    expectError(
      await consoleLoginRequest(t.app, { username: ADMIN.username, password: "Wrong-Pass-1", totp: "123456" }, ip),
      "too_many_attempts",
    );
    expectError(
      await consoleLoginRequest(
        t.app,
        { username: ADMIN.username, password: ADMIN.password, totp: wrongCode(ADMIN.secret) },
        ip,
      ),
      "too_many_attempts",
    );
    // …but the admin with the right password and code still logs in from there, audited.
    await clearStep(ADMIN.username);
    const beforeLogin = await lastAuditId(t.db);
    okValue(await consoleLoginRequest(t.app, rightLogin(ADMIN), ip));
    expect((await auditRows(t.db, beforeLogin)).map((r) => [r.operator, r.action])).toEqual([["admin01", "login"]]);
  });

  it("brute force on one username is stopped, in parallel too, while its owner with both factors still gets in", async () => {
    const operator = await createOperator(t.db);
    let peer = 1;
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () =>
        consoleLoginRequest(
          t.app,
          { username: operator.username, password: "Wrong-Pass-1", totp: "123456" },
          `10.21.0.${peer++}`,
        ),
      ),
    );
    const codes = guesses.map(codeOf);
    expect(codes.filter((c) => c === "operator_login_failed")).toHaveLength(5);
    expect(codes.filter((c) => c === "too_many_attempts")).toHaveLength(7);

    // Locked against guesses: the right password without the code reveals nothing, from any address.
    expectError(
      await consoleLoginRequest(
        t.app,
        { username: operator.username, password: operator.password, totp: wrongCode(operator.secret) },
        `10.21.0.${peer++}`,
      ),
      "too_many_attempts",
    );
    const before = await lastAuditId(t.db);
    expectError(
      await consoleLoginRequest(
        t.app,
        { username: operator.username, password: "Wrong-Pass-2", totp: "654321" },
        `10.21.0.${peer++}`,
      ),
      "too_many_attempts",
    );
    expect((await auditRows(t.db, before))[0]).toMatchObject({
      operator: operator.username,
      action: "login_failed",
      detail: { reason: "too_many_attempts" },
    });

    // The owner proves both factors and gets in; the username starts afresh.
    okValue(await consoleLoginRequest(t.app, rightLogin(operator), `10.21.0.${peer++}`));
    expectError(
      await consoleLoginRequest(
        t.app,
        { username: operator.username, password: "Wrong-Pass-1", totp: "123456" },
        `10.21.0.${peer++}`,
      ),
      "operator_login_failed",
    );
  });

  it("with live codes, a locked username still allows only a few password guesses", async () => {
    const operator = await createOperator(t.db);
    const peer = "10.22.0.1";
    for (let i = 0; i < 5; i++) {
      await consoleLoginRequest(t.app, { username: operator.username, password: "Wrong-Pass-1", totp: "123456" }, peer);
    }
    // Someone who holds the authenticator but not the password: five more tries, then nothing at all.
    for (let i = 0; i < 5; i++) {
      await clearStep(operator.username);
      expectError(
        await consoleLoginRequest(
          t.app,
          { username: operator.username, password: `Wrong-Pass-${i}`, totp: totpCode(operator.secret) },
          peer,
        ),
        "too_many_attempts",
      );
    }
    await clearStep(operator.username);
    expectError(await consoleLoginRequest(t.app, rightLogin(operator), peer), "too_many_attempts");
  });
});
