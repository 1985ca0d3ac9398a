import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BonusWallet,
  MAX_WAGERING_MULTIPLIER,
  bonusShare,
  bonusTermsError,
  contributionWeight,
  wageringContribution,
  wageringRequirement,
  type BetScope,
  type BonusTerms,
} from "./promotions-wagering.ts";

const DAY = 86_400_000;
const SLOT: BetScope = { category: "slot", vendor: "DEMO", game: "demo.slot.1" };
const LIVE: BetScope = { category: "live", vendor: "DEMO", game: "demo.baccarat" };
const terms = (overrides: Partial<BonusTerms> = {}): BonusTerms => ({
  multiplier: 10,
  base: "bonus",
  weights: { default: 0, category: { slot: 100, live: 10 } },
  maxBet: null,
  maxConversion: null,
  expiresAt: 30 * DAY,
  ...overrides,
});

describe("the rules", () => {
  it("computes the requirement on the bonus or on bonus + deposit, never above 10×", () => {
    expect(wageringRequirement({ multiplier: 10, base: "bonus" }, 1_000_000n, 1_000_000n)).toBe(10_000_000n);
    expect(wageringRequirement({ multiplier: 5, base: "bonus_deposit" }, 1_000_000n, 500_000n)).toBe(7_500_000n);
    expect(wageringRequirement({ multiplier: 40, base: "bonus" }, 100n)).toBe(1_000n);
    expect(bonusTermsError(terms({ multiplier: MAX_WAGERING_MULTIPLIER + 1 }))).toBe("multiplier");
    expect(bonusTermsError(terms({ multiplier: 2.5 }))).toBe("multiplier");
    expect(bonusTermsError(terms({ weights: { default: 101 } }))).toBe("weight");
    expect(bonusTermsError(terms({ weights: { default: 0, game: { x: -1 } } }))).toBe("weight");
    expect(bonusTermsError(terms({ maxBet: 0n }))).toBe("max_bet");
    expect(bonusTermsError(terms({ maxConversion: -1n }))).toBe("max_conversion");
    expect(bonusTermsError(terms())).toBeNull();
  });

  it("takes the most specific weight: game, vendor, category, default", () => {
    const weights = { default: 5, category: { slot: 100 }, vendor: { DEMO: 50 }, game: { "demo.slot.1": 0 } };
    expect(contributionWeight(weights, SLOT)).toBe(0);
    expect(contributionWeight(weights, { ...SLOT, game: "other" })).toBe(50);
    expect(contributionWeight(weights, { ...SLOT, game: "other", vendor: "X" })).toBe(100);
    expect(contributionWeight(weights, { category: "sports", vendor: "X", game: "y" })).toBe(5);
    expect(wageringContribution(999n, 10)).toBe(99n);
    expect(bonusShare(250_000n, 100_000n, 60_000n)).toBe(150_000n);
    expect(bonusShare(1n, 3n, 1n)).toBe(0n);
  });
});

