import type { FastifyInstance } from "fastify";
import type {
  BettingRecordQuery,
  BettingRecordRow,
  BettingRecordValue,
  GameCategory,
  Language,
  ProfitQuery,
  ProfitValue,
} from "@lotus/contracts";
import { parseRecordQuery } from "../records/records.service.ts";
import { findRounds, sumRounds, type RoundFilter, type RoundRow } from "./game-records.repository.ts";

const DAY_MS = 86_400_000;

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
    vassalage: input.vassalage ?? null,
    category: (input.gameCategory as GameCategory | undefined) ?? null,
  };
}

/** The demo vendor's page that recomputes a round from its revealed seeds (apps/demo-vendor protocol). */
export function verifyUrlOf(demoVendorUrl: string, vendorCode: string, roundId: string): string {
  const base = demoVendorUrl.replace(/\/+$/, "");
  return `${base}/verify?vendor=${encodeURIComponent(vendorCode)}&round=${encodeURIComponent(roundId)}`;
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
    verifyUrl: row.adapter === "demo" ? verifyUrlOf(demoVendorUrl, row.vendorCode, row.roundId) : null,
  };
}

/**
 * ODSFE2_MemBetDet (personalHistoryCopy): the member's rounds started in [startDate, endDate]
 * (whole days in the brand's time zone), by category and vendor, newest first, one page, with the
 * count and the bet, win and profit of the whole filtered range.
 */
export async function bettingRecord(
  app: FastifyInstance,
  memberId: bigint,
  input: RangeInput & { page: number; size: number },
  language: Language,
): Promise<BettingRecordValue> {
  const filter = parseRoundFilter(memberId, input);
  const page = await findRounds(app.db, filter, { limit: input.size, offset: (input.page - 1) * input.size }, language);
  return {
    total: page.total,
    page: input.page,
    size: input.size,
    list: page.rows.map((row) => toRecordRow(row, app.env.DEMO_VENDOR_URL)),
    totalBet: page.totalBet.toString(),
    totalWin: page.totalWin.toString(),
    totalProfit: (page.totalWin - page.totalBet).toString(),
  };
}

/** Every date of an inclusive range of brand days, oldest first. */
export function datesOf(from: Date, until: Date): string[] {
  const dates: string[] = [];
  // `from` is midnight in UTC+7: shifted by 7 hours it reads as that calendar date in UTC.
  for (let at = from.getTime(); at < until.getTime(); at += DAY_MS) {
    dates.push(new Date(at + 7 * 3_600_000).toISOString().slice(0, 10));
  }
  return dates;
}

/**
 * ODSFE2_MemProfitLoss (personalProfit): bet, win and profit of the member's counted rounds in
 * [startDate, endDate], one entry per day of the range (zeros included), per category and vendor,
 * and in total.
 */
export async function profitLoss(
  app: FastifyInstance,
  memberId: bigint,
  input: ProfitQuery,
  language: Language,
): Promise<ProfitValue> {
  const filter = parseRoundFilter(memberId, input);
  const sums = await sumRounds(app.db, filter, language);
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
      vassalage: v.vassalage,
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
