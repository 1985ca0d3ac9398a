import {
  isAgentType,
  AGENT_CONTRACT_KINDS,
  type AgentContractKind,
  type ConsoleAgentCapRequest,
  type ConsoleContractTemplate,
  type ConsoleHouseContracts,
  type ConsoleHouseOfferRequest,
  type ConsoleSettlementComputeRequest,
  type ConsoleSettlementRun,
  type ConsoleSettlementRunDetail,
  type ConsoleStatement,
  type ContractTerms,
} from "@lotus/contracts";
import { inTransaction, type Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { main, runOperation, system, type Leg } from "../ledger/index.ts";
import { appendAudit, type Actor } from "../operator/index.ts";
import { contractPeriod, termsRatio } from "./contract-rules.ts";
import { contractById, insertOffer, ownContract, pendingOffer, updateContract } from "./contracts.repository.ts";
import { toContract } from "./contracts.service.ts";
import { computeStatements, runPeriod } from "./settlement.service.ts";
import { findRun, insertStatements } from "./settlement.repository.ts";
import {
  capsOf,
  consoleRunStatements,
  findAgentNode,
  findConsoleRun,
  findTemplate,
  holdStatement as insertHold,
  houseContractIds,
  insertComputedRun,
  insertOperatorEvent,
  insertTemplate,
  listRuns,
  listTemplates,
  lockStatement,
  markStatementsPaid,
  releaseHold,
  setRunPaid,
  upsertCap,
  uplineChain,
  type ConsoleRunRow,
  type ConsoleStatementRow,
  type TemplateRow,
} from "./agents-console.repository.ts";
import { toNode } from "./agents-console.service.ts";

/*
 * The console's contract and settlement screens (issue 13 item 7) on top of H2's contract rules and
 * settlement computation: templates, caps and house contracts for top agents; settlement runs that
 * the operator computes for review, holds statements of, pays (one ledger operation per run) and
 * releases (a statement held while its run was paid is paid alone). The jobs' own runs (H2's
 * `settle`) are computed and paid at once; these console steps add the reviewed path beside them.
 */

export type SettlementDeps = { db: Db; balanceChanged: (memberId: bigint) => Promise<void> };

const pct = (ppm: number) => `${ppm / 10_000} %`;

const toTemplate = (row: TemplateRow): ConsoleContractTemplate => ({
  id: row.id.toString(),
  name: row.name,
  kind: row.kind,
  period: row.period,
  terms: row.terms,
  ratioPpm: termsRatio(row.kind, row.terms),
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
});

export async function contractTemplates(db: Db): Promise<ConsoleContractTemplate[]> {
  return (await listTemplates(db)).map(toTemplate);
}

/** A template after H2's checks of the terms for the kind (contract_terms_invalid) and its period. */
export async function createContractTemplate(
  db: Db,
  body: { name: string; kind: AgentContractKind; period?: ConsoleHouseOfferRequest["period"]; terms: ContractTerms },
  actor: Actor,
): Promise<ConsoleContractTemplate> {
  const period = contractPeriod(body.kind, body.period);
  const ratioPpm = termsRatio(body.kind, body.terms);
  const id = await inTransaction(db, async (client) => {
    const templateId = await insertTemplate(client, { ...body, period, operatorId: actor.session.operatorId });
    await appendAudit(client, {
      operator: actor.session.username,
      action: "agent_template.create",
      target: `agent_contract_template:${templateId}`,
      ip: actor.ip,
      detail: { name: body.name, kind: body.kind, period, ratioPpm },
    });
    return templateId;
  });
  return toTemplate((await findTemplate(db, id))!);
}

/** A top agent: type 1 or 41 with no agent above it (the house is its upline for contracts). */
async function topAgentState(db: Db, memberId: bigint) {
  const node = await findAgentNode(db, memberId);
  if (!node) throw new AppError("not_found");
  const chain = await uplineChain(db, memberId);
  const topAgent = (node.is_agent === 1 || node.is_agent === 41) && !chain.some((up) => isAgentType(up.is_agent));
  return { node, topAgent };
}

export async function houseContracts(db: Db, memberId: bigint): Promise<ConsoleHouseContracts> {
  const { node, topAgent } = await topAgentState(db, memberId);
  const caps = await capsOf(db, memberId);
  const contracts = [];
  for (const id of await houseContractIds(db, memberId)) {
    const row = await contractById(db, id);
    if (row) contracts.push(toContract(row));
  }
  return {
    member: toNode(node),
    topAgent,
    caps: AGENT_CONTRACT_KINDS.map((kind) => ({ kind, maxRatioPpm: caps.get(kind) ?? null })),
    contracts,
  };
}

/** Sets the highest rate the house offers a top agent for a kind (contract_action_refused for others). */
export async function setCap(
  db: Db,
  memberId: bigint,
  body: ConsoleAgentCapRequest,
  actor: Actor,
): Promise<ConsoleHouseContracts> {
  const { topAgent } = await topAgentState(db, memberId);
  if (!topAgent) throw new AppError("contract_action_refused");
  await inTransaction(db, async (client) => {
    const previous = await upsertCap(client, memberId, body.kind, body.maxRatioPpm);
    await appendAudit(client, {
      operator: actor.session.username,
      action: "agent_cap.set",
      target: `member:${memberId}`,
      ip: actor.ip,
      detail: { kind: body.kind, from: previous, to: body.maxRatioPpm },
    });
  });
  return houseContracts(db, memberId);
}

/**
 * The house offers a top agent a contract (its terms or a template's) within the operator's cap
 * (agent_cap_exceeded above it). An offer of the house still waiting is replaced; a signed house
 * contract of the kind is replaced when the agent signs the new version (H2's sign).
 */
export async function offerHouseContract(
  db: Db,
  memberId: bigint,
  body: ConsoleHouseOfferRequest,
  actor: Actor,
): Promise<ConsoleHouseContracts> {
  const { topAgent } = await topAgentState(db, memberId);
  if (!topAgent) throw new AppError("contract_action_refused");
  let terms = body.terms;
  let requestedPeriod = body.period;
  if (body.templateId !== undefined) {
    const template = await findTemplate(db, BigInt(body.templateId));
    if (!template) throw new AppError("not_found");
    if (template.kind !== body.kind) throw new AppError("contract_terms_invalid");
    terms = template.terms;
    requestedPeriod = template.period;
  }
  if (terms === undefined) throw new AppError("validation_failed");
  const period = contractPeriod(body.kind, requestedPeriod);
  const ratioPpm = termsRatio(body.kind, terms);
  const cap = (await capsOf(db, memberId)).get(body.kind);
  if (cap !== undefined && ratioPpm > cap) throw new AppError("agent_cap_exceeded", { max: pct(cap) });
  await inTransaction(db, async (client) => {
    const pending = await pendingOffer(client, memberId, body.kind);
    if (pending) {
      if (pending.upline_id !== null) throw new AppError("contract_action_refused");
      await updateContract(client, pending.id, { status: "superseded" });
      await insertOperatorEvent(client, pending.id, actor.session.operatorId, "superseded_by_offer", {});
    }
    const signed = await ownContract(client, memberId, body.kind);
    if (signed && signed.upline_id !== null) throw new AppError("contract_action_refused");
    const id = await insertOffer(client, {
      kind: body.kind,
      uplineId: null,
      downlineId: memberId,
      period,
      terms,
      ratioPpm,
      replacesId: signed?.id ?? null,
    });
    await insertOperatorEvent(client, id, actor.session.operatorId, "offered", { ratioPpm });
    await appendAudit(client, {
      operator: actor.session.username,
      action: "agent_contract.offer",
      target: `member:${memberId}`,
      ip: actor.ip,
      detail: {
        kind: body.kind,
        period,
        ratioPpm,
        contractId: id.toString(),
        templateId: body.templateId ?? null,
      },
    });
  });
  return houseContracts(db, memberId);
}

/* ---- Settlement runs ---- */
const toRun = (row: ConsoleRunRow): ConsoleSettlementRun => ({
  id: row.id.toString(),
  kind: row.kind,
  periodStart: row.period_start.toISOString(),
  periodEnd: row.period_end.toISOString(),
  status: row.status,
  computedAt: row.computed_at.toISOString(),
  paidAt: row.paid_at ? row.paid_at.toISOString() : null,
  operationId: row.operation_id === null ? null : row.operation_id.toString(),
  statements: row.statements,
  held: row.held,
  amount: row.amount.toString(),
});

const toStatement = (row: ConsoleStatementRow): ConsoleStatement => ({
  id: row.id.toString(),
  contractId: row.contract_id.toString(),
  contractVersion: row.contract_version,
  agent: { id: row.agent_id.toString(), account: row.agent_account },
  periodStart: row.period_start.toISOString(),
  periodEnd: row.period_end.toISOString(),
  inputs: row.inputs,
  tier: row.tier,
  gross: row.gross.toString(),
  deductions: row.deductions,
  clawback: row.clawback.toString(),
  carriedIn: row.carried_in.toString(),
  carriedOut: row.carried_out.toString(),
  amount: row.amount.toString(),
  status: row.status,
  operationId: row.operation_id === null ? null : row.operation_id.toString(),
  hash: row.hash.toString("hex"),
  hold:
    row.hold_reason === null
      ? null
      : { reason: row.hold_reason, by: row.held_by ?? "", at: (row.held_at ?? new Date(0)).toISOString() },
});

export async function settlementRuns(
  db: Db,
  query: { kind?: string; status?: string; page: number; size: number },
): Promise<{ total: number; list: ConsoleSettlementRun[] }> {
  const { total, rows } = await listRuns(db, query);
  return { total, list: rows.map(toRun) };
}

export async function settlementRun(db: Db, runId: bigint): Promise<ConsoleSettlementRunDetail> {
  const run = await findConsoleRun(db, runId);
  if (!run) throw new AppError("not_found");
  return { run: toRun(run), statements: (await consoleRunStatements(db, runId)).map(toStatement) };
}

/** The instant a console period names: a local day (yyyy-MM-dd) or a local time (yyyy-MM-ddTHH:mm). */
export const periodInstant = (period: string): Date =>
  new Date(`${period}${period.includes("T") ? ":00" : "T00:00:00"}+07:00`);

/**
 * Computes the run of the kind for the period containing `period` with H2's computation and stores
 * it unpaid (status computed). A period not yet ended, or one that already has a run (computed by
 * the console or settled by the job), is agent_settlement_state_invalid.
 */
export async function computeRun(
  db: Db,
  body: ConsoleSettlementComputeRequest,
  actor: Actor,
  now = new Date(),
): Promise<ConsoleSettlementRunDetail> {
  const at = periodInstant(body.period);
  if (Number.isNaN(at.getTime())) throw new AppError("validation_failed");
  const period = runPeriod(body.kind, at);
  if (period.end > now || (await findRun(db, body.kind, period.start))) {
    throw new AppError("agent_settlement_state_invalid");
  }
  const statements = await computeStatements(db, body.kind, period, now);
  const runId = await inTransaction(db, async (client) => {
    const id = await insertComputedRun(client, {
      kind: body.kind,
      start: period.start,
      end: period.end,
      computedAt: now,
    }).catch((error: unknown) => {
      // The job settled the same period meanwhile.
      if ((error as { code?: string }).code === "23505") throw new AppError("agent_settlement_state_invalid");
      throw error;
    });
    await insertStatements(client, id, null, statements);
    await appendAudit(client, {
      operator: actor.session.username,
      action: "agent_run.compute",
      target: `agent_settlement_run:${id}`,
      ip: actor.ip,
      detail: {
        kind: body.kind,
        periodStart: period.start.toISOString(),
        statements: statements.length,
        amount: statements.reduce((sum, s) => sum + s.amount, 0n).toString(),
      },
    });
    return id;
  });
  return settlementRun(db, runId);
}

const payable = (row: ConsoleStatementRow) => row.amount > 0n && row.operation_id === null && row.hold_reason === null;
const legOf = (row: ConsoleStatementRow): Leg => ({
  from: system("commissions", row.agent_id),
  to: main(row.agent_id),
  amount: row.amount,
});

/**
 * Pays a computed run: one ledger operation (commission_payout, idempotent per run) moves every
 * statement not held from `commissions` to its agent's main wallet; the run is then paid, or held
 * while statements stay held. A run not computed is agent_settlement_state_invalid.
 */
export async function payRun(deps: SettlementDeps, runId: bigint, actor: Actor): Promise<ConsoleSettlementRunDetail> {
  const { db } = deps;
  const before = await findConsoleRun(db, runId);
  if (!before) throw new AppError("not_found");
  if (before.status !== "computed") throw new AppError("agent_settlement_state_invalid");
  const audit = (client: Parameters<typeof appendAudit>[0], paid: ConsoleStatementRow[], held: number) =>
    appendAudit(client, {
      operator: actor.session.username,
      action: "agent_run.pay",
      target: `agent_settlement_run:${runId}`,
      ip: actor.ip,
      detail: {
        statements: paid.length,
        held,
        amount: paid.reduce((sum, row) => sum + row.amount, 0n).toString(),
      },
    });
  const due = (await consoleRunStatements(db, runId)).filter(payable);
  let paidTo: bigint[] = [];
  if (due.length === 0) {
    await inTransaction(db, async (client) => {
      const run = await findConsoleRun(client, runId, true);
      if (!run || run.status !== "computed") throw new AppError("agent_settlement_state_invalid");
      await setRunPaid(client, runId, run.held > 0 ? "held" : "paid", null);
      await audit(client, [], run.held);
    });
  } else {
    const outcome = await runOperation(
      db,
      {
        key: `agent-run-pay:${runId}`,
        kind: "commission_payout",
        memberId: null,
        fingerprint: { runId: runId.toString() },
        reference: `run:${runId}`,
      },
      async (op) => {
        // Locked and read again inside the operation: a hold taken meanwhile is respected.
        const run = await findConsoleRun(op.client, runId, true);
        if (!run || run.status !== "computed") throw new AppError("agent_settlement_state_invalid");
        const paid = (await consoleRunStatements(op.client, runId)).filter(payable);
        if (paid.length > 0) await op.transfer(paid.map(legOf));
        await markStatementsPaid(op.client, runId, op.id, null);
        await setRunPaid(op.client, runId, run.held > 0 ? "held" : "paid", op.id);
        await audit(op.client, paid, run.held);
        return { agents: paid.map((row) => row.agent_id.toString()) };
      },
    );
    if (!outcome.replayed) paidTo = outcome.value.agents.map(BigInt);
  }
  for (const agent of new Set(paidTo)) await deps.balanceChanged(agent);
  return settlementRun(db, runId);
}

/** Holds a payable statement of a computed run (agent_settlement_state_invalid otherwise). */
export async function holdStatement(
  db: Db,
  statementId: bigint,
  reason: string,
  actor: Actor,
): Promise<ConsoleSettlementRunDetail> {
  const runId = await inTransaction(db, async (client) => {
    const statement = await lockStatement(client, statementId);
    if (!statement) throw new AppError("not_found");
    const run = await findConsoleRun(client, statement.run_id);
    if (run?.status !== "computed" || !payable(statement)) throw new AppError("agent_settlement_state_invalid");
    await insertHold(client, statementId, actor.session.operatorId, reason);
    await appendAudit(client, {
      operator: actor.session.username,
      action: "agent_statement.hold",
      target: `agent_statement:${statementId}`,
      ip: actor.ip,
      detail: { reason, agent: statement.agent_account, amount: statement.amount.toString() },
    });
    return statement.run_id;
  });
  return settlementRun(db, runId);
}

/**
 * Releases a held statement. In a computed run it is paid with the run; in a run already paid it is
 * paid now on its own (commission_payout, idempotent per statement), and the run becomes paid when
 * no statement of it is held any more.
 */
export async function releaseStatement(
  deps: SettlementDeps,
  statementId: bigint,
  reason: string,
  actor: Actor,
): Promise<ConsoleSettlementRunDetail> {
  const { db } = deps;
  const found = await lockStatement(db, statementId);
  if (!found) throw new AppError("not_found");
  if (found.hold_reason === null) throw new AppError("agent_settlement_state_invalid");
  const audit = (client: Parameters<typeof appendAudit>[0], paid: boolean) =>
    appendAudit(client, {
      operator: actor.session.username,
      action: "agent_statement.release",
      target: `agent_statement:${statementId}`,
      ip: actor.ip,
      detail: { reason, agent: found.agent_account, amount: found.amount.toString(), paid },
    });
  const run = await findConsoleRun(db, found.run_id);
  if (run?.status === "computed") {
    await inTransaction(db, async (client) => {
      const statement = await lockStatement(client, statementId);
      const current = await findConsoleRun(client, found.run_id);
      if (statement?.hold_reason === null || current?.status !== "computed") {
        throw new AppError("agent_settlement_state_invalid");
      }
      await releaseHold(client, statementId, actor.session.operatorId, reason);
      await audit(client, false);
    });
    return settlementRun(db, found.run_id);
  }
  const outcome = await runOperation(
    db,
    {
      key: `agent-statement-release:${statementId}`,
      kind: "commission_payout",
      memberId: found.agent_id,
      fingerprint: { statementId: statementId.toString() },
      reference: `statement:${statementId}`,
    },
    async (op) => {
      const statement = await lockStatement(op.client, statementId);
      if (!statement || statement.hold_reason === null || statement.operation_id !== null) {
        throw new AppError("agent_settlement_state_invalid");
      }
      await releaseHold(op.client, statementId, actor.session.operatorId, reason);
      await op.transfer([legOf(statement)]);
      await markStatementsPaid(op.client, statement.run_id, op.id, [statementId]);
      const current = await findConsoleRun(op.client, statement.run_id, true);
      if (current && current.held === 0) await setRunPaid(op.client, statement.run_id, "paid", null);
      await audit(op.client, true);
      return { agent: statement.agent_id.toString() };
    },
  );
  if (!outcome.replayed) await deps.balanceChanged(BigInt(outcome.value.agent));
  return settlementRun(db, found.run_id);
}
