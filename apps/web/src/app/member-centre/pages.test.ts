import { describe, expect, it } from "vitest";
import { MEMBER_CENTRE_PAGES } from "@lotus/contracts/web";
import { resolveMemberCentrePage, visibleMemberCentrePages } from "./pages";

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
});
