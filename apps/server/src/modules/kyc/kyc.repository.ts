import type { KycDocumentKind, KycSubmissionStatus } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";

/*
 * All SQL of the know-your-customer module: its tables (kyc_setting, kyc_submission, kyc_document)
 * and two reads of other modules' rows it derives from — whether the member's mobile number is
 * bound (account: `member.mobile_num`, bound only once its owner proved it by code) and how many
 * withdrawals the member made (cashier: `withdrawal_order`, not rejected) — read in the same
 * statement, so the cashier's gate costs one round trip.
 */

const UNIQUE_VIOLATION = "23505";
export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === UNIQUE_VIOLATION;

export type SettingRow = {
  amount_threshold: bigint;
  amount_tier: number;
  count_threshold: number;
  count_tier: number;
};

export type FactsRow = SettingRow & {
  phone: boolean;
  approved: number[];
  pending: number[];
  withdrawals: number;
};

/**
 * The member's verification facts and the brand's withdrawal rule in one statement. `countUpTo`
 * bounds the withdrawal count (the gate needs only to know whether the threshold is reached);
 * null counts them all. No row: no such member.
 */
export async function memberFacts(
  db: DbClient,
  memberId: bigint,
  countUpTo: "threshold" | "all",
): Promise<FactsRow | undefined> {
  const { rows } = await db.query<FactsRow>(
    `select s.amount_threshold, s.amount_tier::int, s.count_threshold, s.count_tier::int,
            m.mobile_num is not null as phone,
            array(select k.level::int from kyc_submission k where k.member_id = m.id and k.status = 'approved') as approved,
            array(select k.level::int from kyc_submission k where k.member_id = m.id and k.status = 'pending') as pending,
            case when $2 or s.count_threshold > 0 then
              (select count(*)::int from (select 1 from withdrawal_order w
                                           where w.member_id = m.id and w.status <> 'rejected'
                                           limit case when $2 then null else s.count_threshold end) counted)
            else 0 end as withdrawals
       from member m cross join kyc_setting s
      where m.id = $1`,
    [memberId, countUpTo === "all"],
  );
  return rows[0];
}

export async function readSetting(db: DbClient): Promise<SettingRow> {
  const { rows } = await db.query<SettingRow>(
    "select amount_threshold, amount_tier::int, count_threshold, count_tier::int from kyc_setting",
  );
  return rows[0]!;
}

export async function writeSetting(db: DbClient, setting: SettingRow): Promise<SettingRow> {
  const { rows } = await db.query<SettingRow>(
    `update kyc_setting set amount_threshold = $1, amount_tier = $2, count_threshold = $3, count_tier = $4,
            updated_at = now()
      returning amount_threshold, amount_tier::int, count_threshold, count_tier::int`,
    [setting.amount_threshold, setting.amount_tier, setting.count_threshold, setting.count_tier],
  );
  return rows[0]!;
}

/** Serialises one member's uploads and submissions (the unsent-image cap, the level order). */
export async function lockMember(db: DbClient, memberId: bigint): Promise<void> {
  await db.query("select pg_advisory_xact_lock(hashtext('kyc'), $1::int)", [Number(memberId % 2_147_483_647n)]);
}

export async function countUnsentDocuments(db: DbClient, memberId: bigint): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "select count(*)::int as n from kyc_document where member_id = $1 and submission_id is null",
    [memberId],
  );
  return rows[0]!.n;
}

export async function insertDocument(
  db: DbClient,
  memberId: bigint,
  contentType: string,
  bytes: Buffer,
): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    "insert into kyc_document (member_id, content_type, bytes) values ($1, $2, $3) returning id",
    [memberId, contentType, bytes],
  );
  return rows[0]!.id;
}

/** Of `ids`, those that are the member's own unsent images (locked until the transaction ends). */
export async function lockUnsentDocuments(db: DbClient, memberId: bigint, ids: bigint[]): Promise<bigint[]> {
  const { rows } = await db.query<{ id: bigint }>(
    `select id from kyc_document where member_id = $1 and id = any($2::int8[]) and submission_id is null
      order by id for update`,
    [memberId, ids],
  );
  return rows.map((row) => row.id);
}

