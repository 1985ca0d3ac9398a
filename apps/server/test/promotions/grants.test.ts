import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BonusWallet, CONSOLE_PATHS, type BonusTerms } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { okValue, snapshotDatabase } from "../http.ts";
import { ADMIN, bearer, operatorToken } from "../console/console-support.ts";
import { fundedMember } from "../support/factories.ts";
import { endGrant, expireDueGrants, giveGrant, grantViolations } from "../../src/modules/promotions/index.ts";
import { memberBalances, verifyLedger } from "../../src/modules/ledger/index.ts";

/*
 * Bonus grants on a real database (issue 15, first piece): a grant moves money from the promotions
 * account to the member's bonus account once per (member, source, reference); conversion pays at most
 * the terms' cap and only when the requirement is met; expiry and forfeit return the balance; every
 * change is an entry and the identities hold (the ledger's and the grants'); the amounts match the
 * in-memory model of packages/contracts/src/promotions-wagering.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const terms = (overrides: Partial<BonusTerms> = {}): BonusTerms => ({
  multiplier: 10,
  base: "bonus",
  weights: { default: 0, category: { slot: 100, live: 10 } },
  maxBet: null,
  maxConversion: null,
  expiresAt: Date.now() + 30 * DAY,
  ...overrides,
});

async function bonusAccount(memberId: bigint): Promise<bigint> {
  const { rows } = await t.db.query<{ balance: bigint }>(
    "select coalesce(sum(balance), 0)::int8 as balance from ledger_account where kind = 'player_bonus' and member_id = $1",
    [memberId.toString()],
  );
  return rows[0]!.balance;
}

async function grant(id: bigint) {
  const { rows } = await t.db.query<{ status: string; balance: bigint; required: bigint; progress: bigint }>(
    "select status, balance, required, progress from promotion_grant where id = $1",
    [id.toString()],
  );
  return rows[0]!;
}

async function identities() {
  expect(await grantViolations(t.db)).toEqual([]);
  expect((await verifyLedger(t.db)).violations).toEqual([]);
}

describe("bonus grants", () => {
  it("gives a grant once per source and reference, from the promotions account to the bonus account", async () => {
    const member = await fundedMember(t.db, 1_000_000n);
    const matched = terms({ base: "bonus_deposit" });
    const input = { memberId: member.id, source: "deposit_match", ref: "dep-1", amount: 500_000n, deposit: 500_000n };
    const first = await giveGrant(t.db, { ...input, terms: matched });
    expect(first.replayed).toBe(false);
    expect(await grant(first.grantId)).toMatchObject({ status: "active", balance: 500_000n, required: 10_000_000n });
    expect(await bonusAccount(member.id)).toBe(500_000n);
    expect((await memberBalances(t.db, member.id)).main).toBe(1_000_000n);

    const before = await snapshotDatabase(t.db);
    const again = await giveGrant(t.db, { ...input, terms: matched });
    expect(again).toEqual({ grantId: first.grantId, replayed: true });
    await expect(giveGrant(t.db, { ...input, amount: 600_000n, terms: matched })).rejects.toMatchObject({
      code: "idempotency_conflict",
    });
    expect(await snapshotDatabase(t.db)).toEqual(before);
    await identities();
  });

  it("refuses terms above 10× or with a weight above 100 % before anything is stored", async () => {
    const member = await fundedMember(t.db, 0n);
    const before = await snapshotDatabase(t.db);
    const give = (bad: Partial<BonusTerms>) =>
      giveGrant(t.db, { memberId: member.id, source: "promo_code", ref: "X1", amount: 1_000n, terms: terms(bad) });
    await expect(give({ multiplier: 11 })).rejects.toThrow(/multiplier/);
    await expect(give({ weights: { default: 150 } })).rejects.toThrow(/weight/);
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("converts only once the requirement is met, paying at most the cap as the model does", async () => {
    const member = await fundedMember(t.db, 0n);
    const capped = terms({ multiplier: 2, maxConversion: 50_000n });
    const { grantId } = await giveGrant(t.db, {
      memberId: member.id,
      source: "free_bonus",
      ref: "welcome",
      amount: 80_000n,
      terms: capped,
    });
    await expect(endGrant(t.db, grantId, "convert", null)).rejects.toMatchObject({ code: "promotion_grant_not_met" });
    // The wagering path (next piece) moves progress; here the requirement is met directly.
    await t.db.query("update promotion_grant set progress = required where id = $1", [grantId.toString()]);
    const converted = await endGrant(t.db, grantId, "convert", null);

    const model = new BonusWallet(0n);
    model.grant("g", 80_000n, { ...capped, multiplier: 0 });
    expect({ paid: converted.paid, forfeited: converted.forfeited }).toEqual({
      paid: model.real,
      forfeited: model.forfeited,
    });
    expect(converted).toEqual({ paid: 50_000n, forfeited: 30_000n, replayed: false });
    expect(await grant(grantId)).toMatchObject({ status: "converted", balance: 0n });
    expect((await memberBalances(t.db, member.id)).main).toBe(50_000n);
    expect(await bonusAccount(member.id)).toBe(0n);
    expect(await endGrant(t.db, grantId, "forfeit", "too late")).toEqual({ paid: 0n, forfeited: 0n, replayed: true });
    await identities();
  });

  it("expires and forfeits as one path, and converts a 0× grant at once", async () => {
    const member = await fundedMember(t.db, 0n);
    const soon = await giveGrant(t.db, {
      memberId: member.id,
      source: "raffle",
      ref: "r-1",
      amount: 20_000n,
      terms: terms({ expiresAt: Date.now() + 1_000 }),
    });
    const kept = await giveGrant(t.db, {
      memberId: member.id,
      source: "raffle",
      ref: "r-2",
      amount: 30_000n,
      terms: terms(),
    });
    await t.db.query("update promotion_grant set expires_at = now() - interval '1 second' where id = $1", [
      soon.grantId.toString(),
    ]);
    expect(await expireDueGrants(t.db)).toBeGreaterThanOrEqual(1);
    expect(await grant(soon.grantId)).toMatchObject({ status: "expired", balance: 0n });
    expect(await bonusAccount(member.id)).toBe(30_000n);
    await expect(endGrant(t.db, kept.grantId, "forfeit", null)).rejects.toThrow(/reason/);
    expect(await endGrant(t.db, kept.grantId, "forfeit", "self-exclusion")).toMatchObject({ forfeited: 30_000n });
    expect(await bonusAccount(member.id)).toBe(0n);

    const free = await giveGrant(t.db, {
      memberId: member.id,
      source: "birthday",
      ref: "2026",
      amount: 5_000n,
      terms: terms({ multiplier: 0 }),
    });
    expect(await grant(free.grantId)).toMatchObject({ status: "converted", balance: 0n });
    expect((await memberBalances(t.db, member.id)).main).toBe(5_000n);
    await expect(endGrant(t.db, 999_999_999n, "expire", null)).rejects.toMatchObject({
      code: "promotion_grant_not_found",
    });
    await identities();
  });

  it("reports a grant whose balance disagrees with its entries or with the bonus account", async () => {
    const member = await fundedMember(t.db, 0n);
    const { grantId } = await giveGrant(t.db, {
      memberId: member.id,
      source: "promo_code",
      ref: "BROKEN",
      amount: 7_000n,
      terms: terms(),
    });
    await t.db.query("update promotion_grant set balance = balance + 1 where id = $1", [grantId.toString()]);
    const violations = await grantViolations(t.db);
    expect(violations.some((v) => v.includes(`grant #${grantId}`))).toBe(true);
    expect(violations.some((v) => v.includes(`member #${member.id}`))).toBe(true);
    // The console's ledger check runs the grants' identities too.
    const admin = await operatorToken(t.app, t.db, ADMIN);
    const status = okValue<{ ok: boolean; violations: string[] }>(
      await t.app.inject({
        method: "GET",
        url: CONSOLE_PATHS.ledgerStatus,
        headers: bearer(admin),
      }),
    );
    expect(status.ok).toBe(false);
    expect(status.violations.some((v) => v.includes(`grant #${grantId}`))).toBe(true);
    await t.db.query("update promotion_grant set balance = balance - 1 where id = $1", [grantId.toString()]);
    await identities();
  });
});
