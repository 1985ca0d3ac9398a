import { createHash } from "node:crypto";
import type { Db } from "../db/pool.ts";
import { main, runOperation, system } from "../modules/ledger/index.ts";
import { settle } from "../modules/agents/index.ts";

/*
 * Demo agent contracts and play (issue 13, H2), after the agent tree and the demo money: contracts
 * at distinct rates that satisfy the ratio invariant — daily salary house→agent01 0.8 %,
 * agent01→agent02 0.5 %, agent02→agent04 0.3 %, agent01→agent03 0.4 %; real-time salary
 * house→agent01 (loss 0.2 % / win 0.1 %) → agent02 (0.15 % / 0.05 %); weekly dividend
 * house→agent01 20 % → agent02 10 % — in force since 31 days ago; then two settled rounds a day
 * for each demo player over the last 30 days, with their money through the ledger (one funding
 * adjustment per player, one bet and one win operation per player and day, keys fixed so that a
 * second seed replays them), and the daily-salary and dividend runs of those days.
 * Idempotent: missing contracts, player-days and runs only.
 */

const DAY_MS = 86_400_000;
const DAYS = 30;
/** 50,000,000 đ per demo player: more than 30 days of play can lose. */
const FUNDING = 5_000_000_000n;

const tiered = (ratePpm: number) =>
  JSON.stringify({
    activeMemberMinBet: "20000000",
    tiers: [
      { minTeamBet: "0", minActive: 0, ratePpm: Math.floor(ratePpm / 2) },
      { minTeamBet: "100000000", minActive: 2, ratePpm },
    ],
  });
const realtime = (lossRatePpm: number, winRatePpm: number) =>
  JSON.stringify({ winRatePpm, lossRatePpm, minBetPerWindow: "0" });

type DemoContract = {
  kind: "daily_salary" | "realtime_salary" | "dividend";
  upline: string | null;
  downline: string;
  period: "D" | "W" | "R5";
  terms: string;
  ratioPpm: number;
};
const CONTRACTS: DemoContract[] = [
  { kind: "daily_salary", upline: null, downline: "agent01", period: "D", terms: tiered(8000), ratioPpm: 8000 },
  { kind: "daily_salary", upline: "agent01", downline: "agent02", period: "D", terms: tiered(5000), ratioPpm: 5000 },
  { kind: "daily_salary", upline: "agent02", downline: "agent04", period: "D", terms: tiered(3000), ratioPpm: 3000 },
  { kind: "daily_salary", upline: "agent01", downline: "agent03", period: "D", terms: tiered(4000), ratioPpm: 4000 },
  {
    kind: "realtime_salary",
    upline: null,
    downline: "agent01",
    period: "R5",
    terms: realtime(2000, 1000),
    ratioPpm: 2000,
  },
  {
    kind: "realtime_salary",
    upline: "agent01",
    downline: "agent02",
    period: "R5",
    terms: realtime(1500, 500),
    ratioPpm: 1500,
  },
  { kind: "dividend", upline: null, downline: "agent01", period: "W", terms: tiered(200000), ratioPpm: 200000 },
  { kind: "dividend", upline: "agent01", downline: "agent02", period: "W", terms: tiered(100000), ratioPpm: 100000 },
];

/** A stable pseudo-random integer in [0, n) for a label. */
const pick = (label: string, n: number) => createHash("sha256").update(label).digest().readUInt32BE(0) % n;

