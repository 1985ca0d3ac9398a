import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.ts";
import { loadEnv } from "../src/env.ts";
import type { Db } from "../src/db/pool.ts";
import { createTestDatabase } from "./database.ts";

export type TestApp = { app: FastifyInstance; db: Db; close: () => Promise<void> };

export type TestAppOptions = {
  trustedProxies?: string[];
  /** A built web app to serve; by default there is none, so only the API answers. */
  webDistDir?: string;
  /** Further environment variables, as strings, e.g. { GOOGLE_CLIENT_ID: "…" }. */
  env?: Record<string, string>;
  /** A database of the test's own (e.g. on a private cluster) instead of a clone of the template; not dropped. */
  db?: Db;
};

/** The API server on this test file's own seeded database, driven with `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.db ? { db: options.db, drop: async () => {} } : await createTestDatabase();
  const app = await buildApp({
    env: loadEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      TRUSTED_PROXIES: (options.trustedProxies ?? []).join(","),
      WEB_DIST_DIR: options.webDistDir ?? "/nonexistent",
      JOBS: "false",
      ...options.env,
    }),
    db: database.db,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
