import {
  AGENT_TYPES,
  BRAND_TIME_ZONE,
  type AgentContractKind,
  type AgentContractPeriod,
  type ContractTerms,
  type MemberStatus,
} from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import type { StatementRow } from "./settlement.repository.ts";

/*
 * SQL of the operator console's agent screens: the tree browser (member_tree: one indexed read per
 * subtree), promotion, affiliate applications and the agent_transfer list. Balances come through
 * the ledger's SQL function ledger_balance (its table layout stays in the ledger).
 */

export type AgentNodeRow = {
  id: bigint;
  account: string;
  nickname: string;
  is_agent: number;
  status: MemberStatus;
  upline_id: bigint | null;
  team_size: number;
  direct_count: number;
  balance: bigint;
  created_at: Date;
  last_login_at: Date | null;
};

const NODE_COLUMNS = `m.id, m.account, m.nickname, m.is_agent, m.status, m.upline_id,
  (select count(*)::int from member_tree t where t.ancestor_id = m.id and t.depth > 0) as team_size,
  (select count(*)::int from member_tree t where t.ancestor_id = m.id and t.depth = 1) as direct_count,
  ledger_balance('player_main', m.id, '') as balance,
  m.created_at, m.last_login_at`;

/** The roots of the tree browser: top agents and affiliate partners. */
const TOP_LEVEL_TYPES = [1, 41] as const;

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Members by account prefix (any case) or id; an empty query lists the top-level agents (no upline). */
export async function searchAgentNodes(
  db: DbClient,
  query: { q: string; page: number; size: number },
): Promise<{ total: number; rows: AgentNodeRow[] }> {
  const q = query.q.trim().toLowerCase();
  const where =
    q === ""
      ? `m.upline_id is null and m.is_agent in (${TOP_LEVEL_TYPES.join(", ")})`
      : "(m.account like $1 or ($2 and m.id::text = $3))";
  const params = q === "" ? [] : [likePrefix(q), /^[0-9]{1,18}$/.test(q), q];
  const count = await db.query<{ n: number }>(`select count(*)::int as n from member m where ${where}`, params);
  const { rows } = await db.query<AgentNodeRow>(
    `select ${NODE_COLUMNS} from member m where ${where}
      order by ${q === "" ? "m.account" : "(m.account = $3) desc, m.account"}
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, query.size, (query.page - 1) * query.size],
  );
  return { total: count.rows[0]!.n, rows };
}

export async function findAgentNode(db: DbClient, memberId: bigint): Promise<AgentNodeRow | null> {
  const { rows } = await db.query<AgentNodeRow>(`select ${NODE_COLUMNS} from member m where m.id = $1`, [
    memberId.toString(),
  ]);
  return rows[0] ?? null;
}

/** The member's uplines, the top first (the member excluded): one read of its closure rows. */
export async function uplineChain(db: DbClient, memberId: bigint): Promise<AgentNodeRow[]> {
  const { rows } = await db.query<AgentNodeRow>(
    `select ${NODE_COLUMNS}
       from member_tree c join member m on m.id = c.ancestor_id
      where c.descendant_id = $1 and c.depth > 0
      order by c.depth desc`,
    [memberId.toString()],
  );
  return rows;
}

/** The direct downlines of a member, agents first, then by account. */
export async function directDownlines(
  db: DbClient,
  memberId: bigint,
  page: { page: number; size: number },
): Promise<{ total: number; rows: AgentNodeRow[] }> {
  const count = await db.query<{ n: number }>("select count(*)::int as n from member where upline_id = $1", [
    memberId.toString(),
  ]);
  const { rows } = await db.query<AgentNodeRow>(
    `select ${NODE_COLUMNS} from member m where m.upline_id = $1
      order by (m.is_agent <> 0) desc, m.account limit $2 offset $3`,
    [memberId.toString(), page.size, (page.page - 1) * page.size],
  );
  return { total: count.rows[0]!.n, rows };
}

/** The member row locked for a change of its account type, with whether an agent sits above it. */
export async function lockForPromotion(
  db: DbClient,
  memberId: bigint,
): Promise<{ is_agent: number; status: MemberStatus; agent_above: boolean } | null> {
  const { rows } = await db.query<{ is_agent: number; status: MemberStatus; agent_above: boolean }>(
    `select m.is_agent, m.status,
            exists (select 1 from member_tree c join member a on a.id = c.ancestor_id
                     where c.descendant_id = m.id and c.depth > 0 and a.is_agent in (${AGENT_TYPES.join(", ")})) as agent_above
       from member m where m.id = $1 for update of m`,
    [memberId.toString()],
  );
  return rows[0] ?? null;
}

export async function setAccountType(db: DbClient, memberId: bigint, isAgent: number): Promise<void> {
  await db.query("update member set is_agent = $2 where id = $1", [memberId.toString(), isAgent]);
}

export type ApplicationRow = {
  id: bigint;
  name: string;
  contact: Record<string, string>;
  channel: string;
  message: string;
  status: "pending" | "approved" | "rejected";
  member_id: bigint | null;
  member_account: string | null;
  member_is_agent: number | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  review_reason: string;
  ip: string;
  created_at: Date;
};

const APPLICATION_COLUMNS = `a.id, a.name, a.contact, a.channel, coalesce(a.message, '') as message, a.status,
  a.member_id, m.account as member_account, m.is_agent as member_is_agent,
  o.username as reviewed_by, a.reviewed_at, a.review_reason, coalesce(a.ip, '') as ip, a.created_at`;

const APPLICATION_FROM = `affiliate_application a
  left join member m on m.id = a.member_id
  left join operator o on o.id = a.reviewed_by`;

/** Applications of a status ("all": every one), oldest pending first, else newest first. */
export async function listApplications(
  db: DbClient,
  query: { status: string; page: number; size: number },
): Promise<{ total: number; rows: ApplicationRow[] }> {
  const where = "($1 = 'all' or a.status = $1)";
  const count = await db.query<{ n: number }>(`select count(*)::int as n from affiliate_application a where ${where}`, [
    query.status,
  ]);
  const { rows } = await db.query<ApplicationRow>(
    `select ${APPLICATION_COLUMNS} from ${APPLICATION_FROM} where ${where}
      order by case when $1 = 'pending' then a.id end asc, a.id desc
      limit $2 offset $3`,
    [query.status, query.size, (query.page - 1) * query.size],
  );
  return { total: count.rows[0]!.n, rows };
}

export async function findApplication(db: DbClient, id: bigint): Promise<ApplicationRow | null> {
  const { rows } = await db.query<ApplicationRow>(
    `select ${APPLICATION_COLUMNS} from ${APPLICATION_FROM} where a.id = $1`,
    [id.toString()],
  );
  return rows[0] ?? null;
}

/** The application's status, the row locked (inside a transaction). */
export async function lockApplication(db: DbClient, id: bigint): Promise<{ status: string } | null> {
  const { rows } = await db.query<{ status: string }>(
    "select status from affiliate_application where id = $1 for update",
    [id.toString()],
  );
  return rows[0] ?? null;
}

export async function markApplicationReviewed(
  db: DbClient,
  id: bigint,
  review: { status: "approved" | "rejected"; memberId: bigint | null; operatorId: bigint; reason: string },
): Promise<void> {
  await db.query(
    `update affiliate_application
        set status = $2, member_id = $3, reviewed_by = $4, reviewed_at = now(), review_reason = $5
      where id = $1`,
    [id.toString(), review.status, review.memberId?.toString() ?? null, review.operatorId.toString(), review.reason],
  );
}

/** A member by account, the row locked: its id, account type and whether it has an upline. */
export async function lockMemberByAccount(
  db: DbClient,
  account: string,
): Promise<{ id: bigint; is_agent: number; status: MemberStatus; upline_id: bigint | null } | null> {
  const { rows } = await db.query<{ id: bigint; is_agent: number; status: MemberStatus; upline_id: bigint | null }>(
    "select id, is_agent, status, upline_id from member where account = $1 for update",
    [account],
  );
  return rows[0] ?? null;
}

export type TransferRow = {
  operation_id: bigint;
  from_id: bigint;
  from_account: string;
  from_is_agent: number;
  to_id: bigint;
  to_account: string;
  to_is_agent: number;
  amount: bigint;
  direction: "down" | "up";
  created_at: Date;
};

/** agent_transfer rows, newest first, by either side (a member id), direction and brand-time-zone days. */
export async function listTransfers(
  db: DbClient,
  query: { memberId: bigint | null; direction: string; from?: string; to?: string; page: number; size: number },
): Promise<{ total: number; sum: bigint; rows: TransferRow[] }> {
  const where = `($1::int8 is null or x.from_id = $1 or x.to_id = $1)
      and ($2 = 'all' or x.direction = $2)
      and ($3::date is null or x.created_at >= ($3::date)::timestamp at time zone '${BRAND_TIME_ZONE}')
      and ($4::date is null or x.created_at < ($4::date + 1)::timestamp at time zone '${BRAND_TIME_ZONE}')`;
  const params = [query.memberId?.toString() ?? null, query.direction, query.from ?? null, query.to ?? null];
  const totals = await db.query<{ n: number; sum: bigint }>(
    `select count(*)::int as n, coalesce(sum(x.amount), 0)::int8 as sum from agent_transfer x where ${where}`,
    params,
  );
  const { rows } = await db.query<TransferRow>(
    `select x.operation_id, x.from_id, f.account as from_account, f.is_agent as from_is_agent,
            x.to_id, r.account as to_account, r.is_agent as to_is_agent, x.amount, x.direction, x.created_at
       from agent_transfer x join member f on f.id = x.from_id join member r on r.id = x.to_id
      where ${where}
      order by x.created_at desc, x.operation_id desc
      limit $5 offset $6`,
    [...params, query.size, (query.page - 1) * query.size],
  );
  return { total: totals.rows[0]!.n, sum: totals.rows[0]!.sum, rows };
}

/* ---- Contract templates, caps and house contracts ---- */
export type TemplateRow = {
  id: bigint;
  name: string;
  kind: AgentContractKind;
  period: AgentContractPeriod;
  terms: ContractTerms;
  created_by: string | null;
  created_at: Date;
};

const TEMPLATE_SELECT = `select t.id, t.name, t.kind, t.period, t.terms, o.username as created_by, t.created_at
  from agent_contract_template t left join operator o on o.id = t.created_by`;

export async function listTemplates(db: DbClient): Promise<TemplateRow[]> {
  const { rows } = await db.query<TemplateRow>(`${TEMPLATE_SELECT} order by t.kind, t.name, t.id`);
  return rows;
}

export async function findTemplate(db: DbClient, id: bigint): Promise<TemplateRow | null> {
  const { rows } = await db.query<TemplateRow>(`${TEMPLATE_SELECT} where t.id = $1`, [id.toString()]);
  return rows[0] ?? null;
}

export async function insertTemplate(
  db: DbClient,
  template: {
    name: string;
    kind: AgentContractKind;
    period: AgentContractPeriod;
    terms: ContractTerms;
    operatorId: bigint;
  },
): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into agent_contract_template (name, kind, period, terms, created_by) values ($1, $2, $3, $4, $5) returning id`,
    [template.name, template.kind, template.period, JSON.stringify(template.terms), template.operatorId.toString()],
  );
  return rows[0]!.id;
}

