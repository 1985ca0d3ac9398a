import type { PromotionEligibility, PromotionParams } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import type { MemberFacts } from "./states.ts";

/*
 * SQL of the promotions centre (issue 15): promotions, participations (join, apply, claim), the
 * application images, the facts the eligibility rules read, and the deposit numbers a deposit match
 * needs. Credited deposits and bank accounts are read (never written) from the cashier's tables, as
 * the agents' reports do.
 */

export type PromotionRow = {
  id: bigint;
  type: string;
  tags: string[];
  template: string;
  entry: string;
  title: Record<string, string>;
  summary: Record<string, string>;
  terms: Record<string, string>;
  image_url: string;
  params: PromotionParams;
  eligibility: PromotionEligibility;
  enabled: boolean;
  sort: number;
  starts_at: Date;
  ends_at: Date | null;
  registration_ends_at: Date | null;
  code: string | null;
  raffle_seed: string;
};

const PROMOTION_COLUMNS = `p.id, p.type, p.tags, p.template, p.entry, p.title, p.summary, p.terms, p.image_url, p.params,
  p.eligibility, p.enabled, p.sort, p.starts_at, p.ends_at, p.registration_ends_at, p.code, p.raffle_seed`;

/** Enabled promotions a member may see (started within the last year or upcoming), by sort then newest. */
export async function visiblePromotions(
  db: DbClient,
  filter: { type?: string; tag?: string },
): Promise<PromotionRow[]> {
  const { rows } = await db.query<PromotionRow>(
    `select ${PROMOTION_COLUMNS} from promotion p
      where p.enabled and ($1::text is null or p.type = $1) and ($2::text is null or $2 = any (p.tags))
        and (p.ends_at is null or p.ends_at > now() - interval '30 days')
      order by p.sort, p.starts_at desc, p.id desc`,
    [filter.type ?? null, filter.tag ?? null],
  );
  return rows;
}

export async function promotionById(db: DbClient, id: bigint, lock = false): Promise<PromotionRow | null> {
  const { rows } = await db.query<PromotionRow>(
    `select ${PROMOTION_COLUMNS} from promotion p where p.id = $1${lock ? " for share" : ""}`,
    [id.toString()],
  );
  return rows[0] ?? null;
}

export async function promotionByCode(db: DbClient, code: string): Promise<PromotionRow | null> {
  const { rows } = await db.query<PromotionRow>(
    `select ${PROMOTION_COLUMNS} from promotion p where p.code = $1 and p.enabled`,
    [code],
  );
  return rows[0] ?? null;
}

/** Enabled deposit matches (for the deposit form and the credit). */
export async function depositMatches(db: DbClient): Promise<PromotionRow[]> {
  const { rows } = await db.query<PromotionRow>(
    `select ${PROMOTION_COLUMNS} from promotion p
      where p.enabled and p.template = 'deposit_match' and p.starts_at <= now() and (p.ends_at is null or p.ends_at > now())
      order by p.sort, p.id`,
  );
  return rows;
}

/**
 * The member's eligibility facts in one query; `ip` is the caller's address (one per IP: another
 * member's participation from it), `promotionIds` the promotions whose one-per-IP/device rule is read.
 */
export async function memberFacts(
  db: DbClient,
  memberId: bigint,
  vipLevel: number,
  ip: string | null,
  userAgent: string | null,
): Promise<MemberFacts & { ipUsedBy: Set<string>; deviceUsedBy: Set<string> }> {
  const { rows } = await db.query<{
    verified_phone: boolean;
    zalo: boolean;
    bank: boolean;
    deposits: number;
    age_days: number;
    ip_used: string[];
    device_used: string[];
  }>(
    `select m.mobile_num is not null as verified_phone,
            coalesce(m.profile ->> 'zalo', '') <> '' as zalo,
            exists (select 1 from member_bank_account b where b.member_id = m.id and b.removed_at is null) as bank,
            (select count(*) from deposit_order d where d.member_id = m.id and d.status = 'credited')::int as deposits,
            floor(extract(epoch from now() - m.created_at) / 86400)::int as age_days,
            coalesce((select array_agg(distinct pp.promotion_id::text) from promotion_participation pp
                       where $2::text is not null and pp.ip = $2 and pp.member_id <> m.id), '{}') as ip_used,
            coalesce((select array_agg(distinct pp.promotion_id::text) from promotion_participation pp
                       join member_session s on s.member_id = pp.member_id and s.ip = pp.ip
                      where $2::text is not null and pp.ip = $2 and s.user_agent = $3 and pp.member_id <> m.id),
                     '{}') as device_used
       from member m where m.id = $1`,
    [memberId.toString(), ip, userAgent ?? ""],
  );
  const row = rows[0]!;
  return {
    verifiedPhone: row.verified_phone,
    zaloLinked: row.zalo,
    boundBank: row.bank,
    vipLevel,
    deposits: row.deposits,
    accountAgeDays: row.age_days,
    ipUsed: false,
    deviceUsed: false,
    ipUsedBy: new Set(row.ip_used),
    deviceUsedBy: new Set(row.device_used),
  };
}

