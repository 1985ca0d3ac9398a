import type { FastifyRequest } from "fastify";
import {
  PROTECTION_LIMIT_KINDS,
  PROTECTION_PERIODS,
  PROTECTION_RAISE_WAIT_HOURS,
  PROTECTION_REOPEN_COOLING_DAYS,
  PROTECTION_TERM_INTERVAL,
  type ErrorCode,
  type ProtectionAction,
  type ProtectionExclusionTerm,
  type ProtectionLimitKind,
  type ProtectionLimitView,
  type ProtectionPeriod,
  type ProtectionSession,
  type ProtectionState,
  type ProtectionTimeoutTerm,
} from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { recordAuthEvent, revokeMemberSessions, type SessionRevoker } from "../account/index.ts";
import { appendAudit } from "../operator/index.ts";
import * as repo from "./protection.repository.ts";

/*
 * Responsible gaming (issue 16 item 6; docs/ARCHITECTURE.md "Responsible gaming"). The ONE
 * eligibility check is the SQL function protection_refusal: checkEligibility below calls it for
 * the lottery, wallet transfers, deposits, promotions, rewards, fortune and chat; the seamless
 * wallet's statement (vendor_api_call) calls it for every bet in the same round trip.
 */

export type Eligibility =
  { allowed: true } | { allowed: false; code: ErrorCode; params: Record<string, string | number> };

/**
 * May the member do `action` now? One round trip. `amount` is the deposit (gross) or the stake;
 * with `lock` (inside the caller's transaction) the member's protection row stays locked until the
 * caller commits, so that two concurrent deposits cannot pass a limit together.
 */
export async function checkEligibility(
  db: DbClient,
  memberId: bigint,
  action: ProtectionAction,
  options: { amount?: bigint; lock?: boolean } = {},
): Promise<Eligibility> {
  const refused = await repo.refusal(db, memberId, action, options.amount ?? null, options.lock ?? false);
  return refused ? { allowed: false, code: refused.code, params: refused.params } : { allowed: true };
}

/** checkEligibility that throws the refusal as the call's catalogue error. */
export async function assertEligible(
  db: DbClient,
  memberId: bigint,
  action: ProtectionAction,
  options: { amount?: bigint; lock?: boolean } = {},
): Promise<void> {
  const answer = await checkEligibility(db, memberId, action, options);
  if (!answer.allowed) throw new AppError(answer.code, answer.params);
}

/** Marketing (promotional messages, offers) must not reach a member in a time-out or self-exclusion. */
export async function isMarketingSuppressed(db: DbClient, memberId: bigint): Promise<boolean> {
  return !(await checkEligibility(db, memberId, "marketing")).allowed;
}

/* ---- The member's dashboard ---- */

const iso = (date: Date) => date.toISOString();

function effective(self: bigint | null, operator: bigint | null): bigint | null {
  if (self === null) return operator;
  if (operator === null) return self;
  return self < operator ? self : operator;
}

export async function protectionState(db: DbClient, memberId: bigint): Promise<ProtectionState> {
  const [row, limits, used, history, exclusion] = await Promise.all([
    repo.findProtection(db, memberId),
    repo.listLimits(db, memberId),
    repo.usage(db, memberId),
    repo.listHistory(db, memberId, 50),
    repo.currentExclusion(db, memberId),
  ]);
  const views: ProtectionLimitView[] = [];
  for (const kind of PROTECTION_LIMIT_KINDS) {
    for (const period of PROTECTION_PERIODS) {
      const self = limits.find((l) => l.kind === kind && l.period === period && l.source === "self");
      const operator = limits.find((l) => l.kind === kind && l.period === period && l.source === "operator");
      if (!self && !operator) continue;
      const eff = effective(self?.amount ?? null, operator?.amount ?? null);
      const u = used[period][kind];
      views.push({
        kind,
        period,
        self: self ? self.amount.toString() : null,
        operator: operator ? operator.amount.toString() : null,
        effective: eff === null ? null : eff.toString(),
        used: u.toString(),
        remaining: eff === null ? null : (eff > u ? eff - u : 0n).toString(),
        pending:
          self && self.pending_requested_at && self.pending_from
            ? {
                amount: self.pending_amount === null ? null : self.pending_amount.toString(),
                remove: self.pending_remove,
                requestedAt: iso(self.pending_requested_at),
                confirmableAt: iso(self.pending_from),
              }
            : null,
      });
    }
  }
  const now = Date.now();
  const blockRunning =
    row?.block_kind &&
    exclusion &&
    (row.blocked_until === null ||
      row.blocked_until.getTime() > now ||
      (row.block_kind === "self_exclusion" && (row.reopen_at === null || row.reopen_at.getTime() > now)));
  const endsAt = exclusion?.ends_at ?? null;
  return {
    limits: views,
    block: blockRunning
      ? {
          kind: exclusion.kind,
          term: exclusion.term,
          startedAt: iso(exclusion.started_at),
          endsAt: endsAt ? iso(endsAt) : null,
        }
      : null,
    reopen:
      blockRunning && row.block_kind === "self_exclusion" && endsAt !== null && endsAt.getTime() <= now
        ? {
            requestedAt: row.reopen_requested_at ? iso(row.reopen_requested_at) : null,
            reopensAt: row.reopen_at ? iso(row.reopen_at) : null,
          }
        : null,
    realityCheckMinutes: row?.reality_check_minutes ?? null,
    depositPrompt: !limits.some((l) => l.kind === "deposit") && !row?.deposit_prompt_answered_at,
    history: history.map((h) => ({ at: iso(h.at), actor: h.actor, action: h.action, detail: h.detail })),
  };
}

