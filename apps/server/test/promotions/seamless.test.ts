import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BonusWallet, type BonusTerms } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { fund } from "../support/cashier.ts";
import { createTestVendor, openVendorSession, vendorCall, type TestVendor } from "../support/vendor.ts";
import { endGrant, giveGrant, grantViolations } from "../../src/modules/promotions/index.ts";
import { balanceOf, main, verifyLedger } from "../../src/modules/ledger/index.ts";

/*
 * The seamless wallet with bonus grants (issue 15): a vendor's bet, win and rollback calls go through
 * the grant rules when the member holds an active grant — real money first, the bonus of the grant
 * that expires first for the shortfall, its max bet refused before any money moves, wins and
 * rollbacks back in the stake's proportion, conversion once the requirement is met — and the balance
 * the vendor sees is the playable one (main + bonus). A fast-check run drives random calls through
 * HTTP and compares with the in-memory model of packages/contracts/src/promotions-wagering.ts.
 */

let t: TestApp;
let vendor: TestVendor;
const GAME = "slot.bonus-1";
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  vendor = await createTestVendor(t.db, { code: "BONUSV", games: [GAME] });
});
afterAll(() => t.close());

const terms = (overrides: Partial<BonusTerms> = {}): BonusTerms => ({
  multiplier: 2,
  base: "bonus",
  weights: { default: 0, category: { RNG: 100 } },
  maxBet: null,
  maxConversion: null,
  expiresAt: Date.now() + 30 * DAY,
  ...overrides,
});

const uid = () => randomBytes(6).toString("hex");

async function player(mainBalance: bigint) {
  const { rows } = await t.db.query<{ id: bigint }>(
    "insert into member (account, password_hash) values ($1, '!bonus-test') returning id",
    [`bn${uid()}`],
  );
  const memberId = rows[0]!.id;
  if (mainBalance > 0n) await fund(t.db, memberId, mainBalance);
  const session = await openVendorSession(t.app, { memberId, vendorCode: vendor.code, gameCode: GAME });
  return { memberId, token: session.token };
}

async function call(action: string, body: Record<string, unknown>) {
  const response = await vendorCall(t.app, { vendorCode: vendor.code, secret: vendor.secret, action, body });
  return { status: response.statusCode, body: response.json() as { code: string; value: { balance: string } | null } };
}

async function grantRow(id: bigint) {
  const { rows } = await t.db.query<{ status: string; balance: bigint; progress: bigint }>(
    "select status, balance, progress from promotion_grant where id = $1",
    [id.toString()],
  );
  return rows[0]!;
}

async function bonusOf(memberId: bigint): Promise<bigint> {
  const { rows } = await t.db.query<{ b: bigint }>(
    "select coalesce(sum(balance), 0)::int8 as b from ledger_account where kind = 'player_bonus' and member_id = $1",
    [memberId.toString()],
  );
  return rows[0]!.b;
}

async function identities() {
  expect(await grantViolations(t.db)).toEqual([]);
  expect((await verifyLedger(t.db)).violations).toEqual([]);
}

