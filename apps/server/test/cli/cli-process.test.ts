import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../database.ts";
import { runScript } from "../processes.ts";

const runCli = (script: "admin.ts" | "db.ts", args: string[], url: string) =>
  runScript(`apps/server/src/cli/${script}`, args, { DATABASE_URL: url });

let seeded: Awaited<ReturnType<typeof createTestDatabase>>;
let empty: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  [seeded, empty] = await Promise.all([createTestDatabase(), createTestDatabase({ empty: true })]);
});
afterAll(() => Promise.all([seeded.drop(), empty.drop()]));

describe("the admin and db commands as processes, with DATABASE_URL", () => {
  it("admin maintenance on: exit 0, the brand switched, audited with the OS user", async () => {
    const run = await runCli("admin.ts", ["maintenance", "on"], seeded.url);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe("maintenance: on");
    expect(run.stderr).toContain("DATABASE_URL");
    const { rows } = await seeded.db.query("select maintenance from brand");
    expect(rows[0]).toEqual({ maintenance: true });
    const audit = await seeded.db.query("select actor, action from audit_log order by id desc limit 1");
    expect(audit.rows[0]).toEqual({ actor: `cli:${os.userInfo().username}`, action: "maintenance.set" });
  });

  it("admin with a bad country code: exit 2, the reason and the usage on stderr", async () => {
    const run = await runCli("admin.ts", ["restrict-countries", "add", "ZZ"], seeded.url);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain('Not an ISO 3166-1 alpha-2 country code: "ZZ"');
    expect(run.stderr).toContain("Usage: npm run admin -- <command>");
  });

  it("db seed on an empty database migrates and seeds it", async () => {
    const run = await runCli("db.ts", ["seed"], empty.url);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/applied migrations: \d+_platform\.sql/);
    expect(run.stdout).toContain("demo brand seeded");
    const { rows } = await empty.db.query("select merchant_code from brand");
    expect(rows).toEqual([{ merchant_code: "lotusvn" }]);
  });
});
