import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_PATHS } from "@lotus/contracts";
import { ADMIN_USAGE, UsageError, runAdminCommand, type AdminContext } from "../../src/cli/admin-commands.ts";
import { CliError } from "../../src/cli/cli-database.ts";
import { parseArgon2Hash } from "../../src/modules/account/index.ts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import { bearer, consoleLoginRequest, totpCode } from "../console/console-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = "Operator-Secret-42";
const context: AdminContext = { actor: "cli:tester", readOperatorPassword: async () => PASSWORD };
const admin = (args: string[], ctx: AdminContext = context) => runAdminCommand(t.db, args, ctx);

function secretOf(output: string): string {
  const match = /^TOTP secret: ([A-Z2-7]+)$/m.exec(output);
  if (!match) throw new Error(`no secret in ${output}`);
  return match[1]!;
}

describe("operator create", () => {
  it("creates an operator with an argon2id password and a fresh TOTP secret, and audits it", async () => {
    const out = await admin(["operator", "create", "Lan.Tran", "--role", "cashier", "--name", "Trần Thị Lan"]);
    expect(out).toMatch(/^created cashier operator lan\.tran \(id \d+\)$/m);
    const secret = secretOf(out);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(out).toContain(`otpauth://totp/Lotus%20Console:lan.tran?`);
    expect(out).toContain(`secret=${secret}`);

    const { rows } = await t.db.query<{
      password_hash: string;
      role: string;
      display_name: string;
      totp_secret: string;
    }>("select password_hash, role, display_name, totp_secret from operator where username = 'lan.tran'");
    expect(rows[0]).toMatchObject({ role: "cashier", display_name: "Trần Thị Lan", totp_secret: secret });
    expect(parseArgon2Hash(rows[0]!.password_hash)?.algorithm).toBe("argon2id");
    expect(rows[0]!.password_hash).not.toContain(PASSWORD);

    const audit = await t.db.query<{ operator: string; action: string; detail: Record<string, unknown> }>(
      "select operator, action, detail from operator_audit order by id desc limit 1",
    );
    expect(audit.rows[0]).toEqual({
      operator: "cli:tester",
      action: "operator.create",
      detail: { username: "lan.tran", role: "cashier", displayName: "Trần Thị Lan" },
    });

    // The printed secret and the password open the console.
    const login = await consoleLoginRequest(t.app, {
      username: "lan.tran",
      password: PASSWORD,
      totp: totpCode(secret),
    });
    expect(okValue<{ operator: { role: string } }>(login).operator.role).toBe("cashier");
  });

  it("two operators never share a secret", async () => {
    const a = secretOf(await admin(["operator", "create", "ops_a", "--role", "admin"]));
    const b = secretOf(await admin(["operator", "create", "ops_b", "--role", "admin"]));
    expect(a).not.toBe(b);
  });

  it("refuses an existing username and changes nothing", async () => {
    const before = await snapshotDatabase(t.db);
    await expect(admin(["operator", "create", "admin01", "--role", "admin"])).rejects.toThrow(
      new CliError('The operator "admin01" exists already.'),
    );
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it.each([
    [["operator", "create", "newop"]],
    [["operator", "create", "newop", "--role"]],
    [["operator", "create", "newop", "--role", "owner"]],
    [["operator", "create", "--role", "admin"]],
    [["operator", "create", "x", "--role", "admin"]],
    [["operator", "create", "bad name!", "--role", "admin"]],
    [["operator", "create", "newop", "--role", "admin", "--name"]],
    [["operator", "create", "newop", "--role", "admin", "--colour", "red"]],
    [["operator", "create", "newop", "other", "--role", "admin"]],
    [["operator"]],
    [["operator", "promote", "admin01"]],
    [["operator", "disable"]],
    [["operator", "list", "extra"]],
    [["operator-audit"]],
    [["operator-audit", "repair"]],
    [["webhook-secret", "rotate"]],
  ])("refuses %j as a usage error, changing nothing", async (args) => {
    const before = await snapshotDatabase(t.db);
    await expect(admin(args)).rejects.toBeInstanceOf(UsageError);
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("refuses a password shorter than 8 characters, and a missing password source", async () => {
    const before = await snapshotDatabase(t.db);
    await expect(
      admin(["operator", "create", "shorty", "--role", "admin"], {
        actor: "cli:t",
        readOperatorPassword: async () => "short",
      }),
    ).rejects.toThrow(/8 to 128 characters/);
    await expect(admin(["operator", "create", "shorty", "--role", "admin"], { actor: "cli:t" })).rejects.toThrow(
      /LOTUS_OPERATOR_PASSWORD/,
    );
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });
});

describe("operator disable and list", () => {
  it("disables an operator: its console sessions end now and its logins are refused", async () => {
    const secret = secretOf(await admin(["operator", "create", "leaving", "--role", "cashier"]));
    const login = await consoleLoginRequest(t.app, { username: "leaving", password: PASSWORD, totp: totpCode(secret) });
    const token = okValue<{ token: string }>(login).token;
    okValue(await get(t.app, CONSOLE_PATHS.me, bearer(token)));

    expect(await admin(["operator", "disable", "leaving"])).toBe("leaving: disabled, 1 console session ended");
    expectError(await get(t.app, CONSOLE_PATHS.me, bearer(token)), "session_expired");
    const again = await consoleLoginRequest(t.app, {
      username: "leaving",
      password: PASSWORD,
      totp: totpCode(secret, 1),
    });
    expectError(again, "operator_login_failed");
    expect(await admin(["operator", "disable", "leaving"])).toBe("leaving: already disabled");
    const audit = await t.db.query<{ action: string; target: string }>(
      "select action, target from operator_audit where action = 'operator.disable'",
    );
    expect(audit.rows).toEqual([{ action: "operator.disable", target: "operator:leaving" }]);
  });

  it("refuses to disable an operator that does not exist", async () => {
    await expect(admin(["operator", "disable", "ghost"])).rejects.toThrow(new CliError('No operator "ghost".'));
  });

  it("lists every operator with role and status", async () => {
    const out = await admin(["operator", "list"]);
    const lines = out.split("\n");
    expect(lines[0]).toMatch(/^\d+ operators$/);
    expect(lines.find((l) => l.startsWith("admin01 "))).toMatch(/admin\s+active\s+Quản trị viên/);
    expect(lines.find((l) => l.startsWith("cashier01 "))).toMatch(/cashier\s+active/);
    expect(lines.find((l) => l.startsWith("leaving "))).toMatch(/cashier\s+disabled/);
  });
});

describe("operator-audit verify and webhook-secret", () => {
  it("verifies the operator audit chain", async () => {
    expect(await admin(["operator-audit", "verify"])).toMatch(/^operator_audit chain intact: [1-9]\d* rows$/);
  });

  it("prints the configured webhook secret, or the one generated once and kept", async () => {
    const configured = "s".repeat(40);
    expect(await admin(["webhook-secret"], { ...context, env: { BANK_WEBHOOK_SECRET: configured } })).toBe(configured);
    const generated = await admin(["webhook-secret"]);
    expect(generated.length).toBeGreaterThanOrEqual(32);
    expect(await admin(["webhook-secret"])).toBe(generated);
  });

  it("the usage text names the new commands", () => {
    for (const command of [
      "operator create",
      "operator disable",
      "operator list",
      "operator-audit verify",
      "webhook-secret",
    ]) {
      expect(ADMIN_USAGE).toContain(command);
    }
  });
});
