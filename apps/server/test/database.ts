import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createPool, type Db } from "../src/db/pool.ts";

/**
 * Each run of the suite has its own database names (`lotus_test_<run>_…`), so two runs on one
 * PostgreSQL (CI's two server steps never overlap, but people and tools do) never drop each
 * other's template or clones.
 */
export const runPrefix = (run: string) => `lotus_test_${run}`;
export const templateDatabase = (run: string) => `${runPrefix(run)}_template`;

/**
 * A fresh database cloned from the migrated, seeded template: this test file's own. With
 * `empty`, a database with no tables at all, as a new deployment starts.
 */
export async function createTestDatabase(
  options: { empty?: boolean } = {},
): Promise<{ db: Db; url: string; drop: () => Promise<void> }> {
  const adminUrl = inject("adminDatabaseUrl");
  const run = inject("testRun");
  const name = `${runPrefix(run)}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${options.empty ? "template0" : templateDatabase(run)}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createPool(url.toString(), 5);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.end();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
