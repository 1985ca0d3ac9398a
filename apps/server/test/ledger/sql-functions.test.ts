import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applySqlFunctions, sqlFunctionFiles } from "../../src/db/functions.ts";
import { migrate } from "../../src/db/migrate.ts";
import type { Db } from "../../src/db/pool.ts";
import { createTestDatabase } from "../database.ts";

/*
 * Every SQL function's current definition lives in modules/<domain>/sql/<function>.sql and is
 * re-applied after the migrations at every start (db/functions.ts).
 */

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase({ empty: true }));
  await migrate(db);
}, 60_000);

afterAll(async () => {
  await drop?.();
});

/** name → pg_get_functiondef of every function of the public schema the files define. */
async function definitions(): Promise<Map<string, string>> {
  const names = sqlFunctionFiles().map((f) => f.name);
  const { rows } = await db.query<{ name: string; def: string }>(
    `select p.proname as name, pg_get_functiondef(p.oid) as def
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = any ($1) order by p.proname, p.oid`,
    [names],
  );
  const map = new Map<string, string>();
  for (const r of rows) {
    expect(map.has(r.name), `one ${r.name} only (no overload left behind)`).toBe(false);
    map.set(r.name, r.def);
  }
  return map;
}

describe("SQL function files", () => {
  it("hold every function the migrations once created, one per file, named after it", () => {
    const modules = Object.fromEntries(sqlFunctionFiles().map((f) => [f.name, f.module]));
    expect(modules).toMatchObject({
      auth_event_append: "account",
      auth_event_append_only: "account",
      ledger_account_id: "ledger",
      ledger_apply_legs: "ledger",
      ledger_claim: "ledger",
      ledger_immutable: "ledger",
      ledger_operation_guard: "ledger",
      operator_audit_append: "operator",
      vendor_api_call: "vendor-api",
      vendor_api_fingerprint: "vendor-api",
      vendor_api_store_refusal: "vendor-api",
    });
  });

  it("are what the database runs after a start, and a second start changes nothing", async () => {
    const first = await definitions();
    for (const f of sqlFunctionFiles()) {
      const body = /\$\$([\s\S]*)\$\$/.exec(f.sql)![1]!;
      expect(first.get(f.name), f.name).toContain(body.trim());
    }
    expect(await migrate(db)).toEqual([]);
    expect(await definitions()).toEqual(first);
  });

  it("a file edited is applied at the next start; a broken file fails it and changes nothing", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lotus-sql-functions-"));
    try {
      fs.mkdirSync(path.join(dir, "ledger", "sql"), { recursive: true });
      const file = path.join(dir, "ledger", "sql", "ledger_immutable.sql");
      const original = sqlFunctionFiles().find((f) => f.name === "ledger_immutable")!.sql;
      fs.writeFileSync(file, original.replace("is append-only", "is append-only (edited)"));
      const client = await db.connect();
      try {
        await applySqlFunctions(client, sqlFunctionFiles(dir));
        expect((await definitions()).get("ledger_immutable")).toContain("(edited)");

        fs.writeFileSync(file, original.replace("raise exception", "raise exceptio"));
        await expect(applySqlFunctions(client, sqlFunctionFiles(dir))).rejects.toThrow(/ledger_immutable\.sql failed/);
        expect((await definitions()).get("ledger_immutable")).toContain("(edited)");
      } finally {
        client.release();
      }
      // The next start puts the files' definition back.
      await migrate(db);
      expect((await definitions()).get("ledger_immutable")).not.toContain("(edited)");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a file not named after the one function it defines", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lotus-sql-functions-"));
    try {
      fs.mkdirSync(path.join(dir, "ledger", "sql"), { recursive: true });
      fs.writeFileSync(
        path.join(dir, "ledger", "sql", "wrong_name.sql"),
        "create or replace function ledger_x() returns int language sql as $$ select 1 $$;",
      );
      expect(() => sqlFunctionFiles(dir)).toThrow(/wrong_name\.sql: expected exactly one/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
