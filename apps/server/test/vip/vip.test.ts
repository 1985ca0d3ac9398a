import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Response as LightMyRequestResponse } from "light-my-request";
import {
  CONSOLE_PATHS,
  GAME_CATEGORIES,
  PATHS,
  type ConsoleVipLevel,
  type MemberInfo,
  type VipEvaluation,
  type VipState,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import { ADMIN, CASHIER, auditRows, bearer, operatorToken } from "../console/console-support.ts";
import { loggedInMember } from "../support/factories.ts";
import { bankAccountId, cashierMember, withdrawRequest } from "../support/cashier.ts";
import { offerRewards } from "../../src/modules/rewards/index.ts";
import { dailyWithdrawalLimit, evaluateDue, rebateRates, runEvaluation } from "../../src/modules/vip/index.ts";

/*
 * VIP progression (issue 15 item 4) on a real database: one level per evaluation whatever the member
 * qualifies for, one change per member and evaluation day, the upgrade bonus offered once per
 * (member, level) ever in the reward centre, the keep-window downgrade with its 30-day limits, the
 * member's /vip state and member info, the VIP daily withdrawals in the cashier, and the console's
 * calls (bad input → catalogue code, nothing stored; every change audited).
 */

let t: TestApp;
let admin: Record<string, string>;
let cashier: Record<string, string>;
let game: { id: number; vendor_code: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await operatorToken(t.app, t.db, ADMIN));
  cashier = bearer(await operatorToken(t.app, t.db, CASHIER));
  const { rows } = await t.db.query<{ id: number; vendor_code: string }>(
    "select g.id, g.vendor_code from game g join game_vendor v using (vendor_code) where v.wallet_mode = 'seamless' order by g.id limit 1",
  );
  game = rows[0]!;
});
afterAll(() => t.close());

const DAY = 86_400_000;
const DONG = 100n;
/** Noon (brand time) `days` from today: evaluation days far from the seed's and from each other. */
const dayAt = (days: number) =>
  new Date(Math.floor((Date.now() + 7 * 3_600_000) / DAY) * DAY - 7 * 3_600_000 + days * DAY + 12 * 3_600_000);

async function settings(
  values: Partial<{ upgrade_condition: string; downgrade_rule: string; keep_window_days: number }>,
) {
  await t.db.query(
    `update vip_setting set upgrade_condition = coalesce($1, upgrade_condition),
            downgrade_rule = coalesce($2, downgrade_rule), keep_window_days = coalesce($3, keep_window_days)`,
    [values.upgrade_condition ?? null, values.downgrade_rule ?? null, values.keep_window_days ?? null],
  );
}

/** A settled round of `stake` minor units ended at `endedAt`. */
async function round(memberId: bigint, stake: bigint, endedAt: Date) {
  await t.db.query(
    `insert into game_round (vendor_code, round_id, member_id, game_id, status, bet_amount, win_amount, started_at, ended_at)
     values ($1, $2, $3, $4, 'settled', $5, 0, $6, $6)`,
    [game.vendor_code, `vip-test-${randomBytes(6).toString("hex")}`, memberId, game.id, stake, endedAt],
  );
}

async function level(memberId: bigint): Promise<{ level: number; highest_level: number } | undefined> {
  const { rows } = await t.db.query<{ level: number; highest_level: number }>(
    "select level::int, highest_level::int from member_vip where member_id = $1",
    [memberId],
  );
  return rows[0];
}

async function rewards(memberId: bigint) {
  const { rows } = await t.db.query<{ source: string; source_ref: string; amount: bigint; wagering: number }>(
    "select source, source_ref, amount, wagering from reward where member_id = $1 and source like 'vip_%' order by id",
    [memberId],
  );
  return rows;
}

const evaluate = (memberId: bigint, now: Date) => runEvaluation(t.db, offerRewards, { memberId, now });

async function ladder(): Promise<ConsoleVipLevel[]> {
  return okValue<ConsoleVipLevel[]>(await get(t.app, CONSOLE_PATHS.vipLevels, cashier));
}

beforeEach(async () => {
  await settings({ upgrade_condition: "any", downgrade_rule: "none", keep_window_days: 30 });
});

