import type { ErrorCode, ProtectionLimitKind, ProtectionPeriod } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";

/*
 * SQL of responsible gaming (issue 16 item 6). The eligibility rule itself is the SQL function
 * protection_refusal (sql/protection_refusal.sql), shared with the seamless wallet's statement.
 */

export type Refusal = { code: ErrorCode; params: Record<string, string | number> };

/** protection_refusal in one round trip: null when the member may do it. */
export async function refusal(
  db: DbClient,
  memberId: bigint,
  action: string,
  amount: bigint | null,
  lock: boolean,
): Promise<Refusal | null> {
  const { rows } = await db.query<{ code: ErrorCode; params: Record<string, string | number> }>({
    name: "protection_refusal",
    text: "select code, params from protection_refusal($1, $2, $3, $4)",
    values: [memberId, action, amount === null ? null : amount.toString(), lock],
  });
  return rows[0] ?? null;
}

/** blocked_until is null for a permanent block ('infinity' in the table) and when there is none. */
const PROTECTION_COLUMNS = `member_id, case when blocked_until = 'infinity' then null else blocked_until end as blocked_until, block_kind,
            play_limits, deposit_limits, reality_check_minutes, deposit_prompt_answered_at, reopen_requested_at, reopen_at`;

export type ProtectionRow = {
  member_id: bigint;
  blocked_until: Date | null;
  block_kind: "timeout" | "self_exclusion" | null;
  play_limits: boolean;
  deposit_limits: boolean;
  reality_check_minutes: number | null;
  deposit_prompt_answered_at: Date | null;
  reopen_requested_at: Date | null;
  reopen_at: Date | null;
};

/** The member's row, created when missing, locked for the rest of the transaction. */
export async function lockProtection(db: DbClient, memberId: bigint): Promise<ProtectionRow> {
  await db.query("insert into member_protection (member_id) values ($1) on conflict do nothing", [memberId]);
  const { rows } = await db.query<ProtectionRow>("select * from member_protection where member_id = $1 for update", [
    memberId,
  ]);
  return rows[0]!;
}

export async function findProtection(db: DbClient, memberId: bigint): Promise<ProtectionRow | null> {
  const { rows } = await db.query<ProtectionRow>(
    `select ${PROTECTION_COLUMNS} from member_protection where member_id = $1`,
    [memberId],
  );
  return rows[0] ?? null;
}

export type LimitRow = {
  kind: ProtectionLimitKind;
  period: ProtectionPeriod;
  source: "self" | "operator";
  amount: bigint;
  pending_amount: bigint | null;
  pending_remove: boolean;
  pending_requested_at: Date | null;
  pending_from: Date | null;
  set_by: string;
  reason: string;
};

export async function listLimits(db: DbClient, memberId: bigint): Promise<LimitRow[]> {
  const { rows } = await db.query<LimitRow>(
    `select kind, period, source, amount, pending_amount, pending_remove, pending_requested_at, pending_from, set_by, reason
       from protection_limit where member_id = $1 order by kind, period, source`,
    [memberId],
  );
  return rows;
}

export async function upsertLimit(
  db: DbClient,
  memberId: bigint,
  key: { kind: ProtectionLimitKind; period: ProtectionPeriod; source: "self" | "operator" },
  amount: bigint,
  setBy: string,
  reason: string,
): Promise<void> {
  await db.query(
    `insert into protection_limit (member_id, kind, period, source, amount, set_by, reason)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (member_id, kind, period, source) do update
        set amount = excluded.amount, set_by = excluded.set_by, reason = excluded.reason,
            pending_amount = null, pending_remove = false, pending_requested_at = null, pending_from = null,
            updated_at = now()`,
    [memberId, key.kind, key.period, key.source, amount, setBy, reason],
  );
}

export async function deleteLimit(
  db: DbClient,
  memberId: bigint,
  key: { kind: ProtectionLimitKind; period: ProtectionPeriod; source: "self" | "operator" },
): Promise<void> {
  await db.query("delete from protection_limit where member_id = $1 and kind = $2 and period = $3 and source = $4", [
    memberId,
    key.kind,
    key.period,
    key.source,
  ]);
}