describe("the worked example (features-research.md c.2)", () => {
  it("deposit 1,000,000, 100 % bonus, 10× bonus: slots count fully, live at 10 %, returns split by the stake", () => {
    const wallet = new BonusWallet();
    wallet.deposit(1_000_000n);
    const grant = wallet.grant("g1", 1_000_000n, terms(), 1_000_000n);
    expect(grant.required).toBe(10_000_000n);
    // Real money pays first: the first 1,000,000 of slot stakes are real, then the bonus.
    wallet.deposit(6_000_000n);
    expect(wallet.bet("r1", 2_000_000n, SLOT, DAY)).toMatchObject({ ok: true, real: 2_000_000n, bonus: 0n });
    wallet.win("r1", 0n);
    expect(wallet.bet("r2", 5_000_000n, LIVE, DAY)).toMatchObject({
      ok: true,
      real: 5_000_000n,
      contribution: 500_000n,
    });
    wallet.win("r2", 0n);
    expect(grant.progress).toBe(2_500_000n);
    // With 40,000 real left, a 100,000 bet takes it and 60,000 of bonus; its 250,000 return splits 100,000 / 150,000.
    expect(wallet.real).toBe(0n);
    wallet.deposit(40_000n);
    expect(wallet.bet("r4", 100_000n, SLOT, DAY)).toMatchObject({
      ok: true,
      real: 40_000n,
      bonus: 60_000n,
      grantId: "g1",
    });
    expect(wallet.win("r4", 250_000n)).toEqual({ real: 100_000n, bonus: 150_000n });
    expect(grant.balance).toBe(1_000_000n - 60_000n + 150_000n);
    expect(wallet.check()).toEqual([]);
  });

  it("converts at the requirement (capped) and expires with a forfeit entry", () => {
    const wallet = new BonusWallet(0n);
    const grant = wallet.grant("g", 100_000n, terms({ multiplier: 2, maxConversion: 50_000n }));
    expect(wallet.bet("a", 100_000n, SLOT, 0)).toMatchObject({ ok: true, bonus: 100_000n });
    expect(wallet.win("a", 180_000n)).toEqual({ real: 0n, bonus: 180_000n });
    expect(wallet.bet("b", 100_000n, SLOT, 0)).toMatchObject({ ok: true, contribution: 100_000n });
    // Requirement met: 80,000 left of 180,000, converted up to 50,000, the rest forfeited.
    expect(grant.status).toBe("converted");
    expect(wallet.real).toBe(50_000n);
    expect(wallet.forfeited).toBe(30_000n);
    // A win on the converted grant's bonus stake is real money now.
    expect(wallet.win("b", 20_000n)).toEqual({ real: 20_000n, bonus: 0n });
    const other = wallet.grant("h", 10_000n, terms({ expiresAt: DAY }));
    expect(wallet.bet("c", 60_000n, SLOT, DAY - 1)).toMatchObject({ ok: true, real: 60_000n, bonus: 0n, grantId: "h" });
    wallet.expireDue(DAY);
    expect(other.status).toBe("expired");
    expect(other.entries.at(-1)).toMatchObject({ kind: "expire", bonus: -10_000n, balanceAfter: 0n });
    expect(wallet.check()).toEqual([]);
  });

  it("takes back a rolled-back bet's stake in its proportion and its contribution", () => {
    const wallet = new BonusWallet(30_000n);
    const grant = wallet.grant("g", 70_000n, terms());
    expect(wallet.bet("a", 100_000n, SLOT, 0)).toMatchObject({ ok: true, real: 30_000n, bonus: 70_000n });
    expect(grant.progress).toBe(100_000n);
    expect(wallet.rollback("a")).toEqual({ real: 30_000n, bonus: 70_000n });
    expect({ real: wallet.real, balance: grant.balance, progress: grant.progress }).toEqual({
      real: 30_000n,
      balance: 70_000n,
      progress: 0n,
    });
    expect(grant.entries.at(-1)).toMatchObject({ kind: "rollback", wagering: -100_000n });
    expect(wallet.check()).toEqual([]);
  });

  it("refuses a stake above the max bet, one it cannot fund, and a repeated round", () => {
    const wallet = new BonusWallet(10_000n);
    wallet.grant("g", 5_000n, terms({ maxBet: 8_000n }));
    expect(wallet.bet("a", 9_000n, SLOT, 0)).toEqual({ ok: false, reason: "max_bet" });
    expect(wallet.bet("a", 8_000n, SLOT, 0)).toMatchObject({ ok: true, real: 8_000n });
    expect(wallet.bet("a", 1_000n, SLOT, 0)).toEqual({ ok: false, reason: "duplicate" });
    expect(wallet.bet("b", 7_001n, SLOT, 0)).toEqual({ ok: false, reason: "insufficient" });
    expect(wallet.bet("b", 7_000n, SLOT, 0)).toMatchObject({ ok: true, real: 2_000n, bonus: 5_000n });
    expect(wallet.check()).toEqual([]);
  });
});

/* ---- The model under random sequences ---- */

