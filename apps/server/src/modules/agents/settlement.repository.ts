import type pg from "pg";
import type { AgentContractKind, AgentContractPeriod, ContractTerms } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";

/*
 * Settlement's reads and writes (issue 13, H2). A round is a valid bet of a period when it settled
 * (counted at ended_at) and is still settled — or was rolled back only after `asOf` (the time the
 * run computed), so that a recomputation (settlement verify) sees what the run saw.
 */

const VALID_AS_OF = `(g.status = 'settled' or (g.status = 'rolled_back' and g.rolled_back_at > $4))`;

export type ForceContractRow = {
  id: bigint;
  version: number;
  upline_id: bigint | null;
  downline_id: bigint;
  period: AgentContractPeriod;
  terms: ContractTerms;
  ratio_ppm: number;
};

/**
 * The contracts of the kind that started and could be in force for a period starting between
 * `firstStart` and `lastStart` and existed at `asOf` (the caller applies the exact rule, inForce,
 * per period): only those are read, not every contract that ever started.
 */
export async function startedContracts(
  db: DbClient,
  kind: AgentContractKind,
  firstStart: Date,
  lastStart: Date,
  asOf: Date,
) {
  const { rows } = await db.query<ForceContractRow & { effective_from: Date; ended_at: Date | null; created_at: Date }>(
    `select id, version, upline_id, downline_id, period, terms, ratio_ppm, effective_from, ended_at, created_at
       from agent_contract
      where kind = $1 and effective_from <= $3 and (ended_at is null or ended_at > $2) and created_at <= $4
        and status in ('signed', 'termination_requested', 'terminated', 'superseded', 'cancelled_by_rule')
      order by id`,
    [kind, firstStart, lastStart, asOf],
  );
  return rows;
}

export type TeamAggregate = {
  agent_id: bigint;
  team_bet: bigint;
  active: number;
  net_loss: bigint;
  won_stake: bigint;
  lost_stake: bigint;
  rounds: number;
};

/**
 * One pass over the teams of `agents` in [start, end): valid bet, active members (valid bet ≥ the
 * agent's own threshold), the house's net result, stakes of won (or pushed) and lost rounds.
 */
export async function teamAggregates(
  db: DbClient,
  agents: bigint[],
  activeMins: bigint[],
  start: Date,
  end: Date,
  asOf: Date,
): Promise<TeamAggregate[]> {
  if (agents.length === 0) return [];
  const { rows } = await db.query<TeamAggregate>(
    // Rounds are summed per member first (one pass over the window), then each member's figures go up
    // to every contract holder above it through the closure table: members × depth rows, not rounds × depth.
    `with a as (select * from unnest($1::bigint[], $5::bigint[]) as a(agent_id, active_min)),
     per_member as (
       select g.member_id, sum(g.bet_amount) as bet, sum(g.bet_amount - g.win_amount) as net,
              sum(g.bet_amount) filter (where g.win_amount >= g.bet_amount) as won,
              sum(g.bet_amount) filter (where g.win_amount < g.bet_amount) as lost, count(*) as rounds
         from game_round g
        where g.ended_at >= $2 and g.ended_at < $3 and ${VALID_AS_OF}
        group by g.member_id
     ),
     per_agent as (
       select a.agent_id, sum(p.bet) as team_bet, count(*) filter (where p.bet >= a.active_min) as active,
              sum(p.net) as net_loss, sum(p.won) as won_stake, sum(p.lost) as lost_stake, sum(p.rounds) as rounds
         from per_member p
         join member_tree t on t.descendant_id = p.member_id
         join a on a.agent_id = t.ancestor_id
        group by a.agent_id
     )
     select a.agent_id, coalesce(x.team_bet, 0)::bigint as team_bet, coalesce(x.active, 0)::int as active,
            coalesce(x.net_loss, 0)::bigint as net_loss, coalesce(x.won_stake, 0)::bigint as won_stake,
            coalesce(x.lost_stake, 0)::bigint as lost_stake, coalesce(x.rounds, 0)::int as rounds
       from a left join per_agent x on x.agent_id = a.agent_id`,
    [agents, start, end, asOf, activeMins],
  );
  return rows;
}