/** Records a raise or a removal waiting RAISE_WAIT hours; answers when it may be confirmed. */
export async function setPending(
  db: DbClient,
  memberId: bigint,
  key: { kind: ProtectionLimitKind; period: ProtectionPeriod },
  amount: bigint | null,
  waitHours: number,
): Promise<Date> {
  const { rows } = await db.query<{ pending_from: Date }>(
    `update protection_limit
        set pending_amount = $4, pending_remove = $4::bigint is null, pending_requested_at = now(),
            pending_from = now() + make_interval(hours => $5), updated_at = now()
      where member_id = $1 and kind = $2 and period = $3 and source = 'self'
      returning pending_from`,
    [memberId, key.kind, key.period, amount === null ? null : amount.toString(), waitHours],
  );
  return rows[0]!.pending_from;
}

export async function clearPending(
  db: DbClient,
  memberId: bigint,
  key: { kind: ProtectionLimitKind; period: ProtectionPeriod },
): Promise<void> {
  await db.query(
    `update protection_limit set pending_amount = null, pending_remove = false, pending_requested_at = null,
            pending_from = null, updated_at = now()
      where member_id = $1 and kind = $2 and period = $3 and source = 'self'`,
    [memberId, key.kind, key.period],
  );
}

/** Recomputes the flags the bet-time check reads (which kinds of limits exist). */
export async function refreshFlags(db: DbClient, memberId: bigint): Promise<void> {
  await db.query(
    `update member_protection p
        set deposit_limits = exists (select from protection_limit l where l.member_id = p.member_id and l.kind = 'deposit'),
            play_limits = exists (select from protection_limit l where l.member_id = p.member_id and l.kind <> 'deposit'),
            deposit_prompt_answered_at = case
              when exists (select from protection_limit l where l.member_id = p.member_id and l.kind = 'deposit')
              then coalesce(p.deposit_prompt_answered_at, now()) else p.deposit_prompt_answered_at end,
            updated_at = now()
      where p.member_id = $1`,
    [memberId],
  );
}

export async function setRealityCheck(db: DbClient, memberId: bigint, minutes: number | null): Promise<void> {
  await db.query(
    `insert into member_protection (member_id, reality_check_minutes) values ($1, $2)
     on conflict (member_id) do update set reality_check_minutes = excluded.reality_check_minutes, updated_at = now()`,
    [memberId, minutes],
  );
}

export async function answerDepositPrompt(db: DbClient, memberId: bigint): Promise<void> {
  await db.query(
    `insert into member_protection (member_id, deposit_prompt_answered_at) values ($1, now())
     on conflict (member_id) do update
        set deposit_prompt_answered_at = coalesce(member_protection.deposit_prompt_answered_at, now()), updated_at = now()`,
    [memberId],
  );
}

export type Usage = Record<ProtectionPeriod, Record<ProtectionLimitKind, bigint>>;

/** What the member used in each rolling window: gross deposits, wagers, losses (minor units) and minutes logged in. */
export async function usage(db: DbClient, memberId: bigint): Promise<Usage> {
  const { rows } = await db.query<{
    period: ProtectionPeriod;
    deposit: bigint;
    wager: bigint;
    loss: bigint;
    session: bigint;
  }>({
    name: "protection_usage",
    text: `with w (period, since) as (
             values ('day', now() - interval '24 hours'), ('week', now() - interval '168 hours'),
                    ('month', now() - interval '720 hours')),
           main as (select a.id from ledger_account a
                     where a.kind = 'player_main' and a.member_id = $1 and a.vendor_code = '' and a.shard = 0
                       and a.currency = 'VND')
           select w.period,
                  (select coalesce(sum(t.amount), 0) from ledger_transfer t join ledger_operation o on o.id = t.operation_id
                    where t.credit_account_id = (select id from main) and t.created_at > w.since
                      and o.kind in ('deposit_credit', 'agent_transfer', 'adjustment'))
                  + (select coalesce(sum(d.amount), 0) from deposit_order d
                      where d.member_id = $1 and d.status = 'pending' and d.created_at > w.since) as deposit,
                  (select coalesce(sum(r.bet_amount), 0) from game_round r
                    where r.member_id = $1 and r.started_at > w.since)::bigint as wager,
                  (select greatest(coalesce(sum(r.bet_amount - r.win_amount), 0), 0) from game_round r
                    where r.member_id = $1 and r.started_at > w.since)::bigint as loss,
                  (select coalesce(sum(extract(epoch from
                            greatest(least(case when s.revoked_at is null and s.expires_at > now() then now()
                                                else least(coalesce(s.revoked_at, s.expires_at),
                                                           greatest(s.last_seen_at, s.created_at)) end, now())
                                     - greatest(s.created_at, w.since), interval '0'))), 0)::bigint / 60
                     from member_session s
                    where s.member_id = $1 and coalesce(s.revoked_at, s.expires_at) > w.since) as session
             from w`,
    values: [memberId],
  });
  const out = {} as Usage;
  for (const row of rows) {
    out[row.period] = {
      deposit: BigInt(row.deposit),
      wager: BigInt(row.wager),
      loss: BigInt(row.loss),
      session: BigInt(row.session),
    };
  }
  return out;
}

