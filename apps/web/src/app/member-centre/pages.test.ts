import { describe, expect, it } from "vitest";
import { MEMBER_CENTRE_PAGES } from "@lotus/contracts/web";
import { BUILT_PAGES, isBuiltPage, resolveMemberCentrePage, visibleMemberCentrePages } from "./pages";

describe("member centre menu", () => {
  it("lists the thirteen pages of spec §2 and the responsible-gaming page in order when the member may transfer to an upline", () => {
    expect(visibleMemberCentrePages({ toUpline: true })).toEqual([...MEMBER_CENTRE_PAGES]);
    expect(MEMBER_CENTRE_PAGES).toHaveLength(14);
    expect(MEMBER_CENTRE_PAGES[0]).toBe("securityCenter");
    expect(MEMBER_CENTRE_PAGES[12]).toBe("messageV2");
    expect(MEMBER_CENTRE_PAGES[13]).toBe("responsibleGaming");
  });

  it("hides transfer to upline without toUpline and keeps the order of the rest", () => {
    const pages = visibleMemberCentrePages({ toUpline: false });
    expect(pages).not.toContain("transferUpline");
    expect(pages).toEqual(MEMBER_CENTRE_PAGES.filter((p) => p !== "transferUpline"));
  });

  it("opens the security centre when the asked page is not in the menu", () => {
    const pages = visibleMemberCentrePages({ toUpline: false });
    expect(resolveMemberCentrePage("transferUpline", pages)).toBe("securityCenter");
    expect(resolveMemberCentrePage("withdraw", pages)).toBe("withdraw");
  });

  it("builds every page of spec §2: the security centre, the money pages of issue 4, the game records of issue 5, the agent pages of issue 13, the reward pages of issue 15 and the inbox of issue 16", () => {
    expect([...BUILT_PAGES]).toEqual([
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
    ]);
    expect(isBuiltPage("transferUpline")).toBe(true);
    expect(isBuiltPage("referral")).toBe(true);
    expect(isBuiltPage("transactionHistory")).toBe(true);
    expect(isBuiltPage("personalHistoryCopy")).toBe(true);
    expect(isBuiltPage("personalProfit")).toBe(true);
    expect(isBuiltPage("bonusDetails")).toBe(true);
    expect(isBuiltPage("rewardCenter")).toBe(true);
    expect(isBuiltPage("missionLeaderboard")).toBe(true);
    expect(isBuiltPage("messageV2")).toBe(true);
    expect(isBuiltPage("responsibleGaming")).toBe(true);
    expect(MEMBER_CENTRE_PAGES.every(isBuiltPage)).toBe(true);
  });

  it("lists the built pages in menu order", () => {
    const order = BUILT_PAGES.map((page) => MEMBER_CENTRE_PAGES.indexOf(page));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
