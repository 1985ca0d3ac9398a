import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONSOLE_PATHS,
  PATHS,
  type MissionsValue,
  type RacesValue,
  type RewardClaimValue,
  type RewardsValue,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import { ADMIN, CASHIER, auditRows, bearer, lastAuditId, operatorToken } from "../console/console-support.ts";
import { fundedMember, type LoggedInMember } from "../support/factories.ts";
import { REWARDS_JOB, claimMission, listMissions, payDueRaces } from "../../src/modules/rewards/index.ts";
import { runJobNow } from "../../src/modules/jobs/index.ts";
import { grantViolations } from "../../src/modules/promotions/index.ts";
import { memberBalances, verifyLedger } from "../../src/modules/ledger/index.ts";

/*
 * Missions and races on a real database (issue 15). Mission progress is read from the period's
 * settled rounds, credited deposits and logins (never a counter); a met mission is claimed once per
 * period. A race scores stake × house edge of settled rounds in its window (winnings never score),
 * breaks ties by who reached the score first, ranks frozen members without paying them, and its
 * payout offers each placing once however often it runs.
 */

let t: TestApp;
type GameRef = { id: number; vendor_code: string; rtp_bp: number; category: string };
let slot: GameRef; // a game with a published RTP
let live: GameRef; // a game without one (the race's category edge applies)
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  const pick = async (where: string) =>
    (
      await t.db.query<GameRef>(
        `select g.id, g.vendor_code, g.rtp_bp, v.category from game g join game_vendor v on v.vendor_code = g.vendor_code
          where ${where} order by g.id limit 1`,
      )
    ).rows[0]!;
  slot = await pick("v.category = 'RNG' and g.rtp_bp between 9000 and 9900");
  // Every demo game publishes its RTP: a live game without one is added for the race's category edge.
  const liveVendor = await pick("v.category = 'LIVE'");
  await t.db.query(
    `insert into game (id, vendor_code, code, name, search_key, engine, rtp_bp)
     values (990001, $1, 'taixiu.no-rtp', 'No RTP', 'no rtp', 'taixiu', 0)`,
    [liveVendor.vendor_code],
  );
  live = await pick("g.id = 990001");
});
afterAll(() => t.close());

const TITLE = { vi: "Cược slot", en: "Slot bets", zh: "老虎机投注", ja: "スロットベット", th: "เดิมพันสล็อต" };

async function round(memberId: bigint, game: GameRef, bet: bigint, endedAt: Date, win = 0n): Promise<void> {
  await t.db.query(
    `insert into game_round (vendor_code, round_id, member_id, game_id, status, bet_amount, win_amount, started_at, ended_at)
     values ($1, $2, $3, $4, 'settled', $5, $6, $7, $7)`,
    [game.vendor_code, `rw-${process.pid}-${(seq += 1)}`, memberId, game.id, bet, win, endedAt],
  );
}

async function deposit(memberId: bigint, amount: bigint, status: "credited" | "pending", at: Date): Promise<void> {
  const method = (await t.db.query<{ id: bigint }>("select id from deposit_method limit 1")).rows[0]!.id;
  const account = (await t.db.query<{ id: bigint }>("select id from receiving_account limit 1")).rows[0]!.id;
  const no = `RW${process.pid}${(seq += 1)}`;
  await t.db.query(
    `insert into deposit_order (order_no, member_id, method_id, receiving_account_id, amount, memo, status, request_id,
                                expires_at, credited_at, created_at)
     values ($1, $2, $3, $4, $5, $1, $6, $1, $7::timestamptz + interval '10 minutes', case when $6 = 'credited' then $7::timestamptz end, $7)`,
    [no, memberId, method, account, amount, status, at],
  );
}

