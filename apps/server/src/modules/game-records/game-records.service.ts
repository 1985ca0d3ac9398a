import {
  BRAND_TIME_ZONE,
  type BettingRecordQuery,
  type BettingRecordRow,
  type BettingRecordValue,
  type ConsoleGameRound,
  type GameCategory,
  type Language,
  type ProfitQuery,
  type ProfitValue,
} from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { parseRecordQuery } from "../records/index.ts";
import { findMemberIdByAccount } from "../account/index.ts";
import { findMemberRounds, findRounds, sumRounds, type RoundFilter, type RoundRow } from "./game-records.repository.ts";

const DAY_MS = 86_400_000;

/** The query's range and filters; `vassalage` is the wire name of the vendor code. */
type RangeInput = Pick<BettingRecordQuery, "startDate" | "endDate" | "gameCategory" | "vassalage">;

/**
 * The checks the query schema cannot make, the same as the account record's: real calendar dates,
 * at most RECORD_MAX_RANGE_DAYS inclusive days (validation_failed otherwise). Returns the filter.
 */
export function parseRoundFilter(memberId: bigint, input: RangeInput): RoundFilter {
  const { from, until } = parseRecordQuery({ startDate: input.startDate, endDate: input.endDate });
  return {
    memberId,
    from,
    until,
    vendorCode: input.vassalage ?? null,
    category: (input.gameCategory as GameCategory | undefined) ?? null,
  };
}

/** The demo vendor's page that recomputes a round from its revealed seeds (apps/demo-vendor protocol). */
export function verifyUrlOf(demoVendorUrl: string, vendorCode: string, roundId: string): string {
  const base = demoVendorUrl.replace(/\/+$/, "");
  return `${base}/verify?vendor=${encodeURIComponent(vendorCode)}&round=${encodeURIComponent(roundId)}`;
}

/**
 * A lottery round ("<game>-<issue>:<member>", one per member and draw) opens the draw's results on the
 * site's lottery page, where its verification is; null for a round id of another shape.
 */
export function lotteryDrawUrl(roundId: string): string | null {
  const match = /^([A-Z0-9_]{2,16})-([0-9]{8}(?:-[0-9]{4})?):[0-9]+$/.exec(roundId);
  return match ? `/lottery?game=${match[1]}&issue=${match[2]}&tab=results` : null;
}

/** A round's profit for the member: win − bet, nothing for a rolled-back round. */
export function roundProfit(row: Pick<RoundRow, "status" | "betAmount" | "winAmount">): bigint {
  return row.status === "rolled_back" ? 0n : row.winAmount - row.betAmount;
}

function toRecordRow(row: RoundRow, demoVendorUrl: string): BettingRecordRow {
  return {
    roundId: row.roundId,
    gameId: row.gameId,
    gameName: row.gameName,
    vassalage: row.vendorCode,
    vendorName: row.vendorName,
    gameCategory: row.category,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    status: row.status,
    betAmount: row.betAmount.toString(),
    winAmount: row.winAmount.toString(),
    profit: roundProfit(row).toString(),
    verifyUrl:
      row.category === "ELOTT" || row.category === "LOTT"
        ? lotteryDrawUrl(row.roundId)
        : row.adapter === "demo"
          ? verifyUrlOf(demoVendorUrl, row.vendorCode, row.roundId)
          : null,
  };
}

/**
 * ODSFE2_MemBetDet (personalHistoryCopy): the member's rounds started in [startDate, endDate]
 * (whole days in the brand's time zone), by category and vendor, newest first, one page, with the
 * count and the bet, win and profit of the whole filtered range.
 */
export async function bettingRecord(
  db: DbClient,
  demoVendorUrl: string,
  memberId: bigint,
  input: RangeInput & { page: number; size: number },
  language: Language,
): Promise<BettingRecordValue> {
  const filter = parseRoundFilter(memberId, input);
  const page = await findRounds(db, filter, { limit: input.size, offset: (input.page - 1) * input.size }, language);
  return {
    total: page.total,
    page: input.page,
    size: input.size,
    list: page.rows.map((row) => toRecordRow(row, demoVendorUrl)),
    totalBet: page.totalBet.toString(),
    totalWin: page.totalWin.toString(),
    totalProfit: (page.totalWin - page.totalBet).toString(),
  };
}

/** yyyy-MM-dd of a moment in the brand's time zone (the en-CA calendar writes dates that way). */
const brandDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: BRAND_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Every date of an inclusive range of brand days (`from` is a brand midnight), oldest first. */
export function datesOf(from: Date, until: Date): string[] {
  const dates: string[] = [];
  for (let at = from.getTime(); at < until.getTime(); at += DAY_MS) dates.push(brandDate.format(at));
  return dates;
}

/**
 * ODSFE2_MemProfitLoss (personalProfit): bet, win and profit of the member's counted rounds in
 * [startDate, endDate], one entry per day of the range (zeros included), per category and vendor,
 * and in total.
 */
export async function profitLoss(
  db: DbClient,
  memberId: bigint,
  input: ProfitQuery,
  language: Language,
): Promise<ProfitValue> {
  const filter = parseRoundFilter(memberId, input);
  const sums = await sumRounds(db, filter, language);
  const money = (a: { bet: bigint; win: bigint }) => ({
    bet: a.bet.toString(),
    win: a.win.toString(),
    profit: (a.win - a.bet).toString(),
  });
  return {
    days: datesOf(filter.from, filter.until).map((date) => {
      const day = sums.days.get(date) ?? { rounds: 0, bet: 0n, win: 0n };
      return { date, rounds: day.rounds, ...money(day) };
    }),
    byVendor: sums.vendors.map((v) => ({
      gameCategory: v.category,
      vassalage: v.vendorCode,
      vendorName: v.vendorName,
      rounds: v.rounds,
      ...money(v),
    })),
    totalBet: sums.total.bet.toString(),
    totalWin: sums.total.win.toString(),
    totalProfit: (sums.total.win - sums.total.bet).toString(),
    rounds: sums.total.rounds,
  };
}

/** A member's rounds for the operator, by account (any case), newest first; unknown account → not_found. */
export async function memberRounds(
  db: DbClient,
  query: { account: string; page: number; size: number },
): Promise<{ member: { id: string; account: string }; total: number; list: ConsoleGameRound[] }> {
  const member = await findMemberIdByAccount(db, query.account.trim());
  if (!member) throw new AppError("not_found");
  const { total, rows } = await findMemberRounds(db, member.id, {
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  return {
    member: { id: member.id.toString(), account: member.account },
    total,
    list: rows.map((r) => ({
      id: r.id.toString(),
      roundId: r.round_id,
      vendorCode: r.vendor_code,
      vendorName: r.vendor_name,
      gameId: r.game_id,
      gameName: r.game_name,
      bet: r.bet_amount.toString(),
      win: r.win_amount.toString(),
      status: r.status,
      startedAt: r.started_at.toISOString(),
      endedAt: r.ended_at ? r.ended_at.toISOString() : null,
    })),
  };
}
