import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { applySqlFunctions } from "./functions.ts";
import type { Db } from "./pool.ts";

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/** Any constant: serialises migrations when several server processes start at once. */
const MIGRATION_LOCK = 7_265_001;

/**
 * Applies the timestamped `migrations/*.sql` files not yet applied, in name order, then re-applies
 * every SQL function's current definition (`modules/<domain>/sql/<function>.sql`, see
 * functions.ts) in one transaction, under the same advisory lock. Answers the migrations applied.
 */
export async function migrate(db: Db): Promise<string[]> {
  const client = await db.connect();
  try {
    // A migration may run long (a new index on a big table): no statement timeout for it.
    await client.query("set statement_timeout = 0");
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await client.query(
      "create table if not exists schema_migration (name text primary key, applied_at timestamptz not null default now())",
    );
    const done = new Set(
      (await client.query<{ name: string }>("select name from schema_migration")).rows.map((r) => r.name),
    );
    const files = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith(".sql"))
      .sort();
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), "utf8");
      await client.query("begin");
      try {
        await client.query(sql);
        await client.query("insert into schema_migration (name) values ($1)", [file]);
        await client.query("commit");
      } catch (error) {
        await client.query("rollback");
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
      }
      applied.push(file);
    }
    await applySqlFunctions(client);
    return applied;
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    await client.query("reset statement_timeout").catch(() => {});
    client.release();
  }
}
