import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type pg from "pg";

/**
 * The SQL functions' current definitions: one file per function,
 * `modules/<domain>/sql/<function_name>.sql`, holding the complete `create or replace function …`
 * of that function and nothing else that keeps state. Migrations create tables, indexes and
 * triggers (`create trigger … execute function f()` stays in its migration: replacing `f` here
 * changes the trigger in place); the function bodies live here and are re-applied at every start,
 * after the migrations, so a change to a function is one diff of one file.
 *
 * Order: none needed. All files are applied in one transaction, twice: first with
 * `check_function_bodies = off` (as pg_dump does: no body is checked, so a function may call one
 * defined in a later file), then again with the bodies checked, when every function exists — a
 * syntax error in any file fails the start. Within a pass the order is the path order (module,
 * then file name), for stable error messages only.
 *
 * `create or replace` cannot change a function's arguments (it would add an overload) or its result
 * type: such a change needs a migration that drops the old function first (migrations run before
 * this loader).
 */
const MODULES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "modules");

export type SqlFunctionFile = { module: string; name: string; file: string; sql: string };

const DEFINITION = /create\s+or\s+replace\s+function\s+(?:public\.)?([a-z_][a-z0-9_]*)\s*\(/gi;

/** Every `modules/<domain>/sql/*.sql` file, in path order; each must define the function it is named after. */
export function sqlFunctionFiles(modulesDir = MODULES_DIR): SqlFunctionFile[] {
  const files: SqlFunctionFile[] = [];
  for (const module of fs.readdirSync(modulesDir).sort()) {
    const dir = path.join(modulesDir, module, "sql");
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) continue;
    for (const entry of fs.readdirSync(dir).sort()) {
      if (!entry.endsWith(".sql")) continue;
      const file = path.join(dir, entry);
      const sql = fs.readFileSync(file, "utf8");
      const name = entry.slice(0, -".sql".length);
      const defined = [...sql.matchAll(DEFINITION)].map((m) => m[1]!.toLowerCase());
      if (defined.length !== 1 || defined[0] !== name) {
        throw new Error(
          `modules/${module}/sql/${entry}: expected exactly one "create or replace function ${name}(", found ${
            defined.length === 0 ? "none" : defined.join(", ")
          }`,
        );
      }
      files.push({ module, name, file, sql });
    }
  }
  const seen = new Map<string, string>();
  for (const f of files) {
    const other = seen.get(f.name);
    if (other)
      throw new Error(`SQL function ${f.name} is defined in both modules/${other}/sql and modules/${f.module}/sql`);
    seen.set(f.name, f.module);
  }
  return files;
}

/**
 * Applies every SQL function file in one transaction on `client` (the caller holds the migration
 * advisory lock). Returns the functions' names.
 */
export async function applySqlFunctions(client: pg.PoolClient, files = sqlFunctionFiles()): Promise<string[]> {
  await client.query("begin");
  try {
    for (const check of ["off", "on"]) {
      await client.query(`set local check_function_bodies = ${check}`);
      for (const f of files) {
        try {
          await client.query(f.sql);
        } catch (error) {
          throw new Error(`SQL function modules/${f.module}/sql/${f.name}.sql failed: ${(error as Error).message}`);
        }
      }
    }
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  }
  return files.map((f) => f.name);
}
