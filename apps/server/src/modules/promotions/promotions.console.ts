import {
  bonusTermsError,
  type ConsoleApplication,
  type ConsolePromotion,
  type ConsolePromotionRequest,
  type Language,
  type PromotionEntry,
  type PromotionParams,
  type PromotionTemplate,
} from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { grantWire } from "./bonuses.service.ts";
import * as repo from "./centre.repository.ts";
import { termsOf } from "./centre.service.ts";
import { giveGrant } from "./grants.service.ts";
import * as grants from "./promotions.repository.ts";

/*
 * The promotions console (issue 15 item 7): promotions from templates (parameters checked against
 * the template), the application review queue (approve gives the bonus grant, reject keeps a reason)
 * and the bonus grants; the routes audit every change.
 */

/** The entries a template can be taken part in with. */
const ENTRIES: Record<PromotionTemplate, readonly PromotionEntry[]> = {
  deposit_match: ["auto", "join"],
  free_bonus: ["claim", "apply"],
  cashback: ["apply"],
  raffle: ["claim"],
  promo_code: ["code"],
  rebate: ["auto"],
  info: ["auto", "apply"],
};

/** Why a template's parameters do not fit it (a detail for promotion_params_invalid), or null. */
export function paramsError(
  template: PromotionTemplate,
  entry: PromotionEntry,
  params: PromotionParams,
): string | null {
  if (!ENTRIES[template].includes(entry))
    return `entry: ${template} is taken part in by ${ENTRIES[template].join(" or ")}`;
  if ((template === "deposit_match" || template === "cashback") && params.percent === undefined) {
    return "params.percent: required";
  }
  if ((template === "free_bonus" || template === "promo_code") && params.amount === undefined && entry !== "apply") {
    return "params.amount: required";
  }
  if (template === "promo_code" && params.code === undefined) return "params.code: required";
  if (template !== "promo_code" && params.code !== undefined) return "params.code: only a promo code has one";
  if (template === "raffle" && (params.prizes === undefined || params.prizes.every((p) => BigInt(p.amount) === 0n))) {
    return "params.prizes: a raffle needs a prize table with a prize";
  }
  for (const key of ["minDeposit", "maxBonus", "amount", "maxBet", "maxConversion"] as const) {
    const value = params[key];
    if (value !== undefined && value !== null && BigInt(value) <= 0n) return `params.${key}: must be above 0`;
  }
  const error = bonusTermsError(termsOf(params, new Date()));
  return error === null ? null : `params: ${error}`;
}

export function checkPromotion(body: ConsolePromotionRequest): void {
  const detail = paramsError(body.template, body.entry, body.params as PromotionParams);
  if (detail) throw new AppError("promotion_params_invalid", { detail });
  if (body.endsAt !== null && Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
    throw new AppError("promotion_params_invalid", { detail: "endsAt: after startsAt" });
  }
}

export function consolePromotionWire(row: repo.ConsolePromotionRow): ConsolePromotion {
  return {
    id: row.id.toString(),
    type: row.type as ConsolePromotion["type"],
    tags: row.tags as ConsolePromotion["tags"],
    template: row.template as ConsolePromotion["template"],
    entry: row.entry as ConsolePromotion["entry"],
    title: row.title,
    summary: row.summary,
    terms: row.terms,
    imageUrl: row.image_url,
    params: row.params,
    eligibility: row.eligibility,
    enabled: row.enabled,
    sort: row.sort,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    registrationEndsAt: row.registration_ends_at?.toISOString() ?? null,
    grants: row.grants,
    granted: row.granted.toString(),
    applying: row.applying,
  };
}

export async function promotionWire(db: Db, id: bigint): Promise<ConsolePromotion> {
  const row = (await repo.consolePromotions(db)).find((r) => r.id === id);
  if (!row) throw new AppError("promotion_not_found");
  return consolePromotionWire(row);
}

export const toWrite = (body: ConsolePromotionRequest): repo.PromotionWrite => ({
  ...body,
  params: body.params as PromotionParams,
});

export function applicationWire(row: repo.ConsoleApplicationRow, language: Language): ConsoleApplication {
  return {
    id: row.id.toString(),
    promotionId: row.promotion_id.toString(),
    promotionTitle: row.title[language] ?? row.title.vi ?? "",
    memberId: row.member_id.toString(),
    memberAccount: row.member_account,
    state: row.state as ConsoleApplication["state"],
    remark: row.remark,
    imageIds: row.image_ids,
    reason: row.reason,
    grantId: row.grant_id?.toString() ?? null,
    createdAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    reviewedBy: row.reviewed_by,
  };
}

export type Approved = { grantId: bigint; amount: bigint; memberId: bigint; promotionId: bigint };

/**
 * Approves an application: the bonus (the promotion's amount, or the one staff set — a cashback
 * computed by them) as a grant with the promotion's terms, and the application issued, in one
 * transaction; an application already reviewed is refused. Answers the grant and the amount.
 */
export async function approveApplication(
  db: Db,
  id: bigint,
  operator: string,
  amount: bigint | undefined,
  remark: string | undefined,
  audit: (tx: DbClient, outcome: Approved) => Promise<unknown>,
): Promise<Approved> {
  return inTransaction(db, async (tx) => {
    const application = await repo.lockApplication(tx, id);
    if (!application) throw new AppError("promotion_application_not_found");
    if (application.state !== "applying") throw new AppError("promotion_application_reviewed");
    const promotion = await repo.promotionById(tx, application.promotion_id);
    if (!promotion) throw new AppError("promotion_not_found");
    const bonus = amount ?? (promotion.params.amount !== undefined ? BigInt(promotion.params.amount) : null);
    if (bonus === null) throw new AppError("promotion_params_invalid", { detail: "amount: this promotion needs one" });
    const { grantId } = await giveGrant(tx, {
      memberId: application.member_id,
      source: "application",
      ref: application.id.toString(),
      amount: bonus,
      terms: termsOf(promotion.params, new Date()),
      promotionId: promotion.id,
      title: promotion.title,
    });
    await repo.settleParticipation(tx, application.id, "issued", grantId, { by: operator, reason: remark ?? "" });
    const outcome = { grantId, amount: bonus, memberId: application.member_id, promotionId: promotion.id };
    await audit(tx, outcome);
    return outcome;
  });
}

/** Rejects an application with the reason the member sees. */
export async function rejectApplication(
  db: Db,
  id: bigint,
  operator: string,
  reason: string,
  audit: (tx: DbClient, outcome: { memberId: bigint; promotionId: bigint }) => Promise<unknown>,
) {
  return inTransaction(db, async (tx) => {
    const application = await repo.lockApplication(tx, id);
    if (!application) throw new AppError("promotion_application_not_found");
    if (application.state !== "applying") throw new AppError("promotion_application_reviewed");
    await repo.settleParticipation(tx, application.id, "rejected", null, { by: operator, reason });
    const outcome = { memberId: application.member_id, promotionId: application.promotion_id };
    await audit(tx, outcome);
    return outcome;
  });
}

export async function consoleGrants(
  db: Db,
  language: Language,
  filter: { status: string; member?: string; page: number; size: number },
) {
  const { total, rows } = await grants.consoleGrantRows(db, filter);
  return {
    total,
    list: rows.map((row) => ({
      ...grantWire(row, language),
      memberId: row.member_id.toString(),
      memberAccount: row.member_account ?? "",
    })),
  };
}
