import { describe, expect, it } from "vitest";
import type { AnnouncementsValue, Notice } from "@lotus/contracts/web";
import { collectNotices, filterNotices } from "./collect-notices";

const buildNotice = (overrides: Partial<Notice>): Notice => ({
  id: 1,
  type: "PL",
  title: "Notice",
  content: "Text",
  imageUrl: "",
  linkUrl: "",
  startsAt: "2025-01-01T00:00:00.000Z",
  ...overrides,
});

const value = (groups: Partial<AnnouncementsValue>): AnnouncementsValue => ({
  player: [],
  banners: [],
  popup: [],
  promotion: [],
  help: [],
  ...groups,
});

describe("collectNotices", () => {
  it("lists every group newest first", () => {
    const old = buildNotice({ id: 1, startsAt: "2025-01-01T00:00:00.000Z" });
    const recent = buildNotice({ id: 2, type: "PR", startsAt: "2025-03-01T00:00:00.000Z" });
    const middle = buildNotice({ id: 3, type: "B", startsAt: "2025-02-01T00:00:00.000Z" });
    const ids = collectNotices(value({ player: [old], promotion: [recent], banners: [middle] })).map((n) => n.id);
    expect(ids).toEqual([2, 3, 1]);
  });

  it("lists a notice that arrives in two groups once", () => {
    const shared = buildNotice({ id: 7, type: "PU" });
    expect(collectNotices(value({ popup: [shared], player: [shared] }))).toHaveLength(1);
  });
});

describe("filterNotices", () => {
  const notices = [
    buildNotice({ id: 1, type: "PL" }),
    buildNotice({ id: 2, type: "PR" }),
    buildNotice({ id: 3, type: "PU" }),
    buildNotice({ id: 4, type: "B" }),
  ];

  it("keeps player notices and popups under notices", () => {
    expect(filterNotices(notices, "notices").map((n) => n.id)).toEqual([1, 3]);
  });

  it("keeps promotions and banners under promotions", () => {
    expect(filterNotices(notices, "promotions").map((n) => n.id)).toEqual([2, 4]);
  });

  it("keeps everything under all", () => {
    expect(filterNotices(notices, "all")).toHaveLength(4);
  });
});
