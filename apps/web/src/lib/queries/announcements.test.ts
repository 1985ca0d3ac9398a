import { describe, expect, it } from "vitest";
import { announcementsQueryOptions, helpNoticesQueryOptions, noticeViewerKey } from "./announcements";

/*
 * Spec §4: announcements are fetched at start-up and again when the login changes. The viewer is part
 * of the query key, so a login, a logout or an ended session is a different query (fetched at once),
 * and one viewer's cached answer is never shown to another.
 */
describe("announcements query key", () => {
  it("holds the logged-in account, or null for a visitor", () => {
    expect(noticeViewerKey(null)).toBeNull();
    expect(noticeViewerKey({ account: "demo01" })).toBe("demo01");
    const visitor = announcementsQueryOptions("vi", null).queryKey;
    const member = announcementsQueryOptions("vi", "demo01").queryKey;
    const other = announcementsQueryOptions("vi", "vip01").queryKey;
    expect(visitor).toEqual(["announcements", "vi", null]);
    expect(member).not.toEqual(visitor);
    expect(other).not.toEqual(member);
    expect(announcementsQueryOptions("en", "demo01").queryKey).not.toEqual(member);
  });

  it("keeps the help notices (H) apart from the page's notices, per viewer", () => {
    expect(helpNoticesQueryOptions("vi", null).queryKey).toEqual(["announcements", "vi", null, "H"]);
    expect(helpNoticesQueryOptions("vi", "demo01").queryKey).not.toEqual(helpNoticesQueryOptions("vi", null).queryKey);
  });
});
