import { AGENT_TYPES, type ConsoleAgentNode } from "@lotus/contracts/web";

/** The account types the console names (member.is_agent), in the order the legend lists them. */
export const ACCOUNT_TYPES = [0, 1, 2, 41, 42, 4] as const;

const known = (isAgent: number) => (ACCOUNT_TYPES as readonly number[]).includes(isAgent);

/** The catalogue key of a type's name; a value the console does not know reads as "other". */
export const accountTypeKey = (isAgent: number): string =>
  known(isAgent) ? `agents.types.${isAgent}` : "agents.types.other";

/** The catalogue key of what a type means. */
export const accountMeaningKey = (isAgent: number): string =>
  known(isAgent) ? `agents.meaning.${isAgent}` : "agents.meaning.other";

/**
 * What promoting `member` would make it (the server's rule, shown before the operator confirms):
 * a top agent (1) when no agent is in its upline chain, else a sub-agent (2); null when it cannot be
 * promoted (already an agent, a trial account, or closed).
 */
export function promotionTarget(
  member: Pick<ConsoleAgentNode, "isAgent" | "status">,
  chain: readonly Pick<ConsoleAgentNode, "isAgent">[],
): 1 | 2 | null {
  if (member.isAgent !== 0 || member.status === "closed") return null;
  return chain.some((node) => (AGENT_TYPES as readonly number[]).includes(node.isAgent)) ? 2 : 1;
}
