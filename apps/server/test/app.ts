import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.ts";
import type { Db } from "../src/db/pool.ts";
import { createTestDatabase } from "./database.ts";

export type TestApp = { app: FastifyInstance; db: Db; close: () => Promise<void> };

export type TestAppOptions = {
  trustedProxies?: string[];
  /** A built web app to serve; by default there is none, so only the API answers. */
  webDistDir?: string;
};

/** The API server on this test file's own seeded database, driven with `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    env: {
      LOG_LEVEL: "silent",
      TRUSTED_PROXIES: options.trustedProxies ?? [],
      WEB_DIST_DIR: options.webDistDir ?? "/nonexistent",
    },
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
