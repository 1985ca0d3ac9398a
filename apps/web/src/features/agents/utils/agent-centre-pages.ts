import type { AgentCentreValue } from "@lotus/contracts/web";

/**
 * Spec §2 agent centre menu, in order. The contract pages show only when the centre's flags say
 * the agent or its downlines have a contract of that kind: dividend (enableCt), daily salary
 * (salary), hourly salary (hourSalary), real-time salary (realtimeSalary).
 */
export const AGENT_CENTRE_PAGES = [
  "announcement",
  "agentTeamOverview",
  "registerAccount",
  "teamManagement",
  "teamBetting",
  "userProfitLoss",
  "myIncome",
  "downlineTransactions",
  "promotionLinks",
  "dividend",
  "dailySalary",
  "hourlySalary",
  "realtimeSalary",
] as const;
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

export const DEFAULT_AGENT_PAGE: AgentCentrePage = "agentTeamOverview";

const FLAG_OF: Partial<Record<AgentCentrePage, keyof AgentCentreValue["flags"]>> = {
  dividend: "enableCt",
  dailySalary: "salary",
  hourlySalary: "hourSalary",
  realtimeSalary: "realtimeSalary",
};

/** The contract kind of a contract page (packages/contracts AGENT_CONTRACT_KINDS). */
export const CONTRACT_KIND_OF = {
  dividend: "dividend",
  dailySalary: "daily_salary",
  hourlySalary: "hourly_salary",
  realtimeSalary: "realtime_salary",
} as const;
export type ContractPage = keyof typeof CONTRACT_KIND_OF;

export const isContractPage = (page: AgentCentrePage): page is ContractPage => page in CONTRACT_KIND_OF;

/** The menu for these flags. */
export function visibleAgentPages(flags: AgentCentreValue["flags"]): AgentCentrePage[] {
  return AGENT_CENTRE_PAGES.filter((page) => {
    const flag = FLAG_OF[page];
    return flag === undefined || flags[flag];
  });
}

/** A page asked for (a link, the user menu) that is not in the menu falls back to the team overview. */
export function resolveAgentPage(asked: string, visible: readonly AgentCentrePage[]): AgentCentrePage {
  return (visible as readonly string[]).includes(asked) ? (asked as AgentCentrePage) : DEFAULT_AGENT_PAGE;
}