describe("the evaluation", () => {
  it("moves a member up ONE level per evaluation even when they qualify for three, once per day", async () => {
    const member = await loggedInMember(t.db);
    const levels = await ladder();
    // Enough valid bet for VIP3 at once (any condition: the bet requirement alone suffices).
    await round(member.id, BigInt(levels[3]!.betRequirement), dayAt(-40));
    const first = await evaluate(member.id, dayAt(1));
    expect(first).toMatchObject({ upgrades: 1, downgrades: 0, upgradeBonusesOffered: 1 });
    expect(await level(member.id)).toEqual({ level: 1, highest_level: 1 });

    const again = await evaluate(member.id, new Date(dayAt(1).getTime() + 3_600_000));
    expect(again).toMatchObject({ upgrades: 0, upgradeBonusesOffered: 0 });
    expect(await level(member.id)).toEqual({ level: 1, highest_level: 1 });

    await evaluate(member.id, dayAt(2));
    expect((await level(member.id))!.level).toBe(2);
    await evaluate(member.id, dayAt(3));
    expect((await level(member.id))!.level).toBe(3);
    // VIP4 asks for more than the member has bet.
    expect(await evaluate(member.id, dayAt(4))).toMatchObject({ upgrades: 0 });
    expect((await level(member.id))!.level).toBe(3);

    expect((await rewards(member.id)).filter((reward) => reward.source === "vip_upgrade")).toEqual(
      [1, 2, 3].map((n) => ({
        source: "vip_upgrade",
        source_ref: `${member.id}:${n}`,
        amount: BigInt(levels[n]!.upgradeBonus),
        wagering: 1,
      })),
    );
  });

  it("counts only settled rounds, by the time they ended", async () => {
    const member = await loggedInMember(t.db);
    const levels = await ladder();
    const stake = BigInt(levels[1]!.betRequirement);
    await round(member.id, stake, dayAt(41));
    await t.db.query("update game_round set status = 'rolled_back' where member_id = $1", [member.id]);
    // A round that ends after the evaluation does not count in it either.
    await round(member.id, stake, dayAt(43));
    expect(await evaluate(member.id, dayAt(42))).toMatchObject({ upgrades: 0 });
    expect(await evaluate(member.id, dayAt(44))).toMatchObject({ upgrades: 1 });
  });

  it("runs the daily job once per brand day: a second tick of the day evaluates nobody", async () => {
    const member = await loggedInMember(t.db);
    const levels = await ladder();
    await round(member.id, BigInt(levels[1]!.betRequirement), dayAt(500));
    expect(await evaluateDue(t.db, offerRewards, dayAt(501))).toBe(true);
    expect((await level(member.id))!.level).toBe(1);
    await round(member.id, BigInt(levels[2]!.betRequirement), dayAt(501));
    expect(await evaluateDue(t.db, offerRewards, new Date(dayAt(501).getTime() + 3_600_000))).toBe(false);
    expect((await level(member.id))!.level).toBe(1);
    expect(await evaluateDue(t.db, offerRewards, dayAt(502))).toBe(true);
    expect((await level(member.id))!.level).toBe(2);
  });

  it("never lets an evaluation overwrite an operator's change made at the same time", async () => {
    const levels = await ladder();
    for (let attempt = 0; attempt < 5; attempt++) {
      const member = await loggedInMember(t.db);
      await round(member.id, BigInt(levels[1]!.betRequirement), dayAt(600));
      const [, set] = await Promise.all([
        evaluate(member.id, dayAt(601 + attempt)),
        t.app.inject({
          method: "PUT",
          url: CONSOLE_PATHS.vipMemberLevel.replace(":id", member.id.toString()),
          headers: admin,
          payload: { level: 5, reason: "concurrent" },
        }),
      ]);
      expect(set.statusCode).toBe(200);
      expect((await level(member.id))!.level).toBe(5);
      const { rows } = await t.db.query<{ to_level: number }>(
        "select to_level::int from vip_change where member_id = $1 order by id desc limit 1",
        [member.id],
      );
      expect(rows[0]!.to_level).toBe(5);
    }
  });

  it("seeds the demo members one level per day: vip01 at VIP3, vip02 at VIP2, vip03 at VIP1", async () => {
    const { rows } = await t.db.query<{ account: string; level: number; changes: number }>(
      `select m.account, v.level::int,
              (select count(*)::int from vip_change c where c.member_id = m.id and c.kind = 'upgrade') as changes
         from member m join member_vip v on v.member_id = m.id
        where m.account in ('vip01', 'vip02', 'vip03') order by m.account`,
    );
    expect(rows).toEqual([
      { account: "vip01", level: 3, changes: 3 },
      { account: "vip02", level: 2, changes: 2 },
      { account: "vip03", level: 1, changes: 1 },
    ]);
  });

  it("needs every requirement under the 'all' condition and counts credited deposits", async () => {
    await settings({ upgrade_condition: "all" });
    const member = await loggedInMember(t.db);
    const levels = await ladder();
    await round(member.id, BigInt(levels[1]!.betRequirement), dayAt(-5));
    expect(await evaluate(member.id, dayAt(10))).toMatchObject({ upgrades: 0 });
    await t.db.query(
      `insert into deposit_order (order_no, member_id, method_id, receiving_account_id, amount, memo, status, request_id,
                                  expires_at, credited_at)
       select $1, $2, (select id from deposit_method order by id limit 1), (select id from receiving_account order by id limit 1),
              $3, $1, 'credited', $1, now(), $4`,
      [`VIPT${randomBytes(5).toString("hex")}`, member.id, levels[1]!.depositRequirement, dayAt(-1)],
    );
    expect(await evaluate(member.id, dayAt(11))).toMatchObject({ upgrades: 1 });
    expect((await level(member.id))!.level).toBe(1);
  });

  it("offers a level's upgrade bonus once ever: back at a level held before, nothing new is offered", async () => {
    const member = await loggedInMember(t.db);
    const levels = await ladder();
    await round(member.id, BigInt(levels[1]!.betRequirement), dayAt(20));
    await evaluate(member.id, dayAt(21));
    expect(await level(member.id)).toEqual({ level: 1, highest_level: 1 });
    // An operator lowers the member; the next evaluation takes them back up (the keep amount is met).
    const res = await t.app.inject({
      method: "PUT",
      url: CONSOLE_PATHS.vipMemberLevel.replace(":id", member.id.toString()),
      headers: admin,
      payload: { level: 0, reason: "test: correction" },
    });
    expect(res.statusCode).toBe(200);
    expect(await level(member.id)).toEqual({ level: 0, highest_level: 1 });
    expect(await evaluate(member.id, dayAt(22))).toMatchObject({ upgrades: 1, upgradeBonusesOffered: 0 });
    expect(await level(member.id)).toEqual({ level: 1, highest_level: 1 });
    expect((await rewards(member.id)).filter((reward) => reward.source === "vip_upgrade")).toHaveLength(1);
    const { rows } = await t.db.query<{ kind: string; upgrade_bonus: bigint }>(
      "select kind, upgrade_bonus from vip_change where member_id = $1 order by id",
      [member.id],
    );
    expect(rows).toEqual([
      { kind: "upgrade", upgrade_bonus: BigInt(levels[1]!.upgradeBonus) },
      { kind: "manual", upgrade_bonus: 0n },
      { kind: "upgrade", upgrade_bonus: 0n },
    ]);
  });

  it("offers the month's bonus once per member and month, at the member's level", async () => {
    const member = await loggedInMember(t.db);
    const levels = await ladder();
    await t.db.query("insert into member_vip (member_id, level, highest_level) values ($1, 3, 3)", [member.id]);
    await evaluate(member.id, dayAt(30));
    await evaluate(member.id, dayAt(31));
    const monthly = (await rewards(member.id)).filter((reward) => reward.source === "vip_monthly");
    const months = new Set(
      [dayAt(30), dayAt(31)].map((at) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 7)),
    );
    expect(monthly).toHaveLength(months.size);
    expect(monthly[0]).toMatchObject({
      amount: BigInt(levels[3]!.monthlyBonus),
      source_ref: `${member.id}:${[...months][0]}`,
    });
  });
});

