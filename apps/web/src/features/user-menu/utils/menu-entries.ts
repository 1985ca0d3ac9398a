import { AGENT_TYPES, TRIAL_ACCOUNT_TYPE, type MemberCentrePage } from "@lotus/contracts/web";

export type UserMenuEntryKey =
  "memberCentre" | "agentCentre" | "withdraw" | "accountRecords" | "bettingRecords" | "signOut";

export type UserMenuEntry = { key: UserMenuEntryKey; page?: MemberCentrePage };

/** What choosing an entry does, decided from the account type alone so it can be tested without a page. */
export type UserMenuAction =
  | { type: "memberCentre"; page: MemberCentrePage }
  | { type: "needRealAccount" }
  | { type: "agentCentre" }
  | { type: "signOut" };

const MEMBER_ENTRIES: UserMenuEntry[] = [
  { key: "memberCentre", page: "securityCenter" },
  { key: "agentCentre" },
  { key: "withdraw", page: "withdraw" },
  { key: "accountRecords", page: "transactionHistory" },
  { key: "bettingRecords", page: "personalHistoryCopy" },
  { key: "signOut" },
];

const isAgentType = (isAgent: number) => (AGENT_TYPES as readonly number[]).includes(isAgent);

/** Spec §2 header menu, in order; the agent centre only for accounts that pass the agent check (§6). */
export function userMenuEntries(isAgent: number): UserMenuEntry[] {
  return MEMBER_ENTRIES.filter((entry) => entry.key !== "agentCentre" || isAgentType(isAgent));
}

/**
 * Spec §6: a trial account (isAgent 4) cannot enter the member centre, deposit or withdraw; every
 * member-centre entry tells it to register a real account instead.
 */
export function userMenuAction(entry: UserMenuEntry, isAgent: number): UserMenuAction {
  if (entry.key === "signOut") return { type: "signOut" };
  if (entry.key === "agentCentre") return { type: "agentCentre" };
  if (isAgent === TRIAL_ACCOUNT_TYPE) return { type: "needRealAccount" };
  return { type: "memberCentre", page: entry.page ?? "securityCenter" };
}