/** The reality check's numbers (and the game frame's): elapsed time, wagered and net since the login. */
export async function sessionNumbers(db: DbClient, memberId: bigint, sessionId: string): Promise<ProtectionSession> {
  const [figures, row] = await Promise.all([repo.sessionFigures(db, sessionId), repo.findProtection(db, memberId)]);
  const startedAt = figures?.started_at ?? new Date();
  return {
    startedAt: iso(startedAt),
    elapsedSeconds: Math.max(0, Math.floor((Date.now() - startedAt.getTime()) / 1000)),
    wagered: (figures?.wagered ?? 0n).toString(),
    net: (figures?.net ?? 0n).toString(),
    realityCheckMinutes: row?.reality_check_minutes ?? null,
  };
}

/* ---- Changes by the member (audited in the hash-chained auth_event log) ---- */

type Who = { request?: FastifyRequest; account?: string };

async function audit(
  tx: DbClient,
  memberId: bigint,
  who: Who,
  action: string,
  detail: Record<string, string | number | boolean>,
): Promise<void> {
  await repo.insertHistory(tx, memberId, "member", action, detail);
  await recordAuthEvent(tx, {
    memberId,
    account: who.account,
    event: "protection",
    outcome: "success",
    method: action,
    request: who.request,
    detail,
  });
}

export type LimitChange = { applied: boolean; pendingFrom: string | null };

/**
 * Sets a self limit. A new limit or a decrease applies at once; a raise or a removal (amount null)
 * waits PROTECTION_RAISE_WAIT_HOURS and then needs the member's confirmation (confirmLimit).
 */
export async function setLimit(
  db: Db,
  memberId: bigint,
  input: { kind: ProtectionLimitKind; period: ProtectionPeriod; amount: bigint | null },
  who: Who,
): Promise<LimitChange> {
  return inTransaction(db, async (tx) => {
    await repo.lockProtection(tx, memberId);
    const current = (await repo.listLimits(tx, memberId)).find(
      (l) => l.kind === input.kind && l.period === input.period && l.source === "self",
    );
    const detail = { kind: input.kind, period: input.period, amount: input.amount?.toString() ?? "none" };
    if (!current) {
      if (input.amount === null) return { applied: true, pendingFrom: null };
      await repo.upsertLimit(tx, memberId, { ...input, source: "self" }, input.amount, "member", "");
      await repo.refreshFlags(tx, memberId);
      await audit(tx, memberId, who, "limit_set", detail);
      return { applied: true, pendingFrom: null };
    }
    if (input.amount !== null && input.amount <= current.amount) {
      await repo.upsertLimit(tx, memberId, { ...input, source: "self" }, input.amount, "member", "");
      await repo.refreshFlags(tx, memberId);
      await audit(tx, memberId, who, "limit_decreased", { ...detail, from: current.amount.toString() });
      return { applied: true, pendingFrom: null };
    }
    const from = await repo.setPending(tx, memberId, input, input.amount, PROTECTION_RAISE_WAIT_HOURS);
    await audit(tx, memberId, who, input.amount === null ? "limit_removal_requested" : "limit_raise_requested", {
      ...detail,
      from: current.amount.toString(),
      confirmableAt: iso(from),
    });
    return { applied: false, pendingFrom: iso(from) };
  });
}