describe("downgrades", () => {
  /** A member at `at` level since long ago, with `recent` valid bet placed just before `now`. */
  async function heldLevel(at: number, since: Date) {
    const member = await loggedInMember(t.db);
    await t.db.query(
      "insert into member_vip (member_id, level, highest_level, last_upgrade_at) values ($1, $2, $2, $3)",
      [member.id, at, since],
    );
    return member;
  }

  it("never downgrades under the rule 'none'", async () => {
    const member = await heldLevel(3, dayAt(-400));
    expect(await evaluate(member.id, dayAt(50))).toMatchObject({ downgrades: 0 });
    expect((await level(member.id))!.level).toBe(3);
  });

  it("downgrades one level when the window's valid bet is below the keep amount, at most once in 30 days", async () => {
    await settings({ downgrade_rule: "keep_window", keep_window_days: 30 });
    const levels = await ladder();
    const member = await heldLevel(3, dayAt(-400));
    // Enough in the window to keep VIP3 at day 60, not in later windows.
    await round(member.id, BigInt(levels[3]!.keepBet), dayAt(59));
    expect(await evaluate(member.id, dayAt(60))).toMatchObject({ downgrades: 0 });

    expect(await evaluate(member.id, dayAt(95))).toMatchObject({ downgrades: 1 });
    expect(await level(member.id)).toEqual({ level: 2, highest_level: 3 });
    // The same day again, and the next days within 30 days: no second downgrade.
    expect(await evaluate(member.id, new Date(dayAt(95).getTime() + 3_600_000))).toMatchObject({ downgrades: 0 });
    expect(await evaluate(member.id, dayAt(96))).toMatchObject({ downgrades: 0 });
    expect(await evaluate(member.id, dayAt(124))).toMatchObject({ downgrades: 0 });
    expect((await level(member.id))!.level).toBe(2);
    // 30 days after the downgrade, one more.
    expect(await evaluate(member.id, dayAt(126))).toMatchObject({ downgrades: 1 });
    expect(await level(member.id)).toEqual({ level: 1, highest_level: 3 });
  });

  it("does not downgrade within 30 days of an upgrade", async () => {
    await settings({ downgrade_rule: "keep_window", keep_window_days: 30 });
    const member = await heldLevel(2, dayAt(190));
    expect(await evaluate(member.id, dayAt(200))).toMatchObject({ downgrades: 0 });
    expect(await evaluate(member.id, dayAt(219))).toMatchObject({ downgrades: 0 });
    expect((await level(member.id))!.level).toBe(2);
    expect(await evaluate(member.id, dayAt(221))).toMatchObject({ downgrades: 1 });
    expect((await level(member.id))!.level).toBe(1);
  });

  it("takes a downgraded member back up only when the keep amount of the level is met again", async () => {
    await settings({ downgrade_rule: "keep_window", keep_window_days: 30 });
    const levels = await ladder();
    const member = await loggedInMember(t.db);
    await t.db.query(
      "insert into member_vip (member_id, level, highest_level, last_downgrade_at) values ($1, 1, 2, $2)",
      [member.id, dayAt(290)],
    );
    // Cumulative valid bet far above VIP2's requirement, but long ago.
    await round(member.id, BigInt(levels[2]!.betRequirement) * 2n, dayAt(100));
    expect(await evaluate(member.id, dayAt(300))).toMatchObject({ upgrades: 0, downgrades: 0 });
    await round(member.id, BigInt(levels[2]!.keepBet), dayAt(305));
    expect(await evaluate(member.id, dayAt(306))).toMatchObject({ upgrades: 1, upgradeBonusesOffered: 0 });
    expect(await level(member.id)).toEqual({ level: 2, highest_level: 2 });
  });
});

