import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BonusWallet, type BetScope, type BonusTerms } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { fundedMember } from "../support/factories.ts";
import { endGrant, giveGrant, grantViolations } from "../../src/modules/promotions/index.ts";
import { memberBalances, verifyLedger } from "../../src/modules/ledger/index.ts";

/*
 * Bets, wins and rollbacks against bonus grants on a real database (issue 15): promotion_bet and
 * promotion_return, driven by random sequences, must leave exactly what the in-memory model of
 * packages/contracts/src/promotions-wagering.ts leaves — the real balance, each grant's balance,
 * progress and status — and every ledger and grant identity must hold after each step.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const VENDOR = "PROMO_TEST";
const SLOT: BetScope = { category: "slot", vendor: VENDOR, game: "promo.slot" };
const LIVE: BetScope = { category: "live", vendor: VENDOR, game: "promo.live" };
const FAR = Date.now() + 365 * 86_400_000;
const terms = (overrides: Partial<BonusTerms> = {}): BonusTerms => ({
  multiplier: 10,
  base: "bonus",
  weights: { default: 0, category: { slot: 100, live: 10 } },
  maxBet: null,
  maxConversion: null,
  expiresAt: FAR,
  ...overrides,
});

const key = () => randomBytes(10).toString("hex");

/** A bet in its own ledger operation, as the seamless wallet would make it. */
async function bet(memberId: bigint, round: string, stake: bigint, scope: BetScope) {
  const { rows } = await t.db.query<{ status: string; grant_id: bigint | null; real_part: bigint; bonus_part: bigint }>(
    `with c as (select id from ledger_claim($1, $2, 'bet', '\\x00', '', ''))
     select b.* from c cross join lateral promotion_bet(c.id, $1, $3, $4, $5, $6, $7, $8,
       ledger_account_id('vendor_clearing', null, $7, ((($1::int8 % 16) + 16) % 16)::smallint, 'VND')) b`,
    [
      memberId.toString(),
      `pb:${key()}`,
      round,
      `${VENDOR}:${round}`,
      stake.toString(),
      scope.category,
      scope.vendor,
      scope.game,
    ],
  );
  return rows[0]!;
}

/** A win (or a rollback of the round's bet) in its own operation; without a grant in the round, a plain credit. */
async function settle(memberId: bigint, round: string, amount: bigint, roundStake: bigint, rollback: boolean) {
  await t.db.query(
    `do $$
     declare
       v_op bigint;
       v_status text;
       v_clearing bigint := ledger_account_id('vendor_clearing', null, '${VENDOR}', (((${memberId}::int8 % 16) + 16) % 16)::smallint, 'VND');
     begin
       select id into v_op from ledger_claim(${memberId}, 'pr:${key()}', 'win', '\\x00', '', '');
       select r.status into v_status
         from promotion_return(v_op, ${memberId}, '${round}', ${rollback ? `'${VENDOR}:${round}'` : "null"},
                               ${amount}, ${roundStake}, v_clearing) r;
       if v_status = 'none' and ${amount} > 0 then
         perform ledger_apply_legs(v_op, array[v_clearing],
                                   array[ledger_account_id('player_main', ${memberId}, '', 0::smallint, 'VND')],
                                   array[${amount}::int8], 'VND');
       end if;
     end $$`,
  );
}

async function grantRow(id: bigint) {
  const { rows } = await t.db.query<{ balance: bigint; progress: bigint; status: string }>(
    "select balance, progress, status from promotion_grant where id = $1",
    [id.toString()],
  );
  return rows[0]!;
}

