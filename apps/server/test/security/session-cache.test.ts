import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, sealEnvelope } from "@lotus/contracts";
import { changeMemberState, SESSION_CACHE_TTL_MS } from "../../src/modules/account/index.ts";
import { createTestApp, type TestApp } from "../app.ts";
import type { Headers } from "../http.ts";
import { loggedInMember, sessionFor } from "../support/factories.ts";
import { publicKeyOf } from "../support/login.ts";

/*
 * Verified sessions are cached in memory for at most SESSION_CACHE_TTL_MS (issue 12); every way a
 * session ends or changes drops the cached entry at once: the next request with the token is
 * refused immediately, well within the 10 s.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const info = (headers: Headers) => t.app.inject({ method: "GET", url: PATHS.memberInfo, headers });

describe("session cache", () => {
  it("keeps a verified session at most 10 s and serves repeated calls from memory", async () => {
    expect(SESSION_CACHE_TTL_MS).toBeLessThanOrEqual(10_000);
    const m = await loggedInMember(t.db);
    expect((await info(m.headers)).statusCode).toBe(200);
    const cached = await t.app.sessions.find(m.token);
    // Revoked behind the server's back (no revoker told): the cached entry still answers…
    await t.db.query("update member_session set revoked_at = now() where id = $1", [m.sessionId]);
    expect(await t.app.sessions.find(m.token)).toEqual(cached);
    // …until the revocation reaches the cache.
    await t.app.sessions.forgetSession(m.sessionId);
    expect((await info(m.headers)).statusCode).toBe(401);
  });

  it("never keeps a session past its absolute end, even within the 10 s", async () => {
    const m = await loggedInMember(t.db);
    await t.db.query("update member_session set expires_at = now() + interval '700 milliseconds' where id = $1", [
      m.sessionId,
    ]);
    expect((await info(m.headers)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect((await info(m.headers)).statusCode, "the cached copy ended with the session").toBe(401);
  });

  it("logout: the next request with the token is 401 at once", async () => {
    const m = await loggedInMember(t.db);
    expect((await info(m.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: "DELETE", url: PATHS.logout, headers: m.headers })).statusCode).toBe(200);
    const after = await info(m.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: "session_expired" });
  });

  it("a session revoked from the security centre is refused at once", async () => {
    const m = await loggedInMember(t.db);
    const other = await sessionFor(t.db, m.id);
    expect((await info(other.headers)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: "DELETE",
      url: `${PATHS.securitySessions}/${other.sessionId}`,
      headers: m.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await info(other.headers)).statusCode).toBe(401);
    expect((await info(m.headers)).statusCode).toBe(200);
  });

  it("a password change refuses every older token at once", async () => {
    const m = await loggedInMember(t.db);
    const other = await sessionFor(t.db, m.id);
    expect((await info(other.headers)).statusCode).toBe(200);
    const sealed = await sealEnvelope(await publicKeyOf(t.app), {
      oldPassword: m.password,
      newPassword: "NewPassword2026",
      confirmNewPassword: "NewPassword2026",
    });
    const res = await t.app.inject({ method: "PUT", url: PATHS.changePassword, headers: m.headers, payload: sealed });
    expect(res.statusCode).toBe(200);
    expect((await info(other.headers)).statusCode).toBe(401);
    expect((await info(m.headers)).statusCode).toBe(401);
  });

  it("lock and freeze reach cached sessions at once", async () => {
    const locked = await loggedInMember(t.db);
    expect((await info(locked.headers)).statusCode).toBe(200);
    await changeMemberState(
      t.db,
      locked.id,
      { action: "lock", reason: "test" },
      { username: "admin01", ip: "127.0.0.1" },
      t.app.sessions,
    );
    expect((await info(locked.headers)).statusCode).toBe(401);

    const frozen = await loggedInMember(t.db);
    expect((await t.app.sessions.find(frozen.token))?.status).toBe("active");
    await changeMemberState(
      t.db,
      frozen.id,
      { action: "freeze", reason: "test" },
      { username: "admin01", ip: "127.0.0.1" },
      t.app.sessions,
    );
    expect((await t.app.sessions.find(frozen.token))?.status).toBe("frozen");
  });
});