describe("the member's side", () => {
  it("shows the level, the progress to the next level with what is missing, perks and history", async () => {
    const member = await loggedInMember(t.db);
    const levels = await ladder();
    const bet = BigInt(levels[1]!.betRequirement) + 7n * DONG;
    await round(member.id, bet, new Date(Date.now() - 60_000));
    await evaluate(member.id, new Date());
    const state = okValue<VipState>(await get(t.app, PATHS.vipState, { ...member.headers, language: "en" }));
    expect(state).toMatchObject({
      level: 1,
      name: "Bronze",
      validBet: bet.toString(),
      deposits: "0",
      next: {
        level: 2,
        name: "Silver",
        condition: "any",
        betRequirement: levels[2]!.betRequirement,
        betMissing: (BigInt(levels[2]!.betRequirement) - bet).toString(),
        depositMissing: levels[2]!.depositRequirement,
        qualified: false,
      },
      perks: { upgradeBonus: levels[1]!.upgradeBonus, dailyWithdrawals: levels[1]!.dailyWithdrawals },
    });
    expect(state.perks.rebates.map((rate) => rate.category)).toEqual([...GAME_CATEGORIES]);
    expect(state.history).toEqual([
      expect.objectContaining({ fromLevel: 0, toLevel: 1, kind: "upgrade", upgradeBonus: levels[1]!.upgradeBonus }),
    ]);
    const info = okValue<MemberInfo>(await get(t.app, PATHS.memberInfo, { ...member.headers, language: "en" }));
    expect(info.memberLabel).toEqual([{ labelName: "Bronze" }]);
    expectError(await get(t.app, PATHS.vipState, {}), "please_login_first");
  });

  it("exposes the rebate rates per level and category, 1.2 % at the top of the demo ladder", async () => {
    const rates = await rebateRates(t.db);
    const top = Math.max(...rates.map((rate) => rate.level));
    expect(Math.max(...rates.filter((rate) => rate.level === top).map((rate) => rate.basisPoints))).toBe(120);
    expect(Math.max(...rates.filter((rate) => rate.level === 0).map((rate) => rate.basisPoints))).toBe(50);
    expect(rates.filter((rate) => rate.level === 0)).toHaveLength(GAME_CATEGORIES.length);
  });

  it("refuses a withdrawal past the level's withdrawals per day with the catalogue code, nothing stored", async () => {
    const { rows } = await t.db.query<{ daily_withdrawals: number }>(
      "select daily_withdrawals from vip_level where level = 0",
    );
    await t.db.query("update vip_level set daily_withdrawals = 1 where level = 0");
    try {
      const member = await cashierMember(t.db);
      expect(await dailyWithdrawalLimit(t.db, member.id)).toBe(1);
      const account = await bankAccountId(t.app, member.headers);
      const first = await withdrawRequest(t.app, member.headers, { bankAccountId: account, amount: "10000000" });
      expect(first.statusCode).toBe(200);
      const before = await snapshotDatabase(t.db);
      const second = await withdrawRequest(t.app, member.headers, { bankAccountId: account, amount: "10000000" });
      expectError(second, "withdraw_daily_limit", "vi");
      expect(second.json().message).toContain("1");
      expect(await snapshotDatabase(t.db)).toEqual(before);
    } finally {
      await t.db.query("update vip_level set daily_withdrawals = $1 where level = 0", [rows[0]!.daily_withdrawals]);
    }
  });
});

