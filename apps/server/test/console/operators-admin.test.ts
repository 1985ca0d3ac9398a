import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_PATHS, type ConsoleOperator, type ConsoleOperatorSecret } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { disableOperator, setOperatorRole } from "../../src/modules/operator/index.ts";
import { expectError, get, okValue } from "../http.ts";
import {
  ADMIN,
  CASHIER,
  auditRows,
  bearer,
  consoleLoginRequest,
  createOperator,
  lastAuditId,
  operatorToken,
  totpCode,
} from "./console-support.ts";

let t: TestApp;
let admin: Record<string, string>;
let cashier: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await operatorToken(t.app, t.db, ADMIN));
  cashier = bearer(await operatorToken(t.app, t.db, CASHIER));
});
afterAll(() => t.close());

const operatorUrl = (path: string, username: string) => path.replace(":username", username);
const create = (body: object, headers = admin) =>
  t.app.inject({ method: "POST", url: CONSOLE_PATHS.operators, headers, payload: body });
const update = (username: string, body: object, headers = admin) =>
  t.app.inject({ method: "PATCH", url: operatorUrl(CONSOLE_PATHS.operator, username), headers, payload: body });
const reset = (username: string, body: object, headers = admin) =>
  t.app.inject({ method: "POST", url: operatorUrl(CONSOLE_PATHS.operatorReset, username), headers, payload: body });

describe("operator accounts in the console", () => {
  it("creates an operator whose shown secret works for its first login, and audits it", async () => {
    const since = await lastAuditId(t.db);
    const created = okValue<ConsoleOperatorSecret>(
      await create({ username: "h8.cashier", displayName: "H8 Cashier", role: "cashier", password: "Cashier-Pass-42" }),
    );
    expect(created.operator).toMatchObject({ username: "h8.cashier", role: "cashier", status: "active" });
    expect(created.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const login = await consoleLoginRequest(t.app, {
      username: "h8.cashier",
      password: "Cashier-Pass-42",
      totp: totpCode(created.totpSecret!),
    });
    expect(login.statusCode, login.body).toBe(200);

    const list = okValue<ConsoleOperator[]>(await get(t.app, CONSOLE_PATHS.operators, admin));
    expect(list.map((o) => o.username)).toContain("h8.cashier");
    expectError(
      await create({ username: "h8.cashier", displayName: "Again", role: "admin", password: "Cashier-Pass-42" }),
      "operator_exists",
    );
    const rows = await auditRows(t.db, since);
    const createRow = rows.find((r) => r.action === "operator.create");
    expect(createRow).toMatchObject({ operator: ADMIN.username, target: "operator:h8.cashier" });
    expect(JSON.stringify(rows.map((r) => r.detail))).not.toContain(created.totpSecret);
  });

  it("is for admins only: a cashier may neither list nor change operators", async () => {
    expectError(await get(t.app, CONSOLE_PATHS.operators, cashier), "forbidden");
    expectError(
      await create({ username: "h8.sneaky", displayName: "x", role: "admin", password: "Sneaky-Pass-42" }, cashier),
      "forbidden",
    );
    expectError(await update(CASHIER.username, { role: "admin" }, cashier), "forbidden");
    expectError(await reset(ADMIN.username, { totp: true }, cashier), "forbidden");
  });

  it("changes a role, disables (ending its sessions) and enables again, each audited", async () => {
    const op = await createOperator(t.db, { role: "cashier" });
    const token = bearer(await operatorToken(t.app, t.db, op));
    const since = await lastAuditId(t.db);
    expect(okValue<ConsoleOperator>(await update(op.username, { role: "admin" })).role).toBe("admin");
    expect(okValue<ConsoleOperator>(await update(op.username, { status: "disabled" })).status).toBe("disabled");
    expectError(await get(t.app, CONSOLE_PATHS.me, token), "session_expired");
    expect(okValue<ConsoleOperator>(await update(op.username, { status: "active" })).status).toBe("active");
    expect((await auditRows(t.db, since)).map((r) => r.action)).toEqual([
      "operator.role",
      "operator.disable",
      "operator.enable",
    ]);
  });

  it("resets the password and the authenticator: old credentials and sessions stop working", async () => {
    const op = await createOperator(t.db, { role: "cashier" });
    const token = bearer(await operatorToken(t.app, t.db, op));
    const result = okValue<ConsoleOperatorSecret>(
      await reset(op.username, { password: "Brand-New-Pass-7", totp: true }),
    );
    expect(result.totpSecret).toMatch(/^[A-Z2-7]+$/);
    expectError(await get(t.app, CONSOLE_PATHS.me, token), "session_expired");
    const old = await consoleLoginRequest(t.app, {
      username: op.username,
      password: op.password,
      totp: totpCode(op.secret),
    });
    expect(old.statusCode).toBe(401);
    await t.db.query("update operator set totp_last_step = null where username = $1", [op.username]);
    const fresh = await consoleLoginRequest(t.app, {
      username: op.username,
      password: "Brand-New-Pass-7",
      totp: totpCode(result.totpSecret!),
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it("never leaves the console without an active admin, and no admin disables or demotes themself", async () => {
    expectError(await update(ADMIN.username, { status: "disabled" }), "operator_self");
    expectError(await update(ADMIN.username, { role: "cashier" }), "operator_self");

    // Every other admin disabled from the console: the seed's admin is the last one.
    const { rows } = await t.db.query<{ username: string }>(
      "select username from operator where role = 'admin' and status = 'active' and username <> $1",
      [ADMIN.username],
    );
    for (const row of rows) okValue(await update(row.username, { status: "disabled" }));
    // Only someone else can try to remove the last admin: the CLI, with the same service functions.
    await expect(disableOperator(t.db, ADMIN.username, "cli:root")).rejects.toMatchObject({
      code: "operator_last_admin",
    });
    await expect(setOperatorRole(t.db, ADMIN.username, "cashier", "cli:root")).rejects.toMatchObject({
      code: "operator_last_admin",
    });
    const { rows: active } = await t.db.query<{ username: string }>(
      "select username from operator where role = 'admin' and status = 'active'",
    );
    expect(active.map((r) => r.username)).toEqual([ADMIN.username]);
  });
});
