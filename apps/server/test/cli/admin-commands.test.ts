import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_USAGE, UsageError, runAdminCommand } from "../../src/cli/admin-commands.ts";
import { CliError } from "../../src/cli/cli-database.ts";
import { migrate } from "../../src/db/migrate.ts";
import type { Db } from "../../src/db/pool.ts";
import { createTestDatabase } from "../database.ts";
import { snapshotDatabase } from "../http.ts";

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(() => drop());

const actor = "cli:tester";
const admin = (...args: string[]) => runAdminCommand(db, args, { actor });
const brand = async () =>
  (
    await db.query<{ maintenance: boolean; login_required: boolean; restricted_countries: string[] }>(
      "select maintenance, login_required, restricted_countries from brand",
    )
  ).rows[0]!;
const lastAudit = async () =>
  (
    await db.query<{ actor: string; action: string; detail: unknown }>(
      "select actor, action, detail from audit_log order by id desc limit 1",
    )
  ).rows[0];
const auditCount = async () => (await db.query<{ n: number }>("select count(*)::int as n from audit_log")).rows[0]!.n;

describe("admin command functions", () => {
  it("status shows the switches, the restricted countries and every setting", async () => {
    const out = await admin("status");
    expect(out).toMatch(/maintenance:\s+off/);
    expect(out).toMatch(/login required:\s+off/);
    expect(out).toMatch(/restricted countries:\s+none/);
    for (const modId of ["REGISTER3", "DIRECTREG3", "FREEPLAY3"]) expect(out).toMatch(new RegExp(`${modId}\\s+on`));
  });

  it("help answers the usage text", async () => {
    expect(await admin("help")).toBe(ADMIN_USAGE);
  });

  it("maintenance on|off switches the brand and writes an audit row each time", async () => {
    expect(await admin("maintenance", "on")).toBe("maintenance: on");
    expect((await brand()).maintenance).toBe(true);
    expect(await lastAudit()).toEqual({ actor, action: "maintenance.set", detail: { from: false, to: true } });
    await admin("maintenance", "OFF");
    expect((await brand()).maintenance).toBe(false);
    expect(await lastAudit()).toEqual({ actor, action: "maintenance.set", detail: { from: true, to: false } });
  });

  it("login-required on|off switches the brand", async () => {
    await admin("login-required", "on");
    expect((await brand()).login_required).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: "login_required.set", detail: { from: false, to: true } });
    await admin("login-required", "off");
    expect((await brand()).login_required).toBe(false);
  });

  it("restrict-countries adds upper-cased codes once, removes, lists and clears them", async () => {
    expect(await admin("restrict-countries", "add", "us", "sg")).toBe(
      "restricted countries: SG (Singapore), US (United States)",
    );
    await admin("restrict-countries", "add", "US,vn");
    expect((await brand()).restricted_countries).toEqual(["SG", "US", "VN"]);
    expect(await lastAudit()).toEqual({
      actor,
      action: "restricted_countries.set",
      detail: { from: ["SG", "US"], to: ["SG", "US", "VN"] },
    });
    await admin("restrict-countries", "remove", "us", "JP");
    expect((await brand()).restricted_countries).toEqual(["SG", "VN"]);
    expect(await admin("restrict-countries", "list")).toBe("restricted countries: SG (Singapore), VN (Vietnam)");
    await admin("restrict-countries", "clear");
    expect((await brand()).restricted_countries).toEqual([]);
    expect(await admin("restrict-countries", "list")).toBe("restricted countries: none");
  });

  it("setting <MODID> on|off switches a white-label node, whatever the case of the modId", async () => {
    expect(await admin("setting", "freeplay3", "off")).toBe("FREEPLAY3: off");
    const { rows } = await db.query("select enabled from setting_node where mod_id = 'FREEPLAY3'");
    expect(rows[0]).toEqual({ enabled: false });
    expect(await lastAudit()).toEqual({
      actor,
      action: "setting.set",
      detail: { modId: "FREEPLAY3", from: true, to: false },
    });
    await admin("setting", "FREEPLAY3", "on");
  });

  it("reading commands write no audit row", async () => {
    const before = await auditCount();
    await admin("status");
    await admin("restrict-countries", "list");
    await admin("help");
    expect(await auditCount()).toBe(before);
  });

  const badArguments: { args: string[]; message: RegExp }[] = [
    { args: [], message: /No command/ },
    { args: ["frobnicate"], message: /Unknown command "frobnicate"/ },
    { args: ["status", "now"], message: /Wrong number of arguments/ },
    { args: ["maintenance"], message: /Wrong number of arguments/ },
    { args: ["maintenance", "maybe"], message: /on or off, not "maybe"/ },
    { args: ["maintenance", "on", "now"], message: /Wrong number of arguments/ },
    { args: ["login-required", "yes"], message: /on or off/ },
    { args: ["restrict-countries"], message: /list, add, remove or clear/ },
    { args: ["restrict-countries", "purge"], message: /Unknown restrict-countries action "purge"/ },
    { args: ["restrict-countries", "add"], message: /at least one country code/ },
    { args: ["restrict-countries", "add", "XX"], message: /Not an ISO 3166-1 alpha-2 country code: "XX"/ },
    { args: ["restrict-countries", "add", "US", "USA"], message: /"USA"/ },
    { args: ["restrict-countries", "add", "U1"], message: /"U1"/ },
    { args: ["restrict-countries", "remove", "EU"], message: /"EU"/ },
    { args: ["restrict-countries", "list", "US"], message: /Wrong number of arguments/ },
    { args: ["setting", "FREEPLAY3"], message: /Wrong number of arguments/ },
    { args: ["setting", "NOPE3", "on"], message: /Unknown setting "NOPE3"\. Known settings: .*FREEPLAY3/ },
    { args: ["setting", "FREEPLAY3", "1"], message: /on or off/ },
  ];
  it.each(badArguments)("rejects $args with a clear message and changes nothing", async ({ args, message }) => {
    const before = await snapshotDatabase(db);
    const attempt = runAdminCommand(db, args, { actor });
    await expect(attempt).rejects.toThrow(UsageError);
    await expect(attempt).rejects.toThrow(message);
    expect(await snapshotDatabase(db)).toEqual(before);
  });

  it("tells what to run on a database that is not migrated, or has no brand", async () => {
    const empty = await createTestDatabase({ empty: true });
    try {
      const notMigrated = runAdminCommand(empty.db, ["maintenance", "on"], { actor });
      await expect(notMigrated).rejects.toThrow(CliError);
      await expect(notMigrated).rejects.toThrow(/npm run db:migrate/);
      await migrate(empty.db);
      await expect(runAdminCommand(empty.db, ["status"], { actor })).rejects.toThrow(/npm run db:seed/);
    } finally {
      await empty.drop();
    }
  });
});