describe("the console", () => {
  const levelBody = (level: ConsoleVipLevel) => ({
    depositRequirement: level.depositRequirement,
    betRequirement: level.betRequirement,
    keepBet: level.keepBet,
    upgradeBonus: level.upgradeBonus,
    monthlyBonus: level.monthlyBonus,
    dailyWithdrawals: level.dailyWithdrawals,
    rebates: level.rebates,
  });

  it("changes a level's figures and rates, audited, and keeps the headline rate the best category's", async () => {
    const levels = await ladder();
    const body = {
      ...levelBody(levels[4]!),
      upgradeBonus: "99900",
      rebates: levels[4]!.rebates.map((rate) => ({ ...rate, basisPoints: rate.category === "RNG" ? 95 : 40 })),
    };
    const res = await t.app.inject({
      method: "PUT",
      url: CONSOLE_PATHS.vipLevel.replace(":level", "4"),
      headers: admin,
      payload: body,
    });
    expect(okValue<ConsoleVipLevel>(res)).toMatchObject({ level: 4, upgradeBonus: "99900" });
    const { rows } = await t.db.query<{ rebate_basis_points: number }>(
      "select rebate_basis_points from vip_level where level = 4",
    );
    expect(rows[0]!.rebate_basis_points).toBe(95);
    expect((await auditRows(t.db)).filter((row) => row.action === "vip.level.update")).not.toHaveLength(0);
  });

  it("refuses bad input with a catalogue code and stores nothing", async () => {
    const levels = await ladder();
    const member = await loggedInMember(t.db);
    const put = (url: string, payload: object, headers = admin) =>
      t.app.inject({ method: "PUT", url, headers, payload });
    const before = await snapshotDatabase(t.db);
    const level3 = CONSOLE_PATHS.vipLevel.replace(":level", "3");
    const cases: [Promise<LightMyRequestResponse>, string, number][] = [
      [
        put(level3, { ...levelBody(levels[3]!), betRequirement: levels[5]!.betRequirement }),
        "vip_requirements_order",
        422,
      ],
      [put(level3, { ...levelBody(levels[3]!), depositRequirement: "0" }), "vip_requirements_order", 422],
      [put(CONSOLE_PATHS.vipLevel.replace(":level", "42"), levelBody(levels[3]!)), "vip_level_not_found", 404],
      [put(level3, { ...levelBody(levels[3]!), upgradeBonus: "-5" }), "validation_failed", 400],
      [put(level3, { ...levelBody(levels[3]!), rebates: levels[3]!.rebates.slice(1) }), "validation_failed", 400],
      [
        put(level3, {
          ...levelBody(levels[3]!),
          rebates: levels[3]!.rebates.map((r) => ({ ...r, basisPoints: 5000 })),
        }),
        "validation_failed",
        400,
      ],
      [put(level3, levelBody(levels[3]!), cashier), "forbidden", 403],
      [
        put(CONSOLE_PATHS.vipSettings, {
          upgradeCondition: "any",
          downgradeRule: "keep_window",
          keepWindowDays: 3,
          upgradeBonusWagering: 1,
          monthlyBonusWagering: 1,
        }),
        "validation_failed",
        400,
      ],
      [
        put(CONSOLE_PATHS.vipSettings, {
          upgradeCondition: "most",
          downgradeRule: "none",
          keepWindowDays: 30,
          upgradeBonusWagering: 1,
          monthlyBonusWagering: 1,
        }),
        "validation_failed",
        400,
      ],
      [
        put(CONSOLE_PATHS.vipMemberLevel.replace(":id", member.id.toString()), { level: 42, reason: "x" }),
        "vip_level_not_found",
        404,
      ],
      [
        put(CONSOLE_PATHS.vipMemberLevel.replace(":id", member.id.toString()), { level: 2, reason: "  " }),
        "validation_failed",
        400,
      ],
      [put(CONSOLE_PATHS.vipMemberLevel.replace(":id", "999999999"), { level: 2, reason: "x" }), "not_found", 404],
      [
        t.app.inject({
          method: "POST",
          url: CONSOLE_PATHS.vipEvaluations,
          headers: admin,
          payload: { memberId: "999999999" },
        }),
        "not_found",
        404,
      ],
      [
        t.app.inject({
          method: "POST",
          url: CONSOLE_PATHS.vipEvaluations,
          headers: admin,
          payload: { memberId: "x1" },
        }),
        "validation_failed",
        400,
      ],
      [get(t.app, `${CONSOLE_PATHS.vipMember}?account=nobody-here`, admin), "not_found", 404],
    ];
    for (const [call, code, status] of cases) {
      const res = await call;
      expect({ code: res.json().code, status: res.statusCode }).toEqual({ code, status });
    }
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("sets a member's level by hand with a reason and runs an evaluation on demand, both audited", async () => {
    const member = await loggedInMember(t.db);
    const levels = await ladder();
    const set = await t.app.inject({
      method: "PUT",
      url: CONSOLE_PATHS.vipMemberLevel.replace(":id", member.id.toString()),
      headers: admin,
      payload: { level: 2, reason: "VIP host request" },
    });
    expect(okValue<{ state: VipState }>(set).state.level).toBe(2);
    const seen = okValue<{ account: string; history: { kind: string; operator: string | null; reason: string }[] }>(
      await get(t.app, `${CONSOLE_PATHS.vipMember}?account=${member.account}`, cashier),
    );
    expect(seen.history[0]).toMatchObject({ kind: "manual", operator: ADMIN.username, reason: "VIP host request" });

    await round(member.id, BigInt(levels[3]!.betRequirement), new Date(Date.now() - 60_000));
    const run = await t.app.inject({
      method: "POST",
      url: CONSOLE_PATHS.vipEvaluations,
      headers: admin,
      payload: { memberId: member.id.toString() },
    });
    expect(okValue<VipEvaluation>(run)).toMatchObject({ upgrades: 1, upgradeBonusesOffered: 1 });
    expect((await level(member.id))!.level).toBe(3);
    expect((await auditRows(t.db)).filter((row) => row.action === "vip.member.set_level")).not.toHaveLength(0);
    expect((await auditRows(t.db)).filter((row) => row.action === "vip.evaluate")).not.toHaveLength(0);
  });
});
