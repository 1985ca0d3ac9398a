import type {
  AgentContractKind,
  AgentContractPeriod,
  IncomeDetailValue,
  IncomeQuery,
  IncomeValue,
  RealtimeTerms,
  TieredTerms,
} from "@lotus/contracts";
import { incomeQuerySchema } from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { main, runOperation, system, type Leg } from "../ledger/index.ts";
import { statementHash, statementHashInput } from "./statement-hash.ts";
import { chooseTier, grossOf, inForce, periodContaining, PPM, type Period } from "./contract-rules.ts";
import * as repo from "./settlement.repository.ts";
import type { StatementInsert, StatementRow } from "./settlement.repository.ts";

/*
 * Settlement (issue 13, H2; design "Formulas"). A run settles one kind for one period: salaries
 * the day (D), real-time a 5-minute window (R5), dividends every contract whose own period (D, W, H
 * or M) ends at the end of the run's day. Per contract in force: the team's figures (one SQL pass
 * for all contracts of the period), the tier, gross = floor(rate × base), the level difference over
 * the direct contract children, the clawback of rounds rolled back after a paid statement counted
 * them, and the carried amounts; then one ledger operation pays every statement of the run from
 * `commissions` to the agents' main wallets (commission_payout), and the run and its statements are
 * written in the same transaction. Idempotent twice over: the run is unique per (kind, period
 * start) and the ledger key per run; a statement is unique per (contract, period start).
 */

const DAY_MS = 86_400_000;

/** The period a run of the kind covers for an instant inside it. */
export function runPeriod(kind: AgentContractKind, at: Date): Period {
  return periodContaining(kind === "realtime_salary" ? "R5" : "D", at);
}

/** Dividend periods that end together with the run's day, and each one's bounds. */
function statementPeriods(kind: AgentContractKind, run: Period): Map<AgentContractPeriod, Period> {
  if (kind === "realtime_salary") return new Map([["R5", run]]);
  if (kind !== "dividend") return new Map([["D", run]]);
  const periods = new Map<AgentContractPeriod, Period>();
  for (const period of ["D", "W", "H", "M"] as const) {
    const bounds = periodContaining(period, run.start);
    if (bounds.end.getTime() === run.end.getTime()) periods.set(period, bounds);
  }
  return periods;
}

const str = (value: bigint) => value.toString();

