import {
  formatMinor,
  type AgentTransferLimitsValue,
  type AgentTransferValue,
  type MemberEvent,
} from "@lotus/contracts";
import type { Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import type { ErrorCode } from "@lotus/contracts";
import { checkPaymentPassword } from "../cashier/index.ts";
import { operationFingerprint } from "../ledger/index.ts";
import { assertInTeam } from "./access.ts";
import * as repo from "./agents.repository.ts";
import { assertEligible } from "../protection/index.ts";

/*
 * Transfers between an upline and its DIRECT downline (spec §2 agent centre and member centre
 * transferUpline, §8 messages): main wallet to main wallet, one ledger operation (kind
 * 'agent_transfer') in ONE statement (sql/agents_transfer.sql: claim, relation, limits, legs,
 * agent_transfer row, answer), idempotent by the client's requestId. The payment password is checked
 * first (with its attempt limit). Both sides get the balance signal; the records show the lines as
 * agent_transfer_out / agent_transfer_in.
 */

export type TransferSignals = { notify(memberId: bigint, event: MemberEvent): Promise<void> };
export type TransferDeps = { db: Db; signals: TransferSignals; log?: { warn(obj: object, msg: string): void } };

export function transferDeps(app: { db: Db; realtime: TransferSignals; log: TransferDeps["log"] }): TransferDeps {
  return { db: app.db, signals: app.realtime, log: app.log };
}

export type TransferInput = {
  direction: "down" | "up";
  /** The direct downline (down); null for the upline (up). */
  toId: bigint | null;
  amount: bigint;
  paymentPassword: string;
  requestId: string;
};

async function signal(deps: TransferDeps, memberId: bigint): Promise<void> {
  try {
    await deps.signals.notify(memberId, { type: "balance_changed" });
  } catch (error) {
    deps.log?.warn({ err: error, memberId: memberId.toString() }, "realtime notify failed");
  }
}

export async function transfer(
  deps: TransferDeps,
  memberId: bigint,
  input: TransferInput,
  language: string,
): Promise<AgentTransferValue> {
  if (input.direction === "down") {
    // Outside the team: refused before anything is read or counted (the SQL function checks again).
    const depth = await assertInTeam(deps.db, memberId, input.toId!);
    if (depth !== 1) throw new AppError("agent_transfer_not_direct");
  }
  await checkPaymentPassword(deps.db, memberId, input.paymentPassword);
  // An agent transfer counts toward the downline's deposit limits (issue 16): refused over a limit
  // or during the downline's time-out or self-exclusion.
  if (input.direction === "down") await assertEligible(deps.db, input.toId!, "deposit", { amount: input.amount });
  const to = input.direction === "down" ? input.toId!.toString() : "upline";
  const outcome = await repo.transferCall(deps.db, {
    memberId,
    key: input.requestId,
    fingerprint: operationFingerprint({
      kind: "agent_transfer",
      fingerprint: { direction: input.direction, to, amount: input.amount },
    }),
    direction: input.direction,
    toId: input.toId,
    amount: input.amount,
  });
  if (!("value" in outcome)) {
    const params: Record<string, string> = outcome.limit
      ? { [outcome.limit.param]: formatMinor(outcome.limit.value, language) }
      : {};
    throw new AppError(outcome.code as ErrorCode, params);
  }
  if (!outcome.replayed && outcome.toId !== null) {
    await Promise.all([signal(deps, memberId), signal(deps, outcome.toId)]);
  }
  return outcome.value;
}

/** The brand's limits and what the member already sent today. */
export async function limits(db: Db, memberId: bigint): Promise<AgentTransferLimitsValue> {
  const [settings, used] = await Promise.all([repo.agentSettings(db), repo.transferredToday(db, memberId)]);
  return {
    min: settings.transferMin.toString(),
    max: settings.transferMax.toString(),
    dailyMax: settings.transferDailyMax.toString(),
    usedToday: used.toString(),
  };
}
