import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from "@lotus/contracts/web";

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