/** The second confirmation of a raise (or removal), at least 24 h after the request. */
export async function confirmLimit(
  db: Db,
  memberId: bigint,
  key: { kind: ProtectionLimitKind; period: ProtectionPeriod },
  who: Who,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await repo.lockProtection(tx, memberId);
    const current = (await repo.listLimits(tx, memberId)).find(
      (l) => l.kind === key.kind && l.period === key.period && l.source === "self",
    );
    if (!current?.pending_from) throw new AppError("protection_no_pending");
    // The database's clock decides (the same clock the request time was written with).
    if (!(await repo.hasPassed(tx, current.pending_from)))
      throw new AppError("protection_raise_waiting", { from: current.pending_from.toISOString() });
    if (current.pending_remove) await repo.deleteLimit(tx, memberId, { ...key, source: "self" });
    else await repo.upsertLimit(tx, memberId, { ...key, source: "self" }, current.pending_amount!, "member", "");
    await repo.refreshFlags(tx, memberId);
    await audit(tx, memberId, who, current.pending_remove ? "limit_removed" : "limit_raised", {
      kind: key.kind,
      period: key.period,
      from: current.amount.toString(),
      amount: current.pending_remove ? "none" : current.pending_amount!.toString(),
    });
  });
}

export async function cancelPending(
  db: Db,
  memberId: bigint,
  key: { kind: ProtectionLimitKind; period: ProtectionPeriod },
  who: Who,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await repo.lockProtection(tx, memberId);
    const current = (await repo.listLimits(tx, memberId)).find(
      (l) => l.kind === key.kind && l.period === key.period && l.source === "self",
    );
    if (!current?.pending_from) throw new AppError("protection_no_pending");
    await repo.clearPending(tx, memberId, key);
    await audit(tx, memberId, who, "limit_change_cancelled", { kind: key.kind, period: key.period });
  });
}

export async function setRealityCheck(db: Db, memberId: bigint, minutes: number | null, who: Who): Promise<void> {
  await inTransaction(db, async (tx) => {
    await repo.setRealityCheck(tx, memberId, minutes);
    await audit(tx, memberId, who, "reality_check", { minutes: minutes ?? "off" });
  });
}

export async function declineDepositPrompt(db: Db, memberId: bigint, who: Who): Promise<void> {
  await inTransaction(db, async (tx) => {
    await repo.answerDepositPrompt(tx, memberId);
    await audit(tx, memberId, who, "deposit_prompt_declined", {});
  });
}

/* ---- Time-out and self-exclusion ---- */

/**
 * What a block does in other modules, wired by app.ts (promotions and lottery call the eligibility
 * check themselves, so this module does not import them back).
 */
export type BlockEffects = {
  /** Forfeits the member's active bonus grants; answers the bonus forfeited. */
  forfeitBonuses: (db: Db, memberId: bigint, reason: string) => Promise<bigint>;
  /** Voids and refunds the member's lines of lottery draws not drawn yet (`key` makes a repeat do nothing). */
  voidLottery: (db: Db, memberId: bigint, key: string, reason: string) => Promise<{ lines: number; refunded: bigint }>;
};

export type BlockResult = {
  kind: "timeout" | "self_exclusion";
  term: string;
  startedAt: string;
  endsAt: string | null;
};

/**
 * Starts a time-out or self-exclusion: in one transaction the block, the exclusion row and the
 * member's sessions revoked (immediate logout); then the session cache of every process forgets
 * them, active bonuses are forfeited and lottery lines of draws not yet drawn are voided and
 * refunded. What happened is recorded on the exclusion (effects) for the regulators' export.
 */
