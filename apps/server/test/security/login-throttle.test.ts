import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_IP } from "@lotus/contracts";
import { storeCaptchaAnswer } from "../../src/modules/verification/index.ts";
import { createTestApp, type TestApp } from "../app.ts";
import { loginRequest, solveHuman } from "../support/login.ts";
import { buildMember } from "../support/factories.ts";

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ trustedProxies: ["127.0.0.1"] });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

type Body = { success: boolean; code: string; message: string; value: { captcha: boolean } | null };
let nextIp = 10;
const freshIp = () => `192.0.2.${nextIp++}`;
const failures = async (app: TestApp, scope: "account" | "ip", key: string) =>
  (
    await app.db.query<{ failures: number }>("select failures from auth_throttle where scope = $1 and key = $2", [
      scope,
      key,
    ])
  ).rows[0]?.failures ?? 0;
/** A captcha whose answer the test knows, for attempts past the captcha threshold. */
const captcha = async (app: TestApp) => ({ captchaId: await storeCaptchaAnswer(app.db, "WXYZ"), captcha: "WXYZ" });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe("unknown account versus wrong password", () => {
  it("answers both with the same status, code, message and value", async () => {
    const m = await buildMember(t.db);
    const ip = freshIp();
    const wrong = await loginRequest(
      t.app,
      { username: m.account, password: "not-the-password" },
      { language: "th" },
      ip,
    );
    await t.db.query("delete from auth_throttle");
    const unknown = await loginRequest(
      t.app,
      { username: "no-such-account", password: "not-the-password" },
      { language: "th" },
      ip,
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json<Body>()).toEqual(wrong.json<Body>());
    expect(wrong.json<Body>().code).toBe("invalid_credentials");
  });

  it("answers both in similar time (medians within 0.5–2x)", async () => {
    const m = await buildMember(t.db);
    const ip = freshIp();
    const time = async (username: string) => {
      await t.db.query("delete from auth_throttle");
      const humanVerification = await solveHuman(t.app);
      const started = performance.now();
      const res = await loginRequest(t.app, { username, password: "wrong-password-x", humanVerification }, {}, ip);
      const took = performance.now() - started;
      expect(res.statusCode).toBe(401);
      return took;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 9; i++) {
      known.push(await time(m.account));
      unknown.push(await time(`ghost-${i}`));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe("per-account and per-IP limits", () => {
  it("locks an account after the limit of failures, even for the right password, until the window ends", async () => {
    const m = await buildMember(t.db);
    // Spread over IPs so that only the account limit is in play.
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) {
      const res = await loginRequest(
        t.app,
        { username: m.account, password: "wrong", ...(await captcha(t)) },
        {},
        freshIp(),
      );
      expect(res.json<Body>().code).toBe("invalid_credentials");
    }
    expect(await failures(t, "account", m.account)).toBe(LOGIN_FAILURES_PER_ACCOUNT);
    const locked = await loginRequest(
      t.app,
      { username: m.account, password: m.password, ...(await captcha(t)) },
      { language: "en" },
      freshIp(),
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json<Body>()).toMatchObject({ code: "too_many_attempts", value: { captcha: true } });
    expect(locked.json<Body>().message).toMatch(/try again in 15 minutes/);
    await t.db.query("update auth_throttle set window_started_at = now() - interval '16 minutes' where key = $1", [
      m.account,
    ]);
    const later = await loginRequest(t.app, { username: m.account, password: m.password }, {}, freshIp());
    expect(later.statusCode, later.body).toBe(200);
    expect(await failures(t, "account", m.account)).toBe(0);
  });

  it("locks an IP after its limit of failures, whatever account it tries", async () => {
    const ip = freshIp();
    await t.db.query("insert into auth_throttle (scope, key, failures) values ('ip', $1, $2)", [
      ip,
      LOGIN_FAILURES_PER_IP - 1,
    ]);
    const last = await loginRequest(t.app, { username: "someone-1", password: "wrong", ...(await captcha(t)) }, {}, ip);
    expect(last.json<Body>().code).toBe("invalid_credentials");
    const m = await buildMember(t.db, { trustedIps: [ip] });
    const locked = await loginRequest(
      t.app,
      { username: m.account, password: m.password, ...(await captcha(t)) },
      {},
      ip,
    );
    expect(locked.json<Body>().code).toBe("too_many_attempts");
    expect(await failures(t, "ip", ip)).toBe(LOGIN_FAILURES_PER_IP);
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy: no fresh IP budget", async () => {
    const ip = freshIp();
    await t.db.query("insert into auth_throttle (scope, key, failures) values ('ip', $1, $2)", [
      ip,
      LOGIN_FAILURES_PER_IP,
    ]);
    const spoofed = await loginRequest(
      t.app,
      { username: "victim-account", password: "guess", ...(await captcha(t)) },
      { "x-forwarded-for": "1.2.3.4" },
      ip,
    );
    expect(spoofed.json<Body>().code).toBe("too_many_attempts");
    expect(await failures(t, "ip", "1.2.3.4")).toBe(0);
  });

  it("behind a trusted proxy counts the forwarded client IP, and still not one forged by an untrusted peer", async () => {
    const client = "192.0.2.200";
    const res = await loginRequest(
      proxied.app,
      { username: "nobody-here", password: "guess" },
      { "x-forwarded-for": client },
      "127.0.0.1",
    );
    expect(res.json<Body>().code).toBe("invalid_credentials");
    expect(await failures(proxied, "ip", client)).toBe(1);
    expect(await failures(proxied, "ip", "127.0.0.1")).toBe(0);
    await loginRequest(
      proxied.app,
      { username: "nobody-here", password: "guess" },
      { "x-forwarded-for": client },
      "10.9.9.9",
    );
    expect(await failures(proxied, "ip", "10.9.9.9")).toBe(1);
    expect(await failures(proxied, "ip", client)).toBe(1);
  });
});

describe("parallel failures", () => {
  it("counts all of 20 parallel failed logins from one IP", async () => {
    const ip = freshIp();
    const attempts = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        loginRequest(t.app, { username: `parallel-${i}`, password: "wrong", ...(await captcha(t)) }, {}, ip),
      ),
    );
    expect(attempts.map((r) => r.json<Body>().code)).toEqual(Array(20).fill("invalid_credentials"));
    expect(await failures(t, "ip", ip)).toBe(20);
    const events = await t.db.query("select count(*)::int as n from auth_event where ip = $1 and outcome = 'failure'", [
      ip,
    ]);
    expect(events.rows[0]).toEqual({ n: 20 });
  });

  it("does not ask for the captcha when several people behind one IP log in at the same moment", async () => {
    const ip = freshIp();
    const members = await Promise.all(Array.from({ length: 6 }, () => buildMember(t.db, { trustedIps: [ip] })));
    const logins = await Promise.all(
      members.map((m) => loginRequest(t.app, { username: m.account, password: m.password }, {}, ip)),
    );
    expect(logins.map((r) => r.json<Body>().code)).toEqual(Array(6).fill("ok"));
    expect(await failures(t, "ip", ip)).toBe(0);
  });

  it("lets no more than the account limit of 20 parallel guesses reach the password check", async () => {
    const m = await buildMember(t.db);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, async () =>
        loginRequest(t.app, { username: m.account, password: "wrong", ...(await captcha(t)) }, {}, freshIp()),
      ),
    );
    const codes = attempts.map((r) => r.json<Body>().code);
    expect(codes.filter((c) => c === "invalid_credentials")).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT);
    expect(codes.filter((c) => c === "too_many_attempts")).toHaveLength(20 - LOGIN_FAILURES_PER_ACCOUNT);
    expect(await failures(t, "account", m.account)).toBeGreaterThanOrEqual(LOGIN_FAILURES_PER_ACCOUNT);
  });
});
