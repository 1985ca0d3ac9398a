import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEAK_DEFAULT_PASSWORD } from "@lotus/contracts";
import { AppError } from "../../src/errors.ts";
import {
  assertNewPasswordLength,
  hashPassword,
  parseArgon2Hash,
  verifyPassword,
} from "../../src/modules/account/index.ts";
import { createTestApp, type TestApp } from "../app.ts";
import { buildMember } from "../support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("password storage", () => {
  it("stores argon2id with at least m=19456 KiB, t=2, p=1 — read back from the stored hash", async () => {
    const m = await buildMember(t.db);
    const stored = await t.db.query<{ account: string; password_hash: string }>(
      "select account, password_hash from member where id = $1 or account in ('demo01', 'agent01', 'newbie01')",
      [m.id],
    );
    expect(stored.rows.length).toBe(4);
    for (const row of stored.rows) {
      const params = parseArgon2Hash(row.password_hash);
      expect(params, row.account).not.toBeNull();
      expect(params!.algorithm).toBe("argon2id");
      expect(params!.m).toBeGreaterThanOrEqual(19_456);
      expect(params!.t).toBeGreaterThanOrEqual(2);
      expect(params!.p).toBe(1);
      expect(row.password_hash).not.toContain(m.password);
    }
  });

  it("hashes off the event loop: timers stay on time while 20 hashes run", async () => {
    const histogram = monitorEventLoopDelay({ resolution: 5 });
    histogram.enable();
    const started = performance.now();
    const hashes = await Promise.all(Array.from({ length: 20 }, (_, i) => hashPassword(`storm-password-${i}`)));
    const took = performance.now() - started;
    // Let the delay timer fire once more, so that a stall right before this line is measured too.
    await new Promise((resolve) => setTimeout(resolve, 20));
    histogram.disable();
    expect(new Set(hashes).size).toBe(20);
    // On the event loop, the twenty calls would run back to back in one tick: one stall as long as
    // the whole batch. Off it, the loop only waits for CPU time now and then (this machine may run
    // other test files at once), far less than the batch takes.
    expect(histogram.max / 1e6).toBeLessThan(took / 3);
  });

  it("accepts new passwords from 8 to 128 characters, field rules may ask more but never less", () => {
    const code = (fn: () => void) => {
      try {
        fn();
        return "ok";
      } catch (error) {
        return error instanceof AppError ? `${error.code} ${JSON.stringify(error.params)}` : "other";
      }
    };
    expect(code(() => assertNewPasswordLength("a".repeat(7)))).toBe('invalid_password {"min":8,"max":128}');
    expect(code(() => assertNewPasswordLength("a".repeat(8)))).toBe("ok");
    expect(code(() => assertNewPasswordLength("a".repeat(128)))).toBe("ok");
    expect(code(() => assertNewPasswordLength("a".repeat(129)))).toBe('invalid_password {"min":8,"max":128}');
    expect(code(() => assertNewPasswordLength("a".repeat(7), 4, 20))).toBe('invalid_password {"min":8,"max":20}');
    expect(code(() => assertNewPasswordLength("a".repeat(9), 10, 20))).toBe('invalid_password {"min":10,"max":20}');
    expect(code(() => assertNewPasswordLength("a".repeat(129), 8, 500))).toBe('invalid_password {"min":8,"max":128}');
    expect(code(() => assertNewPasswordLength(WEAK_DEFAULT_PASSWORD))).toMatch(/^invalid_password/);
    // Characters, not UTF-16 units: eight emoji are eight characters.
    expect(code(() => assertNewPasswordLength("🔒".repeat(8)))).toBe("ok");
  });

  it("never truncates: a 128-character password differs from its 127-character prefix and from any cut", async () => {
    const long = "Ab1!".repeat(32);
    const stored = await hashPassword(long);
    expect(await verifyPassword(stored, long)).toBe(true);
    expect(await verifyPassword(stored, long.slice(0, 127))).toBe(false);
    expect(await verifyPassword(stored, long.slice(0, 72))).toBe(false);
  });

  it("keeps the weak default only on accounts that must change it", async () => {
    const rows = await t.db.query<{ account: string; password_hash: string; must_change_password: boolean }>(
      "select account, password_hash, must_change_password from member where password_hash like '$argon2%'",
    );
    for (const row of rows.rows) {
      if (await verifyPassword(row.password_hash, WEAK_DEFAULT_PASSWORD)) {
        expect(row.must_change_password, row.account).toBe(true);
      }
    }
  });
});