/** The current login session's numbers: start, wagered and net (won − wagered) since it began. */
export async function sessionFigures(
  db: DbClient,
  sessionId: string,
): Promise<{ started_at: Date; wagered: bigint; net: bigint } | null> {
  const { rows } = await db.query<{ started_at: Date; wagered: bigint; net: bigint }>(
    `select s.created_at as started_at,
            coalesce(sum(r.bet_amount), 0)::bigint as wagered,
            coalesce(sum(r.win_amount - r.bet_amount), 0)::bigint as net
       from member_session s
       left join game_round r on r.member_id = s.member_id and r.started_at >= s.created_at
      where s.id = $1
      group by s.created_at`,
    [sessionId],
  );
  return rows[0] ?? null;
}

export async function insertHistory(
  db: DbClient,
  memberId: bigint,
  actor: string,
  action: string,
  detail: Record<string, unknown>,
): Promise<void> {
  await db.query("insert into protection_history (member_id, actor, action, detail) values ($1, $2, $3, $4)", [
    memberId,
    actor,
    action,
    JSON.stringify(detail),
  ]);
}

export async function listHistory(
  db: DbClient,
  memberId: bigint,
  limit: number,
): Promise<{ at: Date; actor: string; action: string; detail: Record<string, unknown> }[]> {
  const { rows } = await db.query<{ at: Date; actor: string; action: string; detail: Record<string, unknown> }>(
    "select at, actor, action, detail from protection_history where member_id = $1 order by id desc limit $2",
    [memberId, limit],
  );
  return rows;
}

/** Starts a time-out or self-exclusion on the locked row (ends_at null: permanent). */
export async function startBlock(
  db: DbClient,
  memberId: bigint,
  block: {
    kind: "timeout" | "self_exclusion";
    term: string;
    interval: string | null;
    reason: string;
    createdBy: string;
  },
): Promise<{ id: bigint; started_at: Date; ends_at: Date | null }> {
  const { rows } = await db.query<{ id: bigint; started_at: Date; ends_at: Date | null }>(
    `with e as (
       insert into protection_exclusion (member_id, kind, term, ends_at, reason, created_by)
       values ($1, $2, $3, coalesce(now() + $4::interval, 'infinity'), $5, $6)
       returning id, started_at, ends_at)
     update member_protection p
        set blocked_until = e.ends_at, block_kind = $2, reopen_requested_at = null, reopen_at = null, updated_at = now()
       from e where p.member_id = $1
     returning e.id, e.started_at, case when e.ends_at = 'infinity' then null else e.ends_at end as ends_at`,
    [memberId, block.kind, block.term, block.interval, block.reason, block.createdBy],
  );
  return rows[0]!;
}

export async function recordEffects(
  db: DbClient,
  exclusionId: bigint,
  effects: Record<string, unknown>,
): Promise<void> {
  await db.query("update protection_exclusion set effects = effects || $2::jsonb where id = $1", [
    exclusionId,
    JSON.stringify(effects),
  ]);
}

export async function currentExclusion(
  db: DbClient,
  memberId: bigint,
): Promise<{ kind: "timeout" | "self_exclusion"; term: string; started_at: Date; ends_at: Date | null } | null> {
  const { rows } = await db.query<{
    kind: "timeout" | "self_exclusion";
    term: string;
    started_at: Date;
    ends_at: Date | null;
  }>(
    `select kind, term, started_at, case when ends_at = 'infinity' then null else ends_at end as ends_at
       from protection_exclusion
      where member_id = $1 order by started_at desc, id desc limit 1`,
    [memberId],
  );
  return rows[0] ?? null;
}

export async function requestReopen(db: DbClient, memberId: bigint, coolingDays: number): Promise<Date> {
  const { rows } = await db.query<{ reopen_at: Date }>(
    `update member_protection set reopen_requested_at = now(), reopen_at = now() + make_interval(days => $2),
            updated_at = now()
      where member_id = $1 returning reopen_at`,
    [memberId, coolingDays],
  );
  return rows[0]!.reopen_at;
}

