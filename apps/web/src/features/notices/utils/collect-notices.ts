import type { AnnouncementsValue, Notice } from "@lotus/contracts/web";

export const NOTICE_FILTERS = ["all", "notices", "promotions"] as const;
export type NoticeFilter = (typeof NOTICE_FILTERS)[number];

/** Banners (B) and promotions (PR) advertise offers; the other types inform the player. */
const PROMOTIONAL_TYPES: ReadonlySet<Notice["type"]> = new Set(["B", "PR"]);

export function isPromotional(notice: Notice): boolean {
  return PROMOTIONAL_TYPES.has(notice.type);
}

/**
 * Every announcement the player may read, newest first. The same notice can arrive in more than
 * one group of the response (a popup that is also a promotion), so it is listed once.
 */
export function collectNotices(value: AnnouncementsValue): Notice[] {
  const byId = new Map<number, Notice>();
  for (const notice of [...value.popup, ...value.player, ...value.promotion, ...value.banners]) {
    if (!byId.has(notice.id)) byId.set(notice.id, notice);
  }
  return [...byId.values()].sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt) || b.id - a.id);
}

export function filterNotices(notices: Notice[], filter: NoticeFilter): Notice[] {
  if (filter === "all") return notices;
  return notices.filter((notice) => isPromotional(notice) === (filter === "promotions"));
}