async function mission(fields: {
  code: string;
  period?: "daily" | "weekly";
  trigger: "valid_bet" | "deposit" | "login";
  category?: string | null;
  target: bigint;
  reward: bigint;
  wagering?: number;
}): Promise<bigint> {
  const { rows } = await t.db.query<{ id: bigint }>(
    `insert into mission (code, title, period, trigger, category, target, reward_amount, wagering)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      fields.code,
      JSON.stringify(TITLE),
      fields.period ?? "daily",
      fields.trigger,
      fields.category ?? null,
      fields.target,
      fields.reward,
      fields.wagering ?? 0,
    ],
  );
  return rows[0]!.id;
}

const post = (url: string, headers: Record<string, string>, payload: unknown = {}) =>
  t.app.inject({ method: "POST", url, headers, payload: payload as object });
const claimUrl = (id: bigint | string) => PATHS.missionClaim.replace(":id", id.toString());
const missionsOf = async (m: LoggedInMember) => okValue<MissionsValue>(await get(t.app, PATHS.missions, m.headers));
const stateOf = async (m: LoggedInMember, id: bigint) => (await missionsOf(m)).list.find((x) => x.id === id.toString());

async function identities() {
  expect(await grantViolations(t.db)).toEqual([]);
  expect((await verifyLedger(t.db)).violations).toEqual([]);
}

describe("missions", () => {
  it("counts valid bet of the mission's category in the period and pays a met mission once", async () => {
    const id = await mission({
      code: "slots-daily-test",
      trigger: "valid_bet",
      category: "RNG",
      target: 100_000n,
      reward: 8_000n,
    });
    const member = await fundedMember(t.db, 0n);
    const now = new Date();
    await round(member.id, slot, 60_000n, now);
    await round(member.id, live, 80_000n, now); // another category: does not count
    await round(member.id, slot, 500_000n, new Date(now.getTime() - 8 * 86_400_000)); // another period
    expect(await stateOf(member, id)).toMatchObject({ progress: "60000", target: "100000", state: "in_progress" });

    const before = await snapshotDatabase(t.db);
    expectError(await post(claimUrl(id), member.headers), "mission_not_met");
    expect(await snapshotDatabase(t.db)).toEqual(before);

    await round(member.id, slot, 50_000n, now);
    const met = await missionsOf(member);
    expect(met.list.find((x) => x.id === id.toString())).toMatchObject({ progress: "100000", state: "claimable" });
    expect(met.claimable).toBeGreaterThanOrEqual(1);

    const first = okValue<RewardClaimValue>(await post(claimUrl(id), member.headers));
    expect(first).toMatchObject({ amount: "8000", replayed: false });
    expect((await memberBalances(t.db, member.id)).main).toBe(8_000n);
    const again = okValue<RewardClaimValue>(await post(claimUrl(id), member.headers));
    expect(again).toEqual({ ...first, replayed: true });
    expect((await memberBalances(t.db, member.id)).main).toBe(8_000n);
    const after = await missionsOf(member);
    expect(after.list.find((x) => x.id === id.toString())?.state).toBe("claimed");
    expect(after.claimable).toBe(met.claimable - 1);

    // The claimed reward shows in the reward centre's history.
    const rewards = okValue<RewardsValue>(await get(t.app, PATHS.rewards, member.headers));
    expect(rewards.list).toEqual([expect.objectContaining({ source: "mission", status: "claimed", amount: "8000" })]);
    await identities();
  });

  it("counts credited deposits only and starts again in the next period", async () => {
    const id = await mission({
      code: "deposit-daily-test",
      trigger: "deposit",
      target: 300_000n,
      reward: 5_000n,
      wagering: 1,
    });
    const member = await fundedMember(t.db, 0n);
    const now = new Date();
    await deposit(member.id, 200_000n, "credited", now);
    await deposit(member.id, 900_000n, "pending", now);
    expect(await stateOf(member, id)).toMatchObject({ progress: "200000", state: "in_progress" });
    await deposit(member.id, 100_000n, "credited", now);
    expect(await stateOf(member, id)).toMatchObject({ progress: "300000", state: "claimable" });
    await claimMission(t.db, member.id, id, now);
    // 1× wagering: the reward is an active bonus grant, not main money.
    expect((await memberBalances(t.db, member.id)).main).toBe(0n);
    // Tomorrow the daily mission is back at zero (a new period, a new reward reference).
    const tomorrow = new Date(now.getTime() + 86_400_000);
    const next = (await listMissions(t.db, member.id, "en", tomorrow)).list.find((x) => x.id === id.toString());
    expect(next).toMatchObject({ progress: "0", state: "in_progress" });
    await identities();
  });

  it("counts a weekly mission over the ISO week and refuses unknown or disabled missions", async () => {
    const id = await mission({
      code: "bets-weekly-test",
      period: "weekly",
      trigger: "valid_bet",
      target: 1_000n,
      reward: 1_000n,
    });
    const member = await fundedMember(t.db, 0n);
    await round(member.id, live, 1_500n, new Date());
    const weekly = await stateOf(member, id);
    expect(weekly).toMatchObject({ period: "weekly", progress: "1000", state: "claimable" });
    expect(new Date(weekly!.periodEndsAt).getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    await t.db.query("update mission set enabled = false where id = $1", [id]);
    expectError(await post(claimUrl(id), member.headers), "mission_not_found");
    expectError(await post(claimUrl(999_999n), member.headers), "mission_not_found", "vi");
    expectError(await post(PATHS.rewardClaim.replace(":id", "999999"), member.headers), "reward_not_found");
  });
});

describe("mission claims", () => {
  it("pays once when the same mission is claimed many times at once", async () => {
    const id = await mission({ code: "concurrent-test", trigger: "valid_bet", target: 1_000n, reward: 3_000n });
    const member = await fundedMember(t.db, 0n);
    await round(member.id, live, 5_000n, new Date());
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(claimUrl(id), member.headers)));
    const values = answers.map((a) => okValue<RewardClaimValue>(a));
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    expect(new Set(values.map((v) => v.grantId)).size).toBe(1);
    expect((await memberBalances(t.db, member.id)).main).toBe(3_000n);
    await identities();
  });

  it("refuses a frozen member's claim of a met mission and stores nothing", async () => {
    const id = await mission({ code: "frozen-test", trigger: "valid_bet", target: 1_000n, reward: 3_000n });
    const member = await fundedMember(t.db, 0n, { status: "frozen" });
    await round(member.id, live, 5_000n, new Date());
    const before = await snapshotDatabase(t.db);
    expectError(await post(claimUrl(id), member.headers), "account_frozen");
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });
});

describe("races", () => {
  async function race(code: string, startsAt: Date, endsAt: Date, prizes: string[]): Promise<bigint> {
    const { rows } = await t.db.query<{ id: bigint }>(
      `insert into race (code, title, starts_at, ends_at, prizes, edges, wagering)
       values ($1, $2, $3, $4, $5, $6, 0) returning id`,
      [code, JSON.stringify(TITLE), startsAt, endsAt, JSON.stringify(prizes), JSON.stringify({ LIVE: 150, RNG: 500 })],
    );
    return rows[0]!.id;
  }

  it("scores edge-weighted stake, not winnings; ties go to who reached the score first; frozen members are ranked unpaid", async () => {
    const start = new Date(Date.now() - 3 * 3_600_000);
    const end = new Date(Date.now() - 2 * 3_600_000);
    const id = await race(`past-${process.pid}`, start, end, ["300000", "200000", "100000"]);
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const edge = BigInt(10_000 - slot.rtp_bp);

    const bigWinner = await fundedMember(t.db, 0n);
    const steady = await fundedMember(t.db, 0n);
    const early = await fundedMember(t.db, 0n);
    const late = await fundedMember(t.db, 0n);
    const frozen = await fundedMember(t.db, 0n, { status: "frozen" });
    // A small stake that won a fortune scores its stake × edge only.
    await round(bigWinner.id, slot, 10_000n, at(5), 50_000_000n);
    // 2,000,000 on live at the race's 1.5 % edge = 30,000.
    await round(steady.id, live, 2_000_000n, at(10));
    // Same score for two members: the earlier one ranks first.
    await round(early.id, live, 1_000_000n, at(20));
    await round(late.id, live, 1_000_000n, at(30));
    // The top scorer is frozen: ranked, not paid.
    await round(frozen.id, slot, 100_000_000n, at(15));
    // Outside the window: does not count.
    await round(late.id, live, 100_000_000n, new Date(end.getTime() + 60_000));

    const admin = await operatorToken(t.app, t.db, ADMIN);
    const detail = okValue<{
      standings: {
        account: string;
        rank: number;
        score: string;
        eligible: boolean;
        prize: string | null;
        rewardStatus: string | null;
      }[];
    }>(await get(t.app, CONSOLE_PATHS.rewardRace.replace(":id", id.toString()), bearer(admin)));
    expect(detail.standings.map((s) => [s.account, s.score, s.eligible])).toEqual([
      [frozen.account, ((100_000_000n * edge) / 10_000n).toString(), false],
      [steady.account, "30000", true],
      [early.account, "15000", true],
      [late.account, "15000", true],
      [bigWinner.account, ((10_000n * edge) / 10_000n).toString(), true],
    ]);

    // The payout: ranks 2 and 3 are paid; rank 1 (frozen) is not, and its prize is not passed on.
    expect(await payDueRaces(t.db)).toBeGreaterThanOrEqual(2);
    const paid = await t.db.query<{ member_id: bigint; amount: bigint }>(
      "select member_id, amount from reward where source = 'race' and source_ref like $1 order by amount desc",
      [`${id}:%`],
    );
    expect(paid.rows).toEqual([
      { member_id: steady.id, amount: 200_000n },
      { member_id: early.id, amount: 100_000n },
    ]);
    // Run again (the job and the console): nothing new is offered.
    expect(await payDueRaces(t.db)).toBe(0);
    const repeat = await t.app.inject({
      method: "POST",
      url: CONSOLE_PATHS.rewardRacePayout.replace(":id", id.toString()),
      headers: bearer(admin),
      payload: {},
    });
    expect(okValue(repeat)).toEqual({ offered: 0 });
    const rows = await t.db.query(
      "select count(*)::int as n from reward where source = 'race' and source_ref like $1",
      [`${id}:%`],
    );
    expect(rows.rows[0]).toEqual({ n: 2 });

    // The prize is claimed once in the reward centre.
    const list = okValue<RewardsValue>(await get(t.app, PATHS.rewards, steady.headers));
    const prize = list.list.find((r) => r.source === "race")!;
    expect(list.claimable).toBe(1);
    const claim = () => post(PATHS.rewardClaim.replace(":id", prize.id), steady.headers);
    const [a, b] = await Promise.all([claim(), claim()]);
    expect([okValue<RewardClaimValue>(a).replayed, okValue<RewardClaimValue>(b).replayed].sort()).toEqual([
      false,
      true,
    ]);
    expect((await memberBalances(t.db, steady.id)).main).toBe(200_000n);
    expectError(await post(PATHS.rewardClaim.replace(":id", prize.id), early.headers), "reward_not_found");
    await identities();
  });

  it("is paid by the rewards clock job once the window has closed, once however often the job runs", async () => {
    const start = new Date(Date.now() - 5 * 3_600_000);
    const id = await race(`job-${process.pid}`, start, new Date(Date.now() - 4 * 3_600_000), ["4000"]);
    const winner = await fundedMember(t.db, 0n);
    await round(winner.id, live, 9_000_000_000n, new Date(start.getTime() + 60_000));
    const offered = async () =>
      (
        await t.db.query<{ member_id: bigint; amount: bigint; status: string }>(
          "select member_id, amount, status from reward where source = 'race' and source_ref like $1",
          [`${id}:%`],
        )
      ).rows;
    expect(await runJobNow(t.app, REWARDS_JOB)).toBe(true);
    expect(await offered()).toEqual([{ member_id: winner.id, amount: 4_000n, status: "offered" }]);
    const { rows } = await t.db.query<{ paid: boolean }>("select paid_at is not null as paid from race where id = $1", [
      id,
    ]);
    expect(rows[0]!.paid).toBe(true);
    expect(await runJobNow(t.app, REWARDS_JOB)).toBe(true);
    expect(await offered()).toHaveLength(1);
  });

  it("shows a running race's top 20 and the member's own rank, masked for others", async () => {
    const id = await race(`now-${process.pid}`, new Date(Date.now() - 3_600_000), new Date(Date.now() + 3_600_000), [
      "1000",
    ]);
    const players = await Promise.all(Array.from({ length: 22 }, () => fundedMember(t.db, 0n)));
    for (const [i, p] of players.entries())
      await round(p.id, live, BigInt(100_000 * (i + 1)), new Date(Date.now() - 60_000));
    const last = players[0]!;
    const value = okValue<RacesValue>(await get(t.app, PATHS.races, last.headers));
    const shown = value.list.find((r) => r.id === id.toString())!;
    expect(shown.state).toBe("running");
    expect(shown.board).toHaveLength(20);
    expect(shown.board[0]).toMatchObject({ rank: 1, prize: "1000", me: false });
    expect(shown.board[0]!.account).toMatch(/^.{2}\*\*\*.{2}$/);
    expect(shown.board.map((row) => row.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // The lowest of these 22 (other tests' rounds may rank too): below the board, shown with its own rank.
    expect(shown.me).toMatchObject({ account: last.account, me: true, prize: null });
    expect(shown.me!.rank).toBeGreaterThanOrEqual(22);
    // Not paid while it runs.
    await payDueRaces(t.db);
    const { rows } = await t.db.query("select 1 from reward where source = 'race' and source_ref like $1", [`${id}:%`]);
    expect(rows).toEqual([]);
  });
});

describe("rewards console", () => {
  it("creates and disables missions and creates races, audited; a cashier may read but not change", async () => {
    const admin = bearer(await operatorToken(t.app, t.db, ADMIN));
    const cashier = bearer(await operatorToken(t.app, t.db, CASHIER));
    const since = await lastAuditId(t.db);
    const body = {
      code: "console-test",
      title: TITLE,
      period: "daily",
      trigger: "valid_bet",
      category: "RNG",
      target: "5000000",
      rewardAmount: "1000000",
      wagering: 1,
    };
    expectError(await post(CONSOLE_PATHS.rewardMissions, cashier, body), "forbidden");
    const created = okValue<{ id: string; enabled: boolean }>(await post(CONSOLE_PATHS.rewardMissions, admin, body));
    expect(created.enabled).toBe(true);
    expectError(await post(CONSOLE_PATHS.rewardMissions, admin, body), "validation_failed");
    expectError(
      await post(CONSOLE_PATHS.rewardMissions, admin, { ...body, code: "x2", wagering: 11 }),
      "validation_failed",
    );
    expectError(
      await post(CONSOLE_PATHS.rewardMissions, admin, { ...body, code: "x3", trigger: "login" }),
      "validation_failed",
    );
    const toggled = await t.app.inject({
      method: "PUT",
      url: CONSOLE_PATHS.rewardMission.replace(":id", created.id),
      headers: admin,
      payload: { enabled: false },
    });
    expect(okValue(toggled)).toEqual({ id: created.id, enabled: false });
    const listed = okValue<{ code: string; enabled: boolean }[]>(
      await get(t.app, CONSOLE_PATHS.rewardMissions, cashier),
    );
    expect(listed.find((m) => m.code === "console-test")).toMatchObject({ enabled: false });

    const raceBody = {
      code: "console-race",
      title: TITLE,
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 8 * 86_400_000).toISOString(),
      prizes: ["5000000", "3000000"],
      edges: { RNG: 400, LIVE: 150 },
      wagering: 0,
    };
    expectError(
      await post(CONSOLE_PATHS.rewardRaces, admin, { ...raceBody, endsAt: raceBody.startsAt }),
      "validation_failed",
    );
    const race = okValue<{ id: string; state: string }>(await post(CONSOLE_PATHS.rewardRaces, admin, raceBody));
    expect(race.state).toBe("upcoming");
    expectError(await post(CONSOLE_PATHS.rewardRacePayout.replace(":id", race.id), admin), "validation_failed");
    expect((await auditRows(t.db, since)).map((r) => r.action)).toEqual([
      "rewards.mission.create",
      "rewards.mission.enable",
      "rewards.race.create",
    ]);
  });

  it("lists a member's rewards by account", async () => {
    const admin = bearer(await operatorToken(t.app, t.db, ADMIN));
    const member = await fundedMember(t.db, 0n);
    const id = await mission({ code: "console-list-test", trigger: "valid_bet", target: 1n, reward: 2_000n });
    await round(member.id, live, 10n, new Date());
    await claimMission(t.db, member.id, id);
    const value = okValue<{ account: string; list: { source: string; status: string; amount: string }[] }>(
      await get(t.app, `${CONSOLE_PATHS.rewardMemberRewards}?account=${member.account}`, admin),
    );
    expect(value.account).toBe(member.account);
    expect(value.list).toEqual([expect.objectContaining({ source: "mission", status: "claimed", amount: "2000" })]);
    expectError(await get(t.app, `${CONSOLE_PATHS.rewardMemberRewards}?account=nobody-here`, admin), "not_found");
  });
});
