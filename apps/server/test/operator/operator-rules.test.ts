import { describe, expect, it } from "vitest";
import {
  OPERATOR_FAILURES_PER_IP,
  OPERATOR_FAILURES_PER_USERNAME,
  OPERATOR_FAILURES_WITH_CODE,
  auditRowOf,
  cleanDetail,
  loginGate,
  mayDo,
  operatorTokenOf,
} from "../../src/modules/operator/index.ts";

// Fast tests: rules of operator sign-in and audit, without the app or the database.

describe("operator roles", () => {
  it("lets an admin do everything, including operators, settings and the audit log", () => {
    for (const permission of [
      "queues",
      "members",
      "adjust",
      "operators",
      "memberState",
      "settings",
      "audit",
    ] as const) {
      expect(mayDo("admin", permission), permission).toBe(true);
    }
  });

  it("lets a cashier work the queues and read members, but not adjust, change state, settings, operators or audit", () => {
    expect(mayDo("cashier", "queues")).toBe(true);
    expect(mayDo("cashier", "members")).toBe(true);
    expect(mayDo("cashier", "dashboard")).toBe(true);
    expect(mayDo("cashier", "gamesRead")).toBe(true);
    for (const permission of ["adjust", "memberState", "settings", "operators", "audit", "games"] as const) {
      expect(mayDo("cashier", permission), permission).toBe(false);
    }
  });

  it("lets every role through a guard for any signed-in operator", () => {
    expect(mayDo("cashier", "any")).toBe(true);
    expect(mayDo("admin", "any")).toBe(true);
  });
});

describe("operator login budget", () => {
  it("checks a login in full while both budgets last", () => {
    expect(loginGate({ username: 0, ip: 0 })).toBe("open");
    expect(loginGate({ username: OPERATOR_FAILURES_PER_USERNAME - 1, ip: OPERATOR_FAILURES_PER_IP - 1 })).toBe("open");
  });

  it("guards (code first, too_many_attempts) once the username's or the address's budget is used up", () => {
    expect(loginGate({ username: OPERATOR_FAILURES_PER_USERNAME, ip: 0 })).toBe("guarded");
    expect(loginGate({ username: 0, ip: OPERATOR_FAILURES_PER_IP })).toBe("guarded");
    expect(loginGate({ username: OPERATOR_FAILURES_WITH_CODE - 1, ip: 0 })).toBe("guarded");
  });

  it("closes a username only after twice its budget (failures past the budget need a right code)", () => {
    expect(OPERATOR_FAILURES_WITH_CODE).toBe(2 * OPERATOR_FAILURES_PER_USERNAME);
    expect(loginGate({ username: OPERATOR_FAILURES_WITH_CODE, ip: 0 })).toBe("closed");
  });

  it("never closes a username for the address's failures alone (a third party cannot lock an operator out)", () => {
    expect(loginGate({ username: 0, ip: 10 * OPERATOR_FAILURES_PER_IP })).toBe("guarded");
  });
});

describe("operator tokens", () => {
  const token = `op_${"A".repeat(43)}`;

  it("reads an op_ token from a Bearer header", () => {
    expect(operatorTokenOf(`Bearer ${token}`)).toBe(token);
  });

  it("refuses member tokens, other schemes and tokens of the wrong length", () => {
    expect(operatorTokenOf(`Bearer ${"A".repeat(46)}`)).toBeNull();
    expect(operatorTokenOf(`Basic ${token}`)).toBeNull();
    expect(operatorTokenOf(`Bearer ${token}A`)).toBeNull();
    expect(operatorTokenOf(`Bearer op_${"A".repeat(42)}`)).toBeNull();
  });
});

describe("operator audit rows", () => {
  it("never stores a credential-like detail, except booleans that say nothing secret", () => {
    const detail = cleanDetail({ password: "hunter2", totpSecret: "ABC", token: "t", newPassword: true, remark: "ok" });
    expect(detail).toEqual({ newPassword: true, remark: "ok" });
  });

  it("cuts every field to its column size", () => {
    const row = auditRowOf(
      {
        operator: "o".repeat(100),
        action: "a".repeat(100),
        target: "t".repeat(200),
        ip: "1".repeat(100),
        detail: { remark: "r".repeat(1000) },
      },
      new Date("2026-11-27T00:00:00Z"),
    );
    expect(row.at).toBe("2026-11-27T00:00:00.000Z");
    expect([row.operator.length, row.action.length, row.target.length, row.ip.length]).toEqual([64, 64, 128, 64]);
    expect((row.detail as { remark: string }).remark).toHaveLength(512);
  });

  it("stores an absent target and address as empty strings", () => {
    const row = auditRowOf({ operator: "admin01", action: "logout" });
    expect(row).toMatchObject({ target: "", ip: "", detail: {} });
  });
});