export async function capsOf(db: DbClient, memberId: bigint): Promise<Map<AgentContractKind, number>> {
  const { rows } = await db.query<{ kind: AgentContractKind; max_ratio_ppm: number }>(
    "select kind, max_ratio_ppm from agent_cap where top_agent_id = $1",
    [memberId.toString()],
  );
  return new Map(rows.map((row) => [row.kind, row.max_ratio_ppm]));
}

/** Sets the cap; answers the previous one (null when there was none). */
export async function upsertCap(
  db: DbClient,
  memberId: bigint,
  kind: AgentContractKind,
  maxRatioPpm: number,
): Promise<number | null> {
  const { rows } = await db.query<{ previous: number | null }>(
    `with previous as (select max_ratio_ppm from agent_cap where top_agent_id = $1 and kind = $2 for update),
          saved as (insert into agent_cap (top_agent_id, kind, max_ratio_ppm) values ($1, $2, $3)
                    on conflict (top_agent_id, kind) do update set max_ratio_ppm = excluded.max_ratio_ppm)
     select (select max_ratio_ppm from previous) as previous`,
    [memberId.toString(), kind, maxRatioPpm],
  );
  return rows[0]?.previous ?? null;
}

/** The house's contracts with a member (upline null), newest first. */
export async function houseContractIds(db: DbClient, memberId: bigint): Promise<bigint[]> {
  const { rows } = await db.query<{ id: bigint }>(
    "select id from agent_contract where upline_id is null and downline_id = $1 order by id desc limit 200",
    [memberId.toString()],
  );
  return rows.map((row) => row.id);
}