/** Each agent's team valid bet per hour of [start, end) (hours with bets only). */
export async function teamHours(
  db: DbClient,
  agents: bigint[],
  start: Date,
  end: Date,
  asOf: Date,
): Promise<{ agent_id: bigint; hour: Date; bet: bigint }[]> {
  if (agents.length === 0) return [];
  const { rows } = await db.query<{ agent_id: bigint; hour: Date; bet: bigint }>(
    `select t.ancestor_id as agent_id, date_trunc('hour', g.ended_at) as hour, sum(g.bet_amount)::bigint as bet
       from member_tree t
       join game_round g on g.member_id = t.descendant_id
      where t.ancestor_id = any($1::bigint[]) and g.ended_at >= $2 and g.ended_at < $3 and ${VALID_AS_OF}
      group by 1, 2 order by 1, 2`,
    [agents, start, end, asOf],
  );
  return rows;
}

/** Salaries paid to each agent's team (itself included) for periods inside [start, end). */
export async function teamSalariesPaid(
  db: DbClient,
  agents: bigint[],
  start: Date,
  end: Date,
  asOf: Date,
): Promise<Map<bigint, bigint>> {
  if (agents.length === 0) return new Map();
  const { rows } = await db.query<{ agent_id: bigint; paid: bigint }>(
    `select t.ancestor_id as agent_id, coalesce(sum(s.amount), 0)::bigint as paid
       from member_tree t
       join agent_statement s on s.agent_id = t.descendant_id
       join agent_settlement_run r on r.id = s.run_id
      where t.ancestor_id = any($1::bigint[]) and r.kind <> 'dividend' and s.status = 'paid'
        and s.period_start >= $2 and s.period_end <= $3 and r.computed_at <= $4
      group by 1`,
    [agents, start, end, asOf],
  );
  return new Map(rows.map((row) => [row.agent_id, row.paid]));
}

export type PreviousStatement = { contract_id: bigint; carried_out: bigint; computed_at: Date };

/** Each contract's latest statement before `start` (carried amount, when its run computed). */
export async function previousStatements(
  db: DbClient,
  contracts: bigint[],
  start: Date,
): Promise<Map<bigint, PreviousStatement>> {
  if (contracts.length === 0) return new Map();
  const { rows } = await db.query<PreviousStatement>(
    `select distinct on (s.contract_id) s.contract_id, s.carried_out, r.computed_at
       from agent_statement s join agent_settlement_run r on r.id = s.run_id
      where s.contract_id = any($1::bigint[]) and s.period_start < $2
      order by s.contract_id, s.period_start desc`,
    [contracts, start],
  );
  return new Map(rows.map((row) => [row.contract_id, row]));
}

/**
 * Clawback per contract: rounds of the contract's team that a paid statement of the same contract
 * counted and that were rolled back after that statement was computed, in (since, asOf]. Each is
 * worth what the statement credited for its stake: floor(amount × stake / teamBet).
 */
export async function clawbacks(
  db: DbClient,
  contracts: bigint[],
  downlines: bigint[],
  since: Date[],
  asOf: Date,
): Promise<Map<bigint, { amount: bigint; rounds: number }>> {
  if (contracts.length === 0) return new Map();
  const { rows } = await db.query<{ contract_id: bigint; amount: bigint; rounds: number }>(
    `select c.id as contract_id,
            sum(floor(s.amount::numeric * g.bet_amount / nullif((s.inputs ->> 'teamBet')::numeric, 0)))::bigint as amount,
            count(*)::int as rounds
       from unnest($1::bigint[], $2::bigint[], $3::timestamptz[]) as c(id, downline_id, since)
       join agent_statement s on s.contract_id = c.id and s.status = 'paid' and s.amount > 0
       join agent_settlement_run r on r.id = s.run_id
       join member_tree t on t.ancestor_id = c.downline_id
       join game_round g on g.member_id = t.descendant_id and g.status = 'rolled_back'
        and g.ended_at >= s.period_start and g.ended_at < s.period_end
        and g.rolled_back_at > r.computed_at and g.rolled_back_at > c.since and g.rolled_back_at <= $4
      group by c.id`,
    [contracts, downlines, since, asOf],
  );
  return new Map(rows.map((row) => [row.contract_id, { amount: row.amount ?? 0n, rounds: row.rounds }]));
}

