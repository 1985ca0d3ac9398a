import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from "@lotus/contracts/web";

/** The pages of spec §2 that have content (issues 3, 4, 5 and 13); the others open "soon". */
export const BUILT_PAGES: readonly MemberCentrePage[] = [
  "securityCenter",
  "transferFund",
  "depositv2",
  "withdraw",
  "transferUpline",
  "personalHistoryCopy",
  "transactionHistory",
  "personalProfit",
  "bonusDetails",
  "rewardCenter",
  "referral",
  "missionLeaderboard",
  "messageV2",
  "responsibleGaming",
];

export const isBuiltPage = (page: MemberCentrePage) => BUILT_PAGES.includes(page);

/**
 * Spec §2 menu, in order. "Transfer to upline" shows only for members whose info says they may
 * transfer to an upline (`toUpline`).
 */
export function visibleMemberCentrePages(member: { toUpline: boolean }): MemberCentrePage[] {
  return MEMBER_CENTRE_PAGES.filter((page) => page !== "transferUpline" || member.toUpline);
}

/** A page asked for but not in the menu (e.g. transferUpline without `toUpline`) falls back to the first page. */
export function resolveMemberCentrePage(asked: MemberCentrePage, visible: MemberCentrePage[]): MemberCentrePage {
  return visible.includes(asked) ? asked : "securityCenter";
}