/** A time-out that ended, or a self-exclusion reopened: the block columns are cleared. */
export async function clearEndedBlock(db: DbClient, memberId: bigint): Promise<void> {
  await db.query(
    `update member_protection
        set blocked_until = null, block_kind = null, reopen_requested_at = null, reopen_at = null, updated_at = now()
      where member_id = $1`,
    [memberId],
  );
}

export type ExclusionListRow = {
  id: bigint;
  member_id: bigint;
  account: string;
  kind: "timeout" | "self_exclusion";
  term: string;
  started_at: Date;
  /** null: permanent. */
  ends_at: Date | null;
  reason: string;
  created_by: string;
  active: boolean;
};

const EXCLUSION_SELECT = `select e.id, e.member_id, m.account, e.kind, e.term, e.started_at,
         case when e.ends_at = 'infinity' then null else e.ends_at end as ends_at, e.reason, e.created_by,
         (e.ends_at > now() or (e.kind = 'self_exclusion' and p.block_kind = 'self_exclusion'
                                and (p.reopen_at is null or p.reopen_at > now())
                                and e.id = (select max(x.id) from protection_exclusion x where x.member_id = e.member_id)))
           as active
    from protection_exclusion e
    join member m on m.id = e.member_id
    left join member_protection p on p.member_id = e.member_id`;

export async function listExclusions(
  db: DbClient,
  filter: { kind?: string; active?: boolean; memberId?: bigint; page: number; size: number },
): Promise<{ total: number; rows: ExclusionListRow[] }> {
  const where = `where ($1::text is null or e.kind = $1) and ($2::bigint is null or e.member_id = $2)`;
  const { rows } = await db.query<ExclusionListRow & { total: number }>(
    `select * , count(*) over ()::int as total from (${EXCLUSION_SELECT} ${where}) x
      where $3::boolean is null or x.active = $3
      order by x.started_at desc, x.id desc limit $4 offset $5`,
    [
      filter.kind ?? null,
      filter.memberId?.toString() ?? null,
      filter.active ?? null,
      filter.size,
      (filter.page - 1) * filter.size,
    ],
  );
  return { total: rows[0]?.total ?? 0, rows };
}

/** Every exclusion (the regulators' export), oldest first, in pages of ids. */
export async function exclusionsAfter(db: DbClient, afterId: bigint, limit: number): Promise<ExclusionListRow[]> {
  const { rows } = await db.query<ExclusionListRow>(`${EXCLUSION_SELECT} where e.id > $1 order by e.id limit $2`, [
    afterId,
    limit,
  ]);
  return rows;
}

export async function insertFinding(
  db: DbClient,
  finding: { memberId: bigint; kind: string; reference: string; amount: bigint; detail: Record<string, unknown> },
): Promise<void> {
  await db.query(
    `insert into protection_finding (member_id, kind, reference, amount, detail) values ($1, $2, $3, $4, $5)
     on conflict (kind, reference) do nothing`,
    [finding.memberId, finding.kind, finding.reference, finding.amount, JSON.stringify(finding.detail)],
  );
}

export async function listFindings(
  db: DbClient,
  page: number,
  size: number,
): Promise<{
  total: number;
  rows: { id: bigint; member_id: bigint; account: string; at: Date; kind: string; reference: string; amount: bigint }[];
}> {
  const { rows } = await db.query<{
    id: bigint;
    member_id: bigint;
    account: string;
    at: Date;
    kind: string;
    reference: string;
    amount: bigint;
    total: number;
  }>(
    `select f.id, f.member_id, m.account, f.at, f.kind, f.reference, f.amount, count(*) over ()::int as total
       from protection_finding f join member m on m.id = f.member_id
      order by f.id desc limit $1 offset $2`,
    [size, (page - 1) * size],
  );
  return { total: rows[0]?.total ?? 0, rows };
}

export async function memberAccount(db: DbClient, memberId: bigint): Promise<string | null> {
  const { rows } = await db.query<{ account: string }>("select account from member where id = $1", [memberId]);
  return rows[0]?.account ?? null;
}

/** Whether `at` has passed by the database's clock (the clock every protection time was written with). */
export async function hasPassed(db: DbClient, at: Date): Promise<boolean> {
  const { rows } = await db.query<{ passed: boolean }>("select $1::timestamptz <= now() as passed", [at]);
  return rows[0]!.passed;
}
