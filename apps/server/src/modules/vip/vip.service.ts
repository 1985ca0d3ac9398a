import {
  BRAND_TIME_ZONE,
  GAME_CATEGORIES,
  VIP_BONUS_CLAIM_DAYS,
  VIP_DOWNGRADE_QUIET_DAYS,
  localized,
  type GameCategory,
  type Language,
  type VipChange,
  type VipEvaluation,
  type VipState,
} from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { sendMessagesSafely } from "../messages/index.ts";
import * as repo from "./vip.repository.ts";

/*
 * VIP progression (issue 15 item 4; research c.2 "VIP levels"). The evaluation is one statement
 * (vip.repository.ts `evaluate`); the bonuses it earns are offered in the reward centre in the same
 * transaction, so an upgrade and its offer commit together: the upgrade bonus once per (member,
 * level) ever (`vip_upgrade`, ref `<member>:<level>`), the monthly bonus once per (member, month)
 * (`vip_monthly`, ref `<member>:<yyyy-mm>`). A day's second evaluation changes nothing and offers
 * nothing new.
 */

/**
 * An offer in the reward centre: the rewards module's `offerRewards` (notes/rewards-interface.md),
 * handed in by app.ts, the seed and the tests — the rewards module reaches promotions, which reads
 * VIP levels, so importing it here would close a cycle.
 */
export type VipOffer = {
  memberId: bigint;
  source: "vip_upgrade" | "vip_monthly";
  ref: string;
  amount: bigint;
  wagering: number;
  expiresAt: Date;
  title: { vi: string; en: string; zh: string; ja: string; th: string };
};
/** Offers many at once (one statement, idempotent by source and ref); answers how many were new. */
export type OfferVipRewards = (db: DbClient, offers: VipOffer[]) => Promise<number>;

const DAY_MS = 86_400_000;
const HISTORY_LIMIT = 20;

const brandDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: BRAND_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
/** The brand's calendar day of a moment, yyyy-MM-dd. */
export const brandDayOf = (at: Date): string => brandDay.format(at);

const upgradeTitle = (level: number): VipOffer["title"] => ({
  vi: `Quà thăng cấp VIP ${level}`,
  en: `VIP ${level} level-up bonus`,
  zh: `VIP${level} 晋级礼金`,
  ja: `VIP${level} 昇格ボーナス`,
  th: `โบนัสเลื่อนระดับ VIP ${level}`,
});

const monthlyTitle = (level: number, month: string): VipOffer["title"] => {
  const [year, mm] = month.split("-") as [string, string];
  return {
    vi: `Quà tháng ${mm}/${year} – VIP ${level}`,
    en: `VIP ${level} monthly bonus, ${month}`,
    zh: `VIP${level} ${year}年${Number(mm)}月 月度礼金`,
    ja: `VIP${level} ${year}年${Number(mm)}月 月間ボーナス`,
    th: `โบนัสรายเดือน VIP ${level} ${mm}/${year}`,
  };
};

/**
 * Runs the evaluation of `now`'s brand day for everyone (the daily job) or one member (console,
 * tests), then the month's bonuses, and offers what they earned — all in one transaction.
 */
export async function runEvaluation(
  db: Db,
  offerRewards: OfferVipRewards,
  input: { now?: Date; memberId?: bigint | null } = {},
): Promise<VipEvaluation> {
  const now = input.now ?? new Date();
  const day = brandDayOf(now);
  const month = day.slice(0, 7);
  const memberId = input.memberId ?? null;
  const expiresAt = new Date(now.getTime() + VIP_BONUS_CLAIM_DAYS * DAY_MS);
  let changed: repo.EvaluatedChange[] = [];
  const result = await inTransaction(db, async (tx) => {
    await repo.lockLevelChanges(tx);
    const settings = await repo.readSettings(tx);
    const changes = await repo.evaluate(tx, { now, day, memberId, quietDays: VIP_DOWNGRADE_QUIET_DAYS });
    changed = changes;
    const upgradeOffers: VipOffer[] = changes
      .filter((change) => change.kind === "upgrade" && change.upgrade_bonus > 0n)
      .map((change) => ({
        memberId: change.member_id,
        source: "vip_upgrade",
        ref: `${change.member_id}:${change.to_level}`,
        amount: change.upgrade_bonus,
        wagering: settings.upgrade_bonus_wagering,
        expiresAt,
        title: upgradeTitle(change.to_level),
      }));
    const monthly = await repo.claimMonthlyBonuses(tx, { month, memberId });
    const monthlyOffers: VipOffer[] = monthly.map((due) => ({
      memberId: due.member_id,
      source: "vip_monthly",
      ref: `${due.member_id}:${month}`,
      amount: due.amount,
      wagering: settings.monthly_bonus_wagering,
      expiresAt,
      title: monthlyTitle(due.level, month),
    }));
    return {
      day,
      upgrades: changes.filter((change) => change.kind === "upgrade").length,
      downgrades: changes.filter((change) => change.kind === "downgrade").length,
      upgradeBonusesOffered: upgradeOffers.length === 0 ? 0 : await offerRewards(tx, upgradeOffers),
      monthlyBonusesOffered: monthlyOffers.length === 0 ? 0 : await offerRewards(tx, monthlyOffers),
    };
  });
  // Each changed member's inbox (issue 16), after the commit, in one statement; once per member and day.
  await sendMessagesSafely(
    db,
    changed.map((change) => ({
      memberId: change.member_id,
      template: "vip_level_changed",
      params: { from: `VIP ${change.from_level}`, to: `VIP ${change.to_level}` },
      category: "personal",
      dedupeKey: `vip_level_changed:${day}`,
    })),
  );
  return result;
}

