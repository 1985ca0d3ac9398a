import {
  REWARD_GRANT_DAYS,
  REWARD_MAX_WAGERING,
  REWARD_REF_PATTERN,
  REWARD_SOURCES,
  localized,
  rewardTitleSchema,
  type Language,
  type RewardClaimValue,
  type RewardSource,
  type RewardsValue,
} from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { giveGrant } from "../promotions/index.ts";
import * as repo from "./rewards.repository.ts";
import { assertEligible } from "../protection/index.ts";

/*
 * The reward centre's offer and claim (issue 15; the interface other modules use is
 * notes/rewards-interface.md). Offering moves no money and is idempotent by (source, ref). A claim
 * locks the reward row, gives the bonus grant through promotions (source "reward", ref = the reward's
 * id: one grant ever) and marks the reward claimed in the same transaction, so two claims at once
 * serialise on the row: the first pays, the second answers the first's grant (replayed).
 */

export type OfferRewardInput = {
  memberId: bigint;
  source: RewardSource;
  /** Unique per source: (source, ref) offers once — a repeat answers the first reward (replayed). */
  ref: string;
  /** Minor units, > 0. */
  amount: bigint;
  /** Turnover multiple of the amount once claimed (whole number 0–10; 0 = paid as real money). */
  wagering: number;
  /** Claimable until then; afterwards it lapses (no money ever moved for it). */
  expiresAt: Date;
  /** The reward's name in the reward centre, in the five languages. */
  title: { vi: string; en: string; zh: string; ja: string; th: string };
};

const DAY_MS = 86_400_000;
/** Claimed and lapsed rewards shown under the claimable ones. */
const REWARD_HISTORY_SIZE = 30;

/** A programming error of the offering module: refused before anything is stored. */
function checkOffer(input: OfferRewardInput): void {
  const problem = !REWARD_SOURCES.includes(input.source)
    ? "source"
    : !REWARD_REF_PATTERN.test(input.ref)
      ? "ref"
      : input.amount <= 0n || input.amount > 9_223_372_036_854_775_807n
        ? "amount"
        : !Number.isInteger(input.wagering) || input.wagering < 0 || input.wagering > REWARD_MAX_WAGERING
          ? "wagering"
          : !(input.expiresAt instanceof Date) || Number.isNaN(input.expiresAt.getTime())
            ? "expiresAt"
            : !rewardTitleSchema.safeParse(input.title).success
              ? "title"
              : null;
  if (problem) throw new Error(`rewards: offer refused (${problem})`);
}

/** Offers a reward once per (source, ref); a repeat answers the first reward (replayed). */
export async function offerReward(
  db: DbClient,
  input: OfferRewardInput,
): Promise<{ rewardId: bigint; replayed: boolean }> {
  checkOffer(input);
  const [inserted] = await repo.insertOffers(db, [input]);
  if (inserted) return { rewardId: inserted.id, replayed: false };
  // Offered before (or by a concurrent offer that has committed since: the insert waited for it).
  const existing = await repo.rewardBySourceRef(db, input.source, input.ref);
  if (!existing) throw new Error("rewards: offer neither inserted nor found");
  return { rewardId: existing.id, replayed: true };
}

/** Many at once for jobs (one statement); answers how many were new. */
export async function offerRewards(db: DbClient, inputs: OfferRewardInput[]): Promise<number> {
  inputs.forEach(checkOffer);
  // One statement cannot insert the same (source, ref) twice: keep the first of duplicates.
  const seen = new Set<string>();
  const unique = inputs.filter((i) => {
    const key = `${i.source}\u0000${i.ref}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return (await repo.insertOffers(db, unique)).length;
}

/** Claims one (the member's own, unexpired, unclaimed): moves the money; a repeat moves nothing. */
export function claimReward(
  db: Db,
  memberId: bigint,
  rewardId: bigint,
): Promise<{ grantId: bigint; replayed: boolean }> {
  return inTransaction(db, (tx) => claimRewardIn(tx, memberId, rewardId));
}

/** The claim inside a transaction the caller holds (a mission offers its reward and claims it in one). */
export async function claimRewardIn(
  tx: DbClient,
  memberId: bigint,
  rewardId: bigint,
): Promise<{ grantId: bigint; replayed: boolean }> {
  const reward = await repo.lockReward(tx, rewardId);
  // Another member's reward answers exactly like one that does not exist.
  if (!reward || reward.member_id !== memberId) throw new AppError("reward_not_found");
  if (reward.status === "claimed" && reward.grant_id !== null) return { grantId: reward.grant_id, replayed: true };
  if (reward.status === "lapsed" || reward.expired) throw new AppError("reward_expired");
  // No bonus during a time-out or self-exclusion (issue 16).
  await assertEligible(tx, memberId, "promotion");
  if (reward.member_status !== "active") throw new AppError("account_frozen");
  const claimedAt = Date.now();
  const { grantId } = await giveGrant(tx, {
    memberId,
    source: "reward",
    ref: reward.id.toString(),
    amount: reward.amount,
    terms: {
      multiplier: reward.wagering,
      base: "bonus",
      weights: { default: 100 },
      maxBet: null,
      maxConversion: null,
      expiresAt: claimedAt + REWARD_GRANT_DAYS * DAY_MS,
    },
  });
  await repo.markClaimed(tx, reward.id, grantId);
  return { grantId, replayed: false };
}

/** Marks offered rewards past their expiry lapsed; the count. */
export const lapseDueRewards = (db: DbClient, limit = 1000): Promise<number> => repo.lapseDue(db, limit);

/** The reward centre's list in the member's language: claimable first (by expiry), then the history. */
export async function listRewards(db: DbClient, memberId: bigint, language: Language): Promise<RewardsValue> {
  const rows = await repo.memberRewards(db, memberId, REWARD_HISTORY_SIZE);
  return {
    serverTime: new Date().toISOString(),
    claimable: rows.filter((r) => r.shown_status === "offered").length,
    list: rows.map((r) => ({
      id: r.id.toString(),
      source: r.source,
      title: localized(r.title, language),
      amount: r.amount.toString(),
      wagering: r.wagering,
      expiresAt: r.expires_at.toISOString(),
      status: r.shown_status,
      claimedAt: r.claimed_at?.toISOString() ?? null,
    })),
  };
}

/** A claim as the member's call answers it. */
export function claimRewardCall(db: Db, memberId: bigint, rewardId: bigint): Promise<RewardClaimValue> {
  return inTransaction(db, (tx) => claimAnswer(tx, memberId, rewardId));
}

/** A claim inside the caller's transaction, answered as the member's calls answer it. */
export async function claimAnswer(tx: DbClient, memberId: bigint, rewardId: bigint): Promise<RewardClaimValue> {
  const { grantId, replayed } = await claimRewardIn(tx, memberId, rewardId);
  const reward = (await repo.rewardById(tx, rewardId))!;
  return {
    rewardId: rewardId.toString(),
    grantId: grantId.toString(),
    amount: reward.amount.toString(),
    wagering: reward.wagering,
    replayed,
  };
}
