import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { PATHS } from "@lotus/contracts";
import { buildApp } from "../../src/app.ts";
import { loadEnv } from "../../src/env.ts";
import { changeMemberState, publishSessionRevocation } from "../../src/modules/account/index.ts";
import { createTestDatabase } from "../database.ts";
import type { Headers } from "../http.ts";
import { loggedInMember, sessionFor } from "../support/factories.ts";

/*
 * Session revocation across server processes (issue 12): two apps on one database and one Redis,
 * each with its own session cache. A session revoked on one is refused by the other within
 * ~100 ms, although the other verified (and cached) it a moment before. Runs in the
 * `server-redis` vitest project with TEST_REDIS_URL.
 */
const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) throw new Error("session-revocation.redis.test.ts needs TEST_REDIS_URL (e.g. redis://127.0.0.1:6379)");

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let a: FastifyInstance;
let b: FastifyInstance;

async function serverApp(): Promise<FastifyInstance> {
  const app = await buildApp({
    env: loadEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      WEB_DIST_DIR: "/nonexistent",
      JOBS: "false",
      REDIS_URL: REDIS_URL!,
    }),
    db: database.db,
  });
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  [a, b] = await Promise.all([serverApp(), serverApp()]);
  expect(await a.sessions.ready()).toBe(true);
  expect(await b.sessions.ready()).toBe(true);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await database?.drop();
});

const info = (app: FastifyInstance, headers: Headers) => app.inject({ method: "GET", url: PATHS.memberInfo, headers });

/** Polls until `app` refuses the token; the milliseconds it took. */
async function refusedWithin(app: FastifyInstance, headers: Headers, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if ((await info(app, headers)).statusCode === 401) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`still accepted after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("session revocation through Redis", () => {
  it("logout on one app: the other refuses the token within ~100 ms", async () => {
    const m = await loggedInMember(database.db);
    expect((await info(a, m.headers)).statusCode).toBe(200);
    expect((await info(b, m.headers)).statusCode).toBe(200);
    expect(b.sessions.size).toBeGreaterThan(0);
    expect((await a.inject({ method: "DELETE", url: PATHS.logout, headers: m.headers })).statusCode).toBe(200);
    expect(await refusedWithin(b, m.headers, 150)).toBeLessThanOrEqual(150);
  });

  it("a member locked through one app is refused by the other at once, every session", async () => {
    const m = await loggedInMember(database.db);
    const second = await sessionFor(database.db, m.id);
    for (const headers of [m.headers, second.headers]) expect((await info(b, headers)).statusCode).toBe(200);
    await changeMemberState(
      database.db,
      m.id,
      { action: "lock", reason: "test" },
      { username: "admin01", ip: "127.0.0.1" },
      a.sessions,
    );
    expect(await refusedWithin(b, m.headers, 150)).toBeLessThanOrEqual(150);
    expect(await refusedWithin(b, second.headers, 150)).toBeLessThanOrEqual(150);
  });

  it("a cached session on the other app is really served from memory until the revocation arrives", async () => {
    const m = await loggedInMember(database.db);
    expect((await info(b, m.headers)).statusCode).toBe(200);
    // Revoked in the database without telling anyone: b still has it within the ttl…
    await database.db.query("update member_session set revoked_at = now() where id = $1", [m.sessionId]);
    expect((await info(b, m.headers)).statusCode).toBe(200);
    // …and drops it once a revocation is published from a.
    await a.sessions.forgetSession(m.sessionId);
    expect(await refusedWithin(b, m.headers, 150)).toBeLessThanOrEqual(150);
  });

  it("a revocation published by a process without a cache (the admin CLI) reaches both apps", async () => {
    const m = await loggedInMember(database.db);
    for (const app of [a, b]) expect((await info(app, m.headers)).statusCode).toBe(200);
    await database.db.query("update member_session set revoked_at = now() where member_id = $1", [m.id]);
    expect(await publishSessionRevocation(REDIS_URL!, { memberId: m.id })).toBe(true);
    for (const app of [a, b]) expect(await refusedWithin(app, m.headers, 500)).toBeLessThanOrEqual(500);
  });
});
