import type pg from "pg";
import type { AgentContractKind, AgentContractPeriod, AgentContractStatus, ContractTerms } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";

/* Agent contracts (issue 13, H2): rows, history, caps and the current period's team figures. */

export type ContractRow = {
  id: bigint;
  kind: AgentContractKind;
  upline_id: bigint | null;
  upline_account: string | null;
  downline_id: bigint;
  downline_account: string;
  version: number;
  period: AgentContractPeriod;
  terms: ContractTerms;
  ratio_ppm: number;
  status: AgentContractStatus;
  termination_requested_by: bigint | null;
  created_at: Date;
  signed_at: Date | null;
  effective_from: Date | null;
  ended_at: Date | null;
  replaces_id: bigint | null;
};

const CONTRACT_COLUMNS = `c.id, c.kind, c.upline_id, u.account as upline_account, c.downline_id,
  d.account as downline_account, c.version, c.period, c.terms, c.ratio_ppm, c.status,
  c.termination_requested_by, c.created_at, c.signed_at, c.effective_from, c.ended_at, c.replaces_id`;
const CONTRACT_FROM = `agent_contract c join member d on d.id = c.downline_id left join member u on u.id = c.upline_id`;
/** Open = in force or waiting for an answer. */
const OPEN = `('signed', 'termination_requested')`;

