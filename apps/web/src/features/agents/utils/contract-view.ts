import type { AgentContract, ContractTerms, RealtimeTerms, TieredTerms } from "@lotus/contracts/web";

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