type Step =
  | { kind: "deposit"; amount: bigint }
  | {
      kind: "grant";
      amount: bigint;
      multiplier: number;
      deposit: bigint;
      maxBet: bigint | null;
      cap: bigint | null;
      days: number;
    }
  | { kind: "bet"; stake: bigint; live: boolean }
  | { kind: "win"; pick: number; amount: bigint }
  | { kind: "rollback"; pick: number }
  | { kind: "forfeit"; pick: number }
  | { kind: "time"; days: number };

const money = (max: number) => fc.bigInt({ min: 1n, max: BigInt(max) });
// Weighted towards bets and returns on small real balances, so that bonus-funded stakes, conversions,
// expiries and returns on closed grants all happen in most runs.
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("deposit" as const), amount: money(100_000) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("grant" as const),
      amount: money(300_000),
      multiplier: fc.integer({ min: 0, max: 10 }),
      deposit: fc.bigInt({ min: 0n, max: 300_000n }),
      maxBet: fc.option(money(200_000), { nil: null }),
      cap: fc.option(money(200_000), { nil: null }),
      days: fc.integer({ min: 1, max: 10 }),
    }),
  },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("bet" as const), stake: money(150_000), live: fc.boolean() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("win" as const),
      pick: fc.nat(),
      amount: fc.bigInt({ min: 0n, max: 600_000n }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("rollback" as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("forfeit" as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("time" as const), days: fc.integer({ min: 1, max: 4 }) }) },
);

describe("the wallet under any sequence of deposits, grants, bets, wins, rollbacks, forfeits and time", () => {
  it("keeps every identity, funds real first from one grant, and settles each round once", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 100_000n }), fc.array(step, { maxLength: 80 }), (opening, steps) => {
        const wallet = new BonusWallet(opening);
        const rounds: string[] = [];
        let now = 0;
        let grants = 0;
        for (const s of steps) {
          switch (s.kind) {
            case "deposit":
              wallet.deposit(s.amount);
              break;
            case "grant":
              wallet.grant(
                `g${grants++}`,
                s.amount,
                terms({
                  multiplier: s.multiplier,
                  maxBet: s.maxBet,
                  maxConversion: s.cap,
                  expiresAt: now + s.days * DAY,
                }),
                s.deposit,
              );
              break;
            case "bet": {
              const realBefore = wallet.real;
              const feeding = wallet.activeGrants().filter((g) => g.terms.expiresAt > now)[0];
              const round = `r${rounds.length}`;
              const outcome = wallet.bet(round, s.stake, s.live ? LIVE : SLOT, now);
              if (outcome.ok) {
                rounds.push(round);
                // Real money first: bonus only for the shortfall, and from the grant that expires first.
                expect(outcome.real).toBe(s.stake <= realBefore ? s.stake : realBefore);
                expect(outcome.grantId).toBe(feeding?.id ?? null);
                // One bet feeds one grant.
                const feeds = [...wallet.grants.values()].filter((g) =>
                  g.entries.some((e) => e.round === round && e.kind === "bet"),
                );
                expect(feeds.length).toBe(outcome.grantId ? 1 : 0);
              }
              break;
            }
            case "win":
              if (rounds.length) wallet.win(rounds[s.pick % rounds.length]!, s.amount);
              break;
            case "rollback":
              if (rounds.length) wallet.rollback(rounds[s.pick % rounds.length]!);
              break;
            case "forfeit": {
              const active = wallet.activeGrants();
              if (active.length) expect(wallet.end(active[s.pick % active.length]!.id, "forfeit")).toBe(true);
              break;
            }
            case "time":
              now += s.days * DAY;
              wallet.expireDue(now);
              break;
          }
          expect(wallet.check()).toEqual([]);
        }
        // A round is settled once: after every open round is rolled back, no second win or rollback moves money.
        for (const round of rounds) wallet.rollback(round);
        const settled = { real: wallet.real, bonus: wallet.bonusBalance, forfeited: wallet.forfeited };
        for (const round of rounds) {
          expect(wallet.win(round, 1_000n)).toBeNull();
          expect(wallet.rollback(round)).toBeNull();
        }
        expect({ real: wallet.real, bonus: wallet.bonusBalance, forfeited: wallet.forfeited }).toEqual(settled);
        expect(wallet.check()).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });
});