/** One contract (locked for the caller's transaction when `lock`). */
export async function contractById(db: DbClient, id: bigint, lock = false): Promise<ContractRow | null> {
  const { rows } = await db.query<ContractRow>(
    `select ${CONTRACT_COLUMNS} from ${CONTRACT_FROM} where c.id = $1${lock ? " for update of c" : ""}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The member's contract of the kind as a downline that is signed (or asked to end, still in force). */
export async function ownContract(
  db: DbClient,
  memberId: bigint,
  kind: AgentContractKind,
): Promise<ContractRow | null> {
  const { rows } = await db.query<ContractRow>(
    `select ${CONTRACT_COLUMNS} from ${CONTRACT_FROM}
      where c.downline_id = $1 and c.kind = $2 and c.status in ${OPEN}`,
    [memberId, kind],
  );
  return rows[0] ?? null;
}

/** The pending offer of the kind to the member, if any. */
export async function pendingOffer(
  db: DbClient,
  memberId: bigint,
  kind: AgentContractKind,
): Promise<ContractRow | null> {
  const { rows } = await db.query<ContractRow>(
    `select ${CONTRACT_COLUMNS} from ${CONTRACT_FROM} where c.downline_id = $1 and c.kind = $2 and c.status = 'offered'`,
    [memberId, kind],
  );
  return rows[0] ?? null;
}

/** The operator's cap of a top agent for the kind (null = none set). */
export async function capOf(db: DbClient, memberId: bigint, kind: AgentContractKind): Promise<number | null> {
  const { rows } = await db.query<{ max_ratio_ppm: number }>(
    "select max_ratio_ppm from agent_cap where top_agent_id = $1 and kind = $2",
    [memberId, kind],
  );
  return rows[0]?.max_ratio_ppm ?? null;
}

/** The member's upline and account type (null when the member does not exist). */
export async function memberLink(
  db: DbClient,
  memberId: bigint,
): Promise<{ upline_id: bigint | null; is_agent: number } | null> {
  const { rows } = await db.query<{ upline_id: bigint | null; is_agent: number }>(
    "select upline_id, is_agent from member where id = $1",
    [memberId],
  );
  return rows[0] ?? null;
}

/** The member's contracts of the kind with its own downlines that are open or offered. */
export async function childContracts(db: DbClient, uplineId: bigint, kind: AgentContractKind): Promise<ContractRow[]> {
  const { rows } = await db.query<ContractRow>(
    `select ${CONTRACT_COLUMNS} from ${CONTRACT_FROM}
      where c.upline_id = $1 and c.kind = $2 and c.status in ('offered', 'signed', 'termination_requested')
      order by c.id`,
    [uplineId, kind],
  );
  return rows;
}

export type NewContract = {
  kind: AgentContractKind;
  uplineId: bigint | null;
  downlineId: bigint;
  period: AgentContractPeriod;
  terms: ContractTerms;
  ratioPpm: number;
  replacesId: bigint | null;
};

/** Inserts an offer: version = the kind's highest version for the downline + 1. */
export async function insertOffer(client: pg.PoolClient, offer: NewContract): Promise<bigint> {
  const { rows } = await client.query<{ id: bigint }>(
    `insert into agent_contract (kind, upline_id, downline_id, version, period, terms, ratio_ppm, replaces_id)
     select $1, $2, $3, coalesce(max(version), 0) + 1, $4, $5, $6, $7
       from agent_contract where kind = $1 and downline_id = $3
     returning id`,
    [
      offer.kind,
      offer.uplineId,
      offer.downlineId,
      offer.period,
      JSON.stringify(offer.terms),
      offer.ratioPpm,
      offer.replacesId,
    ],
  );
  return rows[0]!.id;
}

export type ContractChange = {
  status: AgentContractStatus;
  terminationRequestedBy?: bigint | null;
  signedAt?: Date;
  effectiveFrom?: Date;
  endedAt?: Date;
  cancelledById?: bigint;
};

/** Moves a contract to a new status (the fields not given stay). */
export async function updateContract(client: pg.PoolClient, id: bigint, change: ContractChange): Promise<void> {
  await client.query(
    `update agent_contract
        set status = $2,
            termination_requested_by = case when $3::boolean then $4::bigint else termination_requested_by end,
            signed_at = coalesce($5, signed_at),
            effective_from = coalesce($6, effective_from),
            ended_at = coalesce($7, ended_at),
            cancelled_by_id = coalesce($8, cancelled_by_id)
      where id = $1`,
    [
      id,
      change.status,
      change.terminationRequestedBy !== undefined,
      change.terminationRequestedBy ?? null,
      change.signedAt ?? null,
      change.effectiveFrom ?? null,
      change.endedAt ?? null,
      change.cancelledById ?? null,
    ],
  );
}

export async function insertEvent(
  client: pg.PoolClient,
  contractId: bigint,
  actorMemberId: bigint | null,
  action: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await client.query(
    `insert into agent_contract_event (contract_id, actor_member_id, action, detail) values ($1, $2, $3, $4)`,
    [contractId, actorMemberId, action, JSON.stringify(detail)],
  );
}

/** The contracts of the kind where the member is the downline, or the upline; newest first. */
export async function contractsOfMember(
  db: DbClient,
  memberId: bigint,
  kind: AgentContractKind,
  side: "downline" | "upline",
): Promise<ContractRow[]> {
  const { rows } = await db.query<ContractRow>(
    `select ${CONTRACT_COLUMNS} from ${CONTRACT_FROM}
      where c.${side === "downline" ? "downline_id" : "upline_id"} = $1 and c.kind = $2
      order by (c.status = 'offered' or c.status = 'termination_requested') desc, c.id desc
      limit 200`,
    [memberId, kind],
  );
  return rows;
}

export type TeamFigures = { member_id: bigint; valid_bet: bigint; profit_loss: bigint; active_users: number };

/**
 * Each member's team (itself included) in [start, end): valid bet (settled rounds by ended_at),
 * the house's result (stake − payout) and the members whose valid bet reached `activeMin`.
 */
export async function teamFigures(
  db: DbClient,
  memberIds: bigint[],
  start: Date,
  end: Date,
  activeMin: bigint,
): Promise<TeamFigures[]> {
  if (memberIds.length === 0) return [];
  const { rows } = await db.query<TeamFigures>(
    `with per_member as (
       select t.ancestor_id, r.member_id, sum(r.bet_amount) as bet, sum(r.bet_amount - r.win_amount) as pl
         from member_tree t
         join game_round r on r.member_id = t.descendant_id
        where t.ancestor_id = any($1::bigint[]) and r.status = 'settled' and r.ended_at >= $2 and r.ended_at < $3
        group by t.ancestor_id, r.member_id
     )
     select a.id as member_id, coalesce(sum(p.bet), 0)::bigint as valid_bet, coalesce(sum(p.pl), 0)::bigint as profit_loss,
            count(*) filter (where p.bet >= $4)::int as active_users
       from unnest($1::bigint[]) as a(id) left join per_member p on p.ancestor_id = a.id
      group by a.id`,
    [memberIds, start, end, activeMin],
  );
  return rows;
}

/** Contract offers and termination requests waiting for the member, and its signed kinds. */
export async function contractFlagRows(
  db: DbClient,
  memberId: bigint,
): Promise<{ kind: AgentContractKind; waiting: number; signed: boolean }[]> {
  const { rows } = await db.query<{ kind: AgentContractKind; waiting: number; signed: boolean }>(
    `select kind,
            count(*) filter (where (status = 'offered' and downline_id = $1)
                              or (status = 'termination_requested' and termination_requested_by <> $1))::int as waiting,
            bool_or(status in ${OPEN} and downline_id = $1) as signed
       from agent_contract
      where (downline_id = $1 or upline_id = $1) and status in ('offered', 'signed', 'termination_requested')
      group by kind`,
    [memberId],
  );
  return rows;
}

/** A contract template of the operator (agent links offer it to new sub-agents). */
export async function templateById(
  db: DbClient,
  id: bigint,
): Promise<{ kind: AgentContractKind; period: AgentContractPeriod; terms: ContractTerms } | null> {
  const { rows } = await db.query<{ kind: AgentContractKind; period: AgentContractPeriod; terms: ContractTerms }>(
    "select kind, period, terms from agent_contract_template where id = $1",
    [id],
  );
  return rows[0] ?? null;
}
