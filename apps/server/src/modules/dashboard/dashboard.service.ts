import { BRAND_TIME_ZONE, TRIAL_ACCOUNT_TYPE, type ConsoleDashboard, type ConsoleDashboardDay } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import { readDashboardRows, type DashboardDayRow } from "./dashboard.repository.ts";

/**
 * The console dashboard (issue 11 item 19): the figures of today and of the last 30 days, days
 * of the brand's time zone, read set-based from the ledger (money), game rounds, deposit orders,
 * sessions and members. Trial (free-play) accounts are left out everywhere.
 *
 * - deposits: deposit_clearing → a player account;
 * - withdrawals: into withdrawal_payout, less payouts refunded to the member after a dispute;
 * - bets: player → vendor_clearing, less rolled-back stakes; wins: vendor_clearing → player
 *   (not a rollback); GGR = bets − wins;
 * - active members: a game round started, a deposit order placed or a login that day;
 * - new members: accounts created that day.
 */

export const DASHBOARD_DAYS = 30;

export async function readDashboard(db: DbClient): Promise<ConsoleDashboard> {
  const rows = await readDashboardRows(db, DASHBOARD_DAYS, TRIAL_ACCOUNT_TYPE);
  const days = rows.filter((r) => r.day !== null).map(toDay);
  const totals = rows.find((r) => r.day === null)!;
  const sum = (key: "deposits" | "withdrawals" | "bets" | "wins" | "ggr") =>
    days.reduce((acc, d) => acc + BigInt(d[key]), 0n).toString();
  return {
    timeZone: BRAND_TIME_ZONE,
    today: days[days.length - 1]!,
    days,
    total: {
      deposits: sum("deposits"),
      withdrawals: sum("withdrawals"),
      bets: sum("bets"),
      wins: sum("wins"),
      ggr: sum("ggr"),
      activeMembers: totals.active_members,
      newMembers: totals.new_members,
    },
  };
}

function toDay(row: DashboardDayRow): ConsoleDashboardDay {
  return {
    day: row.day!,
    deposits: row.deposits,
    withdrawals: row.withdrawals,
    bets: row.bets,
    wins: row.wins,
    ggr: (BigInt(row.bets) - BigInt(row.wins)).toString(),
    activeMembers: row.active_members,
    newMembers: row.new_members,
  };
}