export async function startBlock(
  db: Db,
  sessions: SessionRevoker,
  effects: BlockEffects,
  memberId: bigint,
  input:
    | { kind: "timeout"; term: ProtectionTimeoutTerm }
    | { kind: "self_exclusion"; term: ProtectionExclusionTerm; reason?: string },
  who: Who,
): Promise<BlockResult> {
  const started = await inTransaction(db, async (tx) => {
    await repo.lockProtection(tx, memberId);
    const running = await repo.refusal(tx, memberId, "marketing", null, false);
    if (running) throw new AppError("protection_already_blocked");
    const block = await repo.startBlock(tx, memberId, {
      kind: input.kind,
      term: input.term,
      interval: PROTECTION_TERM_INTERVAL[input.term],
      reason: "reason" in input ? (input.reason ?? "") : "",
      createdBy: "member",
    });
    const revoked = await revokeMemberSessions(tx, memberId, input.kind);
    await audit(tx, memberId, who, input.kind, {
      term: input.term,
      endsAt: block.ends_at ? iso(block.ends_at) : "permanent",
      sessionsRevoked: revoked,
    });
    return { ...block, revoked };
  });
  await sessions.forgetMember(memberId);
  const forfeited = await effects.forfeitBonuses(db, memberId, input.kind);
  const lottery = await effects.voidLottery(db, memberId, `protection:${started.id}`, input.kind);
  await repo.recordEffects(db, started.id, {
    sessionsRevoked: started.revoked,
    bonusForfeited: forfeited.toString(),
    lotteryLinesVoided: lottery.lines,
    lotteryRefunded: lottery.refunded.toString(),
  });
  return {
    kind: input.kind,
    term: input.term,
    startedAt: iso(started.started_at),
    endsAt: started.ends_at ? iso(started.ends_at) : null,
  };
}

/** After a self-exclusion ended: the explicit request to reopen, effective after the cooling-off. */
export async function requestReopen(db: Db, memberId: bigint, who: Who): Promise<{ reopensAt: string }> {
  return inTransaction(db, async (tx) => {
    const row = await repo.lockProtection(tx, memberId);
    // A permanent self-exclusion (blocked_until null) never ends.
    const ended = row.blocked_until !== null && (await repo.hasPassed(tx, row.blocked_until));
    if (row.block_kind !== "self_exclusion" || !ended || row.reopen_requested_at !== null)
      throw new AppError("protection_reopen_invalid");
    const at = await repo.requestReopen(tx, memberId, PROTECTION_REOPEN_COOLING_DAYS);
    await audit(tx, memberId, who, "reopen_requested", { reopensAt: iso(at) });
    return { reopensAt: iso(at) };
  });
}

/* ---- Deposits that arrive by another path ---- */

/**
 * After a deposit was credited (a bank-statement line, a staff confirmation, a late credit):
 * the money arrived and stays, but when it passed a deposit limit (or came in during a block) a
 * finding is recorded for review (console "Findings").
 */
export async function noteDepositCredited(
  db: DbClient,
  deposit: { memberId: bigint; orderNo: string; amount: bigint },
): Promise<boolean> {
  // The credit is in the window already: a zero amount asks whether the total is now above a limit.
  const answer = await checkEligibility(db, deposit.memberId, "deposit", { amount: 0n });
  if (answer.allowed) return false;
  await repo.insertFinding(db, {
    memberId: deposit.memberId,
    kind: answer.code,
    reference: deposit.orderNo,
    amount: deposit.amount,
    detail: answer.params,
  });
  return true;
}

/* ---- Operator side (audited in the operator audit log and the member's auth_event log) ---- */

export type OperatorActor = { username: string; ip: string };

/** An operator's limit: it can only reduce what the member may do (effective = min(self, operator)). */
export async function setOperatorLimit(
  db: Db,
  memberId: bigint,
  input: { kind: ProtectionLimitKind; period: ProtectionPeriod; amount: bigint | null; reason: string },
  actor: OperatorActor,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const account = await repo.memberAccount(tx, memberId);
    if (account === null) throw new AppError("not_found");
    await repo.lockProtection(tx, memberId);
    const key = { kind: input.kind, period: input.period, source: "operator" as const };
    if (input.amount === null) await repo.deleteLimit(tx, memberId, key);
    else await repo.upsertLimit(tx, memberId, key, input.amount, actor.username, input.reason);
    await repo.refreshFlags(tx, memberId);
    const detail = {
      kind: input.kind,
      period: input.period,
      amount: input.amount?.toString() ?? "none",
      reason: input.reason,
    };
    await repo.insertHistory(tx, memberId, `operator:${actor.username}`, "operator_limit", detail);
    await appendAudit(tx, {
      operator: actor.username,
      action: "protection.limit",
      target: `member:${memberId}`,
      ip: actor.ip,
      detail,
    });
    await recordAuthEvent(tx, {
      memberId,
      account,
      event: "protection",
      outcome: "success",
      method: "operator_limit",
      detail: { ...detail, operator: actor.username },
    });
  });
}

export { repo as protectionRepository };