export type RunRow = {
  id: bigint;
  kind: AgentContractKind;
  period_start: Date;
  period_end: Date;
  status: string;
  computed_at: Date;
  operation_id: bigint | null;
};

export async function findRun(db: DbClient, kind: AgentContractKind, start: Date): Promise<RunRow | null> {
  const { rows } = await db.query<RunRow>(
    `select id, kind, period_start, period_end, status, computed_at, operation_id
       from agent_settlement_run where kind = $1 and period_start = $2`,
    [kind, start],
  );
  return rows[0] ?? null;
}

export async function insertRun(
  client: pg.PoolClient,
  run: { kind: AgentContractKind; start: Date; end: Date; computedAt: Date; operationId: bigint | null },
): Promise<bigint> {
  const { rows } = await client.query<{ id: bigint }>(
    `insert into agent_settlement_run (kind, period_start, period_end, status, computed_at, paid_at, operation_id)
     values ($1, $2, $3, 'paid', $4, now(), $5) returning id`,
    [run.kind, run.start, run.end, run.computedAt, run.operationId],
  );
  return rows[0]!.id;
}

export type StatementInsert = {
  contractId: bigint;
  contractVersion: number;
  agentId: bigint;
  periodStart: Date;
  periodEnd: Date;
  inputs: Record<string, unknown>;
  tier: unknown;
  gross: bigint;
  deductions: unknown[];
  clawback: bigint;
  carriedIn: bigint;
  carriedOut: bigint;
  amount: bigint;
  status: "paid" | "held" | "zero";
  hash: Buffer;
};

/**
 * All statements of a run in one statement: the rows travel as one JSON document (a run may hold
 * 200,000 statements; one text parsed by json_to_recordset costs far less than seventeen arrays of
 * escaped elements), amounts as digit strings, the hash as hex.
 */
export async function insertStatements(
  client: pg.PoolClient,
  runId: bigint,
  operationId: bigint | null,
  statements: StatementInsert[],
): Promise<void> {
  if (statements.length === 0) return;
  const rows = statements.map((s) => ({
    c: s.contractId.toString(),
    v: s.contractVersion,
    a: s.agentId.toString(),
    ps: s.periodStart.toISOString(),
    pe: s.periodEnd.toISOString(),
    i: s.inputs,
    t: s.tier ?? null,
    g: s.gross.toString(),
    d: s.deductions,
    cb: s.clawback.toString(),
    ci: s.carriedIn.toString(),
    co: s.carriedOut.toString(),
    am: s.amount.toString(),
    st: s.status,
    h: s.hash.toString("hex"),
  }));
  await client.query(
    `insert into agent_statement (run_id, contract_id, contract_version, agent_id, period_start, period_end, inputs, tier,
            gross, deductions, clawback, carried_in, carried_out, amount, status, operation_id, hash)
     select $1, u.c, u.v, u.a, u.ps, u.pe, u.i, coalesce(u.t, 'null'::jsonb), u.g, u.d, u.cb, u.ci, u.co, u.am, u.st,
            case when u.st = 'paid' then $2::bigint end, decode(u.h, 'hex')
       from json_to_recordset($3::json)
         as u(c bigint, v int, a bigint, ps timestamptz, pe timestamptz, i jsonb, t jsonb, g bigint, d jsonb, cb bigint,
              ci bigint, co bigint, am bigint, st text, h text)`,
    [runId, operationId, JSON.stringify(rows)],
  );
}

