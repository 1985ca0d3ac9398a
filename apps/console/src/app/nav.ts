import { CONSOLE_PERMISSIONS, type ConsolePermission, type OperatorRole } from "@lotus/contracts/web";

/** True when the role may use what the permission covers (CONSOLE_PERMISSIONS, shared with the server). */
export function can(role: OperatorRole | undefined, permission: ConsolePermission): boolean {
  if (!role) return false;
  return (CONSOLE_PERMISSIONS[permission] as readonly OperatorRole[]).includes(role);
}

export type NavItem = {
  /** Route path under /console and the i18n key `nav.<id>`. */
  id: string;
  path: string;
  permission: ConsolePermission;
  group: "overview" | "queues" | "members" | "agents" | "games" | "lottery" | "promotions" | "settings" | "audit";
};

/** Every page of the console, in menu order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { id: "dashboard", path: "/dashboard", permission: "dashboard", group: "overview" },
  { id: "deposits", path: "/deposits", permission: "queues", group: "queues" },
  { id: "withdrawals", path: "/withdrawals", permission: "queues", group: "queues" },
  { id: "feedback", path: "/feedback", permission: "supportRead", group: "queues" },
  { id: "supportChats", path: "/support-chats", permission: "supportRead", group: "queues" },
  { id: "members", path: "/members", permission: "members", group: "members" },
  { id: "vip", path: "/vip", permission: "vipRead", group: "members" },
  { id: "protection", path: "/protection", permission: "protectionRead", group: "members" },
  { id: "messages", path: "/messages", permission: "messagesRead", group: "members" },
  { id: "kyc", path: "/kyc", permission: "kycRead", group: "members" },
  { id: "chat", path: "/chat", permission: "chatRead", group: "members" },
  { id: "agents", path: "/agents", permission: "agents", group: "agents" },
  { id: "agentApplications", path: "/agent-applications", permission: "agents", group: "agents" },
  { id: "agentTransfers", path: "/agent-transfers", permission: "agents", group: "agents" },
  { id: "agentContracts", path: "/agent-contracts", permission: "agents", group: "agents" },
  { id: "agentSettlement", path: "/agent-settlement", permission: "agents", group: "agents" },
  { id: "agentSettings", path: "/agent-settings", permission: "agents", group: "agents" },
  { id: "games", path: "/games", permission: "gamesRead", group: "games" },
  { id: "rounds", path: "/rounds", permission: "gamesRead", group: "games" },
  { id: "lotteryGames", path: "/lottery-games", permission: "lotteryRead", group: "lottery" },
  { id: "lotteryDraws", path: "/lottery-draws", permission: "lotteryRead", group: "lottery" },
  { id: "lotteryOdds", path: "/lottery-odds", permission: "lotteryRead", group: "lottery" },
  { id: "lotteryExposure", path: "/lottery-exposure", permission: "lotteryRead", group: "lottery" },
  { id: "lotteryChains", path: "/lottery-chains", permission: "lotteryRead", group: "lottery" },
  { id: "promotions", path: "/promotions", permission: "promotionsRead", group: "promotions" },
  { id: "promotionApplications", path: "/promotion-applications", permission: "promotionsRead", group: "promotions" },
  { id: "bonusGrants", path: "/bonus-grants", permission: "promotionsRead", group: "promotions" },
  { id: "rebateRuns", path: "/rebate-runs", permission: "promotionsRead", group: "promotions" },
  { id: "rewards", path: "/rewards", permission: "rewardsRead", group: "promotions" },
  { id: "fortuneEnvelopes", path: "/fortune-envelopes", permission: "fortuneRead", group: "promotions" },
  { id: "fortuneWheels", path: "/fortune-wheels", permission: "fortuneRead", group: "promotions" },
  { id: "pointsGoods", path: "/points-goods", permission: "pointsRead", group: "promotions" },
  { id: "pointsExchanges", path: "/points-exchanges", permission: "pointsRead", group: "promotions" },
  { id: "pointsRates", path: "/points-rates", permission: "pointsRead", group: "promotions" },
  { id: "notices", path: "/notices", permission: "contentRead", group: "settings" },
  { id: "contentPages", path: "/content-pages", permission: "contentRead", group: "settings" },
  { id: "cashier", path: "/cashier", permission: "settings", group: "settings" },
  { id: "site", path: "/site", permission: "settings", group: "settings" },
  { id: "whitelabel", path: "/whitelabel", permission: "settings", group: "settings" },
  { id: "registration", path: "/registration", permission: "settings", group: "settings" },
  { id: "operators", path: "/operators", permission: "operators", group: "settings" },
  { id: "audit", path: "/audit", permission: "audit", group: "audit" },
  { id: "ledger", path: "/ledger", permission: "audit", group: "audit" },
];

/** The menu an operator of this role sees (cashier: the queues, members, games and lottery read-only; admin: everything). */
export function navFor(role: OperatorRole | undefined): NavItem[] {
  return NAV_ITEMS.filter((item) => can(role, item.permission));
}

/** Where a role lands after login: its first page (the dashboard for every role). */
export function homePathFor(role: OperatorRole | undefined): string {
  return navFor(role)[0]?.path ?? "/dashboard";
}
