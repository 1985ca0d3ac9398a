import { contributionWeight, type BonusGrant, type Language } from "@lotus/contracts";

type BonusEntryKind = "grant" | "bet" | "win" | "rollback" | "convert" | "expire" | "forfeit";
import type { Db, DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { endGrant } from "./grants.service.ts";
import * as repo from "./promotions.repository.ts";

/*
 * A member's bonus grants as bonusDetails and the game frame's wagering meter show them (issue 15):
 * each grant's figures from its row (balance, requirement, progress) and terms snapshot, what its
 * conversion paid or its end took, and the weight the game being played counts with.
 */

/** A grant's name when its terms carry none: by what gave it. */
const SOURCE_TITLES: Record<string, Record<Language, string>> = {
  deposit_match: {
    vi: "Thưởng nạp tiền",
    en: "Deposit bonus",
    zh: "存款奖金",
    ja: "入金ボーナス",
    th: "โบนัสเงินฝาก",
  },
  reward: { vi: "Phần thưởng", en: "Reward", zh: "奖励", ja: "リワード", th: "รางวัล" },
  rebate: { vi: "Hoàn trả", en: "Rebate", zh: "返水", ja: "リベート", th: "เงินคืน" },
  promotion: { vi: "Khuyến mãi", en: "Promotion", zh: "优惠活动", ja: "プロモーション", th: "โปรโมชั่น" },
  application: { vi: "Khuyến mãi", en: "Promotion", zh: "优惠活动", ja: "プロモーション", th: "โปรโมชั่น" },
  points_convert: { vi: "Đổi điểm", en: "Points to cash", zh: "积分兑现", ja: "ポイント換金", th: "แลกแต้มเป็นเงิน" },
  envelope: { vi: "Lì xì", en: "Red envelope", zh: "红包", ja: "紅包", th: "อั่งเปา" },
  wheel: { vi: "Vòng quay may mắn", en: "Lucky wheel", zh: "幸运转盘", ja: "ラッキーホイール", th: "วงล้อนำโชค" },
};
const OTHER_TITLE: Record<Language, string> = {
  vi: "Tiền thưởng",
  en: "Bonus",
  zh: "奖金",
  ja: "ボーナス",
  th: "โบนัส",
};

type StoredTerms = {
  promotionId?: string;
  title?: Partial<Record<Language, string>>;
  multiplier: number;
  base: "bonus" | "bonus_deposit";
  weights: {
    default: number;
    category?: Record<string, number>;
    vendor?: Record<string, number>;
    game?: Record<string, number>;
  };
  maxBet: string | null;
  maxConversion: string | null;
};

export function grantWire(row: repo.GrantListRow, language: Language): BonusGrant {
  const terms = row.terms as unknown as StoredTerms;
  const titles = terms.title ?? SOURCE_TITLES[row.source] ?? OTHER_TITLE;
  return {
    id: row.id.toString(),
    promotionId: terms.promotionId ?? null,
    title: titles[language] ?? titles.vi ?? OTHER_TITLE[language],
    source: row.source,
    status: row.status,
    granted: row.granted.toString(),
    balance: row.balance.toString(),
    required: row.required.toString(),
    progress: row.progress.toString(),
    multiplier: terms.multiplier,
    base: terms.base,
    weights: {
      default: terms.weights.default,
      category: { ...terms.weights.category },
      vendor: { ...terms.weights.vendor },
      game: { ...terms.weights.game },
    },
    maxBet: terms.maxBet,
    maxConversion: terms.maxConversion,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
    paid: row.status === "converted" ? (row.paid ?? 0n).toString() : null,
    forfeited: row.status === "active" ? null : (row.forfeited ?? 0n).toString(),
    endReason: row.end_reason,
  };
}

/** The member's grants (optionally of one promotion), as the wire shows them. */
export async function memberGrants(
  db: DbClient,
  memberId: bigint,
  language: Language,
  filter: { promotionId?: bigint; status?: "active" | "ended" | "all" } = {},
): Promise<BonusGrant[]> {
  const { rows } = await repo.memberGrantRows(db, memberId, filter);
  return rows.map((row) => grantWire(row, language));
}

/** bonusDetails: the bonus account, the active count and a page of grants. */
export async function bonusDetails(
  db: Db,
  memberId: bigint,
  language: Language,
  query: { status: "active" | "ended" | "all"; page: number; size: number },
) {
  const [balance, active, page] = await Promise.all([
    repo.bonusBalance(db, memberId),
    repo.activeGrantIds(db, memberId),
    repo.memberGrantRows(db, memberId, query),
  ]);
  return {
    bonusBalance: balance.toString(),
    activeCount: active.length,
    total: page.total,
    list: page.rows.map((row) => grantWire(row, language)),
  };
}

/** One of the member's grants with its entries, newest first (another member's id: not found). */
export async function bonusDetail(db: Db, memberId: bigint, grantId: bigint, language: Language) {
  // The member's own grant only: another member's id answers like an unknown one.
  const row = (await repo.memberGrantRows(db, memberId, { grantId, size: 1 })).rows[0];
  if (!row) throw new AppError("promotion_grant_not_found");
  const entries = await repo.grantEntries(db, grantId);
  return {
    grant: grantWire(row, language),
    entries: entries.reverse().map((e) => ({
      kind: e.kind as BonusEntryKind,
      roundId: e.round_id,
      bonus: e.bonus.toString(),
      real: e.real.toString(),
      wagering: e.wagering.toString(),
      balanceAfter: e.balance_after.toString(),
      at: e.created_at.toISOString(),
    })),
  };
}

/**
 * The meter: the grant the member's next bet feeds (first to expire, then oldest), the weight the
 * game counts with for it (game, vendor, category, default — its terms), and how many wait behind it.
 */
export async function bonusMeter(db: Db, memberId: bigint, language: Language, gameId: bigint | null) {
  // Active grants come first in the order bets feed them; the count is the whole filtered list's.
  const { total, rows } = await repo.memberGrantRows(db, memberId, { status: "active", size: 1 });
  const row = rows[0];
  if (!row) return { grant: null, weight: null, queued: 0 };
  const scope = gameId === null ? null : await repo.gameScope(db, gameId);
  const terms = row.terms as unknown as StoredTerms;
  return {
    grant: grantWire(row, language),
    weight: scope ? contributionWeight(terms.weights, scope) : null,
    queued: total - 1,
  };
}

/** The member gives up one of their active grants (explicit choice): its balance goes back. */
export async function forfeitBonus(db: Db, memberId: bigint, grantId: bigint): Promise<{ forfeited: string }> {
  const grant = await repo.grantById(db, grantId);
  if (!grant || grant.member_id !== memberId) throw new AppError("promotion_grant_not_found");
  const outcome = await endGrant(db, grantId, "forfeit", "member's choice");
  return { forfeited: outcome.forfeited.toString() };
}

/** The active grants of a member (for the withdrawal's check). */
export async function activeGrantCount(db: DbClient, memberId: bigint): Promise<number> {
  return (await repo.activeGrantIds(db, memberId)).length;
}

/** Forfeits every active grant of the member (a withdrawal they chose to make anyway, a self-exclusion). */
export async function forfeitActiveGrants(db: Db, memberId: bigint, reason: string): Promise<bigint> {
  let forfeited = 0n;
  for (const id of await repo.activeGrantIds(db, memberId))
    forfeited += (await endGrant(db, id, "forfeit", reason)).forfeited;
  return forfeited;
}
