import type {
  ConsoleKycMember,
  ConsoleKycReviewRequest,
  ConsoleKycSubmission,
  KycSubmissionStatus,
  KycWithdrawalRule,
} from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { sendMessageSafely } from "../messages/index.ts";
import { appendAudit, type Actor } from "../operator/index.ts";
import * as repo from "./kyc.repository.ts";
import { tierOf, toRule } from "./kyc.service.ts";

/*
 * The operator's side of know-your-customer: the review queue with the documents' images, approving
 * or rejecting a submission with a reason (the review and its audit row are one transaction), a
 * member's tier and submissions, and the withdrawal rule (a settings change, audited).
 */

export function toConsoleSubmission(row: repo.SubmissionRow): ConsoleKycSubmission {
  return {
    id: row.id.toString(),
    memberId: row.member_id.toString(),
    memberAccount: row.member_account,
    level: row.level,
    status: row.status,
    idNumber: row.id_number,
    address: row.address,
    documents: row.documents,
    submittedAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    reviewedBy: row.reviewed_by,
    reason: row.reason,
  };
}

export async function listQueue(
  db: DbClient,
  status: KycSubmissionStatus | "all",
  page: number,
  size: number,
): Promise<{ total: number; list: ConsoleKycSubmission[] }> {
  const { total, rows } = await repo.listSubmissions(db, status, page, size);
  return { total, list: rows.map(toConsoleSubmission) };
}

/**
 * Approves, or rejects with the reason the member reads; once per submission. After the commit the
 * member's inbox gets the decision (once per submission, never failing the review).
 */
export async function reviewKyc(
  db: Db,
  id: bigint,
  review: ConsoleKycReviewRequest,
  actor: Actor,
): Promise<ConsoleKycSubmission> {
  const reviewed = await inTransaction(db, async (tx) => {
    const row = await repo.lockSubmission(tx, id);
    if (!row) throw new AppError("kyc_submission_not_found");
    if (row.status !== "pending") throw new AppError("kyc_already_reviewed");
    const status = review.decision === "approve" ? "approved" : "rejected";
    const reason = review.decision === "reject" ? review.reason : null;
    try {
      await repo.reviewSubmission(tx, id, { status, reason, reviewer: actor.session.username });
    } catch (error) {
      if (repo.isUniqueViolation(error)) throw new AppError("kyc_already_reviewed");
      throw error;
    }
    await appendAudit(tx, {
      operator: actor.session.username,
      action: review.decision === "approve" ? "kyc.approve" : "kyc.reject",
      target: `kyc_submission:${id}`,
      ip: actor.ip,
      detail: {
        member: row.member_account,
        memberId: row.member_id.toString(),
        level: row.level,
        documents: row.documents.map((d) => d.id),
        reason,
      },
    });
    return toConsoleSubmission((await repo.lockSubmission(tx, id))!);
  });
  await sendMessageSafely(db, {
    memberId: BigInt(reviewed.memberId),
    template: review.decision === "approve" ? "kyc_approved" : "kyc_rejected",
    params:
      review.decision === "approve"
        ? { level: String(reviewed.level) }
        : { level: String(reviewed.level), reason: review.reason },
    category: "personal",
    dedupeKey: `kyc:${reviewed.id}`,
  });
  return reviewed;
}

export async function readDocument(db: DbClient, id: bigint): Promise<{ content_type: string; bytes: Buffer }> {
  const document = await repo.findDocument(db, id);
  if (!document) throw new AppError("not_found");
  return document;
}

export async function consoleMemberKyc(db: DbClient, memberId: bigint): Promise<ConsoleKycMember> {
  const facts = await repo.memberFacts(db, memberId, "all");
  if (!facts) throw new AppError("not_found");
  return {
    memberId: memberId.toString(),
    tier: tierOf(facts.phone, facts.approved),
    phoneVerified: facts.phone,
    withdrawals: facts.withdrawals,
    submissions: (await repo.memberSubmissions(db, memberId)).map(toConsoleSubmission),
  };
}

export async function readKycSettings(db: DbClient): Promise<KycWithdrawalRule> {
  return toRule(await repo.readSetting(db));
}

export async function updateKycSettings(db: Db, setting: repo.SettingRow, actor: Actor): Promise<KycWithdrawalRule> {
  return inTransaction(db, async (tx) => {
    const before = toRule(await repo.readSetting(tx));
    const after = toRule(await repo.writeSetting(tx, setting));
    await appendAudit(tx, {
      operator: actor.session.username,
      action: "kyc.settings",
      target: "kyc_setting",
      ip: actor.ip,
      detail: { from: before, to: after },
    });
    return after;
  });
}
