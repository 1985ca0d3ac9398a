import { LANGUAGES, type GameCategory, type Language } from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { brandDayOf, memberLevels, rebateRates } from "../vip/index.ts";
import * as repo from "./rebates.repository.ts";

/*
 * The daily rebate (hoàn trả; issue 15 item 3): for one brand day, each member's valid bet (settled
 * rounds by end time, per category) × the rate of their VIP level for that category (the vip
 * module's table, basis points; each category's part rounded down), offered in the reward centre with
 * the rebate promotion's turnover multiple. One transaction per day: the run row, one row per
 * (member, day) and the rewards — run twice, it offers once.
 */

export type RebateOffer = {
  memberId: bigint;
  source: "rebate";
  ref: string;
  amount: bigint;
  wagering: number;
  expiresAt: Date;
  title: Record<Language, string>;
};
/** The rewards module's bulk offer, injected by app.ts (rewards depends on promotions, not the other way round). */
export type OfferRebates = (db: DbClient, offers: RebateOffer[]) => Promise<number>;

const DAY_MS = 86_400_000;

/** The brand day before the one `now` falls in (the brand's zone keeps no daylight saving). */
export const previousBrandDay = (now: Date) => brandDayOf(new Date(now.getTime() - DAY_MS));

export type RebateRun = { day: string; members: number; validBet: bigint; amount: bigint; ran: boolean };

/** Each member's rebate of a day from the valid bets per category, their levels and the rates. */
export function rebateAmounts(
  bets: { member_id: bigint; category: string; valid_bet: bigint }[],
  levels: Map<bigint, number>,
  rates: { level: number; category: GameCategory; basisPoints: number }[],
): Map<bigint, { validBet: bigint; amount: bigint }> {
  const rateOf = new Map(rates.map((r) => [`${r.level}:${r.category}`, BigInt(r.basisPoints)]));
  const out = new Map<bigint, { validBet: bigint; amount: bigint }>();
  for (const row of bets) {
    const rate = rateOf.get(`${levels.get(row.member_id) ?? 0}:${row.category}`) ?? 0n;
    const entry = out.get(row.member_id) ?? { validBet: 0n, amount: 0n };
    entry.validBet += row.valid_bet;
    entry.amount += (row.valid_bet * rate) / 10_000n;
    out.set(row.member_id, entry);
  }
  return out;
}

/**
 * Runs the rebate of a brand day (yyyy-MM-dd) once: nothing when the day ran already or no rebate
 * promotion is enabled. Answers what was offered.
 */
export async function runRebateDay(db: Db, offer: OfferRebates, day: string): Promise<RebateRun> {
  const promotion = await repo.rebatePromotion(db);
  if (!promotion || (await repo.rebateRan(db, day))) return { day, members: 0, validBet: 0n, amount: 0n, ran: false };
  const bets = await repo.validBets(db, day);
  const [levels, rates] = await Promise.all([
    memberLevels(db, [...new Set(bets.map((b) => b.member_id))]),
    rebateRates(db),
  ]);
  const amounts = [...rebateAmounts(bets, levels, rates)].filter(([, a]) => a.amount > 0n);
  const expiresAt = new Date(Date.now() + promotion.params.validDays * DAY_MS);
  const title = Object.fromEntries(
    LANGUAGES.map((language) => [language, `${promotion.title[language] ?? promotion.title.vi} · ${day}`]),
  ) as Record<Language, string>;
  const totals = { members: amounts.length, validBet: 0n, amount: 0n };
  for (const [, a] of amounts) {
    totals.validBet += a.validBet;
    totals.amount += a.amount;
  }
  const ran = await inTransaction(db, async (tx) => {
    if (!(await repo.claimRebateDay(tx, day, totals))) return false;
    await repo.insertRebateDays(tx, day, amounts);
    await offer(
      tx,
      amounts.map(([memberId, a]) => ({
        memberId,
        source: "rebate" as const,
        ref: `${memberId}:${day}`,
        amount: a.amount,
        wagering: promotion.params.multiplier,
        expiresAt,
        title,
      })),
    );
    return true;
  });
  return { day, ...totals, ran };
}