export type ParticipationRow = {
  id: bigint;
  promotion_id: bigint;
  member_id: bigint;
  period: string;
  state: "signed" | "applying" | "issued" | "rejected" | "claimed";
  request_id: string;
  remark: string;
  reason: string;
  grant_id: bigint | null;
  created_at: Date;
  reviewed_at: Date | null;
  reviewed_by: string | null;
};

/** The member's participations in the given periods ('' and today's brand day), keyed by promotion id. */
export async function participations(
  db: DbClient,
  memberId: bigint,
  periods: string[],
): Promise<Map<string, ParticipationRow>> {
  const { rows } = await db.query<ParticipationRow>(
    `select * from promotion_participation where member_id = $1 and period = any ($2::text[]) order by id`,
    [memberId.toString(), periods],
  );
  return new Map(rows.map((row) => [row.promotion_id.toString(), row]));
}

/** The member's grants from promotions: active and total per promotion id. */
export async function grantCounts(
  db: DbClient,
  memberId: bigint,
): Promise<Map<string, { active: number; total: number }>> {
  const { rows } = await db.query<{ promotion_id: string; active: number; total: number }>(
    `select terms ->> 'promotionId' as promotion_id, count(*) filter (where status = 'active')::int as active,
            count(*)::int as total
       from promotion_grant where member_id = $1 and terms ? 'promotionId' group by 1`,
    [memberId.toString()],
  );
  return new Map(rows.map((row) => [row.promotion_id, { active: row.active, total: row.total }]));
}

/** The images of an application (ids). */
export async function applicationImageIds(db: DbClient, participationId: bigint): Promise<string[]> {
  const { rows } = await db.query<{ id: bigint }>(
    "select id from promotion_image where participation_id = $1 order by id",
    [participationId.toString()],
  );
  return rows.map((row) => row.id.toString());
}

/**
 * A new participation; null when the member already has one for this promotion and period (the
 * unique key decides between racing requests).
 */
export async function insertParticipation(
  db: DbClient,
  input: {
    promotionId: bigint;
    memberId: bigint;
    period: string;
    state: ParticipationRow["state"];
    requestId: string;
    remark?: string;
    ip: string | null;
  },
): Promise<ParticipationRow | null> {
  const { rows } = await db.query<ParticipationRow>(
    `insert into promotion_participation (promotion_id, member_id, period, state, request_id, remark, ip)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (promotion_id, member_id, period) do nothing
     returning *`,
    [
      input.promotionId.toString(),
      input.memberId.toString(),
      input.period,
      input.state,
      input.requestId,
      input.remark ?? "",
      input.ip,
    ],
  );
  return rows[0] ?? null;
}

export async function participationOf(
  db: DbClient,
  promotionId: bigint,
  memberId: bigint,
  period: string,
): Promise<ParticipationRow | null> {
  const { rows } = await db.query<ParticipationRow>(
    "select * from promotion_participation where promotion_id = $1 and member_id = $2 and period = $3",
    [promotionId.toString(), memberId.toString(), period],
  );
  return rows[0] ?? null;
}

/** Moves a participation to a state with its grant (issued/claimed), review data when staff decided. */
export async function settleParticipation(
  db: DbClient,
  id: bigint,
  state: ParticipationRow["state"],
  grantId: bigint | null,
  review?: { by: string; reason: string },
): Promise<void> {
  await db.query(
    `update promotion_participation
        set state = $2, grant_id = coalesce($3, grant_id),
            reviewed_at = case when $4::text is null then reviewed_at else now() end,
            reviewed_by = coalesce($4, reviewed_by), reason = coalesce($5, reason)
      where id = $1`,
    [id.toString(), state, grantId?.toString() ?? null, review?.by ?? null, review?.reason ?? null],
  );
}

