import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../src/env.ts";
import { buildApp } from "../../src/app.ts";
import { createPool } from "../../src/db/pool.ts";
import { createTestApp, type TestApp } from "../app.ts";
import { get } from "../http.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("health endpoints", () => {
  it("/healthz answers 200 ok", async () => {
    const res = await get(t.app, "/healthz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("/readyz answers 200 ready while the database answers", async () => {
    const res = await get(t.app, "/readyz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready" });
  });

  it("/readyz answers 503 unavailable when the database does not, /healthz still 200", async () => {
    const unreachable = createPool("postgres://nobody:nothing@127.0.0.1:1/none", 1);
    const app = await buildApp({
      env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST_DIR: "/nonexistent" }),
      db: unreachable,
    });
    try {
      const ready = await get(app, "/readyz");
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: "unavailable" });
      expect((await get(app, "/healthz")).statusCode).toBe(200);
    } finally {
      await app.close();
      await unreachable.end();
    }
  });

  it("keeps serving after the database closes the pool's idle connections", async () => {
    await Promise.all([t.db.query("select pg_sleep(0.05)"), t.db.query("select pg_sleep(0.05)")]);
    const killer = await t.db.connect();
    try {
      const { rows } = await killer.query<{ killed: number }>(
        `select count(*)::int as killed from
           (select pg_terminate_backend(pid) from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid()) k`,
      );
      expect(rows[0]!.killed).toBeGreaterThan(0);
    } finally {
      killer.release(true);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await get(t.app, "/readyz")).statusCode).toBe(200);
    expect((await get(t.app, "/wps/system/status")).statusCode).toBe(200);
  });
});