export type StatementRow = {
  id: bigint;
  run_id: bigint;
  kind: AgentContractKind;
  contract_id: bigint;
  contract_version: number;
  agent_id: bigint;
  period_start: Date;
  period_end: Date;
  inputs: Record<string, unknown>;
  tier: unknown;
  gross: bigint;
  deductions: unknown[];
  clawback: bigint;
  carried_in: bigint;
  carried_out: bigint;
  amount: bigint;
  status: "paid" | "held" | "zero";
  hash: Buffer;
  operation_id: bigint | null;
};

const STATEMENT_COLUMNS = `s.id, s.run_id, r.kind, s.contract_id, s.contract_version, s.agent_id, s.period_start,
  s.period_end, s.inputs, s.tier, s.gross, s.deductions, s.clawback, s.carried_in, s.carried_out, s.amount, s.status, s.hash, s.operation_id`;

export async function runStatements(db: DbClient, runId: bigint): Promise<StatementRow[]> {
  const { rows } = await db.query<StatementRow>(
    `select ${STATEMENT_COLUMNS} from agent_statement s join agent_settlement_run r on r.id = s.run_id
      where s.run_id = $1 order by s.contract_id`,
    [runId],
  );
  return rows;
}

/** How many statements a run has and what it paid. */
export async function runTotals(db: DbClient, runId: bigint): Promise<{ statements: number; paid: bigint }> {
  const { rows } = await db.query<{ statements: number; paid: bigint }>(
    `select count(*)::int as statements, coalesce(sum(amount) filter (where status = 'paid'), 0)::bigint as paid
       from agent_statement where run_id = $1`,
    [runId],
  );
  return rows[0]!;
}

/** Runs whose period starts in [from, to). */
export async function runsBetween(db: DbClient, from: Date, to: Date, kind?: AgentContractKind): Promise<RunRow[]> {
  const { rows } = await db.query<RunRow>(
    `select id, kind, period_start, period_end, status, computed_at, operation_id from agent_settlement_run
      where period_start >= $1 and period_start < $2 and ($3::text is null or kind = $3) order by period_start, kind`,
    [from, to, kind ?? null],
  );
  return rows;
}

/** The agent's statements whose period starts on the local days [from, to], newest first. */
export async function incomePage(
  db: DbClient,
  agentId: bigint,
  from: Date,
  to: Date,
  kind: AgentContractKind | null,
  limit: number,
  offset: number,
): Promise<{ rows: StatementRow[]; total: number; totalAmount: bigint }> {
  // Payouts only: a statement that pays, claws back or carries nothing (most real-time windows of a
  // quiet team) stays in the run for verify and the console, but would bury the agent's real income.
  const where = `s.agent_id = $1 and s.period_start >= $2 and s.period_start < $3 and ($4::text is null or r.kind = $4)
    and (s.amount <> 0 or s.clawback <> 0 or s.carried_in <> 0 or s.carried_out <> 0)`;
  const [page, sum] = await Promise.all([
    db.query<StatementRow>(
      `select ${STATEMENT_COLUMNS} from agent_statement s join agent_settlement_run r on r.id = s.run_id
        where ${where} order by s.period_start desc, s.id desc limit $5 offset $6`,
      [agentId, from, to, kind, limit, offset],
    ),
    db.query<{ total: number; amount: bigint }>(
      `select count(*)::int as total, coalesce(sum(s.amount) filter (where s.operation_id is not null), 0)::bigint as amount
         from agent_statement s join agent_settlement_run r on r.id = s.run_id where ${where}`,
      [agentId, from, to, kind],
    ),
  ]);
  return { rows: page.rows, total: sum.rows[0]!.total, totalAmount: sum.rows[0]!.amount };
}

export async function statementOf(db: DbClient, agentId: bigint, id: bigint): Promise<StatementRow | null> {
  const { rows } = await db.query<StatementRow>(
    `select ${STATEMENT_COLUMNS} from agent_statement s join agent_settlement_run r on r.id = s.run_id
      where s.id = $1 and s.agent_id = $2`,
    [id, agentId],
  );
  return rows[0] ?? null;
}
