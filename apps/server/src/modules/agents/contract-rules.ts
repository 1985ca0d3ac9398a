/*
 * Agent contracts' pure rules (issue 13, H2): the state machine, the ratio rule, the tier choice,
 * the level difference and the period boundaries. No database: unit-tested alone
 * (test/agents/contract-rules.test.ts).
 */
import type {
  AgentContractKind,
  AgentContractPeriod,
  AgentContractStatus,
  ContractTerms,
  ContractTier,
  RealtimeTerms,
  TieredTerms,
} from "@lotus/contracts";
import { AppError } from "../../errors.ts";

export const PPM = 1_000_000n;

/* ---- State machine ---- */
/** The caller's side of a contract. */
export type ContractParty = "upline" | "downline" | "other";
export type ContractTransition = "sign" | "reject" | "terminate" | "agreeTermination" | "refuseTermination";
export type ContractSnapshot = {
  status: AgentContractStatus;
  /** The member who asked to end it (termination_requested only). */
  terminationRequestedBy: bigint | null;
};

/**
 * The status after `action` by `party` (`actor` is the caller's member id), or
 * contract_action_refused. offered → signed | rejected (the downline named); signed →
 * termination_requested (either party); termination_requested → terminated (the OTHER party agrees)
 * | signed (the other party refuses). superseded and cancelled_by_rule are set by the rules, never
 * by a call.
 */
export function nextStatus(
  contract: ContractSnapshot,
  action: ContractTransition,
  party: ContractParty,
  actor: bigint,
): AgentContractStatus {
  const refuse = (): never => {
    throw new AppError("contract_action_refused");
  };
  if (party === "other") return refuse();
  switch (action) {
    case "sign":
    case "reject":
      if (contract.status !== "offered" || party !== "downline") return refuse();
      return action === "sign" ? "signed" : "rejected";
    case "terminate":
      if (contract.status !== "signed") return refuse();
      return "termination_requested";
    case "agreeTermination":
    case "refuseTermination":
      if (contract.status !== "termination_requested" || contract.terminationRequestedBy === actor) return refuse();
      return action === "agreeTermination" ? "terminated" : "signed";
  }
}

/* ---- Terms ---- */
export const isRealtimeTerms = (terms: ContractTerms): terms is RealtimeTerms => "winRatePpm" in terms;

/**
 * Checks that the terms fit the kind and answers the contract's ratio (its highest rate):
 * real-time needs win/loss rates; the others need tiers in strictly ascending order of
 * (minTeamBet, minActive) with rates not decreasing; hourly needs minBetPerHour.
 */
export function termsRatio(kind: AgentContractKind, terms: ContractTerms): number {
  const invalid = (): never => {
    throw new AppError("contract_terms_invalid");
  };
  if (kind === "realtime_salary") {
    if (!isRealtimeTerms(terms)) return invalid();
    return Math.max(terms.winRatePpm, terms.lossRatePpm);
  }
  if (isRealtimeTerms(terms)) return invalid();
  if ((kind === "hourly_salary") !== (terms.minBetPerHour !== undefined)) return invalid();
  let previous: ContractTier | null = null;
  for (const tier of terms.tiers) {
    if (previous) {
      const bet = BigInt(tier.minTeamBet);
      const prevBet = BigInt(previous.minTeamBet);
      const higher = bet > prevBet || (bet === prevBet && tier.minActive > previous.minActive);
      if (!higher || tier.minActive < previous.minActive || tier.ratePpm < previous.ratePpm) return invalid();
    }
    previous = tier;
  }
  return Math.max(...terms.tiers.map((tier) => tier.ratePpm));
}

/** The period a kind settles by: dividends choose D, W, H or M; salaries D; real-time R5. */
export function contractPeriod(
  kind: AgentContractKind,
  requested: AgentContractPeriod | undefined,
): AgentContractPeriod {
  if (kind === "realtime_salary") return "R5";
  if (kind !== "dividend") return "D";
  if (requested === undefined || requested === "R5") throw new AppError("contract_terms_invalid");
  return requested;
}

