import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, TRIAL_DEMO_BALANCE, freePlayHeader, loginDoneSchema, randomNonce } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue, snapshotDatabase } from "../http.ts";
import { bearer, publicKeyOf } from "../support/login.ts";
import { expectLedgerValid } from "../support/ledger.ts";
import { balanceOf, main } from "../../src/modules/ledger/ledger.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextIp = 10;
const freshIp = () => `203.0.113.${nextIp++}`;

async function freePlay(options: { nonce?: string; header?: string; version?: string; ip?: string } = {}) {
  const nonce = options.nonce ?? randomNonce();
  const header = options.header ?? (await freePlayHeader(await publicKeyOf(t.app), nonce));
  return t.app.inject({
    method: "POST",
    url: PATHS.loginFreeplay,
    headers: { "x-encryption": header, "x-gateway-version": options.version ?? "3" },
    payload: { os: "Linux", platform: "W", nonce },
    remoteAddress: options.ip ?? freshIp(),
  });
}

describe("free play", () => {
  it("creates a trial account (isAgent 4) and logs it in", async () => {
    const done = loginDoneSchema.parse(okValue(await freePlay()));
    expect(done.member.account).toMatch(/^trial_[0-9a-f]{12}$/);
    expect(done.member).toMatchObject({ isAgent: 4, type: 4 });
    expect(done.firstTimeLogin).toBe(true);
    expect(done.mustChangePassword).toBe(false);
    const row = await t.db.query("select is_agent, register_method, password_hash from member where account = $1", [
      done.member.account,
    ]);
    expect(row.rows[0]).toMatchObject({ is_agent: 4, register_method: "FREE_PLAY" });
    // No password opens a trial account: its hash is not a hash.
    expect(row.rows[0].password_hash).toMatch(/^!trial:/);
  });

  it("credits the trial account's demo balance through the ledger, from trial_funding", async () => {
    const done = loginDoneSchema.parse(okValue(await freePlay()));
    const { rows } = await t.db.query<{ id: bigint }>("select id from member where account = $1", [
      done.member.account,
    ]);
    const memberId = rows[0]!.id;
    expect(await balanceOf(t.db, main(memberId))).toBe(BigInt(TRIAL_DEMO_BALANCE));
    const grant = await t.db.query<{ kind: string; debit_kind: string; amount: bigint }>(
      `select o.kind, d.kind as debit_kind, tr.amount
         from ledger_operation o
         join ledger_transfer tr on tr.operation_id = o.id
         join ledger_account d on d.id = tr.debit_account_id
        where o.idempotency_key = $1`,
      [`m${memberId}:trial-grant`],
    );
    expect(grant.rows).toEqual([
      { kind: "trial_grant", debit_kind: "trial_funding", amount: BigInt(TRIAL_DEMO_BALANCE) },
    ]);
    await expectLedgerValid(t.db);
  });

  it("lets the trial session read member info and log out, but not enter real-account calls", async () => {
    const { token } = okValue<{ token: string }>(await freePlay());
    const info = okValue<{ isAgent: number }>(
      await t.app.inject({ method: "GET", url: PATHS.memberInfo, headers: bearer(token) }),
    );
    expect(info.isAgent).toBe(4);
    expectError(
      await t.app.inject({ method: "GET", url: PATHS.security, headers: { ...bearer(token), language: "en" } }),
      "need_real_account",
      "en",
    );
    expect((await t.app.inject({ method: "DELETE", url: PATHS.logout, headers: bearer(token) })).statusCode).toBe(200);
  });

  it("refuses with free_play_disabled while FREEPLAY3 is off", async () => {
    await t.db.query("update setting_node set enabled = false where mod_id = 'FREEPLAY3'");
    try {
      expectError(await freePlay(), "free_play_disabled");
    } finally {
      await t.db.query("update setting_node set enabled = true where mod_id = 'FREEPLAY3'");
    }
  });

  it("refuses a header that is not the reversed nonce, a replayed nonce and another gateway version, storing nothing", async () => {
    const key = await publicKeyOf(t.app);
    const used = randomNonce();
    okValue(await freePlay({ nonce: used }));
    const before = await snapshotDatabase(t.db);
    const nonce = randomNonce();
    expectError(
      await freePlay({ nonce, header: await freePlayHeader(key, [...nonce].reverse().join("")) }),
      "encryption_invalid",
    );
    expectError(await freePlay({ nonce, header: await freePlayHeader(key, randomNonce()) }), "encryption_invalid");
    expectError(await freePlay({ nonce, header: Buffer.from("not rsa").toString("base64") }), "encryption_invalid");
    expectError(await freePlay({ nonce: used }), "encryption_invalid");
    expectError(await freePlay({ version: "2" }), "encryption_invalid");
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("creates at most five trial accounts per IP per hour", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await freePlay({ ip })).statusCode).toBe(200);
    expectError(await freePlay({ ip }), "too_many_attempts");
    expect((await freePlay({ ip: freshIp() })).statusCode).toBe(200);
  });
});