describe("seamless wallet with a bonus grant", () => {
  it("stakes real money first, then the bonus; pays wins in the stake's proportion; answers main + bonus", async () => {
    const p = await player(40_000n);
    const { grantId } = await giveGrant(t.db, {
      memberId: p.memberId,
      source: "test",
      ref: uid(),
      amount: 60_000n,
      terms: terms(),
    });

    const balance = await call("balance", { token: p.token });
    expect(balance.body.value?.balance).toBe("100000");

    const round = `r-${uid()}`;
    const bet = await call("bet", {
      token: p.token,
      transactionId: `b-${uid()}`,
      roundId: round,
      gameCode: GAME,
      amount: "100000",
    });
    expect(bet.body.code).toBe("ok");
    expect(bet.body.value?.balance).toBe("0");
    expect(await balanceOf(t.db, main(p.memberId))).toBe(0n);
    expect(await grantRow(grantId)).toMatchObject({ status: "active", balance: 0n, progress: 100_000n });

    // The research's worked example: a 40 % real / 60 % bonus stake returning 250,000 → 100,000 real, 150,000 bonus.
    const win = await call("win", {
      token: p.token,
      transactionId: `w-${uid()}`,
      roundId: round,
      gameCode: GAME,
      amount: "250000",
      endRound: true,
    });
    expect(win.body.code).toBe("ok");
    expect(await balanceOf(t.db, main(p.memberId))).toBe(100_000n);
    expect(await grantRow(grantId)).toMatchObject({ balance: 150_000n });
    expect(win.body.value?.balance).toBe("250000");
    await identities();
  });

  it("refuses a stake above the grant's max bet with bonus_max_bet and moves nothing", async () => {
    const p = await player(50_000n);
    await giveGrant(t.db, {
      memberId: p.memberId,
      source: "test",
      ref: uid(),
      amount: 10_000n,
      terms: terms({ maxBet: 5_000n }),
    });
    const tx = `b-${uid()}`;
    const round = `r-${uid()}`;
    const refused = await call("bet", {
      token: p.token,
      transactionId: tx,
      roundId: round,
      gameCode: GAME,
      amount: "6000",
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("bonus_max_bet");
    expect(await balanceOf(t.db, main(p.memberId))).toBe(50_000n);
    // A stored refusal: the same transaction id answers it again.
    const again = await call("bet", {
      token: p.token,
      transactionId: tx,
      roundId: round,
      gameCode: GAME,
      amount: "6000",
    });
    expect(again.body.code).toBe("bonus_max_bet");
    const within = await call("bet", {
      token: p.token,
      transactionId: `b-${uid()}`,
      roundId: `r-${uid()}`,
      gameCode: GAME,
      amount: "5000",
    });
    expect(within.body.code).toBe("ok");
    await identities();
  });

  it("converts the bonus to real money once the requirement is met, and a rollback returns the bonus share", async () => {
    const p = await player(0n);
    const { grantId } = await giveGrant(t.db, {
      memberId: p.memberId,
      source: "test",
      ref: uid(),
      amount: 20_000n,
      terms: terms({ multiplier: 1 }),
    });
    // A bet funded by the bonus alone, rolled back: the bonus and the progress come back.
    const round = `r-${uid()}`;
    const betTx = `b-${uid()}`;
    expect(
      (await call("bet", { token: p.token, transactionId: betTx, roundId: round, gameCode: GAME, amount: "8000" })).body
        .code,
    ).toBe("ok");
    expect(await grantRow(grantId)).toMatchObject({ balance: 12_000n, progress: 8_000n });
    const rollback = await call("rollback", {
      token: p.token,
      transactionId: `rb-${uid()}`,
      referenceTransactionId: betTx,
      roundId: round,
      gameCode: GAME,
      amount: "8000",
    });
    expect(rollback.body.code).toBe("ok");
    expect(await grantRow(grantId)).toMatchObject({ balance: 20_000n, progress: 0n });
    expect(rollback.body.value?.balance).toBe("20000");

    // 20,000 wagered (1×): the grant converts inside the bet that meets it.
    const r2 = `r-${uid()}`;
    expect(
      (await call("bet", { token: p.token, transactionId: `b-${uid()}`, roundId: r2, gameCode: GAME, amount: "15000" }))
        .body.code,
    ).toBe("ok");
    const last = await call("bet", {
      token: p.token,
      transactionId: `b-${uid()}`,
      roundId: r2,
      gameCode: GAME,
      amount: "5000",
    });
    expect(last.body.code).toBe("ok");
    expect((await grantRow(grantId)).status).toBe("converted");
    expect(await bonusOf(p.memberId)).toBe(0n);
    // A later win of the round is real money: the grant has converted.
    const win = await call("win", {
      token: p.token,
      transactionId: `w-${uid()}`,
      roundId: r2,
      gameCode: GAME,
      amount: "30000",
      endRound: true,
    });
    expect(win.body.code).toBe("ok");
    expect(await balanceOf(t.db, main(p.memberId))).toBe(30_000n);
    await identities();
  });

  it("without a grant the seamless calls stay as they were (bonus of an ended grant: no change to the answer)", async () => {
    const p = await player(10_000n);
    const { grantId } = await giveGrant(t.db, {
      memberId: p.memberId,
      source: "test",
      ref: uid(),
      amount: 5_000n,
      terms: terms(),
    });
    await endGrant(t.db, grantId, "forfeit", "test");
    const bet = await call("bet", {
      token: p.token,
      transactionId: `b-${uid()}`,
      roundId: `r-${uid()}`,
      gameCode: GAME,
      amount: "3000",
    });
    expect(bet.body.value?.balance).toBe("7000");
    await identities();
  });

  it("matches the in-memory model over random bets, wins and rollbacks through the vendor API", async () => {
    type Step = { kind: "bet"; amount: number } | { kind: "win"; amount: number } | { kind: "rollback" };
    const step = fc.oneof(
      fc.record({ kind: fc.constant("bet" as const), amount: fc.integer({ min: 1, max: 30_000 }) }),
      fc.record({ kind: fc.constant("win" as const), amount: fc.integer({ min: 0, max: 60_000 }) }),
      fc.record({ kind: fc.constant("rollback" as const) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 1, max: 50_000 }),
        fc.array(step, { maxLength: 12 }),
        async (real, bonus, steps: Step[]) => {
          const p = await player(BigInt(real));
          const grantTerms = terms({ multiplier: 3 });
          const { grantId } = await giveGrant(t.db, {
            memberId: p.memberId,
            source: "test",
            ref: uid(),
            amount: BigInt(bonus),
            terms: grantTerms,
          });
          const model = new BonusWallet(BigInt(real));
          model.grant(grantId.toString(), BigInt(bonus), grantTerms);
          const scope = { category: "RNG", vendor: vendor.code, game: GAME };
          // Each round holds one bet (a rollback undoes the open round's bet; a win ends the round).
          let open: { round: string; tx: string; amount: bigint; modelRound: string } | null = null;
          for (const s of steps) {
            if (s.kind === "bet" && open === null) {
              const round = `r-${uid()}`;
              const tx = `b-${uid()}`;
              const answer = await call("bet", {
                token: p.token,
                transactionId: tx,
                roundId: round,
                gameCode: GAME,
                amount: String(s.amount),
              });
              const expected = model.bet(round, BigInt(s.amount), scope, Date.now());
              expect(answer.body.code).toBe(expected.ok ? "ok" : "insufficient_balance");
              if (expected.ok) open = { round, tx, amount: BigInt(s.amount), modelRound: round };
            } else if (s.kind === "win" && open !== null) {
              const answer = await call("win", {
                token: p.token,
                transactionId: `w-${uid()}`,
                roundId: open.round,
                gameCode: GAME,
                amount: String(s.amount),
                endRound: true,
              });
              expect(answer.body.code).toBe("ok");
              model.win(open.modelRound, BigInt(s.amount));
              open = null;
            } else if (s.kind === "rollback" && open !== null) {
              const answer = await call("rollback", {
                token: p.token,
                transactionId: `rb-${uid()}`,
                referenceTransactionId: open.tx,
                roundId: open.round,
                gameCode: GAME,
                amount: String(open.amount),
              });
              expect(answer.body.code).toBe("ok");
              model.rollback(open.modelRound);
              open = null;
            }
            expect(await balanceOf(t.db, main(p.memberId))).toBe(model.real);
            expect(await bonusOf(p.memberId)).toBe(model.bonusBalance);
            const row = await grantRow(grantId);
            const g = model.grants.get(grantId.toString())!;
            expect(row).toMatchObject({ status: g.status, balance: g.balance, progress: g.progress });
          }
        },
      ),
      { numRuns: 40 },
    );
    await identities();
  }, 240_000);
});
