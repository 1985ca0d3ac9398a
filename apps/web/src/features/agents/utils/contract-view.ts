import type { AgentContract, ContractTerms, RealtimeTerms, TieredTerms } from "@lotus/contracts/web";

/** States in which a contract is still open (offered, signed or waiting for a termination answer). */
export const OPEN_CONTRACT_STATUSES: readonly AgentContract["status"][] = [
  "offered",
  "signed",
  "termination_requested",
];

/**
 * The contracts that signing an offer of `offerPpm` would end (spec §4 ratio rule): my own open
 * contracts of that kind with my downlines whose rate is above the offer — the server's
 * contractsEndedBy over the same rows, shown to the downline BEFORE it signs.
 */
export function contractsSigningWouldEnd(offerPpm: number, mine: readonly AgentContract[]): AgentContract[] {
  return mine.filter((c) => OPEN_CONTRACT_STATUSES.includes(c.status) && c.ratioPpm > offerPpm);
}

export const isRealtimeTerms = (terms: ContractTerms): terms is RealtimeTerms => "winRatePpm" in terms;
export const isTieredTerms = (terms: ContractTerms): terms is TieredTerms => "tiers" in terms;

export type ContractSide = "downline" | "upline";
export type ContractMove = "sign" | "reject" | "terminate" | "agreeTermination" | "refuseTermination";

/**
 * What the caller may do with a contract (the server's state machine, spec §4): the named downline
 * signs or rejects an offer; either party asks to end a signed one; the OTHER party agrees or refuses.
 */
export function contractMoves(contract: AgentContract, side: ContractSide, me: string): ContractMove[] {
  switch (contract.status) {
    case "offered":
      return side === "downline" ? ["sign", "reject"] : [];
    case "signed":
      // The house (a top agent's upline) is the operator: the agent cannot end it from here.
      return contract.uplineId === null ? [] : ["terminate"];
    case "termination_requested":
      return contract.terminationRequestedBy === me ? [] : ["agreeTermination", "refuseTermination"];
    default:
      return [];
  }
}