/** Attaches the member's unused images to an application; answers how many were attached. */
export async function attachImages(
  db: DbClient,
  memberId: bigint,
  participationId: bigint,
  imageIds: string[],
): Promise<number> {
  if (imageIds.length === 0) return 0;
  const { rowCount } = await db.query(
    `update promotion_image set participation_id = $3
      where id = any ($2::int8[]) and member_id = $1 and participation_id is null`,
    [memberId.toString(), imageIds, participationId.toString()],
  );
  return rowCount ?? 0;
}

/** Stores an uploaded image unless the member already holds 3 unattached ones from the last hour. */
export async function insertImage(
  db: DbClient,
  memberId: bigint,
  contentType: string,
  bytes: Buffer,
  maxPending: number,
): Promise<bigint | null> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into promotion_image (member_id, content_type, bytes)
     select $1, $2, $3
      where (select count(*) from promotion_image
              where member_id = $1 and participation_id is null and created_at > now() - interval '1 hour') < $4
     returning id`,
    [memberId.toString(), contentType, bytes, maxPending],
  );
  return rows[0]?.id ?? null;
}

/** An image (the member's own, or any for the console when memberId is null). */
export async function imageById(
  db: DbClient,
  id: bigint,
  memberId: bigint | null,
): Promise<{ content_type: string; bytes: Buffer; participation_id: bigint | null } | null> {
  const { rows } = await db.query<{ content_type: string; bytes: Buffer; participation_id: bigint | null }>(
    `select content_type, bytes, participation_id from promotion_image where id = $1 and ($2::int8 is null or member_id = $2)`,
    [id.toString(), memberId?.toString() ?? null],
  );
  return rows[0] ?? null;
}

/**
 * The deposit match a credited deposit earns, in one statement: its rank among the member's credited
 * deposits (1 = the first, by credit time) and the open deposit match whose qualifying deposit that
 * is — the one chosen on the order first, then one the member joined, then an automatic one; none
 * when the member declined a bonus on the order.
 */
export async function depositMatchCandidate(
  db: DbClient,
  memberId: bigint,
  orderNo: string,
): Promise<PromotionRow | null> {
  const { rows } = await db.query<PromotionRow>(
    `with d as (
       select r.rank, r.promotion_id, r.promotion_declined from (
         select x.order_no, x.promotion_id, x.promotion_declined,
                row_number() over (order by x.credited_at, x.id)::int as rank
           from deposit_order x where x.member_id = $1 and x.status = 'credited') r
        where r.order_no = $2)
     select ${PROMOTION_COLUMNS}
       from d
       join promotion p on p.enabled and p.template = 'deposit_match' and p.starts_at <= now()
                        and (p.ends_at is null or p.ends_at > now())
                        and coalesce((p.params ->> 'nth')::int, 1) = d.rank
       left join promotion_participation pp on pp.promotion_id = p.id and pp.member_id = $1 and pp.state = 'signed'
      where not d.promotion_declined and (p.id = d.promotion_id or pp.id is not null or p.entry = 'auto')
      order by p.id = d.promotion_id desc, pp.id is not null desc, p.sort, p.id
      limit 1`,
    [memberId.toString(), orderNo],
  );
  return rows[0] ?? null;
}

/** Credited orders of the last days whose chosen or joined deposit match has no grant yet (the sweep). */
export async function unmatchedDeposits(
  db: DbClient,
  limit: number,
): Promise<{ member_id: bigint; order_no: string; amount: bigint }[]> {
  const { rows } = await db.query<{ member_id: bigint; order_no: string; amount: bigint }>(
    `select d.member_id, d.order_no, d.amount from deposit_order d
      where d.status = 'credited' and d.credited_at > now() - interval '2 days' and d.credited_at < now() - interval '1 minute'
        and not d.promotion_declined and (d.promotion_id is not null or exists (
              select 1 from promotion_participation pp join promotion p on p.id = pp.promotion_id
               where pp.member_id = d.member_id and pp.state = 'signed' and p.template = 'deposit_match'))
        and not exists (select 1 from promotion_grant g
                         where g.member_id = d.member_id and g.source = 'deposit_match' and g.source_ref = d.order_no)
      order by d.credited_at limit $1`,
    [limit],
  );
  return rows;
}

/* ---- Console ---- */

export type ConsolePromotionRow = PromotionRow & { grants: number; granted: bigint; applying: number };

/** Every promotion with its grant count and total and its applications waiting. */
export async function consolePromotions(db: DbClient): Promise<ConsolePromotionRow[]> {
  const { rows } = await db.query<ConsolePromotionRow>(
    `select ${PROMOTION_COLUMNS},
            coalesce(g.n, 0)::int as grants, coalesce(g.total, 0)::int8 as granted,
            (select count(*) from promotion_participation pp where pp.promotion_id = p.id and pp.state = 'applying')::int as applying
       from promotion p
       left join (select (terms ->> 'promotionId')::bigint as promotion_id, count(*) as n, sum(granted) as total
                    from promotion_grant where terms ? 'promotionId' group by 1) g on g.promotion_id = p.id
      order by p.sort, p.id desc`,
  );
  return rows;
}

export type PromotionWrite = {
  type: string;
  tags: string[];
  template: string;
  entry: string;
  title: Record<string, string>;
  summary: Record<string, string>;
  terms: Record<string, string>;
  imageUrl: string;
  params: PromotionParams;
  eligibility: PromotionEligibility;
  enabled: boolean;
  sort: number;
  startsAt: string;
  endsAt: string | null;
  registrationEndsAt: string | null;
};

const writeValues = (p: PromotionWrite) => [
  p.type,
  p.tags,
  p.template,
  p.entry,
  JSON.stringify(p.title),
  JSON.stringify(p.summary),
  JSON.stringify(p.terms),
  p.imageUrl,
  JSON.stringify(p.params),
  JSON.stringify(p.eligibility),
  p.enabled,
  p.sort,
  p.startsAt,
  p.endsAt,
  p.registrationEndsAt,
  p.template === "promo_code" ? (p.params.code ?? null) : null,
];

export async function insertPromotion(db: DbClient, p: PromotionWrite): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into promotion (type, tags, template, entry, title, summary, terms, image_url, params, eligibility, enabled,
                            sort, starts_at, ends_at, registration_ends_at, code)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) returning id`,
    writeValues(p),
  );
  return rows[0]!.id;
}

