import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Secret, TOTP } from "otpauth";
import { AppError } from "../../src/errors.ts";
import { verifyTotp } from "../../src/modules/account/index.ts";
import { consumeCode, issueCode, newTotpSecret, totpStep, totpUri } from "../../src/modules/verification/index.ts";
import { createTestApp, type TestApp } from "../app.ts";
import { buildMember } from "../support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorCode = async (work: Promise<unknown>) => {
  try {
    await work;
    return "ok";
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
};
let n = 0;
const target = () => `+8491000${String(n++).padStart(4, "0")}`;
const otherThan = (code: string) => (code === "000000" ? "000001" : "000000");

describe("verification codes", () => {
  it("are 6 digits, differ from one another, and are stored only as a hash", async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const issued = await issueCode(t.db, { flow: "login_sms", target: target() });
      expect(issued.code).toMatch(/^[0-9]{6}$/);
      codes.add(issued.code);
    }
    expect(codes.size).toBeGreaterThan(35);
    const dump = JSON.stringify((await t.db.query("select * from verification_code")).rows, (_, v) =>
      typeof v === "bigint" ? String(v) : v,
    );
    for (const code of codes) expect(dump).not.toContain(`"${code}"`);
  });

  it("live at most 10 minutes, whatever is asked", async () => {
    const issued = await issueCode(t.db, { flow: "login_sms", target: target(), ttlMinutes: 60 });
    expect(issued.expiredMinutes).toBe(10);
    const row = await t.db.query<{ minutes: number }>(
      "select extract(epoch from expires_at - created_at) / 60 as minutes from verification_code where id = $1",
      [issued.id],
    );
    expect(Number(row.rows[0]!.minutes)).toBeLessThanOrEqual(10);
  });

  it("are single use", async () => {
    const to = target();
    const issued = await issueCode(t.db, { flow: "login_sms", target: to });
    expect(await errorCode(consumeCode(t.db, { flow: "login_sms", target: to, code: issued.code }))).toBe("ok");
    expect(await errorCode(consumeCode(t.db, { flow: "login_sms", target: to, code: issued.code }))).toBe(
      "verification_code_invalid",
    );
  });

  it("are bound to their flow and target", async () => {
    const to = target();
    const issued = await issueCode(t.db, { flow: "reset_password_sms", target: to });
    expect(await errorCode(consumeCode(t.db, { flow: "login_sms", target: to, code: issued.code }))).toBe(
      "verification_code_invalid",
    );
    expect(
      await errorCode(consumeCode(t.db, { flow: "reset_password_sms", target: target(), code: issued.code })),
    ).toBe("verification_code_invalid");
    expect(await errorCode(consumeCode(t.db, { flow: "reset_password_sms", target: to, code: issued.code }))).toBe(
      "ok",
    );
  });

  it("allow at most 5 tries: after the fifth wrong one the right code fails too", async () => {
    const to = target();
    const issued = await issueCode(t.db, { flow: "login_sms", target: to });
    const wrong = otherThan(issued.code);
    for (let i = 0; i < 4; i++) {
      expect(await errorCode(consumeCode(t.db, { flow: "login_sms", target: to, code: wrong }))).toBe(
        "verification_code_invalid",
      );
    }
    expect(await errorCode(consumeCode(t.db, { flow: "login_sms", target: to, code: wrong }))).toBe(
      "verification_code_exhausted",
    );
    expect(await errorCode(consumeCode(t.db, { flow: "login_sms", target: to, code: issued.code }))).not.toBe("ok");
  });

  it("count parallel wrong guesses one by one", async () => {
    const to = target();
    const issued = await issueCode(t.db, { flow: "login_sms", target: to });
    await Promise.all(
      Array.from({ length: 8 }, () =>
        errorCode(consumeCode(t.db, { flow: "login_sms", target: to, code: otherThan(issued.code) })),
      ),
    );
    expect(await errorCode(consumeCode(t.db, { flow: "login_sms", target: to, code: issued.code }))).not.toBe("ok");
  });

  it("expire", async () => {
    const to = target();
    const issued = await issueCode(t.db, { flow: "login_sms", target: to });
    await t.db.query("update verification_code set expires_at = now() - interval '1 second' where id = $1", [
      issued.id,
    ]);
    expect(await errorCode(consumeCode(t.db, { flow: "login_sms", target: to, code: issued.code }))).toBe(
      "verification_code_expired",
    );
  });
});

describe("TOTP", () => {
  const codeAt = (secret: string, timestamp = Date.now()) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

  it("makes 160-bit base32 secrets and an otpauth URI for authenticator apps", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = totpUri("demo01", secret, "Lotus");
    expect(uri).toMatch(/^otpauth:\/\/totp\/Lotus:demo01\?/);
    expect(uri).toContain(`secret=${secret}`);
  });

  it("accepts the current code and one step either side, nothing further", () => {
    const secret = newTotpSecret();
    const now = Date.now();
    expect(totpStep(secret, codeAt(secret, now), now)).toBe(Math.floor(now / 30_000));
    expect(totpStep(secret, codeAt(secret, now - 30_000), now)).not.toBeNull();
    expect(totpStep(secret, codeAt(secret, now + 30_000), now)).not.toBeNull();
    expect(totpStep(secret, codeAt(secret, now - 95_000), now)).toBeNull();
    expect(totpStep(secret, "12345", now)).toBeNull();
  });

  it("never accepts a code twice within its window, nor an older one after a newer", async () => {
    const secret = newTotpSecret();
    const m = await buildMember(t.db, { totpSecret: secret });
    const current = codeAt(secret);
    const previous = codeAt(secret, Date.now() - 30_000);
    expect(await verifyTotp(t.db, m.id, current)).toBe(true);
    expect(await verifyTotp(t.db, m.id, current)).toBe(false);
    expect(await verifyTotp(t.db, m.id, previous)).toBe(false);
  });

  it("lets only one of parallel uses of the same code through", async () => {
    const secret = newTotpSecret();
    const m = await buildMember(t.db, { totpSecret: secret });
    const code = codeAt(secret);
    const results = await Promise.all(Array.from({ length: 6 }, () => verifyTotp(t.db, m.id, code)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("refuses a member without a secret", async () => {
    const m = await buildMember(t.db);
    expect(await verifyTotp(t.db, m.id, "123456")).toBe(false);
  });
});