export async function insertOperatorEvent(
  db: DbClient,
  contractId: bigint,
  operatorId: bigint,
  action: string,
  detail: Record<string, unknown>,
): Promise<void> {
  await db.query(
    "insert into agent_contract_event (contract_id, actor_operator_id, action, detail) values ($1, $2, $3, $4)",
    [contractId.toString(), operatorId.toString(), action, JSON.stringify(detail)],
  );
}

/* ---- Settlement runs, statements and holds ---- */
export type ConsoleRunRow = {
  id: bigint;
  kind: AgentContractKind;
  period_start: Date;
  period_end: Date;
  status: "computed" | "held" | "paid";
  computed_at: Date;
  paid_at: Date | null;
  operation_id: bigint | null;
  statements: number;
  held: number;
  amount: bigint;
};

const RUN_SELECT = `select r.id, r.kind, r.period_start, r.period_end, r.status, r.computed_at, r.paid_at, r.operation_id,
  (select count(*)::int from agent_statement s where s.run_id = r.id) as statements,
  (select count(*)::int from agent_statement s join agent_statement_hold h on h.statement_id = s.id
    where s.run_id = r.id and h.released_at is null) as held,
  (select coalesce(sum(s.amount), 0)::int8 from agent_statement s where s.run_id = r.id) as amount
  from agent_settlement_run r`;