const missing = (have: bigint, need: bigint): bigint => (have >= need ? 0n : need - have);

export function toChange(row: repo.ChangeRow): VipChange {
  return {
    at: row.created_at.toISOString(),
    fromLevel: row.from_level,
    toLevel: row.to_level,
    kind: row.kind,
    upgradeBonus: row.upgrade_bonus.toString(),
  };
}

/** A member's level, progress to the next level, perks and history (the /vip page). */
export async function memberVipState(db: DbClient, memberId: bigint, language: Language): Promise<VipState> {
  const settings = await repo.readSettings(db);
  const [levels, vip, history] = await Promise.all([
    repo.listLevels(db),
    repo.findMemberVip(db, memberId, settings.keep_window_days),
    repo.listChanges(db, memberId, HISTORY_LIMIT),
  ]);
  const current = levels.find((level) => level.level === vip.level) ?? levels[0];
  const next = levels.find((level) => level.level === vip.level + 1) ?? null;
  const rebates = new Map<GameCategory, number>(current?.rebates.map((rate) => [rate.category, rate.basisPoints]));
  let progress: VipState["next"] = null;
  if (next) {
    const depositMissing = missing(vip.deposits, next.deposit_requirement);
    const betMissing = missing(vip.valid_bet, next.bet_requirement);
    const recovery = next.level <= vip.highest_level;
    const qualified = recovery
      ? vip.window_bet >= next.keep_bet
      : settings.upgrade_condition === "all"
        ? depositMissing === 0n && betMissing === 0n
        : (next.deposit_requirement > 0n && depositMissing === 0n) ||
          (next.bet_requirement > 0n && betMissing === 0n) ||
          (next.deposit_requirement === 0n && next.bet_requirement === 0n);
    progress = {
      level: next.level,
      name: localized(next.name, language),
      condition: settings.upgrade_condition,
      depositRequirement: next.deposit_requirement.toString(),
      betRequirement: next.bet_requirement.toString(),
      depositMissing: depositMissing.toString(),
      betMissing: betMissing.toString(),
      qualified,
    };
  }
  return {
    level: vip.level,
    name: current ? localized(current.name, language) : `VIP ${vip.level}`,
    highestLevel: vip.highest_level,
    validBet: vip.valid_bet.toString(),
    deposits: vip.deposits.toString(),
    next: progress,
    perks: {
      upgradeBonus: (current?.upgrade_bonus ?? 0n).toString(),
      monthlyBonus: (current?.monthly_bonus ?? 0n).toString(),
      dailyWithdrawals: current?.daily_withdrawals ?? 1,
      rebates: GAME_CATEGORIES.map((category) => ({ category, basisPoints: rebates.get(category) ?? 0 })),
    },
    downgrade: {
      rule: settings.downgrade_rule,
      windowDays: settings.keep_window_days,
      keepBet: (current?.keep_bet ?? 0n).toString(),
      windowBet: vip.window_bet.toString(),
    },
    history: history.map(toChange),
  };
}

/** Withdrawals per day the member's level allows; null when the brand has no ladder (no VIP limit). */
export function dailyWithdrawalLimit(db: DbClient, memberId: bigint): Promise<number | null> {
  return repo.findDailyWithdrawals(db, memberId);
}

/** The rebate rate of every level and game category, in basis points (the rebate job reads them). */
export async function rebateRates(
  db: DbClient,
): Promise<{ level: number; category: GameCategory; basisPoints: number }[]> {
  return (await repo.listRebateRates(db)).map((row) => ({
    level: row.level,
    category: row.category,
    basisPoints: row.basis_points,
  }));
}

/** Members' levels (0 for a member never evaluated), keyed by member id. */
export async function memberLevels(db: DbClient, memberIds: bigint[]): Promise<Map<bigint, number>> {
  if (memberIds.length === 0) return new Map();
  return new Map((await repo.findMemberLevels(db, memberIds)).map((row) => [row.member_id, row.level]));
}