/* ---- Ratio rule ---- */
/**
 * An upline offers at most its own rate of the kind (its signed contract; for a top agent, the
 * house contract and the operator's cap). `own` null = no contract of the kind: nothing to offer.
 */
export function checkOfferRatio(offerPpm: number, own: number | null, cap: number | null): void {
  const limit = Math.min(own ?? -1, cap ?? Number.MAX_SAFE_INTEGER);
  if (offerPpm > limit) throw new AppError("contract_rate_above_own", { max: `${Math.max(limit, 0) / 10_000} %` });
}

/**
 * The downline's own contracts with its downlines that a new (lower) ratio would break the
 * invariant rate(upline→X) ≥ rate(X→child) for: exactly those whose ratio is above the offer.
 */
export function contractsEndedBy<C>(offerPpm: number, childContracts: C[], ratioOf: (contract: C) => number): C[] {
  return childContracts.filter((contract) => ratioOf(contract) > offerPpm);
}

/* ---- Tier and level difference ---- */
/** The highest tier whose minTeamBet and minActive the team meets (tiers ascend), or null. */
export function chooseTier(tiers: ContractTier[], teamBet: bigint, active: number): ContractTier | null {
  let chosen: ContractTier | null = null;
  for (const tier of tiers) {
    if (teamBet >= BigInt(tier.minTeamBet) && active >= tier.minActive) chosen = tier;
  }
  return chosen;
}

/** floor(rate × base / 1e6); a negative base (dividend loss) gives 0. */
export function grossOf(ratePpm: number, base: bigint): bigint {
  return base <= 0n ? 0n : (BigInt(ratePpm) * base) / PPM;
}

/**
 * Level difference: what the agent is paid = max(0, gross(A) − Σ gross(children) − clawback), where
 * the children are A's direct contract children of the same kind in force for the period. The
 * platform pays the top rate once over the whole tree.
 */
export function levelDifference(gross: bigint, childGross: bigint[], clawback = 0n): bigint {
  const net = gross - childGross.reduce((sum, value) => sum + value, 0n) - clawback;
  return net > 0n ? net : 0n;
}

/* ---- Periods (brand time: UTC+7 all year, no daylight saving) ---- */
const OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;
export type Period = { start: Date; end: Date };

/** The period of the given kind that contains `at`. */
export function periodContaining(period: AgentContractPeriod, at: Date): Period {
  const local = new Date(at.getTime() + OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const fromLocal = (ms: number) => new Date(ms - OFFSET_MS);
  switch (period) {
    case "R5": {
      const start = Math.floor(at.getTime() / 300_000) * 300_000;
      return { start: new Date(start), end: new Date(start + 300_000) };
    }
    case "D": {
      const start = Date.UTC(y, m, d);
      return { start: fromLocal(start), end: fromLocal(start + DAY_MS) };
    }
    case "W": {
      const dayStart = Date.UTC(y, m, d);
      const weekday = (local.getUTCDay() + 6) % 7; // Monday 0
      const start = dayStart - weekday * DAY_MS;
      return { start: fromLocal(start), end: fromLocal(start + 7 * DAY_MS) };
    }
    case "H": {
      const first = d <= 15;
      const start = first ? Date.UTC(y, m, 1) : Date.UTC(y, m, 16);
      const end = first ? Date.UTC(y, m, 16) : Date.UTC(y, m + 1, 1);
      return { start: fromLocal(start), end: fromLocal(end) };
    }
    case "M":
      return { start: fromLocal(Date.UTC(y, m, 1)), end: fromLocal(Date.UTC(y, m + 1, 1)) };
  }
}

/** The next period boundary strictly after `at` (where a signed contract starts or an ended one stops). */
export function nextBoundary(period: AgentContractPeriod, at: Date): Date {
  return periodContaining(period, at).end;
}

/** Whether a contract is in force for a period: effective before its start and not ended by it. */
export function inForce(contract: { effectiveFrom: Date | null; endedAt: Date | null }, period: Period): boolean {
  if (!contract.effectiveFrom || contract.effectiveFrom > period.start) return false;
  return !contract.endedAt || contract.endedAt > period.start;
}

export type { TieredTerms };