/** Every statement of a run, computed as of `asOf` (a recomputation passes the run's computed_at). */
export async function computeStatements(
  db: DbClient,
  kind: AgentContractKind,
  run: Period,
  asOf: Date,
): Promise<StatementInsert[]> {
  const out: StatementInsert[] = [];
  const periods = statementPeriods(kind, run);
  const starts = [...periods.values()].map((p) => p.start.getTime());
  const started = await repo.startedContracts(
    db,
    kind,
    new Date(Math.min(...starts)),
    new Date(Math.max(...starts)),
    asOf,
  );
  for (const [periodCode, period] of periods) {
    // Only contracts that existed when the run computed: a recomputation sees the same set.
    const contracts = started.filter(
      (c) =>
        c.period === periodCode &&
        c.created_at <= asOf &&
        inForce({ effectiveFrom: c.effective_from, endedAt: c.ended_at }, period),
    );
    if (contracts.length === 0) continue;
    const agents = contracts.map((c) => c.downline_id);
    const activeMins = contracts.map((c) => BigInt((c.terms as TieredTerms).activeMemberMinBet ?? "0"));
    const [aggregates, previous, hours, salaries] = await Promise.all([
      repo.teamAggregates(db, agents, activeMins, period.start, period.end, asOf),
      repo.previousStatements(
        db,
        contracts.map((c) => c.id),
        period.start,
      ),
      kind === "hourly_salary" ? repo.teamHours(db, agents, period.start, period.end, asOf) : Promise.resolve([]),
      kind === "dividend"
        ? repo.teamSalariesPaid(db, agents, period.start, period.end, asOf)
        : Promise.resolve(new Map<bigint, bigint>()),
    ]);
    const byAgent = new Map(aggregates.map((a) => [a.agent_id, a]));
    const claws =
      kind === "dividend"
        ? new Map<bigint, { amount: bigint; rounds: number }>()
        : await repo.clawbacks(
            db,
            contracts.map((c) => c.id),
            agents,
            contracts.map((c) => previous.get(c.id)?.computed_at ?? new Date(0)),
            asOf,
          );

    // Gross of every contract first (the level difference needs the children's).
    type Computed = {
      inputs: Record<string, unknown>;
      tier: unknown;
      gross: bigint;
      carriedIn: bigint;
      baseCarry: bigint | null;
    };
    const computed = new Map<bigint, Computed>();
    for (const c of contracts) {
      const agg = byAgent.get(c.downline_id)!;
      const inputs: Record<string, unknown> = {
        teamBet: str(agg.team_bet),
        activeMembers: agg.active,
        rounds: agg.rounds,
        ratioPpm: c.ratio_ppm,
      };
      const carriedIn = previous.get(c.id)?.carried_out ?? 0n;
      if (kind === "realtime_salary") {
        const terms = c.terms as RealtimeTerms;
        const reached = agg.team_bet >= BigInt(terms.minBetPerWindow) && agg.team_bet > 0n;
        const gross = reached
          ? (BigInt(terms.lossRatePpm) * agg.lost_stake + BigInt(terms.winRatePpm) * agg.won_stake) / PPM
          : 0n;
        Object.assign(inputs, { wonStake: str(agg.won_stake), lostStake: str(agg.lost_stake), reached });
        computed.set(c.id, { inputs, tier: null, gross, carriedIn, baseCarry: null });
        continue;
      }
      const terms = c.terms as TieredTerms;
      const tier = chooseTier(terms.tiers, agg.team_bet, agg.active);
      let base = agg.team_bet;
      let baseCarry: bigint | null = null;
      if (kind === "hourly_salary") {
        const min = BigInt(terms.minBetPerHour ?? "0");
        const qualified = hours.filter((h) => h.agent_id === c.downline_id && h.bet >= min && h.bet > 0n);
        base = qualified.reduce((sum, h) => sum + h.bet, 0n);
        inputs.qualifiedHours = qualified.length;
      } else if (kind === "dividend") {
        const paidSalaries = salaries.get(c.downline_id) ?? 0n;
        base = agg.net_loss - paidSalaries + carriedIn;
        baseCarry = base < 0n ? base : 0n;
        Object.assign(inputs, { netLoss: str(agg.net_loss), salaries: str(paidSalaries), bonuses: "0", rebates: "0" });
      }
      inputs.base = str(base);
      const gross = tier ? grossOf(tier.ratePpm, base) : 0n;
      computed.set(c.id, { inputs, tier, gross, carriedIn, baseCarry });
    }

    // Each contract's direct contract children, found once (a window may hold 200,000 contracts).
    const childrenOf = new Map<bigint, typeof contracts>();
    for (const child of contracts) {
      if (child.upline_id === null) continue;
      const siblings = childrenOf.get(child.upline_id);
      if (siblings) siblings.push(child);
      else childrenOf.set(child.upline_id, [child]);
    }
    for (const c of contracts) {
      const own = computed.get(c.id)!;
      const children = childrenOf.get(c.downline_id) ?? [];
      const deductions = children.map((child) => ({
        label: "downline",
        contractId: child.id.toString(),
        amount: str(computed.get(child.id)!.gross),
      }));
      const childGross = children.reduce((sum, child) => sum + computed.get(child.id)!.gross, 0n);
      const difference = own.gross > childGross ? own.gross - childGross : 0n;
      const claw = claws.get(c.id);
      const clawback = claw?.amount ?? 0n;
      if (claw) own.inputs.clawbackRounds = claw.rounds;
      let amount: bigint;
      let carriedOut: bigint;
      let carriedIn = own.carriedIn;
      if (kind === "dividend") {
        // The negative base is carried into the next period's base (already inside `base`).
        amount = difference;
        carriedOut = own.baseCarry ?? 0n;
      } else {
        // A clawback larger than the period's amount is carried as a negative amount.
        const net = difference - clawback + carriedIn;
        amount = net > 0n ? net : 0n;
        carriedOut = net < 0n ? net : 0n;
      }
      if (kind === "dividend") carriedIn = own.carriedIn;
      const statement: Omit<StatementInsert, "hash"> = {
        contractId: c.id,
        contractVersion: c.version,
        agentId: c.downline_id,
        periodStart: period.start,
        periodEnd: period.end,
        inputs: own.inputs,
        tier: own.tier,
        gross: own.gross,
        deductions,
        clawback,
        carriedIn,
        carriedOut,
        amount,
        status: amount > 0n ? "paid" : "zero",
      };
      out.push({ ...statement, hash: statementHash(statementHashInput(kind, statement)) });
    }
  }
  return out;
}

