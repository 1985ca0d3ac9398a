import { dongInputToMinor, type AgentTransferLimitsValue } from "@lotus/contracts/web";

export type TransferProblem = "empty" | "invalid" | "zero" | "belowMin" | "aboveMax" | "aboveDaily" | "aboveBalance";
export type TransferCheck = { ok: true; minor: bigint } | { ok: false; problem: TransferProblem };

/** What is left of today's transfer allowance (never below zero). */
export function leftToday(limits: AgentTransferLimitsValue): bigint {
  const left = BigInt(limits.dailyMax) - BigInt(limits.usedToday);
  return left > 0n ? left : 0n;
}

/**
 * A typed transfer amount (đồng, with the language's separators, up to 2 decimals) against the
 * brand's limits (spec §8; minor units on the wire) and the main balance when known. The server
 * checks the same; this only saves a round trip. Bigint throughout: never a float.
 */
export function checkAgentTransfer(
  input: string,
  limits: AgentTransferLimitsValue | undefined,
  balance: bigint | null,
): TransferCheck {
  if (input.trim() === "") return { ok: false, problem: "empty" };
  const text = dongInputToMinor(input);
  if (text === null) return { ok: false, problem: "invalid" };
  const minor = BigInt(text);
  if (minor === 0n) return { ok: false, problem: "zero" };
  if (limits) {
    if (minor < BigInt(limits.min)) return { ok: false, problem: "belowMin" };
    if (minor > BigInt(limits.max)) return { ok: false, problem: "aboveMax" };
    if (minor > leftToday(limits)) return { ok: false, problem: "aboveDaily" };
  }
  if (balance !== null && minor > balance) return { ok: false, problem: "aboveBalance" };
  return { ok: true, minor };
}
