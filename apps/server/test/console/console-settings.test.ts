import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONSOLE_PATHS,
  PATHS,
  patternOf,
  type CashierSettings,
  type DepositMethod,
  type PermissionValue,
  type RegisterFieldRule,
  type SettingNode,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import { cashierMember, type CashierMember } from "../support/cashier.ts";
import { ADMIN, bearer, operatorToken, touchSession } from "./console-support.ts";

let t: TestApp;
let admin: Record<string, string>;
let member: CashierMember;
beforeAll(async () => {
  t = await createTestApp({ trustedProxies: ["127.0.0.1"] });
  admin = bearer(await operatorToken(t.app, t.db, ADMIN));
  member = await cashierMember(t.db);
});
afterAll(() => t.close());

type ReceivingAccount = { id: string; bankCode: string; accountNumber: string; accountName: string; enabled: boolean };

const send = (method: "POST" | "PUT", url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: admin, payload: payload as object });
const accountUrl = (id: string) => CONSOLE_PATHS.receivingAccount.replace(":id", id);
const methods = async () => okValue<DepositMethod[]>(await get(t.app, PATHS.depositMethods, member.headers));

describe("receiving accounts", () => {
  it("lists the demo accounts", async () => {
    const list = okValue<ReceivingAccount[]>(await get(t.app, CONSOLE_PATHS.receivingAccounts, admin));
    expect(list.map((a) => [a.bankCode, a.accountNumber, a.accountName, a.enabled])).toEqual([
      ["VCB", "1023456789", "CONG TY LOTUS GAMING", true],
      ["TCB", "19036688990011", "CONG TY LOTUS GAMING", true],
    ]);
  });

  it("adds an account that the deposit page then offers", async () => {
    const created = okValue<ReceivingAccount>(
      await send("POST", CONSOLE_PATHS.receivingAccounts, {
        bankCode: "MB",
        accountNumber: "0801234567",
        accountName: "LOTUS MB ACCOUNT",
        enabled: true,
      }),
    );
    expect(created).toMatchObject({ bankCode: "MB", accountNumber: "0801234567", enabled: true });
    const offered = (await methods())[0]!.accounts.map((a) => a.accountNumber);
    expect(offered).toContain("0801234567");
  });

  it("refuses a second account with the same bank and number (bank_account_exists), changing nothing", async () => {
    await touchSession(t.app, admin);
    const before = await snapshotDatabase(t.db);
    const res = await send("POST", CONSOLE_PATHS.receivingAccounts, {
      bankCode: "VCB",
      accountNumber: "1023456789",
      accountName: "SOMEONE ELSE",
      enabled: true,
    });
    expectError(res, "bank_account_exists");
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("disables an account: the deposit page stops offering it; enabling brings it back", async () => {
    const list = okValue<ReceivingAccount[]>(await get(t.app, CONSOLE_PATHS.receivingAccounts, admin));
    const tcb = list.find((a) => a.bankCode === "TCB")!;
    const off = okValue<ReceivingAccount>(
      await send("PUT", accountUrl(tcb.id), { ...tcb, id: undefined, enabled: false }),
    );
    expect(off.enabled).toBe(false);
    expect((await methods())[0]!.accounts.map((a) => a.accountNumber)).not.toContain(tcb.accountNumber);
    okValue(await send("PUT", accountUrl(tcb.id), { ...tcb, id: undefined, accountName: "LOTUS TCB", enabled: true }));
    const offered = (await methods())[0]!.accounts.find((a) => a.accountNumber === tcb.accountNumber);
    expect(offered?.accountName).toBe("LOTUS TCB");
  });

  it("answers not_found for an account that does not exist, and bank_account_exists for a clash", async () => {
    const body = { bankCode: "ACB", accountNumber: "11112222", accountName: "NOBODY", enabled: true };
    await touchSession(t.app, admin);
    const before = await snapshotDatabase(t.db);
    expectError(await send("PUT", accountUrl("999999"), body), "not_found");
    const list = okValue<ReceivingAccount[]>(await get(t.app, CONSOLE_PATHS.receivingAccounts, admin));
    const tcb = list.find((a) => a.bankCode === "TCB")!;
    expectError(
      await send("PUT", accountUrl(tcb.id), { ...body, bankCode: "VCB", accountNumber: "1023456789" }),
      "bank_account_exists",
    );
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });
});

describe("cashier settings", () => {
  const settings = async () => okValue<CashierSettings>(await get(t.app, CONSOLE_PATHS.cashierSettings, admin));

  it("answers the defaults in minor units", async () => {
    expect(await settings()).toEqual({
      deposit: { enabled: true, minAmount: "5000000", maxAmount: "50000000000", expiryMinutes: 30 },
      withdraw: {
        enabled: true,
        minAmount: "10000000",
        maxAmount: "20000000000",
        // The demo raises the brand-wide count to its top VIP level's (apps/server/src/seed/demo-vip.ts).
        dailyCount: 30,
        autoReceiptMinutes: 60,
      },
    });
  });

  it("new limits take effect in the member's deposit methods and withdraw info", async () => {
    const next = {
      deposit: { enabled: true, minAmount: "2000000", maxAmount: "900000000", expiryMinutes: 15 },
      withdraw: { enabled: true, minAmount: "3000000", maxAmount: "700000000", dailyCount: 2, autoReceiptMinutes: 90 },
    };
    expect(okValue(await send("PUT", CONSOLE_PATHS.cashierSettings, next))).toEqual(next);
    expect(await settings()).toEqual(next);
    expect((await methods())[0]).toMatchObject({ minAmount: "2000000", maxAmount: "900000000" });
    const info = okValue<{ minAmount: string; maxAmount: string; dailyCount: number }>(
      await get(t.app, PATHS.withdrawInfo, member.headers),
    );
    expect(info).toMatchObject({ minAmount: "3000000", maxAmount: "700000000", dailyCount: 2 });
  });

  it("switching deposits off removes the method from the deposit page", async () => {
    const current = await settings();
    okValue(
      await send("PUT", CONSOLE_PATHS.cashierSettings, { ...current, deposit: { ...current.deposit, enabled: false } }),
    );
    expect(await methods()).toEqual([]);
    okValue(await send("PUT", CONSOLE_PATHS.cashierSettings, current));
    expect(await methods()).toHaveLength(1);
  });

  it.each([
    ["a minimum above the maximum", { deposit: { minAmount: "200", maxAmount: "100" } }],
    ["an amount above int8", { withdraw: { maxAmount: "9300000000000000000" } }],
    ["a zero minimum", { deposit: { minAmount: "0" } }],
    ["a negative amount", { withdraw: { minAmount: "-5" } }],
    ["a fractional amount", { withdraw: { minAmount: "10.5" } }],
    ["a number instead of a string", { deposit: { minAmount: 100 } }],
    ["expiry below 5 minutes", { deposit: { expiryMinutes: 4 } }],
    ["a daily count of 0", { withdraw: { dailyCount: 0 } }],
    ["auto receipt of 0 minutes", { withdraw: { autoReceiptMinutes: 0 } }],
  ])("refuses %s with validation_failed and changes nothing", async (_name, change) => {
    const current = await settings();
    const body = {
      deposit: { ...current.deposit, ...(change as { deposit?: object }).deposit },
      withdraw: { ...current.withdraw, ...(change as { withdraw?: object }).withdraw },
    };
    await touchSession(t.app, admin);
    const before = await snapshotDatabase(t.db);
    expectError(await send("PUT", CONSOLE_PATHS.cashierSettings, body), "validation_failed");
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });
});

describe("site switches", () => {
  const status = async (headers: Record<string, string> = {}) =>
    okValue<{ status: number }>(await get(t.app, PATHS.systemStatus, headers)).status;
  const system = (body: { maintenance: boolean; restrictedCountries: string[]; loginRequired: boolean }) =>
    send("PUT", CONSOLE_PATHS.system, body);
  const fromUs = { "x-forwarded-for": "8.8.8.8" };

  it("maintenance closes the site for players and opens it again", async () => {
    expect(await status()).toBe(0);
    expect(okValue(await system({ maintenance: true, restrictedCountries: [], loginRequired: false }))).toEqual({
      maintenance: true,
      restrictedCountries: [],
      loginRequired: false,
    });
    expect(await status()).toBe(1);
    // The console itself stays open during maintenance: that is where it is switched off.
    okValue(await system({ maintenance: false, restrictedCountries: [], loginRequired: false }));
    expect(await status()).toBe(0);
  });

  it("restricted countries refuse their visitors; the list is sorted and deduplicated", async () => {
    expect(await status(fromUs)).toBe(0);
    const value = okValue<{ restrictedCountries: string[] }>(
      await system({ maintenance: false, restrictedCountries: ["US", "SG", "US"], loginRequired: false }),
    );
    expect(value.restrictedCountries).toEqual(["SG", "US"]);
    expect(await status(fromUs)).toBe(2);
    expect(okValue<{ restrictedCountries: string[] }>(await get(t.app, CONSOLE_PATHS.system, admin))).toMatchObject({
      restrictedCountries: ["SG", "US"],
    });
    okValue(await system({ maintenance: false, restrictedCountries: [], loginRequired: false }));
    expect(await status(fromUs)).toBe(0);
  });

  it("login required shows in the site settings of the permission call", async () => {
    okValue(await system({ maintenance: false, restrictedCountries: [], loginRequired: true }));
    expect(okValue<PermissionValue>(await get(t.app, PATHS.permission)).site.loginRequired).toBe(true);
    okValue(await system({ maintenance: false, restrictedCountries: [], loginRequired: false }));
    expect(okValue<PermissionValue>(await get(t.app, PATHS.permission)).site.loginRequired).toBe(false);
  });

  it("refuses a code that is no ISO country (validation_failed) and changes nothing", async () => {
    await touchSession(t.app, admin);
    const before = await snapshotDatabase(t.db);
    expectError(
      await system({ maintenance: true, restrictedCountries: ["US", "XX"], loginRequired: false }),
      "validation_failed",
    );
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });
});

describe("white-label flags", () => {
  const flagOf = (tree: SettingNode[], modId: string): string | undefined => {
    for (const node of tree) {
      if (node.modId === modId) return node.enabled;
      const inner = flagOf(node.childrenNodes, modId);
      if (inner !== undefined) return inner;
    }
    return undefined;
  };

  it("lists every flag and switches them; the site's settings tree follows", async () => {
    const flags = okValue<{ modId: string; enabled: boolean }[]>(await get(t.app, CONSOLE_PATHS.whitelabel, admin));
    expect(flags.find((f) => f.modId === "FREEPLAY3")).toEqual({ modId: "FREEPLAY3", enabled: true });
    const after = okValue<{ modId: string; enabled: boolean }[]>(
      await send("PUT", CONSOLE_PATHS.whitelabel, {
        flags: [
          { modId: "FREEPLAY3", enabled: false },
          { modId: "DIRECTREG3", enabled: false },
        ],
      }),
    );
    expect(after.filter((f) => !f.enabled).map((f) => f.modId)).toEqual(
      expect.arrayContaining(["FREEPLAY3", "DIRECTREG3"]),
    );
    const tree = okValue<SettingNode[]>(await get(t.app, PATHS.whitelabel));
    expect(flagOf(tree, "FREEPLAY3")).toBe("0");
    expect(flagOf(tree, "DIRECTREG3")).toBe("0");
    okValue(
      await send("PUT", CONSOLE_PATHS.whitelabel, {
        flags: [
          { modId: "FREEPLAY3", enabled: true },
          { modId: "DIRECTREG3", enabled: true },
        ],
      }),
    );
    expect(flagOf(okValue<SettingNode[]>(await get(t.app, PATHS.whitelabel)), "FREEPLAY3")).toBe("1");
  });

  it.each([
    ["an unknown modId", [{ modId: "NOSUCHFLAG", enabled: false }]],
    [
      "a known and an unknown modId together",
      [
        { modId: "FREEPLAY3", enabled: false },
        { modId: "NOSUCHFLAG", enabled: false },
      ],
    ],
    [
      "the same modId twice",
      [
        { modId: "FREEPLAY3", enabled: false },
        { modId: "FREEPLAY3", enabled: true },
      ],
    ],
  ])("refuses %s with validation_failed and changes nothing", async (_name, flags) => {
    await touchSession(t.app, admin);
    const before = await snapshotDatabase(t.db);
    expectError(await send("PUT", CONSOLE_PATHS.whitelabel, { flags }), "validation_failed");
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });
});

describe("registration field rules", () => {
  const siteRules = async () => okValue<RegisterFieldRule[]>(await get(t.app, PATHS.registerSettings));

  it("changes a rule; the registration settings follow, with the catalogue pattern of the pattern id", async () => {
    const rules = okValue<{ field: string; patternId: number }[]>(await get(t.app, CONSOLE_PATHS.registerRules, admin));
    expect(rules.map((r) => r.field)).toContain("email");
    const payee = { field: "payeeName", enabled: true, required: true, patternId: 18, minLength: 3, maxLength: 40 };
    const after = okValue<(typeof payee)[]>(await send("PUT", CONSOLE_PATHS.registerRules, { rules: [payee] }));
    expect(after.find((r) => r.field === "payeeName")).toEqual(payee);
    const site = (await siteRules()).find((r) => r.field === "payeeName")!;
    expect(site).toMatchObject({ ...payee, acceptedPattern: patternOf(18) });
  });

  it.each([
    ["a minimum above the maximum", { minLength: 10, maxLength: 5 }],
    ["an unknown pattern id", { patternId: 23 }],
    ["an unknown field", { field: "shoeSize" }],
    ["a maximum of 0", { minLength: 0, maxLength: 0 }],
  ])("refuses %s with validation_failed and changes nothing", async (_name, change) => {
    const rule = {
      field: "nickname",
      enabled: true,
      required: false,
      patternId: 0,
      minLength: 0,
      maxLength: 20,
      ...change,
    };
    await touchSession(t.app, admin);
    const before = await snapshotDatabase(t.db);
    expectError(await send("PUT", CONSOLE_PATHS.registerRules, { rules: [rule] }), "validation_failed");
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("refuses the same field twice", async () => {
    const rule = { field: "nickname", enabled: true, required: false, patternId: 0, minLength: 0, maxLength: 20 };
    await touchSession(t.app, admin);
    const before = await snapshotDatabase(t.db);
    expectError(
      await send("PUT", CONSOLE_PATHS.registerRules, { rules: [rule, { ...rule, maxLength: 30 }] }),
      "validation_failed",
    );
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });
});
