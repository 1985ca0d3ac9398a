import { describe, expect, it } from "vitest";
import type { RegisterFieldRule } from "@lotus/contracts";
import { AppError } from "../../src/errors.ts";
import {
  checkNewPassword,
  isWeakPaymentPassword,
  loginRefusal,
  maskEmail,
  maskMobile,
  passwordBounds,
  ruleMap,
  SessionCache,
} from "../../src/modules/account/index.ts";
import type { DbClient } from "../../src/db/pool.ts";

/* Fast tests of the account rules: no app, no HTTP, no database. */

const passwordRule = (over: Partial<RegisterFieldRule> = {}): RegisterFieldRule =>
  ({
    field: "password",
    enabled: true,
    required: true,
    patternId: 0,
    acceptedPattern: "",
    minLength: 8,
    maxLength: 128,
    ...over,
  }) as RegisterFieldRule;

const codeOf = (work: () => void): string | null => {
  try {
    work();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : "not an AppError";
  }
};

describe("password rules", () => {
  it("keep the 8–128 floor whatever the operator's rule says, and let a rule ask more", () => {
    expect(passwordBounds(undefined)).toEqual({ min: 8, max: 128 });
    expect(passwordBounds(passwordRule({ minLength: 4, maxLength: 200 }))).toEqual({ min: 8, max: 128 });
    expect(passwordBounds(passwordRule({ minLength: 10, maxLength: 20 }))).toEqual({ min: 10, max: 20 });
    expect(passwordBounds(passwordRule({ enabled: false, minLength: 12 }))).toEqual({ min: 8, max: 128 });
  });

  it("refuse a new password outside its bounds, the weak default included", () => {
    const rules = ruleMap([]);
    expect(codeOf(() => checkNewPassword("123456", rules))).toBe("invalid_password");
    expect(codeOf(() => checkNewPassword("x".repeat(129), rules))).toBe("invalid_password");
    expect(codeOf(() => checkNewPassword("Correct-Horse-9", rules))).toBeNull();
    expect(codeOf(() => checkNewPassword("Correct9", ruleMap([passwordRule({ minLength: 10 })])))).toBe(
      "invalid_password",
    );
  });
});

describe("payment password", () => {
  it("refuses repeated and straight runs of digits only", () => {
    for (const weak of ["111111", "123456", "654321", "000000"]) expect(isWeakPaymentPassword(weak)).toBe(true);
    for (const fine of ["135790", "112233", "123457"]) expect(isWeakPaymentPassword(fine)).toBe(false);
  });
});

describe("member state", () => {
  it("lets active and frozen members log in, and names the refusal of the others", () => {
    expect(loginRefusal("active")).toBeNull();
    expect(loginRefusal("frozen")).toBeNull();
    expect(loginRefusal("disabled")).toBe("account_disabled");
    expect(loginRefusal("closed")).toBe("account_closed");
  });
});

describe("masks", () => {
  it("show enough of a number or address to recognise it, not to learn it", () => {
    expect(maskMobile("+84", "912345678")).toMatch(/^\+84 •.*678$/);
    expect(maskMobile(null, null)).toBe("");
    expect(maskEmail("demo01@lotus.local")).toBe("de••••@lotus.local");
    expect(maskEmail("ab@x.vn")).toBe("a••••@x.vn");
  });
});

/** A stand-in for the pool: answers the session query with `live` and counts the queries. */
function fakeDb(live: () => boolean) {
  const db = {
    queries: 0,
    async query() {
      db.queries++;
      const row = {
        id: "s1",
        member_id: 7n,
        account: "m7",
        is_agent: 0,
        status: "active",
        must_change_password: false,
        method: "username",
        expires_at: new Date(Date.now() + 3_600_000),
      };
      return { rows: live() ? [row] : [], rowCount: live() ? 1 : 0 };
    },
  };
  return db;
}

describe("session cache", () => {
  const token = "t".repeat(43);

  it("answers repeated lookups from memory and re-reads after the ttl", async () => {
    const db = fakeDb(() => true);
    const cache = new SessionCache(db as unknown as DbClient, { ttlMs: 500 });
    expect((await cache.find(token))?.memberId).toBe(7n);
    await cache.find(token);
    expect(db.queries).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await cache.find(token);
    expect(db.queries).toBe(2);
    await cache.close();
  });

  it("drops a session or all of a member's at once, and never caches an unknown token", async () => {
    let live = true;
    const db = fakeDb(() => live);
    const cache = new SessionCache(db as unknown as DbClient);
    await cache.find(token);
    live = false;
    expect(await cache.find(token)).not.toBeNull(); // still cached
    await cache.forgetSession("s1");
    expect(await cache.find(token)).toBeNull();
    expect(cache.size).toBe(0);
    live = true;
    await cache.find(token);
    live = false;
    await cache.forgetMember(7n);
    expect(await cache.find(token)).toBeNull();
    await cache.close();
  });

  it("does not cache a lookup that a revocation overtook", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const db = fakeDb(() => true);
    const slow = {
      query: async () => {
        await gate;
        return db.query();
      },
    };
    const cache = new SessionCache(slow as unknown as DbClient);
    const pending = cache.find(token);
    await cache.forgetMember(7n);
    release();
    expect(await pending).not.toBeNull();
    expect(cache.size).toBe(0);
    await cache.close();
  });

  it("stays bounded", async () => {
    const cache = new SessionCache(fakeDb(() => true) as unknown as DbClient, { max: 3 });
    for (let i = 0; i < 10; i++) await cache.find(`${"k".repeat(40)}${i.toString().padStart(3, "0")}`);
    expect(cache.size).toBe(3);
    await cache.close();
  });
});