export type SettleResult = {
  kind: AgentContractKind;
  periodStart: string;
  periodEnd: string;
  runId: string;
  statements: number;
  paid: string;
  replayed: boolean;
};

/**
 * Settles (computes and pays) the run of the kind whose period contains `at`. A run already stored
 * answers as replayed, nothing moves. Refuses a period that has not ended yet.
 */
export async function settle(db: Db, kind: AgentContractKind, at: Date, now = new Date()): Promise<SettleResult> {
  const run = runPeriod(kind, at);
  if (run.end > now) throw new AppError("agent_settlement_state_invalid");
  const answer = (runId: bigint, statements: number, paid: bigint, replayed: boolean): SettleResult => ({
    kind,
    periodStart: run.start.toISOString(),
    periodEnd: run.end.toISOString(),
    runId: runId.toString(),
    statements,
    paid: paid.toString(),
    replayed,
  });
  const existing = await repo.findRun(db, kind, run.start);
  if (existing) {
    const totals = await repo.runTotals(db, existing.id);
    return answer(existing.id, totals.statements, totals.paid, true);
  }
  const statements = await computeStatements(db, kind, run, now);
  const legs: Leg[] = statements
    .filter((s) => s.amount > 0n)
    .map((s) => ({ from: system("commissions", s.agentId), to: main(s.agentId), amount: s.amount }));
  const paid = legs.reduce((sum, leg) => sum + leg.amount, 0n);
  if (legs.length === 0) {
    const runId = await inTransaction(db, async (client) => {
      const id = await repo.insertRun(client, {
        kind,
        start: run.start,
        end: run.end,
        computedAt: now,
        operationId: null,
      });
      await repo.insertStatements(client, id, null, statements);
      return id;
    });
    return answer(runId, statements.length, 0n, false);
  }
  const outcome = await runOperation(
    db,
    {
      key: `agent-settlement:${kind}:${run.start.toISOString()}`,
      kind: "commission_payout",
      memberId: null,
      fingerprint: { kind, periodStart: run.start.toISOString() },
      reference: `${kind}:${run.start.toISOString()}`,
    },
    async (op) => {
      await op.transfer(legs);
      const id = await repo.insertRun(op.client, {
        kind,
        start: run.start,
        end: run.end,
        computedAt: now,
        operationId: op.id,
      });
      await repo.insertStatements(op.client, id, op.id, statements);
      return { runId: id.toString() };
    },
  );
  return answer(BigInt(outcome.value.runId), statements.length, paid, outcome.replayed);
}

export type VerifyMismatch = { runId: string; kind: AgentContractKind; contractId: string; reason: string };

/**
 * Recomputes every statement of the runs whose period starts in [from, to) as of each run's
 * computed_at, and checks each stored row against its own hash: a tampered, missing or extra
 * statement is a mismatch.
 */