export async function seedDemoAgentContracts(db: Db, now = new Date()): Promise<void> {
  const { rows: accounts } = await db.query<{ id: bigint; account: string; is_agent: number }>(
    "select id, account, is_agent from member where account like 'agent0%' or account like 'player%'",
  );
  const idOf = new Map(accounts.map((row) => [row.account, row.id]));
  if (!idOf.has("agent01") || !idOf.has("agent04")) return;
  const todayStart = Math.floor((now.getTime() + 7 * 3_600_000) / DAY_MS) * DAY_MS - 7 * 3_600_000;
  const since = new Date(todayStart - (DAYS + 1) * DAY_MS);

  for (const c of CONTRACTS) {
    await db.query(
      `insert into agent_contract (kind, upline_id, downline_id, period, terms, ratio_ppm, status, signed_at, effective_from)
       select $1, $2, $3, $4, $5, $6, 'signed', $7, $7
        where not exists (select 1 from agent_contract where kind = $1 and downline_id = $3)`,
      [
        c.kind,
        c.upline === null ? null : idOf.get(c.upline),
        idOf.get(c.downline),
        c.period,
        c.terms,
        c.ratioPpm,
        since,
      ],
    );
  }

  const { rows: games } = await db.query<{ id: number; vendor_code: string }>(
    `select g.id, g.vendor_code from game g join game_vendor v on v.vendor_code = g.vendor_code
      where v.enabled and v.wallet_mode <> 'transfer' order by g.id limit 1`,
  );
  const game = games[0];
  if (!game) return;
  const players = accounts.filter((row) => row.is_agent === 0 && row.account.startsWith("player"));
  const { rows: done } = await db.query<{ round_id: string }>(
    "select round_id from game_round where round_id like 'demo-agents-%' and vendor_code = $1",
    [game.vendor_code],
  );
  const have = new Set(done.map((row) => row.round_id));
  for (const player of players) {
    await runOperation(
      db,
      { key: "demo-agents-funding", kind: "adjustment", memberId: player.id, fingerprint: { amount: FUNDING } },
      async (op) => {
        await op.transfer([{ from: system("adjustments", player.id), to: main(player.id), amount: FUNDING }]);
        return null;
      },
    );
    for (let back = DAYS; back >= 1; back -= 1) {
      const dayStart = todayStart - back * DAY_MS;
      const date = new Date(dayStart + 7 * 3_600_000).toISOString().slice(0, 10);
      const rounds = [0, 1].map((i) => {
        const label = `${player.account}:${date}:${i}`;
        // 10,000 đ to 205,000 đ.
        const bet = BigInt(10_000 + pick(label, 40) * 5_000) * 100n;
        const outcome = pick(`${label}:win`, 10);
        const win = outcome < 5 ? 0n : outcome < 8 ? bet * 2n : bet;
        const endedAt = new Date(dayStart + (9 + pick(`${label}:hour`, 13)) * 3_600_000 + i * 600_000);
        return { id: `demo-agents-${label}`, bet, win, endedAt };
      });
      if (rounds.every((round) => have.has(round.id))) continue;
      const stake = rounds.reduce((sum, round) => sum + round.bet, 0n);
      const won = rounds.reduce((sum, round) => sum + round.win, 0n);
      const clearing = system("vendor_clearing", player.id, game.vendor_code);
      await runOperation(
        db,
        { key: `demo-agents-bet:${date}`, kind: "bet", memberId: player.id, fingerprint: { stake } },
        async (op) => {
          await op.transfer([{ from: main(player.id), to: clearing, amount: stake }]);
          for (const round of rounds) {
            await op.client.query(
              `insert into game_round (vendor_code, round_id, member_id, game_id, status, bet_amount, win_amount,
                                       started_at, ended_at)
               values ($1, $2, $3, $4, 'settled', $5, $6, $7::timestamptz - interval '1 minute', $7::timestamptz)
               on conflict (vendor_code, round_id) do nothing`,
              [game.vendor_code, round.id, player.id, game.id, round.bet, round.win, round.endedAt],
            );
          }
          return null;
        },
      );
      if (won > 0n) {
        await runOperation(
          db,
          { key: `demo-agents-win:${date}`, kind: "win", memberId: player.id, fingerprint: { won } },
          async (op) => {
            await op.transfer([{ from: clearing, to: main(player.id), amount: won }]);
            return null;
          },
        );
      }
    }
  }

  // The past days' daily salaries and weekly dividends, as the job would have paid them (computed now,
  // after the contracts above exist).
  for (let back = DAYS; back >= 1; back -= 1) {
    const noon = new Date(todayStart - back * DAY_MS + 12 * 3_600_000);
    await settle(db, "daily_salary", noon);
    await settle(db, "dividend", noon);
  }
}
