import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS } from "@lotus/contracts";
import { runAdminCommand } from "../../src/cli/admin-commands.ts";
import { hashToken } from "../../src/modules/account/index.ts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue } from "../http.ts";
import { bearer, login } from "../support/login.ts";
import { buildMember } from "../support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const info = (token: string) => t.app.inject({ method: "GET", url: PATHS.memberInfo, headers: bearer(token) });

describe("session tokens", () => {
  it("carry at least 128 bits, are new at every login, and are stored only as a hash", async () => {
    const m = await buildMember(t.db);
    const tokens = [];
    for (let i = 0; i < 3; i++) tokens.push((await login(t.app, m.account, m.password)).token);
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) {
      expect(Buffer.from(token, "base64url").length * 8).toBeGreaterThanOrEqual(128);
      const row = await t.db.query("select token_hash from member_session where token_hash = $1", [hashToken(token)]);
      expect(row.rowCount).toBe(1);
    }
    const dump = JSON.stringify((await t.db.query("select * from member_session")).rows, (_, v) =>
      typeof v === "bigint" ? String(v) : v,
    );
    for (const token of tokens) expect(dump).not.toContain(token);
  });

  it("end at logout, server-side", async () => {
    const m = await buildMember(t.db);
    const { token } = await login(t.app, m.account, m.password);
    okValue(await info(token));
    okValue(await t.app.inject({ method: "DELETE", url: PATHS.logout, headers: bearer(token) }));
    expectError(await info(token), "session_expired");
  });

  it("all end when the operator disables the account", async () => {
    const m = await buildMember(t.db);
    const a = await login(t.app, m.account, m.password);
    const b = await login(t.app, m.account, m.password);
    await runAdminCommand(t.db, ["member", "disable", m.account], { actor: "cli:test" });
    expectError(await info(a.token), "session_expired");
    expectError(await info(b.token), "session_expired");
    await runAdminCommand(t.db, ["member", "enable", m.account], { actor: "cli:test" });
    // Enabling again does not bring revoked sessions back.
    expectError(await info(a.token), "session_expired");
  });

  it("end after the idle timeout", async () => {
    const m = await buildMember(t.db);
    const { token } = await login(t.app, m.account, m.password);
    await t.db.query("update member_session set last_seen_at = now() - interval '59 minutes' where token_hash = $1", [
      hashToken(token),
    ]);
    okValue(await info(token));
    const idle = await t.db.query<{ id: string }>(
      "update member_session set last_seen_at = now() - interval '61 minutes' where token_hash = $1 returning id",
      [hashToken(token)],
    );
    // An hour passing would also have ended the server's ≤ 10 s cached copy of the session.
    await t.app.sessions.forgetSession(idle.rows[0]!.id);
    // An hour without a call: the server's ≤ 10 s memory of the session is long gone by then.
    await t.app.sessions.forgetMember(m.id);
    expectError(await info(token), "session_expired");
  });

  it("end at the absolute timeout, however active", async () => {
    const m = await buildMember(t.db);
    const { token } = await login(t.app, m.account, m.password);
    const row = await t.db.query<{ hours: string }>(
      "select extract(epoch from expires_at - created_at) / 3600 as hours from member_session where token_hash = $1",
      [hashToken(token)],
    );
    expect(Number(row.rows[0]!.hours)).toBe(12);
    await t.db.query(
      "update member_session set created_at = now() - interval '12 hours', expires_at = now() - interval '1 second' where token_hash = $1",
      [hashToken(token)],
    );
    expectError(await info(token), "session_expired");
  });
});