export async function listRuns(
  db: DbClient,
  query: { kind?: string; status?: string; page: number; size: number },
): Promise<{ total: number; rows: ConsoleRunRow[] }> {
  const where = "($1::text is null or r.kind = $1) and ($2::text is null or r.status = $2)";
  const params = [query.kind ?? null, query.status ?? null];
  const count = await db.query<{ n: number }>(
    `select count(*)::int as n from agent_settlement_run r where ${where}`,
    params,
  );
  const { rows } = await db.query<ConsoleRunRow>(
    `${RUN_SELECT} where ${where} order by r.period_start desc, r.kind limit $3 offset $4`,
    [...params, query.size, (query.page - 1) * query.size],
  );
  return { total: count.rows[0]!.n, rows };
}

export async function findConsoleRun(db: DbClient, id: bigint, lock = false): Promise<ConsoleRunRow | null> {
  if (lock) await db.query("select 1 from agent_settlement_run where id = $1 for update", [id.toString()]);
  const { rows } = await db.query<ConsoleRunRow>(`${RUN_SELECT} where r.id = $1`, [id.toString()]);
  return rows[0] ?? null;
}

/** A statement as settlement.repository reads it, with its agent's account, ledger operation and hold. */
export type ConsoleStatementRow = Omit<StatementRow, "kind"> & {
  agent_account: string;
  operation_id: bigint | null;
  hold_reason: string | null;
  held_by: string | null;
  held_at: Date | null;
};

