import type { Db } from "../db/pool.ts";
import { GAME_CATEGORIES, type GameCategory } from "@lotus/contracts";
import { hashPassword } from "../modules/account/index.ts";
import { main, runOperation, system } from "../modules/ledger/index.ts";
import { offerRewards } from "../modules/rewards/index.ts";
import { runEvaluation } from "../modules/vip/index.ts";
import { DEMO_PASSWORD } from "./demo-accounts.ts";

/*
 * Demo VIP (issue 15), after the ladder (demo-content.ts), the agents' players and their rounds:
 * rebate rates per level and category (the level's best rate on slots and fishing, 1.2 % at VIP9 as
 * the demo advertises; less on live, card games, sports and lottery), keep amounts, the brand's
 * upgrade condition "any" (deposits or valid bet), the cashier's withdrawals per day raised to the top
 * level's count (the brand-wide cap; each level's count applies below it), and three members who played for the last 20 days
 * — vip01 (3,000,000 đ stakes), vip02 (750,000 đ), vip03 (175,000 đ), two settled rounds a day, one
 * lost and one won double, so their money ends where it started — evaluated at 23:00 of each of
 * those days as the daily job would have done: vip01 climbs to VIP3, vip02 to VIP2, vip03 to VIP1
 * (the agents' players to VIP1), one level per day, with the upgrade and monthly bonuses offered in
 * the reward centre. Idempotent: rates and keep amounts for levels that have none, the members and
 * their history once.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const DAYS = 20;
/** 100,000,000 đ each: more than two rounds of a day can take at once. */
const FUNDING = 10_000_000_000n;

/** Below the level's best rate, per category, in basis points. */
const CATEGORY_DISCOUNT: Record<GameCategory, number> = {
  RNG: 0,
  FISH: 0,
  LIVE: 10,
  PVP: 10,
  SPORTS: 20,
  ESPORTS: 20,
  ELOTT: 30,
  LOTT: 30,
};

const DEMO_VIP_MEMBERS = [
  { account: "vip01", nickname: "Khách VIP 01", stake: 300_000_000n },
  { account: "vip02", nickname: "Khách VIP 02", stake: 75_000_000n },
  { account: "vip03", nickname: "Khách VIP 03", stake: 17_500_000n },
] as const;

export async function seedDemoVip(db: Db, now = new Date()): Promise<void> {
  const { rows: bare } = await db.query<{ level: number; rebate_basis_points: number; bet_requirement: bigint }>(
    `select l.level, l.rebate_basis_points, l.bet_requirement from vip_level l
      where not exists (select 1 from vip_rebate_rate r where r.level = l.level) order by l.level`,
  );
  if (bare.length > 0) {
    for (const level of bare) {
      for (const category of GAME_CATEGORIES) {
        await db.query(
          "insert into vip_rebate_rate (level, category, basis_points) values ($1, $2, $3) on conflict do nothing",
          [level.level, category, Math.max(level.rebate_basis_points - CATEGORY_DISCOUNT[category], 30)],
        );
      }
      // Keeping a level asks for 40 % of its valid-bet requirement in the keep window.
      await db.query("update vip_level set keep_bet = $2 where level = $1 and keep_bet = 0", [
        level.level,
        (level.bet_requirement * 2n) / 5n,
      ]);
    }
    if (bare.some((level) => level.level === 0)) {
      await db.query("update vip_setting set upgrade_condition = 'any' where id");
      // The brand's withdrawals per day is the cap over every level: the top level's count, so each
      // level's own count is what its members get.
      await db.query(
        "update cashier_setting set withdraw_daily_count = (select max(daily_withdrawals) from vip_level) where id",
      );
    }
  }

  const { rows: existing } = await db.query<{ account: string }>("select account from member where account = any($1)", [
    DEMO_VIP_MEMBERS.map((member) => member.account),
  ]);
  if (existing.length > 0) return;
  const { rows: games } = await db.query<{ id: number; vendor_code: string }>(
    `select g.id, g.vendor_code from game g join game_vendor v on v.vendor_code = g.vendor_code
      where v.enabled and v.wallet_mode <> 'transfer' and v.category = 'RNG' order by g.id limit 1`,
  );
  const game = games[0];
  if (!game) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  const todayStart = Math.floor((now.getTime() + 7 * HOUR_MS) / DAY_MS) * DAY_MS - 7 * HOUR_MS;
  for (const member of DEMO_VIP_MEMBERS) {
    const { rows } = await db.query<{ id: bigint }>(
      `insert into member (account, password_hash, is_agent, nickname, register_method)
       values ($1, $2, 0, $3, 'WEB') on conflict do nothing returning id`,
      [member.account, hash, member.nickname],
    );
    const id = rows[0]?.id;
    if (id === undefined) continue;
    await db.query("insert into member_trusted_ip (member_id, ip) values ($1, '127.0.0.1'), ($1, '::1')", [id]);
    await runOperation(
      db,
      { key: "demo-vip-funding", kind: "adjustment", memberId: id, fingerprint: { amount: FUNDING } },
      async (op) => {
        await op.transfer([{ from: system("adjustments", id), to: main(id), amount: FUNDING }]);
        return null;
      },
    );
    const clearing = system("vendor_clearing", id, game.vendor_code);
    for (let back = DAYS; back >= 1; back -= 1) {
      const dayStart = todayStart - back * DAY_MS;
      const date = new Date(dayStart + 7 * HOUR_MS).toISOString().slice(0, 10);
      await runOperation(
        db,
        { key: `demo-vip-bet:${date}`, kind: "bet", memberId: id, fingerprint: { stake: member.stake * 2n } },
        async (op) => {
          await op.transfer([{ from: main(id), to: clearing, amount: member.stake * 2n }]);
          for (const [i, win] of [0n, member.stake * 2n].entries()) {
            const endedAt = new Date(dayStart + (14 + i * 4) * HOUR_MS);
            await op.client.query(
              `insert into game_round (vendor_code, round_id, member_id, game_id, status, bet_amount, win_amount,
                                       started_at, ended_at)
               values ($1, $2, $3, $4, 'settled', $5, $6, $7::timestamptz - interval '1 minute', $7::timestamptz)
               on conflict (vendor_code, round_id) do nothing`,
              [game.vendor_code, `demo-vip-${member.account}:${date}:${i}`, id, game.id, member.stake, win, endedAt],
            );
          }
          return null;
        },
      );
      await runOperation(
        db,
        { key: `demo-vip-win:${date}`, kind: "win", memberId: id, fingerprint: { won: member.stake * 2n } },
        async (op) => {
          await op.transfer([{ from: clearing, to: main(id), amount: member.stake * 2n }]);
          return null;
        },
      );
    }
  }
  // The daily evaluation of each of those days, late in the evening (brand time).
  for (let back = DAYS; back >= 1; back -= 1) {
    await runEvaluation(db, offerRewards, { now: new Date(todayStart - back * DAY_MS + 23 * HOUR_MS) });
  }
}