/** Updates a promotion; answers the row before the change (null: unknown id). */
export async function updatePromotion(db: DbClient, id: bigint, p: PromotionWrite): Promise<PromotionRow | null> {
  const before = await promotionById(db, id);
  if (!before) return null;
  await db.query(
    `update promotion set type = $1, tags = $2, template = $3, entry = $4, title = $5, summary = $6, terms = $7,
            image_url = $8, params = $9, eligibility = $10, enabled = $11, sort = $12, starts_at = $13, ends_at = $14,
            registration_ends_at = $15, code = $16, updated_at = now()
      where id = $17`,
    [...writeValues(p), id.toString()],
  );
  return before;
}

export type ConsoleApplicationRow = ParticipationRow & {
  member_account: string;
  title: Record<string, string>;
  image_ids: string[];
};

export async function consoleApplications(
  db: DbClient,
  filter: { state: string; page: number; size: number },
): Promise<{ total: number; rows: ConsoleApplicationRow[] }> {
  const { rows } = await db.query<ConsoleApplicationRow & { total: number }>(
    `select pp.*, m.account as member_account, p.title,
            coalesce((select array_agg(i.id::text order by i.id) from promotion_image i where i.participation_id = pp.id),
                     '{}') as image_ids,
            count(*) over ()::int as total
       from promotion_participation pp
       join promotion p on p.id = pp.promotion_id
       join member m on m.id = pp.member_id
      where p.entry = 'apply' and pp.state in ('applying', 'issued', 'rejected') and ($1 = 'all' or pp.state = $1)
      order by pp.state <> 'applying', pp.created_at desc, pp.id desc
      limit $2 offset $3`,
    [filter.state, filter.size, (filter.page - 1) * filter.size],
  );
  return { total: rows[0]?.total ?? 0, rows };
}

/** Locks an application for review (null: unknown id). */
export async function lockApplication(db: DbClient, id: bigint): Promise<ParticipationRow | null> {
  const { rows } = await db.query<ParticipationRow>("select * from promotion_participation where id = $1 for update", [
    id.toString(),
  ]);
  return rows[0] ?? null;
}

export async function rebateRuns(db: DbClient, limit: number) {
  const { rows } = await db.query<{
    day: string;
    members: number;
    valid_bet: bigint;
    amount: bigint;
    created_at: Date;
  }>(
    `select to_char(day, 'YYYY-MM-DD') as day, members, valid_bet, amount, created_at
       from rebate_run order by day desc limit $1`,
    [limit],
  );
  return rows;
}
