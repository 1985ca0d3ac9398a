import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UsageError, runAdminCommand } from "../../src/cli/admin-commands.ts";
import { CliError } from "../../src/cli/cli-database.ts";
import type { Db } from "../../src/db/pool.ts";
import { createSession, findSession, parseArgon2Hash, verifyPassword } from "../../src/modules/account/index.ts";
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
const lastAudit = async () =>
  (
    await db.query<{ actor: string; action: string; detail: unknown }>(
      "select actor, action, detail from audit_log order by id desc limit 1",
    )
  ).rows[0];
const member = async (account: string) =>
  (
    await db.query<{
      id: bigint;
      password_hash: string;
      must_change_password: boolean;
      is_agent: number;
      status: string;
      country_dialing_code: string | null;
      mobile_num: string | null;
    }>("select * from member where account = $1", [account])
  ).rows[0];

describe("admin account commands", () => {
  it("second-verification sets the brand's method, off clears it, and status shows it", async () => {
    expect(await admin("second-verification", "totp")).toBe("second verification: TOTP");
    expect((await db.query("select second_verification from brand")).rows[0]).toEqual({ second_verification: "TOTP" });
    // The demo seed starts with SMS.
    expect(await lastAudit()).toEqual({
      actor,
      action: "second_verification.set",
      detail: { from: "SMS", to: "TOTP" },
    });
    expect(await admin("status")).toMatch(/second verification:\s+TOTP/);
    expect(await admin("second-verification", "OFF")).toBe("second verification: off");
    expect((await db.query("select second_verification from brand")).rows[0]).toEqual({ second_verification: null });
  });

  it("member create makes an account with the hashed weak default that must be changed", async () => {
    const out = await admin("member", "create", "Shop.Member1", "--mobile", "+84 0987 654 321");
    expect(out).toMatch(/created member shop\.member1 \(id \d+\) with the temporary password 123456/);
    const row = (await member("shop.member1"))!;
    expect(row.must_change_password).toBe(true);
    expect(row.is_agent).toBe(0);
    expect(row).toMatchObject({ country_dialing_code: "+84", mobile_num: "987654321" });
    expect(parseArgon2Hash(row.password_hash)?.algorithm).toBe("argon2id");
    expect(row.password_hash).not.toContain("123456");
    expect(await verifyPassword(row.password_hash, "123456")).toBe(true);
    expect(await lastAudit()).toMatchObject({
      action: "member.create",
      detail: { account: "shop.member1", isAgent: 0 },
    });
  });

  it("member create --agent makes an agent", async () => {
    await admin("member", "create", "agent77", "--agent");
    expect((await member("agent77"))!.is_agent).toBe(1);
  });

  it("member disable refuses logins and revokes every session at once; enable restores the account", async () => {
    await admin("member", "create", "sessions1");
    const row = (await member("sessions1"))!;
    const a = await createSession(db, { memberId: row.id, method: "username", ip: "10.0.0.1", userAgent: "t" });
    const b = await createSession(db, { memberId: row.id, method: "username", ip: "10.0.0.2", userAgent: "t" });
    expect(await admin("member", "disable", "SESSIONS1")).toBe("sessions1: disabled, 2 sessions ended");
    expect((await member("sessions1"))!.status).toBe("disabled");
    expect(await findSession(db, a.token)).toBeNull();
    expect(await findSession(db, b.token)).toBeNull();
    const revoked = await db.query("select revoked_reason from member_session where member_id = $1", [row.id]);
    expect(revoked.rows).toEqual([{ revoked_reason: "account_disabled" }, { revoked_reason: "account_disabled" }]);
    const event = await db.query("select event, outcome from auth_event where member_id = $1", [row.id]);
    expect(event.rows).toEqual([{ event: "account_disabled", outcome: "success" }]);
    expect(await admin("member", "enable", "sessions1")).toBe("sessions1: enabled");
    expect((await member("sessions1"))!.status).toBe("active");
    expect(await lastAudit()).toMatchObject({ action: "member.enable", detail: { from: "disabled", to: "active" } });
  });

  it("member enable and disable leave a closed account closed (closing is final)", async () => {
    await admin("member", "create", "closed1");
    await db.query("update member set status = 'closed' where account = 'closed1'");
    await expect(admin("member", "enable", "closed1")).rejects.toThrow(/closed/);
    await expect(admin("member", "disable", "closed1")).rejects.toThrow(CliError);
    expect((await member("closed1"))!.status).toBe("closed");
  });

  it("member list shows the accounts with their type and status", async () => {
    const out = await admin("member", "list");
    expect(out).toMatch(/^\d+ accounts/);
    expect(out).toMatch(/agent77\s+type 1\s+active/);
    expect(out).toMatch(/shop\.member1\s+type 0\s+active\s+\+84 987654321/);
  });

  it("auth-events verify recomputes the chain and finds a tampered row", async () => {
    expect(await admin("auth-events", "verify")).toMatch(/^auth_event chain intact: \d+ rows$/);
    // The table refuses UPDATE; an attacker with the database owner's rights could disable the trigger.
    await db.query("alter table auth_event disable trigger auth_event_no_update");
    await db.query("update auth_event set ip = '6.6.6.6' where id = (select min(id) from auth_event)");
    await db.query("alter table auth_event enable trigger auth_event_no_update");
    await expect(admin("auth-events", "verify")).rejects.toThrow(CliError);
    await expect(admin("auth-events", "verify")).rejects.toThrow(/BROKEN at id/);
  });

  const badArguments: { args: string[]; message: RegExp }[] = [
    { args: ["second-verification"], message: /Wrong number of arguments/ },
    { args: ["second-verification", "FACE"], message: /SMS, EMAIL, PAYEE_NAME, TOTP or off, not "FACE"/ },
    { args: ["member"], message: /create, disable, enable or list/ },
    { args: ["member", "delete", "x"], message: /Unknown member action "delete"/ },
    { args: ["member", "create"], message: /Wrong number of arguments/ },
    { args: ["member", "create", "a b"], message: /not an account name/ },
    { args: ["member", "create", "ab"], message: /not an account name/ },
    { args: ["member", "create", "newone", "--vip"], message: /Unknown option "--vip"/ },
    { args: ["member", "create", "newone", "--mobile"], message: /--mobile needs a number/ },
    { args: ["member", "create", "newone", "--mobile", "0912345678"], message: /not an international mobile number/ },
    { args: ["member", "create", "newone", "--mobile", "+8491234"], message: /has 9 digits/ },
    { args: ["member", "create", "agent77"], message: /exists already/ },
    { args: ["member", "create", "newone", "--mobile", "+84987654321"], message: /belongs to another account/ },
    { args: ["member", "disable", "nobody1"], message: /No account "nobody1"/ },
    { args: ["member", "list", "all"], message: /Wrong number of arguments/ },
    { args: ["auth-events", "repair"], message: /Unknown auth-events action "repair"/ },
  ];
  it.each(badArguments)("rejects $args with a clear message and changes nothing", async ({ args, message }) => {
    const before = await snapshotDatabase(db);
    const attempt = runAdminCommand(db, args, { actor });
    await expect(attempt).rejects.toThrow(UsageError);
    await expect(attempt).rejects.toThrow(message);
    expect(await snapshotDatabase(db)).toEqual(before);
  });
});