const STATEMENT_SELECT = `select s.id, s.run_id, s.contract_id, s.contract_version, s.agent_id, m.account as agent_account,
  s.period_start, s.period_end, s.inputs, s.tier, s.gross, s.deductions, s.clawback, s.carried_in, s.carried_out,
  s.amount, s.status, s.operation_id, s.hash,
  case when h.released_at is null then h.reason end as hold_reason,
  case when h.released_at is null then o.username end as held_by,
  case when h.released_at is null then h.held_at end as held_at
  from agent_statement s join member m on m.id = s.agent_id
  left join agent_statement_hold h on h.statement_id = s.id
  left join operator o on o.id = h.held_by`;

export async function consoleRunStatements(db: DbClient, runId: bigint): Promise<ConsoleStatementRow[]> {
  const { rows } = await db.query<ConsoleStatementRow>(
    `${STATEMENT_SELECT} where s.run_id = $1 order by s.amount desc, s.contract_id`,
    [runId.toString()],
  );
  return rows;
}

/** One statement, its row locked (and its run's), inside a transaction. */
export async function lockStatement(db: DbClient, id: bigint): Promise<ConsoleStatementRow | null> {
  await db.query(
    `select 1 from agent_statement s join agent_settlement_run r on r.id = s.run_id where s.id = $1 for update`,
    [id.toString()],
  );
  const { rows } = await db.query<ConsoleStatementRow>(`${STATEMENT_SELECT} where s.id = $1`, [id.toString()]);
  return rows[0] ?? null;
}

/** Stores a computed run (not paid: status computed, no ledger operation) with its statements. */
export async function insertComputedRun(
  db: DbClient,
  run: { kind: AgentContractKind; start: Date; end: Date; computedAt: Date },
): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into agent_settlement_run (kind, period_start, period_end, status, computed_at)
     values ($1, $2, $3, 'computed', $4) returning id`,
    [run.kind, run.start, run.end, run.computedAt],
  );
  return rows[0]!.id;
}

export async function holdStatement(db: DbClient, id: bigint, operatorId: bigint, reason: string): Promise<void> {
  await db.query(
    `insert into agent_statement_hold (statement_id, reason, held_by) values ($1, $2, $3)
     on conflict (statement_id) do update
       set reason = excluded.reason, held_by = excluded.held_by, held_at = now(),
           released_by = null, released_at = null, release_reason = ''`,
    [id.toString(), reason, operatorId.toString()],
  );
}

export async function releaseHold(db: DbClient, id: bigint, operatorId: bigint, reason: string): Promise<void> {
  await db.query(
    `update agent_statement_hold set released_by = $2, released_at = now(), release_reason = $3
      where statement_id = $1 and released_at is null`,
    [id.toString(), operatorId.toString(), reason],
  );
}

/** Marks the run's statements paid by `operationId`: every payable one not held (or the ids given). */
export async function markStatementsPaid(
  db: DbClient,
  runId: bigint,
  operationId: bigint,
  only: bigint[] | null,
): Promise<void> {
  await db.query(
    `update agent_statement s set operation_id = $2
      where s.run_id = $1 and s.amount > 0 and s.operation_id is null
        and ($3::int8[] is null or s.id = any($3::int8[]))
        and not exists (select 1 from agent_statement_hold h where h.statement_id = s.id and h.released_at is null)`,
    [runId.toString(), operationId.toString(), only?.map(String) ?? null],
  );
}

export async function setRunPaid(
  db: DbClient,
  runId: bigint,
  status: "paid" | "held",
  operationId: bigint | null,
): Promise<void> {
  await db.query(
    `update agent_settlement_run set status = $2, paid_at = coalesce(paid_at, now()),
            operation_id = coalesce(operation_id, $3) where id = $1`,
    [runId.toString(), status, operationId?.toString() ?? null],
  );
}