export async function verify(
  db: Db,
  from: Date,
  to: Date,
  kind?: AgentContractKind,
): Promise<{ runs: number; statements: number; mismatches: VerifyMismatch[] }> {
  const mismatches: VerifyMismatch[] = [];
  let count = 0;
  const runs = await repo.runsBetween(db, from, to, kind);
  for (const run of runs) {
    const stored = await repo.runStatements(db, run.id);
    const fresh = await computeStatements(
      db,
      run.kind,
      { start: run.period_start, end: run.period_end },
      run.computed_at,
    );
    const freshBy = new Map(fresh.map((s) => [s.contractId, s]));
    const miss = (contractId: bigint, reason: string) =>
      mismatches.push({ runId: run.id.toString(), kind: run.kind, contractId: contractId.toString(), reason });
    for (const row of stored) {
      count += 1;
      const own = statementHash(statementHashInput(run.kind, fromRow(row)));
      if (!own.equals(row.hash)) miss(row.contract_id, "stored statement does not match its hash");
      const again = freshBy.get(row.contract_id);
      if (!again) miss(row.contract_id, "statement not recomputed");
      else if (!again.hash.equals(row.hash)) miss(row.contract_id, "recomputed statement differs");
      freshBy.delete(row.contract_id);
    }
    for (const extra of freshBy.keys()) miss(extra, "statement missing from the run");
  }
  return { runs: runs.length, statements: count, mismatches };
}

function fromRow(row: StatementRow): Omit<StatementInsert, "hash"> {
  return {
    contractId: row.contract_id,
    contractVersion: row.contract_version,
    agentId: row.agent_id,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    inputs: row.inputs,
    tier: row.tier,
    gross: row.gross,
    deductions: row.deductions,
    clawback: row.clawback,
    carriedIn: row.carried_in,
    carriedOut: row.carried_out,
    amount: row.amount,
    status: row.status,
  };
}

/* ---- My income ---- */
const localDay = (date: string) => new Date(`${date}T00:00:00+07:00`);

function toIncomeRow(row: StatementRow) {
  return {
    id: row.id.toString(),
    kind: row.kind,
    contractId: row.contract_id.toString(),
    contractVersion: row.contract_version,
    periodStart: row.period_start.toISOString(),
    periodEnd: row.period_end.toISOString(),
    gross: str(row.gross),
    clawback: str(row.clawback),
    amount: str(row.amount),
    // A payable statement without its ledger operation (its run computed for review, or held by the
    // operator) has not reached the agent yet: the agent sees it as held.
    status: row.amount > 0n && row.operation_id === null ? ("held" as const) : row.status,
  };
}

export async function incomeList(db: Db, agentId: bigint, query: IncomeQuery): Promise<IncomeValue> {
  const q = incomeQuerySchema.parse(query);
  const from = localDay(q.from);
  const to = new Date(localDay(q.to).getTime() + DAY_MS);
  const page = await repo.incomePage(db, agentId, from, to, q.kind ?? null, q.pageSize, (q.page - 1) * q.pageSize);
  return {
    total: page.total,
    page: q.page,
    pageSize: q.pageSize,
    list: page.rows.map(toIncomeRow),
    totalAmount: str(page.totalAmount),
  };
}

export async function incomeDetail(db: Db, agentId: bigint, id: bigint): Promise<IncomeDetailValue> {
  const row = await repo.statementOf(db, agentId, id);
  if (!row) throw new AppError("not_found");
  return {
    ...toIncomeRow(row),
    inputs: row.inputs,
    tier: (row.tier as IncomeDetailValue["tier"]) ?? null,
    deductions: row.deductions as IncomeDetailValue["deductions"],
    carriedIn: str(row.carried_in),
    carriedOut: str(row.carried_out),
    hash: row.hash.toString("hex"),
    operationId: row.operation_id === null ? null : row.operation_id.toString(),
  };
}
