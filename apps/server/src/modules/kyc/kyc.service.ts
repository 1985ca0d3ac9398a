import {
  KYC_TIER_CODES,
  KYC_UNSENT_DOCUMENTS_MAX,
  type KycDocumentKind,
  type KycLevelState,
  type KycState,
  type KycSubmissionRequest,
  type KycTier,
  type KycWithdrawalRule,
} from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import type { UploadedImage } from "../media/index.ts";
import * as repo from "./kyc.repository.ts";

/*
 * Know your customer (issue 16 item 7): the member's tier (derived from the verified mobile number
 * and the approved submissions), uploading document images, sending a submission for level 2
 * (identity) or 3 (address), and the withdrawal gate the cashier asks before a request.
 */

/** The tier of a member: 0 without a verified phone, then one per approved level in order. */
export function tierOf(phone: boolean, approved: readonly number[]): KycTier {
  if (!phone) return 0;
  if (!approved.includes(2)) return 1;
  if (!approved.includes(3)) return 2;
  return 3;
}

/**
 * The tier a withdrawal of `amount` needs under the brand's rule, after `priorWithdrawals`
 * withdrawals (0 = none): the higher of the amount rule (a single withdrawal above the threshold)
 * and the count rule (the threshold's withdrawals made already). A threshold of 0 is no rule.
 */
export function requiredTier(rule: repo.SettingRow, amount: bigint, priorWithdrawals: number): KycTier {
  let tier = 0;
  if (rule.amount_threshold > 0n && amount > rule.amount_threshold) tier = Math.max(tier, rule.amount_tier);
  if (rule.count_threshold > 0 && priorWithdrawals >= rule.count_threshold) tier = Math.max(tier, rule.count_tier);
  return tier as KycTier;
}

/**
 * The cashier's check before a withdrawal request (one statement): refuses with the code naming
 * what the member must verify — kyc_phone_required, kyc_identity_required or kyc_address_required
 * (params: tier, the member's current tier).
 */
export async function assertWithdrawalTier(db: DbClient, memberId: bigint, amount: bigint): Promise<void> {
  const facts = await repo.memberFacts(db, memberId, "threshold");
  if (!facts) return;
  const needed = requiredTier(facts, amount, facts.withdrawals);
  if (needed === 0) return;
  const tier = tierOf(facts.phone, facts.approved);
  if (tier >= needed) return;
  // The first level the member lacks, up to the one needed, is what to verify next.
  const next = (tier + 1) as 1 | 2 | 3;
  throw new AppError(KYC_TIER_CODES[next], { tier: needed, current: tier });
}

export function toRule(row: repo.SettingRow): KycWithdrawalRule {
  return {
    amountThreshold: row.amount_threshold.toString(),
    amountTier: row.amount_tier,
    countThreshold: row.count_threshold,
    countTier: row.count_tier,
  };
}

/** Shows an ID number with all but its last 3 characters hidden. */
export function maskIdNumber(idNumber: string): string {
  return `${"•".repeat(Math.max(idNumber.length - 3, 1))}${idNumber.slice(-3)}`;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function levelState(level: 2 | 3, row: repo.SubmissionRow | undefined): KycLevelState {
  if (!row) return { level, status: "none", submittedAt: null, reviewedAt: null, reason: null, detail: null };
  return {
    level,
    status: row.status,
    submittedAt: row.created_at.toISOString(),
    reviewedAt: iso(row.reviewed_at),
    reason: row.status === "rejected" ? row.reason : null,
    detail: level === 2 ? maskIdNumber(row.id_number ?? "") : row.address,
  };
}

/** The security centre's Verification section. */
export async function memberKycState(db: DbClient, memberId: bigint): Promise<KycState> {
  const facts = await repo.memberFacts(db, memberId, "all");
  if (!facts) throw new AppError("please_login_first");
  const latest = await repo.latestSubmissions(db, memberId);
  // An approved level stays approved whatever a later submission says (a new one is refused anyway).
  const shown = (level: 2 | 3) =>
    facts.approved.includes(level)
      ? levelState(
          level,
          latest.find((row) => row.level === level && row.status === "approved") ??
            latest.find((row) => row.level === level),
        )
      : levelState(
          level,
          latest.find((row) => row.level === level),
        );
  return {
    tier: tierOf(facts.phone, facts.approved),
    phoneVerified: facts.phone,
    levels: [shown(2), shown(3)],
    withdrawalRule: toRule(facts),
    withdrawals: facts.withdrawals,
  };
}

/** Stores one document image, unsent until a submission names it (at most KYC_UNSENT_DOCUMENTS_MAX waiting). */
export async function uploadDocument(db: Db, memberId: bigint, image: UploadedImage): Promise<{ documentId: string }> {
  return inTransaction(db, async (tx) => {
    await repo.lockMember(tx, memberId);
    if ((await repo.countUnsentDocuments(tx, memberId)) >= KYC_UNSENT_DOCUMENTS_MAX) {
      throw new AppError("kyc_too_many_documents", { max: KYC_UNSENT_DOCUMENTS_MAX });
    }
    const id = await repo.insertDocument(tx, memberId, image.contentType, image.bytes);
    return { documentId: id.toString() };
  });
}

/**
 * Sends a submission: level 2 needs a verified phone first, level 3 an approved level 2; one
 * submission per level waits at a time and an approved level is not sent again. The images must be
 * the member's own, unsent and all different. The submission and its images commit together.
 */
export async function submit(db: Db, memberId: bigint, input: KycSubmissionRequest): Promise<KycState> {
  const documents: { id: bigint; kind: KycDocumentKind }[] =
    input.level === 2
      ? [
          { id: BigInt(input.front), kind: "id_front" },
          { id: BigInt(input.back), kind: "id_back" },
          { id: BigInt(input.selfie), kind: "selfie" },
        ]
      : [{ id: BigInt(input.proof), kind: "address" }];
  if (new Set(documents.map((d) => d.id)).size !== documents.length) throw new AppError("kyc_document_invalid");
  await inTransaction(db, async (tx) => {
    await repo.lockMember(tx, memberId);
    const facts = await repo.memberFacts(tx, memberId, "threshold");
    if (!facts) throw new AppError("please_login_first");
    const tier = tierOf(facts.phone, facts.approved);
    if (tier < input.level - 1) throw new AppError("kyc_level_order", { tier: input.level - 1 });
    if (facts.approved.includes(input.level) || facts.pending.includes(input.level)) {
      throw new AppError("kyc_submission_exists");
    }
    const owned = await repo.lockUnsentDocuments(
      tx,
      memberId,
      documents.map((d) => d.id),
    );
    if (owned.length !== documents.length) throw new AppError("kyc_document_invalid");
    try {
      const submissionId = await repo.insertSubmission(tx, {
        memberId,
        level: input.level,
        idNumber: input.level === 2 ? input.idNumber : null,
        address: input.level === 3 ? input.address : null,
      });
      await repo.attachDocuments(tx, submissionId, documents);
    } catch (error) {
      if (repo.isUniqueViolation(error)) throw new AppError("kyc_submission_exists");
      throw error;
    }
  });
  return memberKycState(db, memberId);
}