export async function insertSubmission(
  db: DbClient,
  input: { memberId: bigint; level: 2 | 3; idNumber: string | null; address: string | null },
): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into kyc_submission (member_id, level, id_number, address) values ($1, $2, $3, $4) returning id`,
    [input.memberId, input.level, input.idNumber, input.address],
  );
  return rows[0]!.id;
}

export async function attachDocuments(
  db: DbClient,
  submissionId: bigint,
  documents: { id: bigint; kind: KycDocumentKind }[],
): Promise<void> {
  await db.query(
    `update kyc_document d set submission_id = $1, kind = x.kind
       from unnest($2::int8[], $3::text[]) as x(id, kind)
      where d.id = x.id`,
    [submissionId, documents.map((d) => d.id), documents.map((d) => d.kind)],
  );
}

export type SubmissionRow = {
  id: bigint;
  member_id: bigint;
  member_account: string;
  level: number;
  status: KycSubmissionStatus;
  id_number: string | null;
  address: string | null;
  reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
  reviewed_by: string | null;
  documents: { id: string; kind: KycDocumentKind }[];
};

const SUBMISSION_COLUMNS = `
  k.id, k.member_id, m.account as member_account, k.level::int, k.status, k.id_number, k.address, k.reason,
  k.created_at, k.reviewed_at, k.reviewed_by,
  coalesce((select json_agg(json_build_object('id', d.id::text, 'kind', d.kind) order by d.id)
              from kyc_document d where d.submission_id = k.id), '[]'::json) as documents`;

/** The member's latest submission per level. */
export async function latestSubmissions(db: DbClient, memberId: bigint): Promise<SubmissionRow[]> {
  const { rows } = await db.query<SubmissionRow>(
    `select distinct on (k.level) ${SUBMISSION_COLUMNS}
       from kyc_submission k join member m on m.id = k.member_id
      where k.member_id = $1
      order by k.level, k.id desc`,
    [memberId],
  );
  return rows;
}

export async function memberSubmissions(db: DbClient, memberId: bigint): Promise<SubmissionRow[]> {
  const { rows } = await db.query<SubmissionRow>(
    `select ${SUBMISSION_COLUMNS}
       from kyc_submission k join member m on m.id = k.member_id
      where k.member_id = $1
      order by k.id desc limit 50`,
    [memberId],
  );
  return rows;
}

/** The review queue: oldest first while pending, newest first otherwise. */
export async function listSubmissions(
  db: DbClient,
  status: KycSubmissionStatus | "all",
  page: number,
  size: number,
): Promise<{ total: number; rows: SubmissionRow[] }> {
  const filter = status === "all" ? "" : "where k.status = $3";
  const order = status === "pending" ? "k.created_at, k.id" : "k.id desc";
  const params: unknown[] = [size, (page - 1) * size];
  if (status !== "all") params.push(status);
  const { rows } = await db.query<SubmissionRow & { total: number }>(
    `select ${SUBMISSION_COLUMNS}, count(*) over ()::int as total
       from kyc_submission k join member m on m.id = k.member_id
      ${filter}
      order by ${order} limit $1 offset $2`,
    params,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const counted = await db.query<{ n: number }>(
      `select count(*)::int as n from kyc_submission k ${status === "all" ? "" : "where k.status = $1"}`,
      status === "all" ? [] : [status],
    );
    total = counted.rows[0]!.n;
  }
  return { total, rows };
}

export async function lockSubmission(db: DbClient, id: bigint): Promise<SubmissionRow | undefined> {
  const { rows } = await db.query<SubmissionRow>(
    `select ${SUBMISSION_COLUMNS}
       from kyc_submission k join member m on m.id = k.member_id
      where k.id = $1
        for update of k`,
    [id],
  );
  return rows[0];
}

export async function reviewSubmission(
  db: DbClient,
  id: bigint,
  review: { status: "approved" | "rejected"; reason: string | null; reviewer: string },
): Promise<void> {
  await db.query(
    `update kyc_submission set status = $2, reason = $3, reviewed_by = $4, reviewed_at = now() where id = $1`,
    [id, review.status, review.reason, review.reviewer],
  );
}

export async function findDocument(
  db: DbClient,
  id: bigint,
): Promise<{ content_type: string; bytes: Buffer } | undefined> {
  const { rows } = await db.query<{ content_type: string; bytes: Buffer }>(
    "select content_type, bytes from kyc_document where id = $1 and submission_id is not null",
    [id],
  );
  return rows[0];
}
