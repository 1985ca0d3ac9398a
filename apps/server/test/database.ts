import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createPool, type Db } from "../src/db/pool.ts";

export const TEMPLATE_DATABASE = "lotus_test_template";

/**
 * A fresh database cloned from the migrated, seeded template: this test file's own. With
 * `empty`, a database with no tables at all, as a new deployment starts.
 */
export async function createTestDatabase(
  options: { empty?: boolean } = {},
): Promise<{ db: Db; url: string; drop: () => Promise<void> }> {
  const adminUrl = inject("adminDatabaseUrl");
  const name = `lotus_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${options.empty ? "template0" : TEMPLATE_DATABASE}`);
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