describe("bonus bets on the database", () => {
  it("funds real first, then the grant; returns in proportion; converts when met", async () => {
    const member = await fundedMember(t.db, 40_000n);
    const { grantId } = await giveGrant(t.db, {
      memberId: member.id,
      source: "deposit_match",
      ref: key(),
      amount: 100_000n,
      terms: terms({ multiplier: 2 }),
    });
    expect(await bet(member.id, "r1", 100_000n, SLOT)).toMatchObject({
      status: "ok",
      real_part: 40_000n,
      bonus_part: 60_000n,
    });
    await settle(member.id, "r1", 250_000n, 100_000n, false);
    expect((await memberBalances(t.db, member.id)).main).toBe(100_000n);
    expect(await grantRow(grantId)).toEqual({ balance: 190_000n, progress: 100_000n, status: "active" });
    // Live counts 10 %: 100,000 more on slots meets the 200,000 requirement and converts.
    expect(await bet(member.id, "r2", 50_000n, LIVE)).toMatchObject({ status: "ok", contribution: 5_000n });
    expect(await bet(member.id, "r3", 100_000n, SLOT)).toMatchObject({ status: "ok" });
    expect((await grantRow(grantId)).status).toBe("converted");
    expect(await grantViolations(t.db)).toEqual([]);
    expect((await verifyLedger(t.db)).violations).toEqual([]);
  });

  it("refuses a stake above the max bet or beyond real + bonus, writing nothing", async () => {
    const member = await fundedMember(t.db, 10_000n);
    await giveGrant(t.db, {
      memberId: member.id,
      source: "free_bonus",
      ref: key(),
      amount: 5_000n,
      terms: terms({ maxBet: 8_000n }),
    });
    expect((await bet(member.id, "a", 9_000n, SLOT)).status).toBe("max_bet");
    expect((await bet(member.id, "b", 8_000n, SLOT)).status).toBe("ok");
    expect((await bet(member.id, "c", 7_001n, SLOT)).status).toBe("insufficient");
    expect((await memberBalances(t.db, member.id)).main).toBe(2_000n);
    expect(await grantViolations(t.db)).toEqual([]);
  });

  it("splits a win by integer division, as the model does (a fast-check counterexample)", async () => {
    // 213 of a 214 stake was bonus: a 114,063 win gives the grant floor(114,063 × 213 / 214) = 113,529.
    const member = await fundedMember(t.db, 1n);
    const { grantId } = await giveGrant(t.db, {
      memberId: member.id,
      source: "model",
      ref: key(),
      amount: 213n,
      terms: terms({ multiplier: 4 }),
    });
    expect(await bet(member.id, "x1", 214n, SLOT)).toMatchObject({ real_part: 1n, bonus_part: 213n });
    await settle(member.id, "x1", 114_063n, 214n, false);
    expect((await grantRow(grantId)).balance).toBe(113_529n);
    expect((await memberBalances(t.db, member.id)).main).toBe(534n);
  });

  it("rolls a bet back once, leaves it out of later wins, and survives amounts past int8 when multiplied", async () => {
    const member = await fundedMember(t.db, 0n);
    const { grantId } = await giveGrant(t.db, {
      memberId: member.id,
      source: "model",
      ref: key(),
      amount: 100_000_000n,
      terms: terms({ multiplier: 10 }),
    });
    expect(await bet(member.id, "big", 100_000_000n, SLOT)).toMatchObject({ status: "ok", bonus_part: 100_000_000n });
    // 1,000,000,000 ₫ on a 1,000,000 ₫ bonus stake: 1e11 × 1e8 passes int8 in the product.
    await settle(member.id, "big", 100_000_000_000n, 100_000_000n, false);
    expect((await grantRow(grantId)).balance).toBe(100_000_000_000n);

    expect(await bet(member.id, "rb", 50_000n, SLOT)).toMatchObject({ status: "ok", bonus_part: 50_000n });
    await settle(member.id, "rb", 50_000n, 50_000n, true);
    const afterRollback = await grantRow(grantId);
    await expect(settle(member.id, "rb", 50_000n, 50_000n, true)).rejects.toThrow(/rolled back already/);
    expect(await grantRow(grantId)).toEqual(afterRollback);
    // The round's only grant bet is rolled back: a late win on it is plain real money.
    await settle(member.id, "rb", 7_000n, 50_000n, false);
    expect((await grantRow(grantId)).balance).toBe(afterRollback.balance);
    expect((await memberBalances(t.db, member.id)).main).toBe(7_000n);

    expect(await bet(member.id, "short", 10_000n, SLOT)).toMatchObject({ status: "ok" });
    await expect(settle(member.id, "short", 5_000n, 9_999n, false)).rejects.toThrow(/below what its grants staked/);
    await expect(settle(member.id, "short", 9_000n, 10_000n, true)).rejects.toThrow(/returns its bet's stake/);
    expect(await grantViolations(t.db)).toEqual([]);
    expect((await verifyLedger(t.db)).violations).toEqual([]);
  });

  type Step =
    | { kind: "grant"; amount: bigint; multiplier: number; maxBet: bigint | null; cap: bigint | null }
    | { kind: "bet"; stake: bigint; live: boolean }
    | { kind: "win"; pick: number; amount: bigint }
    | { kind: "rollback"; pick: number }
    | { kind: "forfeit"; pick: number };
  const money = (max: number) => fc.bigInt({ min: 1n, max: BigInt(max) });
  const step: fc.Arbitrary<Step> = fc.oneof(
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("grant" as const),
        amount: money(300_000),
        // Low multipliers mostly, so that grants convert mid-sequence and returns land on converted grants.
        multiplier: fc.oneof(
          { weight: 3, arbitrary: fc.integer({ min: 0, max: 3 }) },
          { weight: 1, arbitrary: fc.integer({ min: 4, max: 10 }) },
        ),
        maxBet: fc.option(money(200_000), { nil: null }),
        cap: fc.option(money(200_000), { nil: null }),
      }),
    },
    {
      weight: 5,
      arbitrary: fc.record({ kind: fc.constant("bet" as const), stake: money(150_000), live: fc.boolean() }),
    },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant("win" as const),
        pick: fc.nat(),
        amount: fc.bigInt({ min: 0n, max: 400_000n }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("rollback" as const), pick: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("forfeit" as const), pick: fc.nat() }) },
  );

  it("leaves what the in-memory model leaves, for any sequence of grants, bets, wins, rollbacks and forfeits", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 0n, max: 100_000n }),
        fc.array(step, { minLength: 5, maxLength: 25 }),
        async (opening, steps) => {
          const member = await fundedMember(t.db, opening);
          const model = new BonusWallet(opening);
          const ids = new Map<string, bigint>();
          const open: { round: string; stake: bigint }[] = [];
          let n = 0;
          for (const s of steps) {
            n += 1;
            if (s.kind === "grant") {
              const grantTerms = terms({ multiplier: s.multiplier, maxBet: s.maxBet, maxConversion: s.cap });
              const name = `g${n}`;
              model.grant(name, s.amount, grantTerms);
              const { grantId } = await giveGrant(t.db, {
                memberId: member.id,
                source: "model",
                ref: `${key()}`,
                amount: s.amount,
                terms: grantTerms,
              });
              ids.set(name, grantId);
            } else if (s.kind === "bet") {
              const round = `m${n}-${key()}`;
              const scope = s.live ? LIVE : SLOT;
              const expected = model.bet(round, s.stake, scope, 0);
              const got = await bet(member.id, round, s.stake, scope);
              expect(got.status).toBe(expected.ok ? "ok" : expected.reason);
              if (expected.ok) {
                expect({ real: got.real_part, bonus: got.bonus_part }).toEqual({
                  real: expected.real,
                  bonus: expected.bonus,
                });
                open.push({ round, stake: s.stake });
              }
            } else if ((s.kind === "win" || s.kind === "rollback") && open.length) {
              const pick = open.splice(s.pick % open.length, 1)[0]!;
              if (s.kind === "win") {
                model.win(pick.round, s.amount);
                await settle(member.id, pick.round, s.amount, pick.stake, false);
              } else {
                model.rollback(pick.round);
                await settle(member.id, pick.round, pick.stake, pick.stake, true);
              }
            } else if (s.kind === "forfeit") {
              const active = model.activeGrants();
              if (active.length) {
                const g = active[s.pick % active.length]!;
                model.end(g.id, "forfeit");
                await endGrant(t.db, ids.get(g.id)!, "forfeit", "model test");
              }
            }
            expect((await memberBalances(t.db, member.id)).main).toBe(model.real);
            for (const [name, id] of ids) {
              const g = model.grants.get(name)!;
              expect(await grantRow(id)).toEqual({ balance: g.balance, progress: g.progress, status: g.status });
            }
          }
          expect(model.check()).toEqual([]);
          expect(await grantViolations(t.db)).toEqual([]);
        },
      ),
      { numRuns: 30 },
    );
    expect((await verifyLedger(t.db)).violations).toEqual([]);
  }, 180_000);
});
