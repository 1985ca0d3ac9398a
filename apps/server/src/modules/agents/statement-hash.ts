import { createHash } from "node:crypto";
import type { AgentContractKind } from "@lotus/contracts";
import { canonicalJson } from "../../lib/canonical-json.ts";
import type { StatementInsert } from "./settlement.repository.ts";

/*
 * A statement's hash: sha256 of the canonical JSON of the statement without the hash (amounts as
 * digit strings, times as ISO strings). `settlement verify` recomputes it from the stored row and
 * from a fresh computation: an edited row, or figures that no longer give the same statement, show.
 * The status (paid, held, zero) is left out: it is the statement's payment state, which the console
 * changes (hold, release), not a computed figure.
 */

export type HashedStatement = Omit<StatementInsert, "hash" | "status">;

/** The JSON the hash covers (the same for a fresh statement and a row read back). */
export function statementHashInput(kind: AgentContractKind, s: HashedStatement): Record<string, unknown> {
  return {
    kind,
    contractId: s.contractId.toString(),
    contractVersion: s.contractVersion,
    agentId: s.agentId.toString(),
    periodStart: s.periodStart.toISOString(),
    periodEnd: s.periodEnd.toISOString(),
    inputs: s.inputs,
    tier: s.tier ?? null,
    gross: s.gross.toString(),
    deductions: s.deductions,
    clawback: s.clawback.toString(),
    carriedIn: s.carriedIn.toString(),
    carriedOut: s.carriedOut.toString(),
    amount: s.amount.toString(),
  };
}

export function statementHash(input: Record<string, unknown>): Buffer {
  return createHash("sha256").update(canonicalJson(input), "utf8").digest();
}
