import { bonusTermsError, wageringRequirement, type BonusTerms, type Language } from "@lotus/contracts";
import type { Db, DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { sendMessageSafely, sendMessagesSafely } from "../messages/index.ts";
import * as repo from "./promotions.repository.ts";

/*
 * Bonus grants (issue 15): giving one (its terms snapshotted, its requirement computed by the rules of
 * packages/contracts/src/promotions-wagering.ts) and ending one (conversion, expiry, forfeit — one
 * path). Each is one SQL statement with its own ledger operation; the in-memory BonusWallet of the
 * contracts is the model these follow.
 */

export type GiveGrantInput = {
  memberId: bigint;
  /** What grants it ("deposit_match", "promo_code", …) and its reference there: one grant each. */
  source: string;
  ref: string;
  amount: bigint;
  /** The deposit a "bonus_deposit" requirement includes. */
  deposit?: bigint;
  terms: BonusTerms;
  /** The promotion it comes from (shown on bonusDetails and the promotion's page). */
  promotionId?: bigint;
  /** Its name in the five languages, kept with the terms (a reward's, a promotion's). */
  title?: Partial<Record<Language, string>>;
};

/** The terms as stored on the grant (money as decimal strings; the expiry is the grant's column). */
export function storedTerms(
  terms: BonusTerms,
  origin: Pick<GiveGrantInput, "promotionId" | "title"> = {},
): Record<string, unknown> {
  return {
    ...(origin.promotionId !== undefined ? { promotionId: origin.promotionId.toString() } : {}),
    ...(origin.title !== undefined ? { title: origin.title } : {}),
    multiplier: terms.multiplier,
    base: terms.base,
    weights: terms.weights,
    maxBet: terms.maxBet?.toString() ?? null,
    maxConversion: terms.maxConversion?.toString() ?? null,
  };
}

/** Gives a grant (or answers the one this source and reference already gave); a 0× grant converts at once (in SQL). */
export async function giveGrant(db: DbClient, input: GiveGrantInput): Promise<{ grantId: bigint; replayed: boolean }> {
  const error = bonusTermsError(input.terms);
  if (error) throw new Error(`promotions: terms refused (${error})`);
  if (input.amount <= 0n) throw new Error("promotions: a grant is positive");
  const required = wageringRequirement(input.terms, input.amount, input.deposit ?? 0n);
  const outcome = await repo.giveCall(db, {
    memberId: input.memberId,
    source: input.source,
    ref: input.ref,
    terms: storedTerms(input.terms, input),
    amount: input.amount,
    required,
    expiresAt: new Date(input.terms.expiresAt),
  });
  if (outcome.code !== "ok" || outcome.grant_id === null) throw new AppError("idempotency_conflict");
  if (!outcome.replayed) {
    // The inbox message (issue 16), in the caller's transaction: it stands or falls with the grant.
    await sendMessageSafely(db, {
      memberId: input.memberId,
      template: "bonus_issued",
      params: { amount: input.amount.toString(), title: grantTitle(input.title) },
      category: "personal",
      dedupeKey: `bonus_issued:${outcome.grant_id}`,
    });
  }
  return { grantId: outcome.grant_id, replayed: outcome.replayed };
}

/** A grant's name for its messages: its own title, else "Promotion" in the five languages. */
function grantTitle(title: unknown): { vi: string } & Partial<Record<Language, string>> {
  const own = title as Partial<Record<Language, string>> | undefined | null;
  if (own && typeof own.vi === "string" && own.vi !== "") return { ...own, vi: own.vi };
  return { vi: "Khuyến mãi", en: "Promotion", zh: "优惠活动", ja: "プロモーション", th: "โปรโมชัน" };
}

/**
 * The inbox reminder (issue 16) of the active grants that expire in 23 to 24 hours: one statement a
 * run, each grant reminded once (dedupe key), whatever the job's runs in that hour.
 */
export async function remindExpiringGrants(db: Db, limit = 1000): Promise<number> {
  const grants = await repo.grantsExpiringSoon(db, limit);
  return sendMessagesSafely(
    db,
    grants.map((grant) => ({
      memberId: grant.member_id,
      template: "bonus_expiring",
      params: {
        amount: grant.balance.toString(),
        title: grantTitle(grant.title),
        expiresAt: grant.expires_at.toISOString(),
      },
      category: "personal",
      dedupeKey: `bonus_expiring:${grant.id}`,
    })),
  );
}

/** Converts (requirement met), expires or forfeits (with a reason) an active grant; a closed one is left as it is. */
export async function endGrant(
  db: DbClient,
  grantId: bigint,
  kind: "convert" | "expire" | "forfeit",
  reason: string | null,
): Promise<{ paid: bigint; forfeited: bigint; replayed: boolean }> {
  try {
    const outcome = await repo.endCall(db, grantId, kind, reason);
    return { paid: outcome.paid, forfeited: outcome.forfeited, replayed: outcome.replayed };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "LP404") throw new AppError("promotion_grant_not_found");
    if (code === "LP409") throw new AppError("promotion_grant_not_met");
    throw error;
  }
}

/** Expires every active grant whose expiry has passed (each its own ledger operation); the count. */
export async function expireDueGrants(db: DbClient, limit = 500): Promise<number> {
  let expired = 0;
  for (const grantId of await repo.dueGrants(db, limit)) {
    if (!(await endGrant(db, grantId, "expire", null)).replayed) expired += 1;
  }
  return expired;
}

/** The grants' identities (entries sum to balances; active grants sum to each bonus account). */
export const grantViolations = (db: Db): Promise<string[]> => repo.grantViolations(db);
